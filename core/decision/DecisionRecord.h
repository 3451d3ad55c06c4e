#pragma once

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// A decision a team took, kept so that it can be reopened months later and asked
// whether it would still be taken with today's prices. The scenario is stored exactly
// as it was evaluated, every catalog number pinned (ScenarioPinning), so reopening it
// gives the figures the team saw. Records are never changed; a newer one supersedes.
struct DecisionRecord
{
    long long id = 0;              // assigned by the catalog
    std::string scenarioJson;      // ScenarioWriter's text, pins included
    std::string scenarioName;      // from the scenario, for lists
    std::string recommendedOption; // what the evaluation recommended then
    std::string chosenOption;      // what the team chose
    std::string reason;            // why, when the choice is not the recommendation
    std::string decidedAt;         // ISO date
    std::string decidedBy;         // free text: the people who decided
    std::string recordedBy;        // the catalog session's user (server login, OS user)
    std::string recordedAt;        // ISO 8601 UTC, set by the catalog
    std::string rationale;
    std::optional<std::string> reviewDate; // ISO date
    // Options whose purchase or commitment discount came from the catalog's prices when
    // the decision was evaluated: a revisit derives them again from today's prices.
    std::vector<std::string> catalogDiscounts;
    std::string reportPdf;    // the decision report's bytes
    std::string reportSha256; // lower-case hex of reportPdf's SHA-256, set by the catalog
    std::optional<long long> supersedes;

    bool followsRecommendation() const { return chosenOption == recommendedOption; }
};

} // namespace acceldecide
