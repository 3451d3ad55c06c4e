#include "core/decision/DecisionChecklist.h"

#include "core/decision/CriteriaPresets.h"

namespace acceldecide {

const char *toString(ChecklistColumn column)
{
    switch (column) {
    case ChecklistColumn::Trainium:
        return "trainium";
    case ChecklistColumn::H100:
        return "h100";
    case ChecklistColumn::Neither:
        return "neither";
    case ChecklistColumn::Unanswered:
        break;
    }
    return "unanswered";
}

const char *toString(ChecklistVerdict verdict)
{
    switch (verdict) {
    case ChecklistVerdict::ProofOfConcept:
        return "proof_of_concept";
    case ChecklistVerdict::StayOnNvidia:
        return "stay_on_nvidia";
    case ChecklistVerdict::NoClearLean:
        break;
    }
    return "no_clear_lean";
}

std::string DecisionChecklist::verdictText(ChecklistVerdict verdict)
{
    switch (verdict) {
    case ChecklistVerdict::ProofOfConcept:
        return "5 or more items in the Trainium column: \"run a proof-of-concept migration on "
               "your most representative model. Measure actual throughput, compilation time, "
               "and engineering effort before committing.\" (seed 000)";
    case ChecklistVerdict::StayOnNvidia:
        return "5 or more items in the H100 column: \"stay on NVIDIA hardware but evaluate "
               "Trainium2 (now GA) as the Neuron SDK continues to mature.\" (seed 000)";
    case ChecklistVerdict::NoClearLean:
        break;
    }
    return "Fewer than 5 items in either column: no clear lean; the seed's rule does not "
           "decide, so the costs and the matrix do.";
}

ChecklistResult DecisionChecklist::evaluate(const WorkloadProfile &profile,
                                            const ProfileRules &rules)
{
    ChecklistResult result;
    const CriteriaPreset *preset = CriteriaPresets::find(kMatrix);
    if (!preset)
        return result;
    for (const PresetCriterion &item : preset->criteria) {
        ChecklistItem entry;
        entry.criterion = std::string(item.id);
        entry.label = std::string(item.label);
        const std::string_view factor = rules.factorOf(kMatrix, item.id);
        const std::optional<ProfileAnswer> answer =
            factor.empty() ? std::nullopt : profile.answer(factor);
        const ProfileRule *rule = answer ? rules.match(kMatrix, item.id, *answer) : nullptr;
        if (answer)
            entry.answer = answer->inWords(factor);
        if (rule) {
            entry.reason = rule->reason;
            if (rule->neuronScore > rule->cudaScore) {
                entry.column = ChecklistColumn::Trainium;
                ++result.trainium;
            } else if (rule->cudaScore > rule->neuronScore) {
                entry.column = ChecklistColumn::H100;
                ++result.h100;
            } else {
                entry.column = ChecklistColumn::Neither;
            }
        }
        result.items.push_back(std::move(entry));
    }
    if (result.trainium >= kVerdictTicks)
        result.verdict = ChecklistVerdict::ProofOfConcept;
    else if (result.h100 >= kVerdictTicks)
        result.verdict = ChecklistVerdict::StayOnNvidia;
    result.verdictText = verdictText(result.verdict);
    return result;
}

} // namespace acceldecide
