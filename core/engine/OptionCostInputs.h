#pragma once

#include "core/model/Expected.h"
#include "core/model/HeldCommitments.h"
#include "core/model/RealValuedInput.h"
#include "core/model/Scenario.h"
#include "core/model/ValidationError.h"

#include <array>
#include <string_view>
#include <vector>

namespace acceldecide {

// A commitment the team already holds, as it bills one option (see HeldCommitments):
// whether it can pay for the option at all, and its size in the units that decide how
// much of the option it covers.
// Where the rate a held commitment covers an option at comes from.
enum class HeldRate
{
    Own,             // its own terms: a reservation's instances, an EC2 Instance plan's family
    OptionsStated,   // a Compute plan at the option's stated Compute Savings Plan discount
    Catalog,         // a Compute plan at the option's Compute Savings Plan rate in the catalog
    HeldPlanAssumed, // a Compute plan at the held plan's own discount, for want of the option's
    Exchanged        // a convertible reservation exchanged into the option's family
};

struct HeldInputs
{
    bool covers = false;       // the option is something it can pay for
    bool isSavingsPlan = true; // else a reservation
    // Covers by its dollars (a savings plan, an exchanged reservation), not by instances.
    bool byValue = true;
    HeldRate rate = HeldRate::Own;
    double usdPerHour = 0.0;   // savings plan: committed spend per hour
    double accelerators = 0.0; // reservation: the instances' accelerators
    double discountPercent = 0.0;
    double owedUsdPerMonth = 0.0;
    int months = 0;
};

// One option's cost-relevant numbers, flattened, with the team's defaults already
// merged into the migration. OptionCostModel::economics reads only these, so Monte
// Carlo can sample straight into them instead of walking optionals per draw.
struct OptionCostInputs
{
    PurchaseModel model = PurchaseModel::OnDemand;
    double instanceHourlyUsd = 0.0; // on-demand, per instance (0 when not given)
    double acceleratorsPerInstance = 1.0;
    double discountPercent = 0.0;
    double interruptionOverheadPercent = 0.0;
    double hourlyUsd = 0.0; // effective purchase: per accelerator; capacity block: per instance
    double blockDays = 0.0; // capacity block length; 0: the cheapest covering
    double blockInstances = 0.0; // capacity block instances; 0: what the option needs
    bool measuredThroughput = false;
    double tokensPerSec = 0.0;
    double throughputPeakTflops = 0.0;
    double mfuPercent = 0.0;
    double instances = 0.0;
    bool hasMigration = false;
    double migrationWeeks = 0.0;
    double engineers = 0.0;
    double hoursPerWeek = 0.0;
    double hourlyRateUsd = 0.0;
    double maintenanceUsdPerMonth = 0.0;
    double clusterAccelerators = 0.0; // 0: not given
    // A commitment in place of the purchase's flat discount.
    bool hasCommitment = false;
    bool commitmentIsSavingsPlan = true; // else reserved instances
    int commitmentTermMonths = 0;
    double commitmentDiscountPercent = 0.0;
    double commitmentUsdPerHour = 0.0; // savings plan
    double commitmentInstances = 0.0;  // reserved
    RenewalPolicy renewal = RenewalPolicy::Optimal;
    // The month the option's own commitment (explicit or flat) starts: stated, or the
    // month its port ends in. Fixed when the port is sampled: the team buys for the port
    // it plans.
    int commitmentStartMonth = 1;
    // The share of that month before it starts (CommitmentTerms::startFraction): where the
    // port ends within it; 0 for a stated month.
    double commitmentStartFraction = 0.0;
    HorizonTreatment horizonTreatment = HorizonTreatment::ProjectEnds;
    // The share of the commitment's fee paid upfront (all upfront 1, partial 0.5): credits
    // cannot pay it.
    double commitmentUpfrontShare = 0.0;
    // A private pricing agreement's discount on what AWS bills for the option's usage and
    // commitments (0 outside AWS); held commitments are owed as stated.
    double privateDiscountPercent = 0.0;
    // Commitments the team already holds, in the order AWS applies them.
    std::array<HeldInputs, HeldCommitments::kMax> held{};
    int heldCount = 0;

    // The option's inputs, or the first field a person left unset that they need: a
    // migration's engineers, hours per week or rate set neither on the option nor in the
    // team, a held reservation no option prices, more held commitments than supported.
    static Expected<OptionCostInputs, ValidationError> read(const Scenario &scenario,
                                                            const Option &option);
    // read() for a scenario known to be complete (ScenarioEvaluator::problems() found
    // nothing): throws std::invalid_argument naming the field otherwise, a broken
    // invariant.
    static OptionCostInputs from(const Scenario &scenario, const Option &option);
    // The share of a commitment's fee its payment option pays upfront.
    static double upfrontShareOf(const Option &option);

    // A flat savings-plan or reserved purchase: a commitment to the peak usage.
    bool commitsAtPeak() const { return !hasCommitment && isCommitment(model); }
    // Billed hour by hour against a commitment (its own or one the team holds).
    bool billsCommitments() const { return hasCommitment || commitsAtPeak() || heldCount > 0; }
    // Buys a term commitment of its own (explicit, or a flat savings-plan or reserved
    // purchase); commitments the team already holds do not count.
    bool buysTerm() const { return hasCommitment || commitsAtPeak(); }
    // Whether the option has months of port: the baseline never ports.
    bool ports(bool isBaseline) const
    {
        return !isBaseline && hasMigration && migrationWeeks > 0.0;
    }
    // The member an option-relative field path ("migration.weeks") lands in, or
    // nullptr for fields that move no cost (ids, the implied-MFU peak_tflops).
    static double OptionCostInputs::*member(std::string_view optionField);
    // The same for an input given as its parts.
    static double OptionCostInputs::*member(const RealValuedInput &input);
};

// A credit as the ledger spends it: which options' spend it may pay (by index).
struct CreditInputs
{
    double usd = 0.0;
    int firstMonth = 1;
    int expiresMonth = 1;
    std::vector<char> applies; // per option

    // The scenario's credits in the order AWS applies them: soonest to expire first,
    // then the one eligible for the fewest options, then the oldest (first usable, then
    // listed first). The result's k-th entry is scenario.credits[order[k]].
    static std::vector<CreditInputs> from(const Scenario &scenario,
                                          std::vector<std::size_t> *order = nullptr);
};

// A whole scenario flattened for the hot path.
struct ScenarioCostInputs
{
    Workload workload;
    int horizonMonths = 12;
    std::size_t baselineIndex = 0;
    std::vector<OptionCostInputs> options;
    std::vector<CreditInputs> credits; // in the order AWS applies them

    static ScenarioCostInputs from(const Scenario &scenario);
    // Where a ParameterPath's value lands: one place, or for a team field every option
    // whose migration does not override it. Empty when the path moves no cost.
    // *optionIndex (when given) is the option an "options.<id>." path belongs to, or
    // -1 for workload and team paths.
    std::vector<double *> bind(const Scenario &scenario, std::string_view path,
                               int *optionIndex = nullptr)
    {
        std::vector<double *> places;
        bind(scenario, path, places, optionIndex);
        return places;
    }
    // The same into `places` (cleared first), for callers that bind many paths.
    void bind(const Scenario &scenario, std::string_view path, std::vector<double *> &places,
              int *optionIndex = nullptr);
    // The same for an input given as its parts, with its option's member already looked
    // up (OptionCostInputs::member), so visiting every input parses nothing.
    void bind(const Scenario &scenario, const RealValuedInput &input,
              double OptionCostInputs::*optionMember, std::vector<double *> &places);
};

} // namespace acceldecide
