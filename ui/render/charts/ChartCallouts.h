#pragma once

#include <QAbstractSeries>
#include <QColor>
#include <QFont>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QChart;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace acceldecide::ui {

// Text labels for marked points that never overlap each other, their markers, vertical
// marker lines or the plot's edges. A scatter series' point labels are always centred
// above the point, so two markers close together (an optimum next to the current level)
// write over each other and a point at the axis loses half its label; these are placed in
// pixels instead: above the point if free, else below, else beside it, else stacked
// further away; a label with no free place is left out rather than written over another.
// Each sits on a translucent patch of the background so a line under it does not cross
// the words. Call relayout() whenever the plot area or an axis range changes.
class ChartCallouts
{
public:
    // Where a label goes first; the others are tried when that place is taken.
    enum class Side
    {
        Above,
        Right, // e.g. beside a vertical marker line, which would cross a label above
    };

    struct Callout
    {
        QPointer<QAbstractSeries> series; // whose axes map `value`
        QPointF value;                    // in the series' axis units
        QString text;
        Side side = Side::Above;
    };

    explicit ChartCallouts(QChart *chart);
    ChartCallouts(const ChartCallouts &) = delete;
    ChartCallouts &operator=(const ChartCallouts &) = delete;

    // Replaces the callouts (placed in this order: the first gets the best place).
    void set(std::vector<Callout> callouts);
    void clear() { set({}); }
    // `markerSize`: the pixels a marked point covers (labels keep clear of it).
    void setStyle(const QColor &text, const QColor &background, const QFont &font,
                  qreal markerSize = 14.0);
    void relayout();

    // For tests: the texts in order, and where each was placed (chart coordinates).
    QStringList texts() const;
    QRectF placedRect(std::size_t index) const;
    std::size_t count() const { return m_callouts.size(); }

private:
    QPointer<QChart> m_chart;
    std::vector<Callout> m_callouts;
    // Children of the chart: they die with it, so they are never deleted here (a view's
    // scene may destroy the chart before this object).
    std::vector<QGraphicsRectItem *> m_patches;
    std::vector<QGraphicsSimpleTextItem *> m_labels;
    QColor m_text;
    QColor m_background;
    QFont m_font;
    qreal m_markerSize = 14.0;
};

} // namespace acceldecide::ui
