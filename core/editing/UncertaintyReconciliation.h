#pragma once

#include "core/model/Scenario.h"

#include <string>
#include <vector>

namespace acceldecide {

// Keeps a scenario's uncertainty ranges consistent with an edit instead of refusing the
// edit: a what-if on a value never fails because a range elsewhere no longer holds it.
// A range that no longer contains its value widens to contain it (within the field's
// valid range); a range whose target the edit removed (an option deleted, a throughput
// switched from MFU to measured) is dropped, and so is a live presentation input whose
// range is gone. Each change is one sentence for the user.
class UncertaintyReconciliation
{
public:
    struct Change
    {
        std::string target;  // the range's ParameterPath
        std::string message; // "Runs: uncertainty range widened to 6-30."
    };

    // Applies the changes to `scenario` and says what they were, in range order.
    static std::vector<Change> reconcile(Scenario &scenario);
};

} // namespace acceldecide
