#pragma once

#include "core/model/Scenario.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

struct PresetCriterion
{
    std::string_view id;
    std::string_view label;
    double weight;
    std::string_view trainiumWhen; // the seed's "best when" wording, as scoring guidance
    std::string_view gpuWhen;
};

// A decision-matrix preset taken from one seed, with the seed's title as its source.
struct CriteriaPreset
{
    std::string_view id;
    std::string_view title;
    std::string_view source; // seed file and article title
    std::string_view rule;   // the seed's own reading rule, when it states one
    std::span<const PresetCriterion> criteria;
};

class CriteriaPresets
{
public:
    static std::span<const CriteriaPreset> all();
    static const CriteriaPreset *find(std::string_view id);
    // The preset's criteria for these options: every score starts at 3 and every
    // criterion is marked incomplete until somebody scores it.
    static std::vector<Criterion> instantiate(const CriteriaPreset &preset,
                                              const std::vector<std::string> &optionIds);
};

} // namespace acceldecide
