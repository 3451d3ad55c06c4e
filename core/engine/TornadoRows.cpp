#include "core/engine/TornadoRows.h"

#include "core/model/ParameterPath.h"

namespace acceldecide {

std::string TornadoRows::focusOption(const Evaluation &evaluation)
{
    if (!evaluation.recommendation.option.empty() &&
        evaluation.recommendation.option != evaluation.baseline &&
        evaluation.option(evaluation.recommendation.option))
        return evaluation.recommendation.option;
    for (const OptionResult &option : evaluation.options) {
        if (option.id != evaluation.baseline)
            return option.id;
    }
    return {};
}

TornadoChartData TornadoRows::of(const Evaluation &evaluation, const std::string &option,
                                 std::size_t limit)
{
    TornadoChartData data;
    data.option = option;
    const OptionResult *focus = evaluation.option(option);
    const OptionResult *baseline = evaluation.option(evaluation.baseline);
    if (!focus || !baseline)
        return data;
    data.baseSaving = baseline->totalUsd() - focus->totalUsd();
    if (!evaluation.sensitivity)
        return data;
    const int column = evaluation.comparedColumn(option);
    if (column < 0)
        return data;
    for (const SensitivityEntry &entry : *evaluation.sensitivity) {
        if (data.rows.size() >= limit)
            break;
        if (std::size_t(column) >= entry.options.size())
            continue;
        const SensitivityOptionSwing &swing = entry.options[std::size_t(column)];
        data.rows.push_back(
            {entry.parameter,
             entry.label.empty() ? ParameterPath::describe(entry.parameter) : entry.label,
             entry.lowValue, entry.highValue, entry.fromUncertainty, swing.savingLow,
             swing.savingHigh});
    }
    return data;
}

} // namespace acceldecide
