#include "ui/render/charts/CommitmentChart.h"

#include <QChart>
#include <QLegend>
#include <QValueAxis>

namespace acceldecide::ui {

CommitmentChart::CommitmentChart(const QString &subject, QValueAxis *horizontal,
                                 QValueAxis *vertical)
    : m_subject(subject), m_horizontal(horizontal), m_vertical(vertical), m_callouts(chart())
{
    QChart *c = chart();
    c->setTitle(titleOf(nullptr));
    c->addAxis(m_horizontal, Qt::AlignBottom);
    c->addAxis(m_vertical, Qt::AlignLeft);
    QObject::connect(c, &QChart::plotAreaChanged, context(), [this] { m_callouts.relayout(); });
}

QString CommitmentChart::title() const
{
    return chart()->title().isEmpty() ? titleOf(nullptr) : chart()->title();
}

QString CommitmentChart::titleFor(const ChartInputs &inputs) const
{
    const std::optional<CommitmentFocus> focus = CommitmentFocus::find(inputs);
    return titleOf(focus ? &*focus : nullptr);
}

QString CommitmentChart::titleOf(const CommitmentFocus *focus) const
{
    return CommitmentFocus::chartTitle(m_subject, focus);
}

std::optional<CommitmentFocus> CommitmentChart::beginCommitmentUpdate(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return std::nullopt;
    std::optional<CommitmentFocus> focus = CommitmentFocus::find(inputs);
    chart()->setTitle(titleOf(focus ? &*focus : nullptr));
    // Nothing to plot: no empty axes with meaningless ticks, only the sentence.
    m_horizontal->setVisible(focus.has_value());
    m_vertical->setVisible(focus.has_value());
    chart()->legend()->setVisible(focus.has_value());
    if (!focus) {
        m_focus = -1;
        clearSeries();
        m_callouts.clear();
        setMessage(CommitmentFocus::noCommitmentMessage());
        applyStyle();
        return std::nullopt;
    }
    m_focus = int(focus->index);
    return focus;
}

void CommitmentChart::addSeries(QAbstractSeries *series)
{
    chart()->addSeries(series);
    series->attachAxis(m_horizontal);
    series->attachAxis(m_vertical);
}

QColor CommitmentChart::focusColor() const
{
    return m_focus >= 0 ? optionColor(std::size_t(m_focus)) : palette().foreground();
}

void CommitmentChart::styleCallouts()
{
    m_callouts.setStyle(palette().foreground(), palette().background(), palette().labelFont(),
                        14.0 * palette().fontScale());
}

} // namespace acceldecide::ui
