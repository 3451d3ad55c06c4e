#pragma once

#include "WorkloadProfile.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Plain value types for one decision scenario, exactly as the scenario JSON
// (format "acceldecide.scenario", version 1) describes it. Validation happens in
// ScenarioReader; everything downstream may assume a valid Scenario.

enum class WorkloadKind
{
    Training,
    Inference,
    Capacity
};

struct Workload
{
    WorkloadKind kind = WorkloadKind::Training;
    // training and inference
    double modelParamsBillion = 0.0;
    // training
    double tokensPerRunBillion = 0.0;
    double runs = 0.0; // runs within the horizon; may be fractional
    double overheadPercent = 0.0;
    // inference
    double tokensPerDayBillion = 0.0;
    double utilizationPercent = 100.0;
    // capacity
    double hoursPerMonth = 730.0;

    friend bool operator==(const Workload &, const Workload &) = default;
};

struct Team
{
    std::optional<double> engineers;
    std::optional<double> hoursPerWeek;
    std::optional<double> hourlyRateUsd;

    friend bool operator==(const Team &, const Team &) = default;
};

enum class Stack
{
    Neuron,
    Cuda
};

enum class PurchaseModel
{
    OnDemand,
    SavingsPlan1y,
    SavingsPlan3y,
    Reserved1y,
    Reserved3y,
    Spot,
    Effective
};

struct Purchase
{
    PurchaseModel model = PurchaseModel::OnDemand;
    double discountPercent = 0.0;             // savings plans, reserved, spot
    double interruptionOverheadPercent = 0.0; // spot
    std::optional<double> hourlyUsd;          // effective: per accelerator
    // Read with a catalog and no discount_percent: the resolver derives the discount
    // from the catalog's price for this purchase model; never evaluated while set.
    bool discountFromCatalog = false;

    friend bool operator==(const Purchase &, const Purchase &) = default;
};

// Either a measured tokens/s per accelerator, or peak TFLOPS x MFU to derive it.
struct Throughput
{
    std::optional<double> tokensPerSecPerAccelerator;
    std::optional<double> peakTflops;
    std::optional<double> mfuPercent;

    bool isMeasured() const { return tokensPerSecPerAccelerator.has_value(); }

    friend bool operator==(const Throughput &, const Throughput &) = default;
};

struct Migration
{
    double weeks = 0.0;
    std::optional<double> engineers;
    std::optional<double> hoursPerWeek;
    std::optional<double> hourlyRateUsd;

    friend bool operator==(const Migration &, const Migration &) = default;
};

struct Option
{
    std::string id;
    std::string label;
    Stack stack = Stack::Cuda;
    std::string instanceType;
    int acceleratorsPerInstance = 1;
    std::optional<double> instanceHourlyUsd; // on-demand, per instance
    Purchase purchase;
    std::optional<Throughput> throughput; // training and inference
    std::optional<double> peakTflops;     // dense; for the implied-MFU check
    std::optional<int> clusterAccelerators;
    std::optional<int> instances; // capacity workloads
    std::optional<Migration> migration;
    double maintenanceUsdPerMonth = 0.0;
    // Catalog references, resolved when a catalog is available (--database): the
    // region whose prices apply, and a pinned price observation or benchmark row
    // instead of the newest.
    std::optional<std::string> region;
    std::optional<int> priceObservationId;
    std::optional<int> benchmarkId;

    friend bool operator==(const Option &, const Option &) = default;
};

struct Criterion
{
    std::string id;
    std::string label;
    double weight = 0.0;
    std::map<std::string, int> scores; // option id -> 1..5
    // A preset criterion starts at score 3 for every option and stays incomplete
    // until somebody scores it; totals are still computed but flagged.
    bool incomplete = false;

    friend bool operator==(const Criterion &, const Criterion &) = default;
};

struct UncertaintyRange
{
    std::string target; // "workload.<field>", "team.<field>", "options.<id>.<path>"
    double low = 0.0;
    double high = 0.0;

    friend bool operator==(const UncertaintyRange &, const UncertaintyRange &) = default;
};

struct Scenario
{
    std::string name;
    int horizonMonths = 12;
    std::optional<std::string> asOf; // ISO date
    Workload workload;
    std::string baseline; // an option id
    std::vector<Option> options;
    std::optional<Team> team;
    std::optional<std::vector<Criterion>> criteria;
    std::vector<UncertaintyRange> uncertainty;
    // When set, the matrix criteria its preset governs take their scores from it
    // (ProfileScoring), and their `scores` stay empty here.
    std::optional<WorkloadProfile> profile;

    // Index of the option with this id, or -1.
    int optionIndex(std::string_view id) const;
    int baselineIndex() const { return optionIndex(baseline); }

    friend bool operator==(const Scenario &, const Scenario &) = default;
};

const char *toString(WorkloadKind kind);
const char *toString(Stack stack);
const char *toString(PurchaseModel model);
std::optional<WorkloadKind> workloadKindFromString(const std::string &text);
std::optional<Stack> stackFromString(const std::string &text);
std::optional<PurchaseModel> purchaseModelFromString(const std::string &text);

// Commitment term in months for savings plans and reservations, 0 otherwise.
// Inline: the cost model asks per option per Monte Carlo sample.
constexpr int termMonths(PurchaseModel model)
{
    switch (model) {
    case PurchaseModel::SavingsPlan1y:
    case PurchaseModel::Reserved1y:
        return 12;
    case PurchaseModel::SavingsPlan3y:
    case PurchaseModel::Reserved3y:
        return 36;
    default:
        return 0;
    }
}

constexpr bool isCommitment(PurchaseModel model)
{
    return termMonths(model) > 0;
}

constexpr bool takesDiscount(PurchaseModel model)
{
    return isCommitment(model) || model == PurchaseModel::Spot;
}

} // namespace acceldecide
