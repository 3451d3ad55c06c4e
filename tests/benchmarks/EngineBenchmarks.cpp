#include "BenchmarkScenarios.h"
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/ScenarioEvaluator.h"

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

} // namespace

BENCHMARK_MAIN();
