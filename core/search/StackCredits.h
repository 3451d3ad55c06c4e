#pragma once

#include "core/model/Scenario.h"

#include <vector>

namespace acceldecide::search {

// A credit the scenario scopes to some of its options is the team's credit for that
// stack's work: each option the search adds (or bills) on the same stack as one of them
// joins its scope, so it is billed as the search billed it. `options` are the scenario's,
// whose ids the credits name. Credits of another scope (all, a stack) need nothing: they
// reach a new option by its stack already.
void joinStackCredits(std::vector<Credit> &credits, const std::vector<Option> &options,
                      const std::vector<const Option *> &added);

} // namespace acceldecide::search
