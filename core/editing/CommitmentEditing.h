#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <optional>
#include <string>

namespace acceldecide {

// The scenario edits the savings-plan panel makes, as pure functions so the
// GUI only wraps them in undo commands and core's tests pin what they do.
class CommitmentEditing
{
public:
    // A first commitment for an option: a 1-year no-upfront savings plan sized to the
    // option's peak usage, taking over the discount of a savings-plan or reserved
    // purchase it replaces (the purchase becomes on-demand). `peakAccelerators` comes
    // from the option's evaluation (OptionEconomics / CommitmentAnalysis).
    static Commitment suggested(const Option &option, double peakAccelerators);

    // Gives `optionId` this commitment (or removes it), keeping the scenario readable:
    // a commitment needs an on-demand purchase, so a flat-discount purchase is turned
    // into on-demand. Returns false when there is no such option.
    static bool setCommitment(Scenario &scenario, const std::string &optionId,
                              std::optional<Commitment> commitment);

    // The commitment at `percentOfPeak` of the option's busiest month: $/hour at the
    // committed rate for a savings plan, whole instances (rounded) for a reservation.
    static Commitment atLevel(Commitment commitment, const Option &option,
                              const CommitmentOptionResult &result, double percentOfPeak);

    // The savings plan's type; a reservation has none, so it is returned unchanged. (A
    // SageMaker plan is left for the scenario format to refuse, with its reason.)
    static Commitment withPlan(Commitment commitment, SavingsPlanType plan);
    // The reservation's offering class; a savings plan has none, so it is returned unchanged.
    static Commitment withOfferingClass(Commitment commitment, OfferingClass offeringClass);

    // workload.usage: growth per month and last month with usage (nullopt: the whole
    // horizon); busy hours stay as they are.
    static void setUsage(Scenario &scenario, double growthPercentPerMonth,
                         std::optional<int> lastMonthWithUsage);
};

} // namespace acceldecide
