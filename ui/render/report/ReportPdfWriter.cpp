#include "ui/render/report/ReportPdfWriter.h"

#include "ui/render/report/ReportBlockPainter.h"
#include "ui/render/report/ReportCanvas.h"
#include "ui/render/report/ReportStyle.h"

#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/ChartRenderer.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/charts/EvaluationCharts.h"
#include "ui/render/charts/PlanVsActualChart.h"
#include "ui/render/evaluation/EvaluatedScenario.h"

#include "core/report/DecisionReportBuilder.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <cstdlib>
#include <memory>
#include <vector>

namespace acceldecide::ui {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

// Lays the whole report out once; with a painter it draws, without one it only counts.
int layOut(const report::DecisionReport &report, QPdfWriter &writer, QPainter *painter,
           int totalPages, const ReportBlockPainter::ChartDrawer &drawChart)
{
    ReportCanvas canvas(&writer, painter,
                        {q(report.scenarioName), q(report.date), q(report.version)}, totalPages);
    ReportBlockPainter blocks(canvas, drawChart);
    blocks.titlePage(report.titlePage);
    for (std::size_t s = 0; s < report.sections.size(); ++s) {
        const report::ReportSection &section = report.sections[s];
        if (section.newPage && !canvas.atPageTop())
            canvas.newPage();
        blocks.sectionTitle(q(section.title),
                            section.blocks.empty() ? nullptr : &section.blocks.front());
        for (std::size_t b = 0; b < section.blocks.size(); ++b) {
            const report::ReportBlock *next =
                b + 1 < section.blocks.size() ? &section.blocks[b + 1] : nullptr;
            blocks.block(section.blocks[b], next);
        }
    }
    canvas.finishPage();
    return canvas.pageNumber();
}

} // namespace

report::DecisionReport ReportPdfWriter::content(const EvaluatedScenario &evaluated)
{
    report::ReportSettings settings;
    settings.version = ACCELDECIDE_VERSION;
    settings.date = report::DecisionReportBuilder::reportDate(
        evaluated.scenario.asOf, std::getenv("SOURCE_DATE_EPOCH"),
        QDate::currentDate().toString(Qt::ISODate).toStdString());
    return report::DecisionReportBuilder::build(evaluated.scenario, evaluated.evaluation,
                                                evaluated.purchaseModels, settings);
}

int ReportPdfWriter::write(const EvaluatedScenario &evaluated, const report::DecisionReport &report,
                           QIODevice &device, const QPageSize &pageSize,
                           const actuals::PlanVsActual *comparison)
{
    QPdfWriter writer(&device);
    writer.setResolution(ReportStyle::kResolution);
    writer.setPageSize(pageSize);
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(QStringLiteral("Decision report — %1").arg(q(report.scenarioName)));
    writer.setCreator(q(report.version));

    // The charts, drawn in a light palette that survives greyscale print. One fresh set
    // for this report: the window's own charts belong to its views.
    std::vector<std::unique_ptr<EvaluationChart>> charts = EvaluationCharts::createAll();
    ChartInputs inputs = evaluated.chartInputs();
    inputs.planVsActual = comparison;
    // Not one of the scenario's charts: the decision's bill is drawn by a chart of its own.
    PlanVsActualChart billChart;
    billChart.setPalette(ChartPalette(false, 1.0));
    billChart.update(inputs);
    for (const auto &chart : charts) {
        chart->setPalette(ChartPalette(false, 1.0));
        chart->update(inputs);
    }
    const ReportBlockPainter::ChartDrawer drawChart =
        [&charts, &inputs, &billChart](const report::ReportBlock &block, QPainter &painter,
                                       const QRectF &target, const QSizeF &logicalSize) {
            if (block.chart == report::ChartKind::PlanVsActual) {
                ChartRenderer::render(billChart, painter, target, logicalSize);
                return;
            }
            const auto index = static_cast<std::size_t>(block.chart);
            if (index >= charts.size())
                return;
            if (block.chartOption.empty()) {
                ChartRenderer::render(*charts[index], painter, target, logicalSize);
                return;
            }
            // A per-option chart (the savings-plan ones) is drawn by a chart of its own:
            // a chart redrawn for another option outside any view keeps its legend's old
            // labels (Qt Charts lays the legend out lazily).
            std::vector<std::unique_ptr<EvaluationChart>> fresh = EvaluationCharts::createAll();
            EvaluationChart &chart = *fresh[index];
            chart.setPalette(ChartPalette(false, 1.0));
            ChartInputs focused = inputs;
            focused.commitmentOption = &block.chartOption;
            chart.update(focused);
            ChartRenderer::render(chart, painter, target, logicalSize);
        };

    const int pages = layOut(report, writer, nullptr, 0, drawChart);
    QPainter painter(&writer);
    layOut(report, writer, &painter, pages, drawChart);
    painter.end();
    return pages;
}

Expected<void, QString> ReportPdfWriter::writeFile(const EvaluatedScenario &evaluated,
                                                   const QString &path, const QPageSize &pageSize)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("ReportPdfWriter", "%1: cannot write (%2)")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    write(evaluated, content(evaluated), file, pageSize);
    if (!file.commit())
        return QCoreApplication::translate("ReportPdfWriter", "%1: cannot write (%2)")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace acceldecide::ui
