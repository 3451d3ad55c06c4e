#pragma once

// The synthetic scenario every speed budget is measured on: N options alternating
// between GPU and Trainium and across purchase models, training, a 10-criterion matrix.

#include "core/model/Scenario.h"

#include <algorithm>
#include <string>

namespace acceldecide::bench {

inline Option makeOption(int index)
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
    option.throughput = Throughput::fromPeak(800.0 + 100.0 * index, 40.0);
    option.clusterAccelerators = 256;
    if (index > 0) {
        option.migration = Migration{2.0 + index % 4, std::nullopt, std::nullopt, std::nullopt};
        option.maintenanceUsdPerMonth = 1000.0 * (index % 3);
    }
    return option;
}

inline Scenario makeScenario(int optionCount, int horizonMonths)
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

// The same with every option under a real commitment: savings plans and
// reservations alternating, 1- and 3-year terms, usage growing 2 % a month and ending
// six months before the horizon, so every month differs and terms are owed after it.
// The same with a private discount, two credits (one for every option expiring in month 6,
// one for Neuron options only, spent month by month) and the last two options on
// 14-day Capacity Blocks, one bought per run.
inline Scenario makeCreditScenario(int optionCount, int horizonMonths)
{
    Scenario scenario = makeScenario(optionCount, horizonMonths);
    for (int i = std::max(1, optionCount - 2); i < optionCount; ++i) {
        Purchase &purchase = scenario.options[std::size_t(i)].purchase;
        purchase = Purchase{};
        purchase.model = PurchaseModel::CapacityBlock;
        purchase.blockDays = 14;
        purchase.hourlyUsd = 0.45 * *scenario.options[std::size_t(i)].instanceHourlyUsd;
    }
    scenario.privateDiscountPercent = 6.0;
    scenario.credits.push_back({"activate", "Activate", 100000.0, 1, 6, CreditScope::All, {}});
    scenario.credits.push_back(
        {"neuron", "Neuron migration", 250000.0, 2, 24, CreditScope::Neuron, {}});
    return scenario;
}

inline Scenario makeCommittedScenario(int optionCount, int horizonMonths)
{
    Scenario scenario = makeScenario(optionCount, horizonMonths);
    scenario.workload.growthPercentPerMonth = 2.0;
    scenario.workload.lastMonthWithUsage = horizonMonths - 6;
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        Option &option = scenario.options[i];
        option.purchase = Purchase{};
        Commitment commitment;
        commitment.kind = i % 2 == 0 ? CommitmentKind::SavingsPlan : CommitmentKind::Reserved;
        commitment.termYears = i % 4 < 2 ? 1 : 3;
        commitment.discountPercent = commitment.termYears == 1 ? 40.0 : 55.0;
        commitment.otherTermDiscountPercent = commitment.termYears == 1 ? 55.0 : 40.0;
        commitment.usdPerHour = 200.0 + 10.0 * double(i);
        commitment.instances = 4.0 + double(i % 3);
        option.commitment = commitment;
    }
    return scenario;
}

} // namespace acceldecide::bench
