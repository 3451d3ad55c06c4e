#pragma once

#include "core/model/CommitmentResult.h"
#include "core/model/OptionAvailability.h"
#include "core/model/ProfileResult.h"
#include "core/model/SavingHistogram.h"
#include "core/model/StakeholderResult.h"
#include "core/model/ThroughputEstimateResult.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// Everything the engine derives from a Scenario. Field names mirror the CLI's JSON
// output (see EvaluationJson) so that the two never drift apart.

struct Warning
{
    std::string code; // e.g. "implied_mfu_impossible"
    std::string message;
};

// Where a catalog-resolved number came from, so every figure stays traceable.
struct PriceSource
{
    std::string title;
    std::string observedDate; // ISO date
    bool stale = false;       // older than the staleness window before the scenario's as_of
    long long observationId = 0;
    // The source's standing: "independent", "vendor_claim", "price_list", "user" (for a
    // benchmark: its provenance, e.g. "user_measured", "estimate"); empty when unknown.
    std::string kind;
    // For a catalog price: how far its source is trusted where sources disagree
    // ("price_list", "provider_page", "independent", "vendor_estimate"; empty: not
    // stated), and in words why this observation is the one used: its standing and date,
    // and the other observations for the instance type and region it ranked above.
    std::string standing = {};
    std::string chosenBecause = {};
};

// What catalog resolution adds to an option's result.
struct OptionProvenance
{
    std::optional<PriceSource> price;
    std::optional<PriceSource> throughput; // the benchmark a throughput came from
    std::vector<Warning> warnings;         // price_conflict, stale_price, ...
};

// A commitment level in the units people commit in: accelerators' worth, the savings
// plan's $/hour, reserved instances, and the share of the peak monthly usage.
struct CommitmentLevel
{
    double accelerators = 0.0;
    double usdPerHour = 0.0;         // at the committed rate
    std::optional<double> instances; // reserved commitments
    double percentOfPeak = 0.0;      // of the busiest month's accelerators
    double costUsd = 0.0;            // horizon compute plus what is owed after it
};

// One term priced under the option's usage, at its own best level.
struct CommitmentTermResult
{
    int termYears = 1;
    double discountPercent = 0.0;
    CommitmentLevel optimal; // the ladder's first step, with the whole ladder's cost
    CommitmentLadder ladder;
    double onDemandCostUsd = 0.0;
    int monthsOwedAfterUsageStops = 0;
    double owedAfterUsageStopsUsd = 0.0;
};

// What an option's commitment does under the workload's usage. The figures are the
// option's compute as if it ran from month 1 (the TCO additionally bills a port's
// months at the baseline).
struct CommitmentOptionResult
{
    // Set for a flat savings-plan or reserved purchase (purchase.model), which is the
    // commitment to the option's peak usage and is analysed as that commitment stated.
    bool fromPurchaseModel = false;
    CommitmentKind kind = CommitmentKind::SavingsPlan;
    int termYears = 1;
    PaymentOption payment = PaymentOption::NoUpfront;
    double discountPercent = 0.0;
    double onDemandUsdPerAcceleratorHour = 0.0;
    double committedUsdPerAcceleratorHour = 0.0;
    double busyAccelerators = 0.0; // month 1
    double busyHoursPerMonth = 0.0;
    double peakAccelerators = 0.0; // the busiest month's
    SavingsPlanType plan = SavingsPlanType::Compute;
    OfferingClass offeringClass = OfferingClass::Standard;
    RenewalPolicy renewal = RenewalPolicy::Optimal;
    CommitmentLevel current;
    TermLevels currentLevels{}; // the stated level where the renewal policy buys a term
    int termMonths = 12;
    // The month the first term starts: stated, or the month the option's port ends in.
    int startMonth = 1;
    // The share of startMonth before it starts (CommitmentTerms::startFraction).
    double startFraction = 0.0;
    // The optimal ladder: each term's own best level; `optimal` is its first step with
    // the whole ladder's cost.
    CommitmentLadder ladder;
    CommitmentLevel optimal;
    double onDemandCostUsd = 0.0; // the same usage with nothing committed
    std::vector<CommitmentMonth> months;
    double utilizationPercent = 0.0;
    std::optional<double> effectiveUsdPerAcceleratorHour;
    double breakEvenUtilizationPercent = 0.0;
    double owedAfterHorizonUsd = 0.0;
    double remainingValueUsd = 0.0; // when the work continues past the horizon
    double owedAfterUsageStopsUsd = 0.0;
    int monthsOwedAfterUsageStops = 0;
    std::vector<CommitmentTermResult> terms; // 1-year then 3-year, where a discount is known
    std::optional<UncertainSizing> underUncertainty; // with Monte Carlo and usage ranges
};

