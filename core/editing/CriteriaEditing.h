#pragma once

#include "core/decision/CriteriaPresets.h"
#include "core/model/Scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Pure helpers behind the decision-matrix editor: naming new criteria, recognising a
// preset in a scenario's criteria and finding a seed's scoring guidance for a criterion.
// They keep the editor's rules testable without a GUI.
class CriteriaEditing
{
public:
    // Weight and score a new criterion starts with: "Medium" on seed 001's scale and
    // the neutral middle score.
    static constexpr double kNewWeight = 3.0;
    static constexpr int kNeutralScore = 3;

    // "Vendor lock-in" -> "vendor_lock_in"; "criterion" when nothing usable is left.
    static std::string idFromLabel(std::string_view label);
    // `base`, or `base_2`, `base_3` ... whichever no criterion uses yet.
    static std::string uniqueId(const std::vector<Criterion> &criteria, std::string_view base);

    // A criterion named `label`, weight kNewWeight, every option at kNeutralScore and
    // marked incomplete (its scores are placeholders until somebody scores it).
    static Criterion makeCriterion(const std::vector<Criterion> &criteria, std::string_view label,
                                   const std::vector<std::string> &optionIds);

    // The preset whose criteria have these labels and weights in this order (ids and
    // scores may differ: a scenario may rename ids and will rescore); nullptr if none.
    static const CriteriaPreset *matchingPreset(const std::vector<Criterion> &criteria);

    // The seed's "best when" wording for a criterion: looked up by id, then by label
    // (case-insensitive), in `preferred` first and then in every preset. nullptr if no
    // preset has the criterion.
    static const PresetCriterion *guidance(const Criterion &criterion,
                                           const CriteriaPreset *preferred = nullptr);
    // The preset that holds `item` (for its source), or nullptr.
    static const CriteriaPreset *presetOf(const PresetCriterion *item);

    // Sets one score; scoring clears the criterion's `incomplete` flag, since its
    // scores are no longer the preset's placeholders.
    // A new option enters the decision matrix unscored: kNeutralScore on every criterion,
    // each then marked incomplete until somebody scores it (as a preset's criteria are).
    static void addUnscoredOption(Scenario &scenario, const std::string &optionId);
    static void setScore(Criterion &criterion, const std::string &optionId, int score);
};

} // namespace acceldecide
