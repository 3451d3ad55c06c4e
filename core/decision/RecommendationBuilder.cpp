#include "core/decision/RecommendationBuilder.h"

#include "core/decision/NpvRanking.h"
#include "core/decision/RecommendationChecks.h"
#include "core/model/ParameterPath.h"
#include "core/text/MoneyFormat.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

// A break-even amount with one decimal, or as many as a small one needs to show two
// significant digits: 0.03 runs must not read "0.0 runs".
std::string amountText(double value)
{
    int decimals = 1;
    if (value > 0.0 && value < 0.1)
        decimals = std::min(6, int(std::ceil(-std::log10(value))) + 1);
    return MoneyFormat::number(value, decimals);
}

std::string breakEvenSentence(const RecommendationFacts &facts, int horizonMonths,
                              WorkloadKind kind)
{
    if (!facts.breakEven)
        return "";
    const BreakEvenResult &breakEven = *facts.breakEven;
    if (!breakEven.reached)
        return " Its extra one-time cost is never recovered: break-even is not reached.";
    const double units = kind == WorkloadKind::Training    ? breakEven.runs.value_or(0.0)
                         : kind == WorkloadKind::Inference ? breakEven.tokensBillion.value_or(0.0)
                                                           : breakEven.days.value_or(0.0);
    if (units == 0.0) {
        // No extra one-time cost: "pays for itself after 0.0 runs" would read as a bug.
        std::string sentence = " It pays for itself immediately: it costs nothing extra up front";
        if (breakEven.month)
            sentence += ", so it is ahead from month " + std::to_string(*breakEven.month);
        return sentence + ".";
    }
    std::string amount;
    switch (kind) {
    case WorkloadKind::Training:
        amount = amountText(breakEven.runs.value_or(0.0)) + " runs (" +
                 amountText(breakEven.tokensBillion.value_or(0.0)) + " B tokens)";
        break;
    case WorkloadKind::Inference:
        amount = amountText(breakEven.tokensBillion.value_or(0.0)) + " B tokens (" +
                 amountText(breakEven.days.value_or(0.0)) + " days)";
        break;
    case WorkloadKind::Capacity:
        amount = amountText(breakEven.days.value_or(0.0)) + " days";
        break;
    }
    std::string sentence = " The switch pays for itself after " + amount;
    if (breakEven.month)
        sentence += ", in month " + std::to_string(*breakEven.month) + ".";
    else
        sentence += ", which is beyond the " + std::to_string(horizonMonths) + "-month horizon.";
    return sentence;
}

std::string lowerFirst(std::string text)
{
    if (!text.empty() && text.front() >= 'A' && text.front() <= 'Z')
        text.front() = char(text.front() - 'A' + 'a');
    return text;
}

// " Excluded by the workload profile: Trainium3 (a multi-cloud mandate ...)." for the
// excluded options the set-aside sentence has not already named.
std::string exclusionSentence(const Evaluation &evaluation, const std::vector<std::string> &named)
{
    if (!evaluation.profile)
        return "";
    std::string text;
    for (const OptionExclusion &exclusion : evaluation.profile->exclusions) {
        if (std::find(named.begin(), named.end(), exclusion.option) != named.end())
            continue;
        const OptionResult *option = evaluation.option(exclusion.option);
        text += (text.empty() ? "" : "; ") + (option ? option->label : exclusion.option) + " (" +
                exclusion.reason + ")";
    }
    return text.empty() ? "" : " Excluded by the workload profile: " + text + ".";
}

} // namespace

std::string RecommendationBuilder::summarize(const RecommendationFacts &facts, int horizonMonths,
                                             WorkloadKind kind,
                                             const std::optional<std::string> &conflictWith,
                                             double portMonths)
{
    const std::string horizon = std::to_string(horizonMonths) + " months";
    std::string text;
    if (facts.optionId == facts.baselineId) {
        text = "Stay on " + facts.baselineLabel + ": it is the cheapest option over " + horizon +
               " once porting, maintenance and commitments are counted.";
    } else {
        text = "Choose " + facts.optionLabel + ": over " + horizon + " it saves " +
               MoneyFormat::usd(facts.savingUsd) + " (" +
               MoneyFormat::number(facts.savingPercent, 1) + " %) against " + facts.baselineLabel +
               ".";
        text += breakEvenSentence(facts, horizonMonths, kind);
        if (portMonths > 0.0)
            text += " Until the port is done (" + MoneyFormat::number(portMonths, 1) +
                    " months) the workload stays on " + facts.baselineLabel +
                    " at its pay-per-use price, which the break-even counts.";
    }
    if (facts.biggestRiskLabel)
        text += " The input that moves the saving most is the " +
                lowerFirst(*facts.biggestRiskLabel) + " (a swing of " +
                MoneyFormat::usd(facts.biggestRiskSwingUsd) + ").";
    if (facts.warningCount > 0)
        text += ' ' + std::to_string(facts.warningCount) +
                (facts.warningCount == 1 ? " warning needs" : " warnings need") + " attention.";
    if (conflictWith)
        text += " The decision matrix favours " + *conflictWith + " instead.";
    return text;
}

