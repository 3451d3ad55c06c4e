#pragma once

#include "core/model/Scenario.h"

// Value fixtures built in code, so engine tests do not depend on the JSON reader.
// Figures come from the seeds named beside them.
namespace acceldecide::test {

inline Option effectiveOption(std::string id, double hourlyUsd, double tokensPerSec)
{
    Option option;
    option.id = std::move(id);
    option.label = option.id;
    option.instanceType = "per-accelerator";
    option.purchase.model = PurchaseModel::Effective;
    option.purchase.hourlyUsd = hourlyUsd;
    option.throughput = Throughput::measured(tokensPerSec);
    return option;
}

// Seed 004: Trainium 3 at ~$1.80/h and ~1,800 tok/s against H200 spot on Spheron at
// $3.31/h and 1,500 tok/s, a 3-week port by two engineers at $150/h, 1 B tokens/day.
inline Scenario seed004Inference()
{
    Scenario scenario;
    scenario.name = "Seed 004: Trainium 3 vs H200 serving";
    scenario.horizonMonths = 12;
    scenario.workload.kind = WorkloadKind::Inference;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerDayBillion = 1;
    scenario.team = Team{2.0, 40.0, 150.0};
    Option h200 = effectiveOption("h200_spot", 3.31, 1500);
    Option trn3 = effectiveOption("trn3", 1.80, 1800);
    trn3.stack = Stack::Neuron;
    trn3.migration = Migration{3.0, std::nullopt, std::nullopt, std::nullopt};
    scenario.options = {h200, trn3};
    scenario.baseline = "h200_spot";
    return scenario;
}

// Seed 001's per-accelerator prices (trn3.48xlarge ~$47.50 / 16 chips, p5.48xlarge
// ~$98.32 / 8 GPUs) for a training workload; throughput derived from peak x MFU.
inline Scenario seed001Training(PurchaseModel model = PurchaseModel::OnDemand,
                                double discountPercent = 0.0)
{
    Scenario scenario;
    scenario.name = "Seed 001: Trainium3 vs H100 training";
    scenario.horizonMonths = 12;
    scenario.workload.kind = WorkloadKind::Training;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerRunBillion = 300;
    scenario.workload.runs = 4;
    scenario.workload.overheadPercent = 15;
    scenario.team = Team{2.0, 40.0, 150.0};

    Option h100;
    h100.id = "h100";
    h100.label = "H100 (p5.48xlarge)";
    h100.instanceType = "p5.48xlarge";
    h100.acceleratorsPerInstance = 8;
    h100.instanceHourlyUsd = 98.32;
    h100.purchase = Purchase{model, discountPercent, 0.0, std::nullopt};
    h100.throughput = Throughput::fromPeak(1979.0, 50.0);
    h100.clusterAccelerators = 256;

    Option trn3;
    trn3.id = "trn3";
    trn3.label = "Trainium3 (trn3.48xlarge)";
    trn3.stack = Stack::Neuron;
    trn3.instanceType = "trn3.48xlarge";
    trn3.acceleratorsPerInstance = 16;
    trn3.instanceHourlyUsd = 47.50;
    trn3.purchase = Purchase{model, discountPercent, 0.0, std::nullopt};
    trn3.throughput = Throughput::fromPeak(2520.0, 50.0);
    trn3.clusterAccelerators = 256;
    trn3.migration = Migration{6.0, std::nullopt, std::nullopt, std::nullopt};
    trn3.maintenanceUsdPerMonth = 2000;

    scenario.options = {h100, trn3};
    scenario.baseline = "h100";
    return scenario;
}

// Seed 000: one trn1.32xlarge at $21.50/h on-demand for 730 hours a month.
inline Scenario seed000Capacity()
{
    Scenario scenario;
    scenario.name = "Seed 000: trn1.32xlarge monthly";
    scenario.horizonMonths = 12;
    scenario.workload.kind = WorkloadKind::Capacity;
    Option onDemand;
    onDemand.id = "trn1_on_demand";
    onDemand.label = "trn1.32xlarge on-demand";
    onDemand.stack = Stack::Neuron;
    onDemand.instanceType = "trn1.32xlarge";
    onDemand.acceleratorsPerInstance = 16;
    onDemand.instanceHourlyUsd = 21.50;
    onDemand.instances = 1;
    Option reserved = onDemand;
    reserved.id = "trn1_reserved_1y";
    reserved.label = "trn1.32xlarge 1-year reserved";
    reserved.purchase = Purchase{PurchaseModel::Effective, 0.0, 0.0, 12.60 / 16};
    scenario.options = {onDemand, reserved};
    scenario.baseline = "trn1_on_demand";
    return scenario;
}

} // namespace acceldecide::test