// What one commitment the team already holds does for an option over the horizon: what
// is owed on it (the same in every option) and the part of that which paid for the
// option's usage; the rest is stranded. Figures as if the option ran from month 1.
struct HeldCommitmentUse
{
    std::string id;
    bool covers = false; // the option is something it can pay for at all
    // The rate it covers this option at: "own" (its own instances or family),
    // "option_stated" (a Compute plan at the option's Compute Savings Plan discount),
    // "catalog" (at the option's Compute Savings Plan rate in the catalog),
    // "held_plan_assumed" (at the held plan's discount, for want of the option's) or
    // "exchanged" (a convertible reservation exchanged into the option's family).
    std::string rate = "own";
    double owedUsd = 0.0;
    double usedUsd = 0.0;

    double strandedUsd() const { return owedUsd - usedUsd; }
};

// When a credit may be spent against the horizon: its months all within it, running past
// its end, or all after it (nothing of it can be spent within the horizon, and nothing
// of it has expired).
enum class CreditWindow
{
    WithinHorizon,
    RunsPastHorizon,
    StartsAfterHorizon
};

// One credit as an option's plan spends it. usedUsd + expiredUsd + unusedAtHorizonUsd is
// the credit's amount.
struct CreditUse
{
    std::string id;
    std::string label;
    double usedUsd = 0.0;
    double expiredUsd = 0.0;         // left when it expired, within the horizon
    double unusedAtHorizonUsd = 0.0; // still to be spent when the horizon ends
    CreditWindow window = CreditWindow::WithinHorizon;
    int firstMonth = 1;
    int expiresMonth = 1;
};

// Capacity Blocks bought in one length.
struct CapacityBlockCount
{
    int count = 0;
    int days = 0;
};

// What a capacity-block option buys over the horizon: the blocks (longest first), the
// hours they reserve, the hours the work uses of them and their fees (after any private
// discount, before credits). AWS sells at most 64 instances a block, so a larger cluster
// holds several blocks side by side for the same days; the counts include every one.
struct CapacityBlockResult
{
    std::vector<CapacityBlockCount> blocks;
    int blockCount = 0;
    double instances = 0.0;     // held by the blocks side by side together
    int blocksSideBySide = 1;   // for the same days: instances in blocks of at most 64
    double largestBlock = 0.0;  // instances in the largest block
    double smallestBlock = 0.0; // in the last one side by side (the rest of the instances)
    // The most instances held at once: the blocks side by side, times the training runs
    // whose blocks overlap in time. AWS allows at most 256 across a customer's blocks.
    double peakInstances = 0.0;
    double usdPerInstanceHour = 0.0;
    double blockHours = 0.0; // wall-clock hours the blocks reserve
    double busyHours = 0.0;
    double idleHours = 0.0;
    double feesUsd = 0.0;

    // The blocks as people say them: "6 x 14 d", "2 x 182 d + 1 x 21 d", or "none".
    std::string describe() const;
    // The instances and how the blocks side by side hold them: "8", "128 (2 x 64)",
    // "100 (64 + 36)", "200 (3 x 64 + 8)".
    std::string describeInstances() const;
};

// A payment made at once rather than month by month: a commitment term's upfront fee.
struct CashPayment
{
    int month = 1;
    double usd = 0.0;
};

// When an option's money leaves: its accrued months (OptionResult::monthlyUsd) moved to
// the months they are paid in. A commitment's upfront fee is paid in its term's first
// month, a port's engineering over the port's months; all else as accrued, credits
// already taken off. Nothing is invented past the horizon: what is still to be paid
// after it is owedAfterHorizonUsd. With the project ending at the horizon,
// totalUsd + owedAfterHorizonUsd equals OptionResult::totalUsd().
struct CashFlow
{
    std::vector<double> monthlyUsd; // cash out in month m at [m - 1]
    std::vector<double> cumulativeUsd;
    double totalUsd = 0.0; // over the horizon
    double owedAfterHorizonUsd =
        0.0; // commitment months past it (less upfront paid), a port's rest
    std::vector<CashPayment> upfronts; // each commitment term's upfront fee, in month order
    double discountRatePercent = 0.0;  // annual
    // Sum of monthlyUsd[m - 1] / (1 + i)^m with i = (1 + rate)^(1/12) - 1 (Excel's NPV()).
    double npvUsd = 0.0;
    // What the NPV ranking compares: npvUsd plus owedAfterHorizonUsd discounted as if paid
    // in the month after the horizon (the TCO ranking counts what is owed after it too).
    double npvWithOwedUsd = 0.0;
};

