#include "core/decision/RecommendationChecks.h"

#include "core/text/MoneyFormat.h"

#include <algorithm>

namespace acceldecide {

namespace {

constexpr const char *kImpossibleMfu = "implied_mfu_impossible";
constexpr const char *kPurchaseModelUnavailable = "purchase_model_unavailable";
constexpr const char *kDoesNotFit = "does_not_fit";
constexpr const char *kAboveDecodeBound = "throughput_above_decode_bound";
// The capacity facts' code for an option bought where or as its provider does not sell it.
constexpr const char *kCapacityNotSold = "capacity_not_sold";

std::string withoutFinalStop(std::string text)
{
    while (!text.empty() && (text.back() == '.' || text.back() == ' '))
        text.pop_back();
    return text;
}

std::vector<std::string> reasonsFor(const Evaluation &evaluation, const OptionResult &option)
{
    std::vector<std::string> reasons;
    if (evaluation.profile) {
        if (const OptionExclusion *exclusion = evaluation.profile->exclusion(option.id))
            reasons.push_back("excluded by the workload profile: " +
                              withoutFinalStop(exclusion->reason));
    }
    for (const Warning &warning : option.warnings) {
        // Either says in full what is wrong, with its figures.
        if (warning.code == kPurchaseModelUnavailable || warning.code == kAboveDecodeBound ||
            warning.code == kCapacityNotSold) {
            reasons.push_back(withoutFinalStop(warning.message));
        } else if (warning.code == kDoesNotFit) {
            reasons.push_back("its layout does not fit the accelerator's memory: " +
                              withoutFinalStop(warning.message));
        } else if (warning.code == kImpossibleMfu) {
            const std::string mfu = option.impliedMfuPercent
                                        ? MoneyFormat::number(*option.impliedMfuPercent, 1) + " %"
                                        : "more than 100 %";
            reasons.push_back("the throughput claimed implies " + mfu +
                              " MFU, which is physically impossible");
        }
    }
    return reasons;
}

} // namespace

bool RecommendationChecks::disqualifies(const std::string &warningCode)
{
    return warningCode == kImpossibleMfu || warningCode == kPurchaseModelUnavailable ||
           warningCode == kDoesNotFit || warningCode == kAboveDecodeBound ||
           warningCode == kCapacityNotSold;
}

std::vector<SetAsideOption> RecommendationChecks::failing(const Evaluation &evaluation)
{
    std::vector<SetAsideOption> failing;
    for (const OptionResult &option : evaluation.options) {
        std::vector<std::string> reasons = reasonsFor(evaluation, option);
        if (!reasons.empty())
            failing.push_back({option.id, option.label, std::move(reasons), option.totalUsd()});
    }
    std::stable_sort(
        failing.begin(), failing.end(),
        [](const SetAsideOption &a, const SetAsideOption &b) { return a.totalUsd < b.totalUsd; });
    return failing;
}

std::string RecommendationChecks::describe(const std::vector<const SetAsideOption *> &options,
                                           std::size_t limit)
{
    // Options failing for the same reasons (every Savings Plan variant of one stack, say)
    // are named together, so the sentence stays readable.
    struct Group
    {
        std::vector<std::string> labels;
        const std::vector<std::string> *reasons = nullptr;
    };
    std::vector<Group> groups;
    for (const SetAsideOption *option : options) {
        auto same = std::find_if(groups.begin(), groups.end(), [&](const Group &group) {
            return *group.reasons == option->reasons;
        });
        if (same == groups.end())
            groups.push_back({{option->label}, &option->reasons});
        else
            same->labels.push_back(option->label);
    }
    const auto list = [](const std::vector<std::string> &items, const std::string &separator) {
        std::string text;
        for (std::size_t i = 0; i < items.size(); ++i)
            text += (i == 0 ? "" : i + 1 == items.size() ? " and " : separator) + items[i];
        return text;
    };
    std::vector<std::string> parts;
    std::size_t named = 0;
    for (const Group &group : groups) {
        if (named + group.labels.size() > limit && !parts.empty())
            break;
        named += group.labels.size();
        std::string reasons;
        for (const std::string &reason : *group.reasons)
            reasons += (reasons.empty() ? "" : "; ") + reason;
        parts.push_back(list(group.labels, ", ") + " (" + reasons + ")");
    }
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i == 0 ? "" : "; ") + parts[i];
    if (named < options.size())
        text += "; and " + std::to_string(options.size() - named) + " more (see the warnings)";
    return text;
}

} // namespace acceldecide
