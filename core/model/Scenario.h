#pragma once

#include "core/model/CommitmentPlan.h"
#include "core/model/Credit.h"
#include "core/model/ExistingCommitment.h"
#include "core/model/HeldCatalogTerms.h"
#include "core/model/Stakeholder.h"
#include "core/model/ThroughputEstimateInput.h"
#include "core/model/WorkloadProfile.h"

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
    // The month (from 1) each run starts at the start of, when the team knows it; empty:
    // evenly spaced from the start of month 1 (billing/RunSchedule.h). At most
    // kMaxListedRuns, so a plan can hold them without allocating.
    std::vector<int> runMonths;
    static constexpr int kMaxListedRuns = 120;
    // inference
    double tokensPerDayBillion = 0.0;
    double utilizationPercent = 100.0;
    // The served model (a performance catalog id, "llama-3.3-70b") and a request's tokens in
    // and out, all three or none: what an option's stated or peak x MFU throughput is
    // checked against (the decode bound, the performance model's estimate). Empty: unchecked.
    std::string model;
    std::optional<int> inputTokens;
    std::optional<int> outputTokens;

    bool namesServedModel() const { return !model.empty() && inputTokens && outputTokens; }
    // capacity
    double hoursPerMonth = 730.0;
    // workload.usage: how the accelerators are used month by month, which
    // decides what a commitment wastes. busyHoursPerMonth 0 means "derived from the
    // workload" (runs x wall-clock hours for training, always on for inference, the
    // capacity's own hours); growth compounds monthly (negative: decline); after the
    // last month with usage nothing runs (the project ended or moved to a newer chip).
    double busyHoursPerMonth = 0.0;
    double growthPercentPerMonth = 0.0;
    std::optional<int> lastMonthWithUsage;
    // A re-forecast against the bill: month -> the usage the bill showed, as a share of
    // month 1's planned usage (the usage scale growth would otherwise give that month).
    // It replaces the profile's scale for the months it names, in every month-by-month walk
    // of the bill (OptionCostModel::usageScale); commitments keep the terms the plan
    // bought them on. Never read from a file; empty everywhere but a re-forecast.
    std::map<int, double> observedUsageScales;

    bool hasUsagePattern() const
    {
        return busyHoursPerMonth > 0.0 || growthPercentPerMonth != 0.0 ||
               lastMonthWithUsage.has_value();
    }

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

// What "one accelerator" of an option counts: prices and throughputs are per this unit.
// A GPU and a Trainium chip are each one device and compare directly; a NeuronCore is a
// part of a chip and an UltraServer many chips.
enum class AcceleratorUnit
{
    Chip,
    Gpu,
    NeuronCore,
    UltraServer
};

enum class PurchaseModel
{
    OnDemand,
    SavingsPlan1y,
    SavingsPlan3y,
    Reserved1y,
    Reserved3y,
    Spot,
    Effective,
    // EC2 Capacity Blocks for ML: instances reserved for whole days, paid upfront.
    CapacityBlock
};

// A spot purchase whose interruption overhead is priced from the catalog's AWS Spot
// Instance Advisor bucket (`purchase.interruption`, from_catalog) instead of a typed
// interruption_overhead_percent: the checkpoint and restart times (unset: the workload
// profile's defaults, CheckpointDefaults) and, once the resolver has read the bucket, the
// overhead at the bucket's low and high frequencies (the option's uncertainty range). An
// unresolved one is never evaluated (OptionCostModel::problemOf).
struct SpotInterruption
{
    std::optional<double> checkpointMinutes;
    std::optional<double> restartMinutes;
    // Resolution only, never in a scenario file: the overhead percent at the bucket's
    // bounds (the central figure goes to Purchase::interruptionOverheadPercent).
    bool resolved = false;
    double lowOverheadPercent = 0.0;
    double highOverheadPercent = 0.0;

    friend bool operator==(const SpotInterruption &, const SpotInterruption &) = default;
};