struct OptionResult
{
    std::string id;
    std::string label;
    std::optional<double> acceleratorHourlyUsd; // null under `effective` without a price
    double effectiveHourlyUsd = 0.0;            // per accelerator
    std::optional<double> tokensPerSecPerAccelerator;
    std::optional<double> impliedMfuPercent;
    std::optional<double> acceleratorHoursPerRun; // training only
    std::optional<double> costPerRunUsd;          // training only
    std::optional<double> wallClockHoursPerRun;   // training with cluster_accelerators
    std::optional<double> costPerMillionTokensUsd;
    double monthlyComputeUsd = 0.0; // steady state, once any port is over; held commitments
                                    // left out (heldOwedUsdPerMonth)
    // What the commitments the team already holds are owed within the horizon, whatever
    // runs (the same in every option), and that spread over the horizon's months: what
    // monthlyComputeUsd and effectiveHourlyUsd leave out. 0 without held commitments.
    double heldOwedUsd = 0.0;
    double heldOwedUsdPerMonth = 0.0;
    // effectiveHourlyUsd plus heldOwedUsd over the accelerator-hours used within the
    // horizon; null when held commitments are owed and nothing is used.
    std::optional<double> allInHourlyUsd;
    double portMonths = 0.0; // 0 for the baseline and options without migration
    double oneTimeUsd = 0.0;
    std::vector<double> monthlyUsd;
    std::vector<double> cumulativeUsd;
    // Per month, what the port month's bill gave to or took from other months so that none
    // is below nothing (whole runs moved by a port can take more off a month than it
    // holds); empty when nothing moved. The workbook's month formulas carry it as a value.
    std::vector<double> carriedUsd;
    double tcoUsd = 0.0;
    // The option's own commitment months past the horizon: what is owed on them, the part
    // the work continuing past it uses (horizon_treatment work_continues, valued at
    // on-demand; 0 when the project ends with the horizon), and what the total counts,
    // owed less used.
    double commitmentOwedAfterHorizonUsd = 0.0;
    double commitmentUsedAfterHorizonUsd = 0.0;
    double commitmentBeyondHorizonUsd = 0.0;
    std::vector<Warning> warnings;
    // How obtainable the option is as priced (capacity facts); its findings are warnings.
    OptionAvailability availability;
    std::optional<PriceSource> priceSource;      // set when the price came from a catalog
    std::optional<PriceSource> throughputSource; // set when the throughput did
    // Set when the throughput was estimated from the model and the hardware.
    std::optional<ThroughputEstimateResult> throughputEstimate;
    std::optional<CommitmentOptionResult> commitment;
    std::vector<HeldCommitmentUse> heldCommitments; // in AWS's order of application
    // Credits spent in this option's plan (already taken off monthlyUsd and the TCO),
    // each credit in the scenario's order.
    double creditsUsedUsd = 0.0;
    std::vector<CreditUse> credits;
    std::vector<double> creditsByMonth;                // month m at [m - 1]; empty without credits
    std::optional<CapacityBlockResult> capacityBlocks; // capacity_block purchases only
    CashFlow cashFlow; // when the money above leaves, and its net present value

    // What the recommendation ranks by: the horizon's cost plus what is still owed.
    double totalUsd() const { return tcoUsd + commitmentBeyondHorizonUsd; }
    // What discounting takes off the cash the NPV ranking compares (cashFlow.npvWithOwedUsd):
    // that cash, over the horizon and after it, is totalUsd() plus what the work after
    // the horizon uses (commitmentUsedAfterHorizonUsd, which the total leaves out).
    double npvDiscountingUsd() const
    {
        return totalUsd() + commitmentUsedAfterHorizonUsd - cashFlow.npvWithOwedUsd;
    }
};

struct BreakEvenResult
{
    std::string option;
    std::string baseline;
    bool reached = false;
    std::optional<double> tokensBillion;
    std::optional<double> runs;
    std::optional<double> days;
    std::optional<int> month; // first month the cumulative curves cross, within the horizon
};