namespace {

// The cheapest option not set aside (the first listed of equals), or null when every one is.
const OptionResult *cheapestPassing(const Evaluation &evaluation,
                                    const std::vector<SetAsideOption> &setAside)
{
    const auto failed = [&](const OptionResult &option) {
        return std::any_of(setAside.begin(), setAside.end(),
                           [&](const SetAsideOption &aside) { return aside.option == option.id; });
    };
    const OptionResult *best = nullptr;
    for (const OptionResult &option : evaluation.options) {
        if (!failed(option) && (!best || option.totalUsd() < best->totalUsd()))
            best = &option;
    }
    return best;
}

// The summary when every option fails a check: each one's failure, and the warnings.
std::string noRecommendationSummary(const std::vector<SetAsideOption> &setAside, int warnings)
{
    std::vector<const SetAsideOption *> all;
    for (const SetAsideOption &failed : setAside)
        all.push_back(&failed);
    std::string summary =
        "No recommendation: no option passes the checks a recommendation must respect — " +
        RecommendationChecks::describe(all, all.size()) + ".";
    summary += ' ' + std::to_string(warnings) +
               (warnings == 1 ? " warning needs" : " warnings need") + " attention.";
    return summary;
}

// " Set aside although cheaper: ..." for the options that would have won on cost alone,
// cheapest first (empty when none would); `named` gets their ids.
std::string setAsideSentence(const std::vector<SetAsideOption> &setAside, const OptionResult &best,
                             std::vector<std::string> &named)
{
    std::vector<const SetAsideOption *> cheaper;
    for (const SetAsideOption &failed : setAside) {
        if (failed.totalUsd < best.totalUsd()) {
            cheaper.push_back(&failed);
            named.push_back(failed.option);
        }
    }
    return cheaper.empty()
               ? ""
               : " Set aside although cheaper: " + RecommendationChecks::describe(cheaper) + ".";
}

// The facts the summary states about the recommended option against the baseline: the
// saving, the break-even and the biggest risk to it.
void fillFacts(const Scenario &scenario, const Evaluation &evaluation, const OptionResult &best,
               const OptionResult &baseline,
               const RecommendationBuilder::RiskiestInputSource &riskiestFor,
               RecommendationFacts &facts)
{
    facts.optionId = best.id;
    facts.optionLabel = best.label;
    facts.baselineId = baseline.id;
    facts.baselineLabel = baseline.label;
    facts.savingUsd = baseline.totalUsd() - best.totalUsd();
    facts.savingPercent =
        baseline.totalUsd() > 0.0 ? facts.savingUsd / baseline.totalUsd() * 100.0 : 0.0;
    for (const BreakEvenResult &breakEven : evaluation.breakEven) {
        if (breakEven.option == best.id)
            facts.breakEven = breakEven;
    }
    // The biggest risk to *this* recommendation: the input that moves the recommended
    // option's own saving most (an input that only moves a third option's saving is no
    // risk to it). When staying on the baseline, any alternative's swing counts.
    // Sensitivity lists the non-baseline options in option order, so compare positions.
    const int recommendedColumn = evaluation.comparedColumn(best.id);
    if (const std::optional<RiskiestInput> riskiest = riskiestFor(recommendedColumn)) {
        facts.biggestRisk = riskiest->path;
        facts.biggestRiskSwingUsd = riskiest->swingUsd;
        facts.biggestRiskLabel = ParameterPath::describe(scenario, riskiest->path);
    }
}

} // namespace

Recommendation RecommendationBuilder::build(const Scenario &scenario, const Evaluation &evaluation,
                                            const RiskiestInputSource &riskiestFor)
{
    Recommendation recommendation;
    // An option failing one of the evaluation's own checks is never recommended, however
    // cheap: the banner would otherwise recommend what its warnings call impossible.
    recommendation.setAside = RecommendationChecks::failing(evaluation);
    const OptionResult *best = cheapestPassing(evaluation, recommendation.setAside);
    const OptionResult *baseline = evaluation.option(scenario.baseline);
    for (const OptionResult &option : evaluation.options)
        recommendation.facts.warningCount += static_cast<int>(option.warnings.size());
    if (!best && baseline) {
        recommendation.facts.baselineId = baseline->id;
        recommendation.facts.baselineLabel = baseline->label;
        recommendation.summary =
            noRecommendationSummary(recommendation.setAside, recommendation.facts.warningCount);
        return recommendation;
    }
    if (!best || !baseline)
        return recommendation;

    std::vector<std::string> named;
    const std::string setAsideText = setAsideSentence(recommendation.setAside, *best, named);
    const std::string exclusions = exclusionSentence(evaluation, named);

    recommendation.option = best->id;
    if (evaluation.matrix && evaluation.matrix->winner) {
        recommendation.matrixWinner = evaluation.matrix->winner;
        recommendation.conflict = *evaluation.matrix->winner != best->id;
    }
    RecommendationFacts &facts = recommendation.facts;
    fillFacts(scenario, evaluation, *best, *baseline, riskiestFor, facts);
    std::optional<std::string> conflictWith;
    if (recommendation.conflict) {
        const OptionResult *winner = evaluation.option(*recommendation.matrixWinner);
        conflictWith = winner ? winner->label : *recommendation.matrixWinner;
    }
    const std::string npvRanking = NpvRanking::sentence(evaluation, scenario.discountRatePercent);
    facts.npvRankingDiffers = !npvRanking.empty();
    recommendation.summary = summarize(facts, scenario.horizonMonths, scenario.workload.kind,
                                       conflictWith, best->portMonths) +
                             setAsideText + exclusions + npvRanking;
    return recommendation;
}

} // namespace acceldecide
