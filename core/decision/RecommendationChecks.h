#pragma once

#include "core/model/Evaluation.h"

#include <string>
#include <vector>

namespace acceldecide {

// The checks an option must pass before it can be recommended. They are the evaluation's
// own findings, so a recommendation never contradicts a warning printed beside it.
class RecommendationChecks
{
public:
    // Warning codes that disqualify an option rather than merely ask for a look.
    static bool disqualifies(const std::string &warningCode);

    // Every option failing a check, cheapest total first (ties in option order).
    static std::vector<SetAsideOption> failing(const Evaluation &evaluation);

    // "A (reason); B (reason) and 2 more (see the warnings)": the first `limit` options,
    // each with its reasons; options with the same reasons share one parenthesis.
    static std::string describe(const std::vector<const SetAsideOption *> &options,
                                std::size_t limit = 3);
};

} // namespace acceldecide
