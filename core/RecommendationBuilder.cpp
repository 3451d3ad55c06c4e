#include "RecommendationBuilder.h"

#include "MoneyFormat.h"

#include <cmath>

namespace acceldecide {

namespace {

std::string breakEvenSentence(const RecommendationSlots &slots, int horizonMonths,
                              WorkloadKind kind)
{
    if (!slots.breakEven)
        return "";
    const BreakEvenResult &breakEven = *slots.breakEven;
    if (!breakEven.reached)
        return " Its extra one-time cost is never recovered: break-even is not reached.";
    std::string units;
    switch (kind) {
    case WorkloadKind::Training:
        units = MoneyFormat::number(breakEven.runs.value_or(0.0), 1) + " runs (" +
                MoneyFormat::number(breakEven.tokensBillion.value_or(0.0), 1) + " B tokens)";
        break;
    case WorkloadKind::Inference:
        units = MoneyFormat::number(breakEven.tokensBillion.value_or(0.0), 1) + " B tokens (" +
                MoneyFormat::number(breakEven.days.value_or(0.0), 1) + " days)";
        break;
    case WorkloadKind::Capacity:
        units = MoneyFormat::number(breakEven.days.value_or(0.0), 1) + " days";
        break;
    }
    std::string sentence = " The switch pays for itself after " + units;
    if (breakEven.month)
        sentence += ", in month " + std::to_string(*breakEven.month) + ".";
    else
        sentence += ", which is beyond the " + std::to_string(horizonMonths) + "-month horizon.";
    return sentence;
}

} // namespace

std::string RecommendationBuilder::summarize(const RecommendationSlots &slots, int horizonMonths,
                                             WorkloadKind kind,
                                             const std::optional<std::string> &conflictWith)
{
    const std::string horizon = std::to_string(horizonMonths) + " months";
    std::string text;
    if (slots.optionId == slots.baselineId) {
        text = "Stay on " + slots.baselineLabel + ": it is the cheapest option over " + horizon +
               " once porting, maintenance and commitments are counted.";
    } else {
        text = "Choose " + slots.optionLabel + ": over " + horizon + " it saves " +
               MoneyFormat::usd(slots.savingUsd) + " (" +
               MoneyFormat::number(slots.savingPercent, 1) + " %) against " + slots.baselineLabel +
               ".";
        text += breakEvenSentence(slots, horizonMonths, kind);
    }
    if (slots.biggestRisk)
        text += " The input that moves the saving most is " + *slots.biggestRisk + " (a swing of " +
                MoneyFormat::usd(slots.biggestRiskSwingUsd) + ").";
    if (slots.warningCount > 0)
        text += ' ' + std::to_string(slots.warningCount) +
                (slots.warningCount == 1 ? " warning needs" : " warnings need") + " attention.";
    if (conflictWith)
        text += " The decision matrix favours " + *conflictWith + " instead.";
    return text;
}

Recommendation RecommendationBuilder::build(const Scenario &scenario, const Evaluation &evaluation,
                                            const std::vector<SensitivityEntry> &sensitivity)
{
    Recommendation recommendation;
    const OptionResult *best = nullptr;
    for (const OptionResult &option : evaluation.options) {
        if (!best || option.totalUsd() < best->totalUsd())
            best = &option;
    }
    const OptionResult *baseline = evaluation.option(scenario.baseline);
    if (!best || !baseline)
        return recommendation;

    recommendation.option = best->id;
    if (evaluation.matrix && evaluation.matrix->winner) {
        recommendation.matrixWinner = evaluation.matrix->winner;
        recommendation.conflict = *evaluation.matrix->winner != best->id;
    }

    RecommendationSlots &slots = recommendation.slots;
    slots.optionId = best->id;
    slots.optionLabel = best->label;
    slots.baselineId = baseline->id;
    slots.baselineLabel = baseline->label;
    slots.savingUsd = baseline->totalUsd() - best->totalUsd();
    slots.savingPercent =
        baseline->totalUsd() > 0.0 ? slots.savingUsd / baseline->totalUsd() * 100.0 : 0.0;
    for (const BreakEvenResult &breakEven : evaluation.breakEven) {
        if (breakEven.option == best->id)
            slots.breakEven = breakEven;
    }
    // The biggest risk to *this* recommendation: the input that moves the recommended
    // option's own saving most (an input that only moves a third option's saving is no
    // risk to it). When staying on the baseline, any alternative's swing counts.
    for (const SensitivityEntry &entry : sensitivity) {
        for (const SensitivityOptionSwing &swing : entry.options) {
            if (best->id != baseline->id && swing.option != best->id)
                continue;
            const double size = std::fabs(swing.savingHigh - swing.savingLow);
            if (size > slots.biggestRiskSwingUsd) {
                slots.biggestRisk = entry.parameter;
                slots.biggestRiskSwingUsd = size;
            }
        }
    }
    for (const OptionResult &option : evaluation.options)
        slots.warningCount += static_cast<int>(option.warnings.size());

    std::optional<std::string> conflictWith;
    if (recommendation.conflict) {
        const OptionResult *winner = evaluation.option(*recommendation.matrixWinner);
        conflictWith = winner ? winner->label : *recommendation.matrixWinner;
    }
    recommendation.summary =
        summarize(slots, scenario.horizonMonths, scenario.workload.kind, conflictWith);
    return recommendation;
}

} // namespace acceldecide
