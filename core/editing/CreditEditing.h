#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace acceldecide {

// The edits of the team's promotional credits (Scenario::credits), as pure functions in
// the manner of HeldCommitmentEditing: the GUI wraps them in undo commands and the
// scenario format's own validation (a write/read round trip) judges the result -- ranges,
// duplicate ids, unknown option ids, an expiry before the first month -- so these only
// give a new credit values the format accepts and turn its scope to and from text.
class CreditEditing
{
public:
    // The first id "credit-N" no credit uses.
    static std::string freeId(const Scenario &scenario);

    // A new credit: $10,000 for every option AWS bills, spendable from month 1 to the
    // horizon's last month (at most RangeTable's 120), under a free id. Placeholder
    // figures, to be typed over.
    static Credit suggested(const Scenario &scenario);

    static void add(Scenario &scenario, Credit credit);
    // False when there is no such row.
    static bool remove(Scenario &scenario, std::size_t index);

    // "All", "Neuron", "CUDA" or the option ids as "a, b".
    static std::string scopeText(const Credit &credit);
    // The inverse of scopeText, case-insensitive for the three words; any other text is a
    // comma-separated list of option ids (whether they exist is the format's to judge).
    // Refused when no id is left.
    static Expected<void, std::string> setScope(Credit &credit, std::string_view text);

    // "credits[2].usd": the path the format's messages use.
    static std::string fieldPath(std::size_t index, std::string_view key);

    static constexpr double kSuggestedUsd = 10000.0;
    static constexpr int kLatestMonth = 120;
};

} // namespace acceldecide
