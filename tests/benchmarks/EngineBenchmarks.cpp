#include "BenchmarkScenarios.h"
#include "MonteCarloSimulation.h"
#include "ScenarioEvaluator.h"

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
