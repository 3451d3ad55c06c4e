#include "core/model/SensitivitySwings.h"

#include "core/model/ParameterPath.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

std::vector<SensitivityEntry> SensitivitySwings::entries(const Scenario &scenario) const
{
    std::vector<std::size_t> order(inputs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return inputs[a].swing > inputs[b].swing;
    });
    std::vector<SensitivityEntry> sorted;
    sorted.reserve(order.size());
    for (std::size_t index : order) {
        const Input &input = inputs[index];
        const std::span<const SensitivityOptionSwing> options = savingsOf(index);
        const std::string path = input.field.path(scenario);
        sorted.push_back({path, input.baseValue, input.lowValue, input.highValue,
                          input.fromUncertainty,
                          std::vector<SensitivityOptionSwing>(options.begin(), options.end()),
                          input.swing, ParameterPath::describe(scenario, path)});
    }
    return sorted;
}

int SensitivitySwings::riskiest(int column, double atLeast, double *swingUsd) const
{
    // entries() orders by swing, ties in input order: of the inputs that move the column
    // most, the first there is the one with the largest swing, then the earliest.
    int best = -1;
    double bestSize = atLeast;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const std::span<const SensitivityOptionSwing> options = savingsOf(i);
        double size = -1.0;
        for (std::size_t c = 0; c < options.size(); ++c) {
            if (column >= 0 && int(c) != column)
                continue;
            size = std::max(size, std::fabs(options[c].savingHigh - options[c].savingLow));
        }
        if (size > bestSize ||
            (best >= 0 && size == bestSize && inputs[i].swing > inputs[std::size_t(best)].swing)) {
            best = int(i);
            bestSize = size;
        }
    }
    if (swingUsd && best >= 0)
        *swingUsd = bestSize;
    return best;
}

std::optional<RiskiestInput> SensitivitySwings::riskiestInput(const Scenario &scenario,
                                                              int column) const
{
    double swing = 0.0;
    const int index = riskiest(column, 0.0, &swing);
    if (index < 0)
        return std::nullopt;
    return RiskiestInput{inputs[std::size_t(index)].field.path(scenario), swing};
}

} // namespace acceldecide