struct Purchase
{
    PurchaseModel model = PurchaseModel::OnDemand;
    double discountPercent = 0.0;             // savings plans, reserved, spot
    double interruptionOverheadPercent = 0.0; // spot
    std::optional<double> hourlyUsd; // effective: per accelerator; capacity_block: per instance
    // Read with a catalog and no discount_percent: the resolver derives the discount
    // from the catalog's price for this purchase model; never evaluated while set.
    bool discountFromCatalog = false;
    // Savings plans: which plan; reservations: which offering class. They choose the
    // catalog's price; the billing is the same hour-by-hour commitment for all.
    SavingsPlanType plan = SavingsPlanType::Compute;
    OfferingClass offeringClass = OfferingClass::Standard;
    // Capacity blocks: the length bought (unset: the cheapest covering) and the instances
    // (unset: what the cluster, or a capacity workload's instances, needs).
    std::optional<int> blockDays = std::nullopt;
    std::optional<int> blockInstances = std::nullopt;
    // Read with a catalog and no hourly_usd: the resolver takes the catalog's capacity
    // block rate; never evaluated while set.
    bool rateFromCatalog = false;
    // Spot: the overhead left to the catalog's interruption bucket instead of
    // interruptionOverheadPercent (last, so that positional initialisers keep their order).
    std::optional<SpotInterruption> interruption = std::nullopt;

    friend bool operator==(const Purchase &, const Purchase &) = default;
};

// A measured tokens/s per accelerator, peak TFLOPS x MFU to derive it, or an estimate
// from the model and the hardware (core/performance).
struct Throughput
{
    std::optional<double> tokensPerSecPerAccelerator;
    std::optional<double> peakTflops;
    std::optional<double> mfuPercent;
    std::optional<ThroughputEstimateInput> estimate;

    bool isMeasured() const { return tokensPerSecPerAccelerator.has_value(); }
    bool isEstimated() const { return estimate.has_value(); }

    static Throughput measured(std::optional<double> tokensPerSecPerAccelerator)
    {
        Throughput throughput;
        throughput.tokensPerSecPerAccelerator = tokensPerSecPerAccelerator;
        return throughput;
    }
    static Throughput fromPeak(std::optional<double> peakTflops, std::optional<double> mfuPercent)
    {
        Throughput throughput;
        throughput.peakTflops = peakTflops;
        throughput.mfuPercent = mfuPercent;
        return throughput;
    }

    friend bool operator==(const Throughput &, const Throughput &) = default;
};

// A commitment at a level the scenario states, in place of a savings-plan or reserved
// `purchase` (which commits to the option's peak usage): billed hour by hour against
// the workload's usage, so idle hours waste it and bursts overflow to on-demand. Each
// term's end is a renewal decision (`renewal`). The payment option chooses the catalog
// price (upfront fees spread over the term); costs are accrued monthly whatever the
// payment option.
struct Commitment
{
    CommitmentKind kind = CommitmentKind::SavingsPlan;
    int termYears = 1; // 1 or 3
    PaymentOption payment = PaymentOption::NoUpfront;
    double usdPerHour = 0.0; // savings plan: committed spend per hour (at the committed rate)
    double instances = 0.0;  // reserved: instances reserved (a whole number)
    double discountPercent = 0.0;
    // The other term's discount (3-year when this is 1-year, and back), for comparing
    // the two terms under the same usage; unset: the comparison shows this term only.
    std::optional<double> otherTermDiscountPercent;
    // Read with a catalog and no discount_percent: taken from the catalog's price for
    // this kind, term and payment option; never evaluated while set.
    bool discountFromCatalog = false;
    SavingsPlanType plan = SavingsPlanType::Compute;       // savings plans
    OfferingClass offeringClass = OfferingClass::Standard; // reservations
    RenewalPolicy renewal = RenewalPolicy::Optimal;
    // The month the first term starts (from 1); unset: the month the option's own usage
    // begins, the one its port ends in (month 1 without a port).
    std::optional<int> startMonth;

    int termMonths() const { return termYears * 12; }
    // The purchase model whose catalog prices this commitment uses.
    PurchaseModel purchaseModel() const;

    friend bool operator==(const Commitment &, const Commitment &) = default;
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
    // Unset: the catalog's, else a GPU for CUDA and a chip for Neuron (unitOf).
    std::optional<AcceleratorUnit> acceleratorUnit;
    std::optional<double> instanceHourlyUsd; // on-demand, per instance
    Purchase purchase;
    std::optional<Commitment> commitment; // replaces purchase's discount when set
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
    // Who bills the option: AWS unless stated ("aws", any case). A GPU cloud outside
    // AWS gets neither the team's AWS private discount nor its AWS credits.
    std::optional<std::string> provider;
    // Overrides the scenario's private_discount_percent for this option.
    std::optional<double> privateDiscountPercent;
    // This option's own Compute Savings Plan rate, as a discount off its on-demand price:
    // a held Compute plan covers its usage at that rate (AWS applies each usage's own
    // rate, which differs by family and region). Unset: the catalog's rate where catalog
    // resolution found one (heldCatalogTerms), else the held plan's discount.
    std::optional<double> computeSavingsPlanDiscountPercent;
    // What catalog resolution found for the held commitments this option leaves to the
    // catalog (its Compute Savings Plan rate, whether a convertible reservation is
    // exchanged into its family); resolution only, never in a scenario file.
    std::vector<HeldCatalogTerms> heldCatalogTerms;

