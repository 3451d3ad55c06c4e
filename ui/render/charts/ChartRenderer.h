#pragma once

#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>

class QPainter;

namespace acceldecide::ui {

class EvaluationChart;

// Draws an EvaluationChart outside any view: into a PDF page, an image or an SVG file.
// The chart is laid out at `logicalSize` (its fonts, legend and axis labels fit that
// size) and painted scaled into `target`, as vectors wherever the painter supports them.
// The chart must not be shown by a view: it is placed in a scene of its own for the call
// and taken out again afterwards, so the same EvaluationChart can be rendered repeatedly.
class ChartRenderer
{
public:
    static void render(EvaluationChart &chart, QPainter &painter, const QRectF &target,
                       const QSizeF &logicalSize);

    // An image of `logicalSize` × `scale` device pixels (scale 2: a "2×" PNG whose
    // text is as large, relative to the picture, as at 1×).
    static QImage toImage(EvaluationChart &chart, const QSize &logicalSize, qreal scale = 1.0);
};

} // namespace acceldecide::ui
