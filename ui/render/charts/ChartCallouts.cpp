#include "ui/render/charts/ChartCallouts.h"

#include <QAbstractSeries>
#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

namespace acceldecide::ui {

namespace {

constexpr qreal kGap = 4.0;     // between a marker's edge and its label
constexpr qreal kPadding = 3.0; // around the text, on its patch
constexpr int kFurtherSteps = 6;

} // namespace

ChartCallouts::ChartCallouts(QChart *chart) : m_chart(chart) {}

void ChartCallouts::set(std::vector<Callout> callouts)
{
    m_callouts = std::move(callouts);
    if (!m_chart)
        return;
    while (m_labels.size() < m_callouts.size()) {
        auto *patch = new QGraphicsRectItem(m_chart);
        patch->setPen(Qt::NoPen);
        patch->setZValue(90); // over the series, under the chart's message (100)
        m_patches.push_back(patch);
        m_labels.push_back(new QGraphicsSimpleTextItem(patch));
    }
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        const bool used = i < m_callouts.size();
        m_labels[i]->setText(used ? m_callouts[i].text : QString());
        m_patches[i]->setVisible(used);
    }
    setStyle(m_text, m_background, m_font, m_markerSize);
}

void ChartCallouts::setStyle(const QColor &text, const QColor &background, const QFont &font,
                             qreal markerSize)
{
    m_text = text;
    m_background = background;
    m_font = font;
    m_markerSize = markerSize;
    if (!m_chart)
        return;
    QColor patch = background;
    patch.setAlphaF(0.82f);
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        m_labels[i]->setBrush(text);
        m_labels[i]->setFont(font);
        m_patches[i]->setBrush(patch);
    }
    relayout();
}

void ChartCallouts::relayout()
{
    if (!m_chart)
        return;
    const QRectF plot = m_chart->plotArea();
    std::vector<QPointF> anchors;
    std::vector<bool> shown;
    std::vector<QRectF> taken; // markers first, then labels as they are placed
    const QList<QAbstractSeries *> attached = m_chart->series();
    for (const Callout &callout : m_callouts) {
        // A chart rebuilding its series for a new scenario moves its axes before it sets
        // the new callouts: a callout whose series is gone or detached waits for those.
        const bool mapped = callout.series && attached.contains(callout.series.data());
        const QPointF at =
            mapped ? m_chart->mapToPosition(callout.value, callout.series) : QPointF();
        // A point off the plot (an axis that does not reach it) gets no label.
        const bool inside = mapped && plot.adjusted(-1, -1, 1, 1).contains(at);
        anchors.push_back(at);
        shown.push_back(inside);
        if (inside)
            taken.emplace_back(at.x() - m_markerSize / 2, at.y() - m_markerSize / 2, m_markerSize,
                               m_markerSize);
    }
    const qreal gap = m_markerSize / 2 + kGap; // from a point's centre to its label
    // Every vertical marker line (a callout placed to its right) is kept clear by every
    // label, not only its own: a label sitting on a neighbouring line is as hard to read.
    std::vector<QRectF> lines;
    for (std::size_t i = 0; i < m_callouts.size(); ++i) {
        if (shown[i] && m_callouts[i].side == Side::Right)
            lines.emplace_back(anchors[i].x() - 1.0, plot.top(), 2.0, plot.height());
    }
    for (std::size_t i = 0; i < m_callouts.size(); ++i) {
        m_patches[i]->setVisible(shown[i] && plot.isValid());
        if (!shown[i] || !plot.isValid())
            continue;
        // A label wider than the plot is shortened to fit; its tooltip keeps it whole.
        const QFontMetricsF metrics(m_font);
        const QString elided = metrics.elidedText(
            m_callouts[i].text, Qt::ElideRight, std::max<qreal>(0.0, plot.width() - 2 * kPadding));
        m_labels[i]->setText(elided);
        m_patches[i]->setToolTip(elided == m_callouts[i].text ? QString() : m_callouts[i].text);
        const QRectF text = m_labels[i]->boundingRect();
        const QSizeF size(text.width() + 2 * kPadding, text.height() + 2 * kPadding);
        const QPointF p = anchors[i];
        const auto clamped = [&](QPointF topLeft) {
            topLeft.setX(std::clamp(topLeft.x(), plot.left(),
                                    std::max(plot.left(), plot.right() - size.width())));
            topLeft.setY(std::clamp(topLeft.y(), plot.top(),
                                    std::max(plot.top(), plot.bottom() - size.height())));
            return QRectF(topLeft, size);
        };
        std::vector<QRectF> candidates = {
            clamped({p.x() - size.width() / 2, p.y() - gap - size.height()}), // above
            clamped({p.x() - size.width() / 2, p.y() + gap}),                 // below
            clamped({p.x() + gap, p.y() - size.height() / 2}),                // right
            clamped({p.x() - gap - size.width(), p.y() - size.height() / 2}), // left
        };
        if (m_callouts[i].side == Side::Right)
            std::rotate(candidates.begin(), candidates.begin() + 2, candidates.begin() + 3);
        for (int step = 1; step <= kFurtherSteps; ++step) {
            const qreal further = step * (size.height() + 2.0);
            candidates.push_back(
                clamped({p.x() - size.width() / 2, p.y() - gap - size.height() - further}));
            candidates.push_back(clamped({p.x() - size.width() / 2, p.y() + gap + further}));
        }
        for (int step = 1; step <= kFurtherSteps; ++step) {
            const qreal further = step * (size.height() + 2.0);
            candidates.push_back(clamped({p.x() + gap, p.y() - size.height() / 2 - further}));
            candidates.push_back(clamped({p.x() + gap, p.y() - size.height() / 2 + further}));
            candidates.push_back(
                clamped({p.x() - gap - size.width(), p.y() - size.height() / 2 - further}));
        }
        const auto clear = [&](const QRectF &rect) {
            return std::none_of(taken.begin(), taken.end(),
                                [&](const QRectF &other) { return other.intersects(rect); });
        };
        const auto clearOfLines = [&](const QRectF &rect) {
            return clear(rect) && std::none_of(lines.begin(), lines.end(), [&](const QRectF &line) {
                       return line.intersects(rect);
                   });
        };
        // Clear of everything if possible; else at least of the other labels (crossing a
        // line); a label with no free place at all is left out rather than written over
        // another.
        auto best = std::find_if(candidates.begin(), candidates.end(), clearOfLines);
        if (best == candidates.end())
            best = std::find_if(candidates.begin(), candidates.end(), clear);
        if (best == candidates.end()) {
            m_patches[i]->setVisible(false);
            continue;
        }
        const QRectF chosen = *best;
        taken.push_back(chosen);
        m_patches[i]->setRect(QRectF(QPointF(0, 0), size));
        m_patches[i]->setPos(chosen.topLeft());
        m_labels[i]->setPos(kPadding - text.left(), kPadding - text.top());
    }
}

QStringList ChartCallouts::texts() const
{
    QStringList texts;
    for (const Callout &callout : m_callouts)
        texts << callout.text;
    return texts;
}

QRectF ChartCallouts::placedRect(std::size_t index) const
{
    if (!m_chart || index >= m_callouts.size() || !m_patches[index]->isVisible())
        return {};
    return QRectF(m_patches[index]->pos(), m_patches[index]->rect().size());
}

} // namespace acceldecide::ui
