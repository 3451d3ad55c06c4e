#pragma once

#include "core/model/Evaluation.h"
#include "core/model/RealValuedInput.h"
#include "core/model/RiskiestInput.h"
#include "core/model/Scenario.h"

#include <optional>
#include <span>
#include <vector>

namespace acceldecide {

// What one-at-a-time sensitivity measured, flat: per input its three values and largest
// swing, and per input and compared option (every option but the baseline, in order) the
// savings at its low and high value. Every evaluation measures it, because the
// recommendation names the riskiest input; the tornado's entries, each with its path and
// its own list of savings, are built from it only when they are asked for.
struct SensitivitySwings
{
    struct Input
    {
        RealValuedInput field;
        double baseValue = 0.0;
        double lowValue = 0.0;
        double highValue = 0.0;
        bool fromUncertainty = false;
        double swing = 0.0; // largest |savingHigh - savingLow| over the options
    };

    std::vector<Input> inputs;
    std::size_t columns = 0;                     // compared options
    std::vector<SensitivityOptionSwing> savings; // inputs.size() x columns, input by input

    std::span<const SensitivityOptionSwing> savingsOf(std::size_t input) const
    {
        return std::span<const SensitivityOptionSwing>(savings).subspan(input * columns, columns);
    }

    // The tornado: sorted by the largest swing, ties in input order.
    std::vector<SensitivityEntry> entries(const Scenario &scenario) const;

    // The input that moves compared option `column`'s saving most (any option's when
    // `column` is negative) by more than `atLeast`, as the first such entry of entries()
    // would be found; -1 when none does. `*swingUsd` receives that swing.
    int riskiest(int column, double atLeast, double *swingUsd) const;
    // The same as the recommendation names it (moving the saving by more than 0).
    std::optional<RiskiestInput> riskiestInput(const Scenario &scenario, int column) const;
};

} // namespace acceldecide
