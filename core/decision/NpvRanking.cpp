#include "core/decision/NpvRanking.h"

#include "core/text/MoneyFormat.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <functional>
#include <vector>

namespace acceldecide {

namespace {

using Ranking = std::vector<const OptionResult *>;
using Figure = std::function<double(const OptionResult &)>;

// The options cheapest first by `figure`, the first listed of equals first.
Ranking rankedBy(const Evaluation &evaluation, const Figure &figure)
{
    Ranking ranking;
    for (const OptionResult &option : evaluation.options)
        ranking.push_back(&option);
    std::stable_sort(ranking.begin(), ranking.end(),
                     [&](const auto *a, const auto *b) { return figure(*a) < figure(*b); });
    return ranking;
}

// "$689,027 on p5 3-year plan and $12,000 on ...", for the options where `figure` is > 0.
std::string amounts(const Ranking &ranking, const Figure &figure, const std::string &preposition)
{
    std::vector<std::string> parts;
    for (const OptionResult *option : ranking) {
        if (figure(*option) > 0.0)
            parts.push_back(MoneyFormat::usd(figure(*option)) + " " + preposition + " " +
                            option->label);
    }
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return text;
}

std::string usedClause(const Ranking &ranking)
{
    return "the net present value counts what is paid after the horizon in full, including " +
           amounts(
               ranking, [](const OptionResult &o) { return o.commitmentUsedAfterHorizonUsd; },
               "owed on") +
           " that the work continuing after it uses, which the total does not count as a cost "
           "(horizon treatment work_continues)";
}

std::string discountClause(const Ranking &ranking, double ratePercent)
{
    const std::string taken = amounts(
        ranking, [](const OptionResult &o) { return o.npvDiscountingUsd(); }, "off");
    return "discounting at " + text::compact(ratePercent, 2) + " % a year takes " +
           (taken.empty() ? std::string("nothing off") : taken);
}

} // namespace

std::string NpvRanking::sentence(const Evaluation &evaluation, double discountRatePercent)
{
    if (!(discountRatePercent > 0.0) || evaluation.options.size() < 2)
        return {};
    const Ranking byTotal =
        rankedBy(evaluation, [](const OptionResult &o) { return o.totalUsd(); });
    const Ranking byNpv =
        rankedBy(evaluation, [](const OptionResult &o) { return o.cashFlow.npvWithOwedUsd; });
    if (byNpv == byTotal)
        return {};
    // Each difference alone: does it change the order the totals give?
    const bool horizon = rankedBy(evaluation, [](const OptionResult &o) {
                             return o.totalUsd() + o.commitmentUsedAfterHorizonUsd;
                         }) != byTotal;
    const bool rate = rankedBy(evaluation, [](const OptionResult &o) {
                          return o.totalUsd() - o.npvDiscountingUsd();
                      }) != byTotal;
    std::string ranked;
    for (const OptionResult *option : byNpv)
        ranked += (ranked.empty() ? "" : ", ") + option->label + " " +
                  MoneyFormat::usd(option->cashFlow.npvWithOwedUsd);
    const std::string rateText = text::compact(discountRatePercent, 2) + " % discount rate";
    const std::string order =
        "net present value of the cash ranks the options otherwise: " + ranked +
        " (the TCO ranks " + byTotal.front()->label + " first)";
    const std::string discounting = discountClause(byNpv, discountRatePercent);
    const bool used = std::any_of(byNpv.begin(), byNpv.end(), [](const OptionResult *o) {
        return o->commitmentUsedAfterHorizonUsd > 0.0;
    });
    if (horizon && !rate)
        return " The " + order + ". The cause is the horizon treatment, not the " + rateText +
               ": " + usedClause(byNpv) + "; " + discounting +
               ", which alone would not change the order.";
    if (rate && !horizon)
        return " At the " + rateText + " the " + order + "; " + discounting +
               (used ? "; " + usedClause(byNpv) + ", which alone would not change the order" : "") +
               ".";
    return " At the " + rateText + " the " + order +
           ", for two reasons together: " + usedClause(byNpv) + "; and " + discounting + ".";
}

} // namespace acceldecide
