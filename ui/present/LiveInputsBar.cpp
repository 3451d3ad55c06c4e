#include "ui/present/LiveInputsBar.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace acceldecide::ui {

namespace {

QString number(double value)
{
    return QLocale().toString(value, 'g', 6);
}

} // namespace

LiveInputsBar::LiveInputsBar(std::vector<LiveInput> inputs, double fontScale, QWidget *parent)
    : QWidget(parent), m_inputs(std::move(inputs)), m_reset(new QPushButton(tr("&Reset"), this))
{
    setAccessibleName(tr("Live inputs"));
    QFont large = font();
    large.setPointSizeF(large.pointSizeF() * fontScale * 0.8);
    setFont(large);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(16);
    for (std::size_t i = 0; i < m_inputs.size(); ++i) {
        const LiveInput &input = m_inputs[i];
        const int column = int(i);
        auto *label = new QLabel(input.label, this);
        label->setToolTip(QString::fromStdString(input.target));
        auto *value = new QLabel(this);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto *slider = new QSlider(Qt::Horizontal, this);
        slider->setRange(0, kSteps);
        slider->setSingleStep(kSteps / 100);
        slider->setPageStep(kSteps / 10);
        slider->setValue(startPosition(input));
        slider->setMinimumHeight(int(24 * fontScale));
        // Large enough to grab on a meeting-room screen: a thick groove and a round handle
        // in the palette's highlight, scaled with the slide's fonts.
        const int handle = int(22 * fontScale);
        slider->setStyleSheet(
            QStringLiteral("QSlider::groove:horizontal { height: %1px; border-radius: %2px;"
                           " background: palette(mid); }"
                           "QSlider::sub-page:horizontal { border-radius: %2px;"
                           " background: palette(highlight); }"
                           "QSlider::handle:horizontal { width: %3px; margin: -%4px 0;"
                           " border-radius: %5px; background: palette(highlight);"
                           " border: 2px solid palette(base); }"
                           "QSlider::handle:horizontal:focus { border-color: palette(text); }")
                .arg(handle / 3)
                .arg(handle / 6)
                .arg(handle)
                .arg((handle - handle / 3) / 2)
                .arg(handle / 2));
        // Only Tab gives a slider the keys: a slider clicked or dragged with the mouse
        // would otherwise keep them, and the clicker's next → or Page Down would move
        // the figures on screen instead of the slide.
        slider->setFocusPolicy(Qt::TabFocus);
        slider->setAccessibleName(input.label);
        // A range of one value has nowhere to move.
        slider->setEnabled(input.high > input.low);
        label->setBuddy(slider);
        auto *heading = new QHBoxLayout;
        heading->addWidget(label, 1);
        heading->addWidget(value);
        grid->addLayout(heading, 0, column);
        grid->addWidget(slider, 1, column);
        grid->setColumnStretch(column, 1);
        m_sliders.push_back(slider);
        m_values.push_back(value);
        showValue(column, input.scenarioValue);
        connect(slider, &QSlider::valueChanged, this, [this, column](int position) {
            const double moved = valueAt(column, position);
            showValue(column, moved);
            Q_EMIT valueChanged(m_inputs[std::size_t(column)].target, moved);
        });
    }
    m_reset->setToolTip(tr("Every live input back to the scenario's value"));
    m_reset->setFocusPolicy(Qt::TabFocus); // clicked, it leaves the keys with the slides
    // Reset was created first, so Tab would reach it before the sliders: a presenter
    // tabbing in lands on the first slider, and Reset comes last, where it sits.
    if (!m_sliders.empty())
        setTabOrder(m_sliders.back(), m_reset);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        reset();
        Q_EMIT resetRequested();
    });

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 8);
    layout->addLayout(grid, 1);
    layout->addSpacing(16);
    layout->addWidget(m_reset, 0, Qt::AlignBottom);
}

int LiveInputsBar::startPosition(const LiveInput &input) const
{
    if (input.high <= input.low)
        return 0;
    return int(std::lround((input.scenarioValue - input.low) / (input.high - input.low) * kSteps));
}

double LiveInputsBar::valueAt(int index, int position) const
{
    const LiveInput &input = m_inputs.at(std::size_t(index));
    if (position == startPosition(input))
        return input.scenarioValue;
    return input.low + (input.high - input.low) * double(position) / kSteps;
}

QString LiveInputsBar::valueTextAt(int index) const
{
    return m_values.at(std::size_t(index))->text();
}

void LiveInputsBar::showValue(int index, double value)
{
    const LiveInput &input = m_inputs[std::size_t(index)];
    const QString text =
        input.unit.isEmpty() ? number(value) : tr("%1 %2").arg(number(value), input.unit);
    m_values[std::size_t(index)]->setText(text);
    m_sliders[std::size_t(index)]->setAccessibleDescription(text);
}

void LiveInputsBar::reset()
{
    for (std::size_t i = 0; i < m_inputs.size(); ++i) {
        const QSignalBlocker blocker(m_sliders[i]);
        m_sliders[i]->setValue(startPosition(m_inputs[i]));
        showValue(int(i), m_inputs[i].scenarioValue);
    }
}

} // namespace acceldecide::ui
