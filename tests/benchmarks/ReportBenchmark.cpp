// Budget from DESIGN.md: a full PDF report for a 4-option scenario with Monte Carlo in
// <= 1.5 s (aim <= 0.5 s). Measures what `acceldecide-cli report` does after reading the
// file: evaluation with sensitivity and Monte Carlo (the report's default 200,000
// samples), the report's content, and every page with its six charts written as PDF.

#include "BenchmarkScenarios.h"

#include "ui/document/EvaluationController.h"
#include "ui/render/evaluation/EvaluatedScenario.h"
#include "ui/render/report/ReportPdfWriter.h"

#include <QApplication>
#include <QBuffer>

#include <benchmark/benchmark.h>

using namespace acceldecide;

namespace {

Scenario reportScenario()
{
    Scenario scenario = bench::makeScenario(4, 36);
    scenario.uncertainty = {{"options.option1.migration.weeks", 2.0, 6.0},
                            {"options.option0.throughput.mfu_percent", 35.0, 50.0},
                            {"options.option3.throughput.mfu_percent", 30.0, 45.0},
                            {"options.option2.instance_hourly_usd", 40.0, 52.0}};
    return scenario;
}

void BM_FullReport(benchmark::State &state)
{
    const Scenario scenario = reportScenario();
    qint64 bytes = 0;
    int pages = 0;
    for (auto _ : state) {
        const ui::EvaluatedScenario evaluated = ui::EvaluatedScenario::evaluate(
            scenario, {}, nullptr, ui::EvaluatedScenario::kDefaultMonteCarloSamples, 1);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        pages = ui::ReportPdfWriter::write(evaluated, ui::ReportPdfWriter::content(evaluated),
                                           buffer, QPageSize(QPageSize::A4));
        bytes = buffer.size();
        benchmark::DoNotOptimize(bytes);
    }
    state.counters["pages"] = pages;
    state.counters["pdf_kB"] = double(bytes) / 1024.0;
}
BENCHMARK(BM_FullReport)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    // The report is drawn on the offscreen platform, as the CLI does.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
