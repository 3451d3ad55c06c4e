#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace acceldecide {

// The edits of the commitments a team already holds (Scenario::existingCommitments), as
// pure functions: the GUI wraps them in undo commands and the scenario format's own
// validation (a write/read round trip) judges the result, so these only keep an edited
// commitment consistent with its type -- a savings plan commits $/hour, a reservation
// instances of one type -- and give a new one values the format accepts.
class HeldCommitmentEditing
{
public:
    // The first id "held-N" no held commitment uses.
    static std::string freeId(const Scenario &scenario);

    // A new held commitment: a Compute Savings Plan of $10/hour at 30 % off with 12 months
    // left, under a free id. Placeholder figures, to be typed over.
    static ExistingCommitment suggested(const Scenario &scenario);

    // Appends `held`; refused (naming the field) when the scenario already holds the most
    // the cost model supports (HeldCommitments::kMax).
    static Expected<void, std::string> add(Scenario &scenario, ExistingCommitment held);
    // False when there is no such row.
    static bool remove(Scenario &scenario, std::size_t index);

    // A savings plan or a reservation. A reservation needs an instance count and type: one
    // instance of the type already named, else of the first option's type; the $/hour of a
    // savings plan does not carry over (a reservation's $/hour is its hourly charge, needed
    // only when no option prices its type). A savings plan gets its $/hour back from the
    // reservation's hourly charge when it had one, else $10/hour.
    static void setKind(ExistingCommitment &held, CommitmentKind kind, const Scenario &scenario);
    // An EC2 Instance plan covers one family, so it needs an instance type: the first
    // option's when none is named.
    static void setPlan(ExistingCommitment &held, SavingsPlanType plan, const Scenario &scenario);

    // "existing_commitments[2].discount_percent": the path the format's messages use.
    static std::string fieldPath(std::size_t index, std::string_view key);

    static constexpr double kSuggestedUsdPerHour = 10.0;
    static constexpr double kSuggestedDiscountPercent = 30.0;
    static constexpr int kSuggestedMonthsRemaining = 12;
};

} // namespace acceldecide
