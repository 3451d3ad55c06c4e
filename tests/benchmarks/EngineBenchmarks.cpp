#include "MonteCarloSimulation.h"
#include "ScenarioEvaluator.h"

#include <benchmark/benchmark.h>

#include <string>

using namespace acceldecide;

namespace {

Option makeOption(int index)
{
    Option option;
    option.id = "option" + std::to_string(index);
    option.label = "Option " + std::to_string(index);
    option.stack = index % 2 == 0 ? Stack::Cuda : Stack::Neuron;
    option.instanceType = index % 2 == 0 ? "p5.48xlarge" : "trn2.48xlarge";
    option.acceleratorsPerInstance = index % 2 == 0 ? 8 : 16;
    option.instanceHourlyUsd = 40.0 + 3.0 * index;
    static constexpr PurchaseModel kModels[] = {
        PurchaseModel::OnDemand, PurchaseModel::SavingsPlan1y, PurchaseModel::SavingsPlan3y,
        PurchaseModel::Reserved1y, PurchaseModel::Spot};
    option.purchase.model = kModels[index % 5];
    option.purchase.discountPercent = option.purchase.model == PurchaseModel::OnDemand ? 0 : 35;
    option.throughput = Throughput{std::nullopt, 800.0 + 100.0 * index, 40.0};
    option.clusterAccelerators = 256;
    if (index > 0) {
        option.migration = Migration{2.0 + index % 4, std::nullopt, std::nullopt, std::nullopt};
        option.maintenanceUsdPerMonth = 1000.0 * (index % 3);
    }
    return option;
}

Scenario makeScenario(int optionCount, int horizonMonths)
{
    Scenario scenario;
    scenario.name = "benchmark";
    scenario.horizonMonths = horizonMonths;
    scenario.workload.kind = WorkloadKind::Training;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerRunBillion = 300;
    scenario.workload.runs = 24;
    scenario.workload.overheadPercent = 15;
    scenario.team = Team{2.0, 40.0, 150.0};
    for (int i = 0; i < optionCount; ++i)
        scenario.options.push_back(makeOption(i));
    scenario.baseline = scenario.options.front().id;
    std::vector<Criterion> criteria;
    for (int c = 0; c < 10; ++c) {
        Criterion criterion{"c" + std::to_string(c), "Criterion", double(1 + c % 5), {}, false};
        for (int i = 0; i < optionCount; ++i)
            criterion.scores[scenario.options[std::size_t(i)].id] = 1 + (c + i) % 5;
        criteria.push_back(criterion);
    }
    scenario.criteria = criteria;
    return scenario;
}

void BM_EvaluateTwelveOptionsThirtySixMonths(benchmark::State &state)
{
    const Scenario scenario = makeScenario(12, 36);
    for (auto _ : state)
        benchmark::DoNotOptimize(ScenarioEvaluator::evaluate(scenario));
}
BENCHMARK(BM_EvaluateTwelveOptionsThirtySixMonths)->Unit(benchmark::kMicrosecond);

void BM_MonteCarloMillionSamples(benchmark::State &state)
{
    Scenario scenario = makeScenario(4, 36);
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