    bool billedByAws() const;

    friend bool operator==(const Option &, const Option &) = default;
};

// Where a criterion's scores come from: typed in (or the workload profile), or the
// capacity facts' availability score of each option, worked out at every evaluation.
enum class CriterionScoring
{
    Typed,
    CapacityFacts
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
    CriterionScoring scoredBy = CriterionScoring::Typed;

    friend bool operator==(const Criterion &, const Criterion &) = default;
};

struct UncertaintyRange
{
    std::string target; // "workload.<field>", "team.<field>", "options.<id>.<path>"
    double low = 0.0;
    double high = 0.0;

    friend bool operator==(const UncertaintyRange &, const UncertaintyRange &) = default;
};

// How the scenario is presented (presentation mode, F5), chosen beforehand and kept with it.
struct Presentation
{
    // A live bar has room for this many sliders at a size the back of a room can read.
    static constexpr std::size_t kMaxLiveInputs = 4;

    // Inputs the presenter moves live, each the target of one of the scenario's
    // uncertainty ranges (the slider spans it), in the bar's order.
    std::vector<std::string> liveInputs;

    friend bool operator==(const Presentation &, const Presentation &) = default;
};

struct Scenario
{
    std::string name;
    int horizonMonths = 12;
    std::optional<std::string> asOf; // ISO date
    // The cost-allocation tag ("project=llm-train") that finds this decision's lines in
    // an imported bill, so that `decisions compare` needs no --tag.
    std::optional<std::string> billTag;
    Workload workload;
    std::string baseline; // an option id
    std::vector<Option> options;
    std::optional<Team> team;
    std::optional<std::vector<Criterion>> criteria;
    std::vector<UncertaintyRange> uncertainty;
    // When set, the matrix criteria its preset governs take their scores from it
    // (ProfileScoring), and their `scores` stay empty here.
    std::optional<WorkloadProfile> profile;
    // Commitments the team already holds: owed in every option, covering those they can.
    std::vector<ExistingCommitment> existingCommitments;
    HorizonTreatment horizonTreatment = HorizonTreatment::ProjectEnds;
    // A private pricing agreement's discount on every option AWS bills (before credits).
    double privateDiscountPercent = 0.0;
    // Promotional credits, consumed month by month against eligible AWS spend.
    std::vector<Credit> credits;
    // The annual rate a finance team discounts future cash at, for each option's net
    // present value (0: money now and later are worth the same).
    double discountRatePercent = 0.0;
    // People whose weights for the matrix's criteria count; with any, the group's
    // weights (their mean) drive the matrix's totals and winner.
    std::vector<Stakeholder> stakeholders;
    StakeholderMean stakeholderMean = StakeholderMean::Arithmetic;
    Presentation presentation;

    // Index of the option with this id, or -1.
    int optionIndex(std::string_view id) const;
    int baselineIndex() const { return optionIndex(baseline); }

    friend bool operator==(const Scenario &, const Scenario &) = default;
};

const char *toString(WorkloadKind kind);
const char *toString(Stack stack);
const char *toString(PurchaseModel model);
const char *toString(PaymentOption payment);
const char *toString(AcceleratorUnit unit);
// "chip", "GPU", "NeuronCore", "UltraServer": the unit as people write it.
const char *acceleratorUnitLabel(AcceleratorUnit unit);
std::optional<AcceleratorUnit> acceleratorUnitFromString(const std::string &text);
// The private discount that applies to the option's AWS spend (0 outside AWS).
double privateDiscountPercentOf(const Scenario &scenario, const Option &option);
// Whether `credit` may pay for `option`'s spend.
bool creditApplies(const Credit &credit, const Option &option);
// The option's stated unit, else what its stack counts by default.
AcceleratorUnit unitOf(const Option &option);
// The English name people read ("Savings plan 1 y", "Spot", ...), where toString gives the
// scenario file's key. The report prints it as is; the GUI translates it (context
// "PurchaseModel").
const char *purchaseModelLabel(PurchaseModel model);
std::optional<WorkloadKind> workloadKindFromString(const std::string &text);
std::optional<Stack> stackFromString(const std::string &text);
std::optional<PurchaseModel> purchaseModelFromString(const std::string &text);
std::optional<PaymentOption> paymentOptionFromString(const std::string &text);

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
