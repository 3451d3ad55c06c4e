#pragma once

#include "core/model/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// What the workload profile derives (Evaluation::profile; CLI JSON "profile").

// One matrix cell the profile governs.
struct DerivedScore
{
    std::string criterion;
    std::string option;
    int score = 3;              // what the matrix uses
    std::optional<int> derived; // from the rules; null when the factor is unanswered
    bool overridden = false;    // the user's score replaced the derived one
    std::string factor;         // the profile factor the criterion reads
    std::string answer;         // that factor's answer, in words ("" when unanswered)
    std::string reason;         // the rule's one-line reason
    std::string source;         // the rule's source
};

struct OptionExclusion
{
    std::string option;
    std::string reason; // "a multi-cloud mandate eliminates Trainium: ..."
    std::string source;
};

enum class ChecklistColumn
{
    Trainium,
    H100,
    Neither,
    Unanswered
};

struct ChecklistItem
{
    std::string criterion; // seed000-checklist criterion id
    std::string label;     // the checklist's factor wording
    std::string answer;    // the profile's answer in words ("" when unanswered)
    ChecklistColumn column = ChecklistColumn::Unanswered;
    std::string reason;
};

enum class ChecklistVerdict
{
    ProofOfConcept, // 5+ in the Trainium column
    StayOnNvidia,   // 5+ in the H100 column
    NoClearLean
};

struct ChecklistResult
{
    std::vector<ChecklistItem> items;
    int trainium = 0;
    int h100 = 0;
    ChecklistVerdict verdict = ChecklistVerdict::NoClearLean;
    std::string verdictText; // the seed's own rule, quoted
};

// A porting-effort row the profile's architecture (and team) selects.
struct PortingEstimateRow
{
    std::string wording; // the seed's row, e.g. "Custom model with CUDA kernels: Months"
    double lowWeeks = 0.0;
    double highWeeks = 0.0;
    std::string source;
};

struct PortingEstimate
{
    std::string architecture; // choice id
    std::vector<PortingEstimateRow> rows;
    double lowWeeks = 0.0; // the union of the rows' ranges: where seeds disagree, both count
    double highWeeks = 0.0;
    double midpointWeeks() const { return (lowWeeks + highWeeks) / 2.0; }
    bool mayBeInfeasible = false; // seed 000: "Months or infeasible"
};

struct ProfileResult
{
    std::string matrix; // the preset whose rules filled the matrix
    // The matrix as evaluated: the scenario's criteria (or the preset's, when it lists
    // none) with every governed score filled in from the profile or its overrides.
    std::vector<Criterion> criteria;
    std::vector<DerivedScore> scores;        // criterion order, then option order
    std::vector<OptionExclusion> exclusions; // in option order
    ChecklistResult checklist;
    std::optional<PortingEstimate> porting; // when the architecture is answered
    std::vector<std::string> unanswered;    // factor ids nobody answered

    const OptionExclusion *exclusion(const std::string &option) const
    {
        for (const OptionExclusion &e : exclusions) {
            if (e.option == option)
                return &e;
        }
        return nullptr;
    }
};

const char *toString(ChecklistColumn column);
const char *toString(ChecklistVerdict verdict);

} // namespace acceldecide
