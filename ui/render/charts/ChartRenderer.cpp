#include "ui/render/charts/ChartRenderer.h"

#include "ui/render/charts/EvaluationChart.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>

namespace acceldecide::ui {

void ChartRenderer::render(EvaluationChart &chart, QPainter &painter, const QRectF &target,
                           const QSizeF &logicalSize)
{
    QChart *qchart = chart.chart();
    if (!qchart || logicalSize.isEmpty() || target.isEmpty())
        return;
    // A scene of our own for the duration of the call: the chart is given back (not
    // deleted with the scene) so that the caller keeps owning it.
    QGraphicsScene scene;
    scene.addItem(qchart);
    qchart->setGeometry(QRectF(QPointF(0, 0), logicalSize));
    // Lay the chart out now: the plot area, axes and legend are placed by the layout,
    // which otherwise waits for the event loop.
    if (QGraphicsLayout *layout = qchart->layout())
        layout->activate();
    scene.setSceneRect(QRectF(QPointF(0, 0), logicalSize));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    scene.render(&painter, target, scene.sceneRect(), Qt::IgnoreAspectRatio);
    painter.restore();
    scene.removeItem(qchart);
}

QImage ChartRenderer::toImage(EvaluationChart &chart, const QSize &logicalSize, qreal scale)
{
    const QSize pixels = (QSizeF(logicalSize) * scale).toSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(chart.palette().background());
    QPainter painter(&image);
    render(chart, painter, QRectF(QPointF(0, 0), QSizeF(pixels)), QSizeF(logicalSize));
    painter.end();
    return image;
}

} // namespace acceldecide::ui
