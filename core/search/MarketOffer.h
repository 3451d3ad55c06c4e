#pragma once

#include "core/model/Scenario.h"

#include <optional>
#include <string>

namespace acceldecide::search {

// The AWS Spot Instance Advisor's interruption-frequency bucket for a spot offer: the
// share of instances interrupted in a month, from minPercent to maxPercent (nullopt:
// open-ended, ">20%").
struct InterruptionBucket
{
    double minPercent = 0.0;
    std::optional<double> maxPercent;
    std::string label;        // "10-15%"
    std::string observedDate; // the advisor file's date
};

// One price the catalog holds for an instance type, as the search bills it: who sells it,
// where, under which purchase model, at what hourly price, and where the price came from.
struct MarketOffer
{
    std::string instanceType;
    std::string provider; // "AWS", "GCP", "Lambda", ... (who bills it)
    std::string region;
    Stack stack = Stack::Cuda;
    std::string acceleratorName; // the catalog's ("H100 SXM"); empty when not linked
    int acceleratorsPerInstance = 0;
    // One accelerator's memory in bytes (the catalog's HBM figure); nullopt when unknown.
    std::optional<double> acceleratorMemoryBytes;
    // The highest dense peak the catalog states for the accelerator (BF16, FP16 or FP8),
    // TFLOPS: the ceiling a throughput is checked against; nullopt when unknown.
    std::optional<double> peakDenseTflops;
    PurchaseModel purchaseModel = PurchaseModel::OnDemand;
    double hourlyUsd = 0.0; // per instance-hour, as the catalog states it for the model
    // The same source's on-demand price for the type and region: what a discounted
    // model's discount is taken off. nullopt when the source gives none.
    std::optional<double> onDemandHourlyUsd;
    std::string paymentOption; // commitments: "no_upfront", ...; empty otherwise
    std::string offeringClass; // "compute", "standard", ...; empty when not stated
    std::string sourceTitle;
    std::string observedDate; // ISO date
    long long observationId = 0;
    // A catalog benchmark for the workload's model size on this instance type's
    // accelerator, with its source; nullopt when the catalog has none.
    std::optional<double> catalogTokensPerSecPerAccelerator;
    std::string throughputSource;
    // Spot offers: the advisor's bucket for the type and region (Linux, newest); nullopt
    // when the catalog has none.
    std::optional<InterruptionBucket> interruptionBucket;
};

} // namespace acceldecide::search
