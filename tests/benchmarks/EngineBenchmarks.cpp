#include "BenchmarkScenarios.h"
#include "core/actuals/ActualMonths.h"
#include "core/actuals/BillReforecast.h"
#include "core/actuals/CalendarMonth.h"
#include "core/actuals/PlanVsActual.h"
#include "core/actuals/PlannedMonths.h"
#include "core/actuals/VarianceWording.h"
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/performance/ServingEstimate.h"
#include "core/performance/ThroughputEstimator.h"
#include "core/search/MarketSearch.h"

#include <benchmark/benchmark.h>

#include <string>

using namespace acceldecide;

namespace {

void BM_EvaluateTwelveOptionsThirtySixMonths(benchmark::State &state)
{
    const Scenario scenario = bench::makeScenario(12, 36);
    for (auto _ : state)
        benchmark::DoNotOptimize(ScenarioEvaluator::evaluate(scenario));
}
BENCHMARK(BM_EvaluateTwelveOptionsThirtySixMonths)->Unit(benchmark::kMicrosecond);

// The same with credits and a private discount (the credits are spent month by month, so
// every total, sensitivity point included, walks the months).
void BM_EvaluateTwelveOptionsWithCredits(benchmark::State &state)
{
    const Scenario scenario = bench::makeCreditScenario(12, 36);
    for (auto _ : state)
        benchmark::DoNotOptimize(ScenarioEvaluator::evaluate(scenario));
}
BENCHMARK(BM_EvaluateTwelveOptionsWithCredits)->Unit(benchmark::kMicrosecond);

// The same with the whole tornado asked for (the window shows it): every input measured
// against every option, where the evaluation alone measures only what can move the
// recommended option's saving.
void BM_EvaluateTwelveOptionsWithCreditsAndTornado(benchmark::State &state)
{
    const Scenario scenario = bench::makeCreditScenario(12, 36);
    EvaluationRequest request;
    request.sensitivity = true;
    for (auto _ : state)
        benchmark::DoNotOptimize(ScenarioEvaluator::evaluate(scenario, request));
}
BENCHMARK(BM_EvaluateTwelveOptionsWithCreditsAndTornado)->Unit(benchmark::kMicrosecond);

// The same size with every option committed and every month different (the
// commitment's optimum, both terms and the monthly split per option).
void BM_EvaluateTwelveCommittedOptionsThirtySixMonths(benchmark::State &state)
{
    const Scenario scenario = bench::makeCommittedScenario(12, 36);
    for (auto _ : state)
        benchmark::DoNotOptimize(ScenarioEvaluator::evaluate(scenario));
}
BENCHMARK(BM_EvaluateTwelveCommittedOptionsThirtySixMonths)->Unit(benchmark::kMicrosecond);

void BM_MonteCarloMillionSamplesCommitted(benchmark::State &state)
{
    Scenario scenario = bench::makeCommittedScenario(4, 36);
    scenario.uncertainty = {
        {"options.option1.migration.weeks", 1.0, 8.0},
        {"options.option0.commitment.usd_per_hour", 100.0, 300.0},
        {"workload.usage.growth_percent_per_month", -2.0, 4.0},
        {"workload.runs", 12.0, 36.0},
    };
    const int threads = int(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(MonteCarloSimulation::run(scenario, 1'000'000, 1, threads));
}
BENCHMARK(BM_MonteCarloMillionSamplesCommitted)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_MonteCarloMillionSamples(benchmark::State &state)
{
    Scenario scenario = bench::makeScenario(4, 36);
    scenario.uncertainty = {
        {"options.option1.migration.weeks", 1.0, 8.0},
        {"options.option1.throughput.mfu_percent", 30.0, 50.0},
        {"options.option2.purchase.discount_percent", 20.0, 45.0},
        {"team.hourly_rate_usd", 100.0, 200.0},
        {"workload.runs", 12.0, 36.0},
    };
    const int threads = int(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(MonteCarloSimulation::run(scenario, 1'000'000, 1, threads));
}
BENCHMARK(BM_MonteCarloMillionSamples)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The CLI benchmark scenario's three uncertain inputs (tests/benchmarks/scenarios/
// monte-carlo-four-options.json): one option's port and throughput, and the run count
// every option's bill depends on.
void BM_MonteCarloMillionSamplesThreeInputs(benchmark::State &state)
{
    Scenario scenario = bench::makeScenario(4, 36);
    scenario.uncertainty = {
        {"options.option1.migration.weeks", 1.0, 8.0},
        {"options.option1.throughput.mfu_percent", 30.0, 50.0},
        {"workload.runs", 12.0, 36.0},
    };
    const int threads = int(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(MonteCarloSimulation::run(scenario, 1'000'000, 1, threads));
}
BENCHMARK(BM_MonteCarloMillionSamplesThreeInputs)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Twelve options, every one committed, usage growing and stopping (every month differs),
// over 36 and 120 months (range(1)); growth is sampled, so each sample walks its months.
void BM_MonteCarloMillionSamplesTwelveCommitted(benchmark::State &state)
{
    Scenario scenario = bench::makeCommittedScenario(12, int(state.range(1)));
    scenario.uncertainty = {
        {"options.option1.migration.weeks", 1.0, 8.0},
        {"workload.usage.growth_percent_per_month", -2.0, 4.0},
        {"workload.runs", 12.0, 36.0},
    };
    const int threads = int(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(MonteCarloSimulation::run(scenario, 1'000'000, 1, threads));
}
BENCHMARK(BM_MonteCarloMillionSamplesTwelveCommitted)
    ->Args({1, 36})
    ->Args({2, 36})
    ->Args({2, 120})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The throughput model (core/performance): one serving estimate, and the search for the
// highest concurrency within a latency target (budgets: 20 µs and 1 ms).
performance::TransformerModel llama70b()
{
    return {"llama-3.1-70b", 80, 8192, 64, 8, 128, 28672, 128256, 1, 1, 131072, false};
}

performance::AcceleratorSpec h100()
{
    performance::AcceleratorSpec spec;
    spec.peakDenseTflopsBf16 = 989.4;
    spec.peakDenseTflopsFp8 = 1978.9;
    spec.memoryGb = 80.0;
    spec.memoryBandwidthTbPerS = 3.35;
    return spec;
}

void BM_ServingEstimate(benchmark::State &state)
{
    const performance::ServingRequest request{
        {2, 64, 0, performance::DataType::Fp8, performance::DataType::Fp8}, 1000, 1000};
    const auto model = llama70b();
    const auto spec = h100();
    for (auto _ : state)
        benchmark::DoNotOptimize(performance::estimateServing(model, spec, request));
}
BENCHMARK(BM_ServingEstimate)->Unit(benchmark::kMicrosecond);

void BM_LatencyTargetSearch(benchmark::State &state)
{
    const performance::ServingRequest request{
        {2, 1, 0, performance::DataType::Fp8, performance::DataType::Fp8}, 1000, 1000};
    const auto model = llama70b();
    const auto spec = h100();
    for (auto _ : state)
        benchmark::DoNotOptimize(
            performance::highestConcurrencyWithin(model, spec, request, 0.020, 4096));
}
BENCHMARK(BM_LatencyTargetSearch)->Unit(benchmark::kMicrosecond);

// One option's estimate as the cost engine asks for it: Llama 3.3 70B in FP8 on two H100s
// at a 50 ms per-token target (the calibration fitted beforehand, as after catalog open).
void BM_ThroughputEstimate(benchmark::State &state)
{
    const performance::ThroughputEstimator &estimator = performance::ThroughputEstimator::builtIn();
    ThroughputEstimateInput input;
    input.model = "llama-3.3-70b";
    input.accelerator = "h100-sxm";
    input.engine = "tensorrt-llm";
    input.dataType = "fp8";
    input.tensorParallel = 2;
    input.inputTokens = 1000;
    input.outputTokens = 1000;
    input.maxMsPerOutputToken = 50.0;
    estimator.estimate(input, "p5.48xlarge", 8, WorkloadKind::Inference); // warm the fit
    for (auto _ : state)
        benchmark::DoNotOptimize(
            estimator.estimate(input, "p5.48xlarge", 8, WorkloadKind::Inference));
}
BENCHMARK(BM_ThroughputEstimate)->Unit(benchmark::kMicrosecond);

// The whole calibration as at catalog open: every accelerator's serving fit, on the engine
// measured most on it, from the shipped measurements.
void BM_CalibrationFit(benchmark::State &state)
{
    const performance::PerformanceCatalog &catalog = performance::PerformanceCatalog::builtIn();
    for (auto _ : state) {
        const performance::Calibration calibration = performance::Calibration::fit(catalog);
        for (const std::string &id : catalog.acceleratorIds())
            benchmark::DoNotOptimize(calibration.forServing(id, ""));
    }
}
BENCHMARK(BM_CalibrationFit)->Unit(benchmark::kMillisecond);

} // namespace

// A decision's comparison with 36 months of bill (budget 50 ms): the recorded scenario
// evaluated (12 options x 36 months), the chosen option's and the baseline's plans, 36
// months of summed bill rows (60 a month: instance types x charge kinds x accounts, a
// third of them tagged), the tag kept, the months compared and said in sentences.
void BM_PlanVsActualThirtySixMonths(benchmark::State &state)
{
    const Scenario scenario = bench::makeScenario(12, 36);
    std::vector<actuals::ActualRow> rows;
    std::vector<actuals::CommitmentCoverage> coverage;
    const actuals::ChargeKind kinds[] = {
        actuals::ChargeKind::OnDemandUsage, actuals::ChargeKind::CommittedUsage,
        actuals::ChargeKind::SpotUsage, actuals::ChargeKind::UnusedCommitment,
        actuals::ChargeKind::Credit};
    for (int m = 0; m < 36; ++m) {
        const std::string month = actuals::monthName(2026 * 12 + 2 + m);
        coverage.push_back({month, "sp-1", 90000.0});
        for (int r = 0; r < 60; ++r) {
            actuals::ActualRow row;
            row.month = month;
            row.instanceType = r % 2 == 0 ? "trn2.48xlarge" : "p5.48xlarge";
            row.kind = kinds[r % 5];
            row.commitmentId = "sp-1";
            row.account = std::to_string(r % 6);
            row.acceleratorHours = 1000.0 + r;
            row.effectiveUsd = 2000.0 + 10.0 * r;
            row.tagsJson = r % 3 == 0 ? R"({"user:project":"llm-train"})" : "{}";
            rows.push_back(row);
        }
    }
    const actuals::BillTag tag{"project", "llm-train"};
    for (auto _ : state) {
        const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
        const int first = 2026 * 12 + 2;
        const actuals::PlannedMonths plan =
            actuals::plannedMonths(scenario, evaluation, "option1", first);
        const auto kept = actuals::rowsWithTag(rows, tag);
        actuals::PlanVsActual comparison =
            actuals::comparePlanWithBill(plan, actuals::actualMonths(kept, coverage, plan));
        comparison.reforecast =
            actuals::reforecastWithBill(scenario, evaluation, "option1", plan, comparison);
        benchmark::DoNotOptimize(actuals::varianceSentences(comparison, plan));
    }
}
BENCHMARK(BM_PlanVsActualThirtySixMonths)->Unit(benchmark::kMillisecond);

// The market search's budget: 10,000 candidates (offers across providers, regions and
// purchase models, one cluster size each) billed by ScenarioTotals and ranked, on the
// synthetic scenario's workload (36 months, port costs, a 15 % overhead).
void BM_SearchTenThousandCandidates(benchmark::State &state)
{
    const Scenario scenario = bench::makeScenario(2, 36);
    static constexpr PurchaseModel kModels[] = {PurchaseModel::OnDemand, PurchaseModel::Spot,
                                                PurchaseModel::SavingsPlan1y,
                                                PurchaseModel::Reserved3y};
    std::vector<search::MarketOffer> offers;
    for (int i = 0; i < 10000; ++i) {
        search::MarketOffer offer;
        const bool neuron = i % 2 == 1;
        offer.instanceType = (neuron ? "trn-" : "gpu-") + std::to_string(i % 97);
        offer.provider = i % 3 == 0 ? "AWS" : i % 3 == 1 ? "Lambda" : "GCP";
        offer.region = "region-" + std::to_string(i % 13);
        offer.stack = neuron ? Stack::Neuron : Stack::Cuda;
        offer.acceleratorsPerInstance = neuron ? 16 : 8;
        offer.acceleratorMemoryBytes = neuron ? 96e9 : 80e9;
        offer.purchaseModel = kModels[i % 4];
        offer.onDemandHourlyUsd = 30.0 + (i % 50);
        offer.hourlyUsd =
            *offer.onDemandHourlyUsd * (offer.purchaseModel == PurchaseModel::OnDemand ? 1.0 : 0.6);
        offer.observedDate = "2026-11-" + std::to_string(10 + i % 17);
        offer.catalogTokensPerSecPerAccelerator = 1500.0 + i % 700;
        offers.push_back(offer);
    }
    search::SearchRequest request;
    request.filter.latestPriceOnly = false;
    request.trainingInstanceCounts = {32};
    for (auto _ : state) {
        const search::SearchResult result = search::searchMarket(scenario, offers, request);
        if (result.candidatesBilled != 10000)
            state.SkipWithError("not every candidate was billed");
        benchmark::DoNotOptimize(result.rows.data());
    }
}
BENCHMARK(BM_SearchTenThousandCandidates)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
