#include "ui/render/slides/SlideDeckPdf.h"

#include "ui/render/slides/SlideDeck.h"

#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/ChartRenderer.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/evaluation/EvaluatedScenario.h"

#include <QDir>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <memory>
#include <vector>

namespace acceldecide::ui {

namespace {

// Pixels are laid out at 96 to the inch, as on a screen; PDF points are 72 to the inch.
constexpr int kResolution = 96;
constexpr qreal kPointsPerPixel = 72.0 / kResolution;

} // namespace

int SlideDeckPdf::write(const EvaluatedScenario &evaluated, QIODevice &device,
                        const QSize &slideSize, const actuals::PlanVsActual *comparison)
{
    ChartInputs inputs = evaluated.chartInputs();
    inputs.planVsActual = comparison;
    // A fresh set of charts: a window's own charts belong to its views.
    std::vector<std::unique_ptr<EvaluationChart>> charts = SlideDeck::charts(inputs);
    const std::vector<int> slides = SlideDeck::slides(charts, inputs);
    const ChartPalette palette(false, SlideDeck::kFontScale);

    QPdfWriter writer(&device);
    writer.setResolution(kResolution);
    const QSizeF points = QSizeF(slideSize) * kPointsPerPixel;
    writer.setPageLayout(
        QPageLayout(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                    QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    writer.setTitle(tr("%1 — slides").arg(QString::fromStdString(evaluated.scenario.name)));
    writer.setCreator(QStringLiteral("AccelDecide"));

    QPainter painter(&writer);
    QFont footerFont = palette.legendFont();
    const QFontMetricsF metrics(footerFont, &writer);
    const qreal footer = metrics.height() * 1.6;
    const QRectF page(QPointF(0, 0), QSizeF(slideSize));
    const QRectF chartArea(0, 0, page.width(), page.height() - footer);
    for (std::size_t n = 0; n < slides.size(); ++n) {
        if (n > 0)
            writer.newPage();
        EvaluationChart &chart = *charts[std::size_t(slides[n])];
        chart.setPalette(palette);
        chart.update(inputs);
        painter.fillRect(page, palette.background());
        ChartRenderer::render(chart, painter, chartArea, chartArea.size());
        // Where the presenter's window shows its position, the page shows its number.
        painter.setFont(footerFont);
        painter.setPen(palette.muted());
        painter.drawText(page.adjusted(24, 0, -24, -footer * 0.3), Qt::AlignRight | Qt::AlignBottom,
                         QStringLiteral("%1 / %2").arg(n + 1).arg(slides.size()));
    }
    painter.end();
    return int(slides.size());
}

Expected<int, QString> SlideDeckPdf::writeFile(const EvaluatedScenario &evaluated,
                                               const QString &path, const QSize &slideSize,
                                               const actuals::PlanVsActual *comparison)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Unexpected{
            tr("%1: cannot write (%2)").arg(QDir::toNativeSeparators(path), file.errorString())};
    const int pages = write(evaluated, file, slideSize, comparison);
    if (!file.commit())
        return Unexpected{
            tr("%1: cannot write (%2)").arg(QDir::toNativeSeparators(path), file.errorString())};
    return pages;
}

} // namespace acceldecide::ui