// One compared option's saving with an input at either end of its range. An entry holds
// one per option but the baseline, in the scenario's order (Evaluation::comparedOptions
// names them): the ids are not repeated in every entry.
struct SensitivityOptionSwing
{
    double savingLow = 0.0;  // baseline total - option total with the input at its low value
    double savingHigh = 0.0; // ... at its high value
};

struct SensitivityEntry
{
    std::string parameter; // a ParameterPath, e.g. "options.trn3.migration.weeks"
    double baseValue = 0.0;
    double lowValue = 0.0;
    double highValue = 0.0;
    bool fromUncertainty = false; // range taken from the scenario's uncertainty section
    std::vector<SensitivityOptionSwing> options;
    double swing = 0.0; // largest |savingHigh - savingLow| over the options
    std::string label;  // the parameter in words, as the scenario holds it
};

struct MonteCarloOptionResult
{
    std::string option;
    double probabilityCheaper = 0.0;
    double savingP10 = 0.0;
    double savingP50 = 0.0;
    double savingP90 = 0.0;
    SavingHistogram histogram;
};

struct MonteCarloResult
{
    std::int64_t samples = 0;
    std::uint64_t seed = 1;
    std::vector<MonteCarloOptionResult> options; // non-baseline options, in option order
};

// The values that fill the summary template's slots; tests check these rather than
// parsing prose. (Named "facts" because `slots` is a Qt keyword macro.)
struct RecommendationFacts
{
    std::string optionId;
    std::string optionLabel;
    std::string baselineId;
    std::string baselineLabel;
    double savingUsd = 0.0;     // baseline total - recommended total (incl. commitment owed)
    double savingPercent = 0.0; // of the baseline total
    std::optional<BreakEvenResult> breakEven;    // recommended vs baseline, if not the baseline
    std::optional<std::string> biggestRisk;      // top sensitivity parameter path
    std::optional<std::string> biggestRiskLabel; // the same in words
    double biggestRiskSwingUsd = 0.0;
    int warningCount = 0;
    // With a discount rate, whether the net present value of the options' cash ranks them
    // in another order than their totals do.
    bool npvRankingDiffers = false;
};

// An option the recommendation may not pick however cheap, because it fails a check
// the evaluation itself made: a throughput claim implying more than 100 % MFU, a purchase
// model the catalog says is not offered, or an exclusion by the workload profile.
struct SetAsideOption
{
    std::string option;
    std::string label;
    std::vector<std::string> reasons; // "throughput implies 568.8 % MFU, which is ..."
    double totalUsd = 0.0;
};

struct Recommendation
{
    std::string option; // empty when no option passes the checks
    bool conflict = false;
    std::optional<std::string> matrixWinner;
    std::string summary;
    RecommendationFacts facts;
    std::vector<SetAsideOption> setAside; // every option failing a check, cheapest first
};

struct Evaluation
{
    std::string scenarioName;
    int horizonMonths = 0;
    // What commitment months past the horizon are worth (the scenario's), which decides
    // how much of what is owed after it the totals count.
    HorizonTreatment horizonTreatment = HorizonTreatment::ProjectEnds;
    std::string baseline;
    std::vector<OptionResult> options;
    std::vector<BreakEvenResult> breakEven; // one per non-baseline option
    std::optional<MatrixResult> matrix;
    // The scenario's own criteria with those scored_by capacity_facts scored, when it has
    // such a criterion and no workload profile (the profile's criteria, so scored, are in
    // profile->criteria); matrixCriteria() gives the matrix as evaluated either way.
    std::optional<std::vector<Criterion>> capacityScoredCriteria;
    Recommendation recommendation;
    std::optional<std::vector<SensitivityEntry>> sensitivity;
    std::optional<MonteCarloResult> monteCarlo;
    std::optional<ProfileResult> profile;          // when the scenario has a workload profile
    std::optional<StakeholderResult> stakeholders; // when the scenario has stakeholders

    const OptionResult *option(const std::string &id) const;
    // The criteria the matrix was evaluated with: the profile's, the capacity-scored copy
    // or the scenario's own; null without a matrix.
    const std::vector<Criterion> *matrixCriteria(const Scenario &scenario) const;
    // The options a saving is measured for, every one but the baseline in order: the
    // columns of each SensitivityEntry.
    std::vector<std::string> comparedOptions() const;
    // An option's column among them; -1 for the baseline or an unknown id.
    int comparedColumn(const std::string &id) const;
};

} // namespace acceldecide
