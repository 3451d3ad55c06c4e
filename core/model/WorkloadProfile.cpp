#include "core/model/WorkloadProfile.h"

#include "core/model/ProfileFactors.h"
#include "core/text/TextFormat.h"

#include <cmath>
#include <type_traits>

namespace acceldecide {

namespace {

// The typed members (const or not), reached by factor id. Choice members convert through the
// choice's index, which ProfileFactors keeps in enum order.
template <typename Profile, typename Visitor>
bool visitMember(Profile &profile, std::string_view factor, Visitor &&visit)
{
    if (factor == "model_params_billion")
        return visit(profile.modelParamsBillion);
    if (factor == "monthly_training_spend_usd")
        return visit(profile.monthlyTrainingSpendUsd);
    if (factor == "architecture")
        return visit(profile.architecture);
    if (factor == "migration_budget_weeks")
        return visit(profile.migrationBudgetWeeks);
    if (factor == "cloud_strategy")
        return visit(profile.cloudStrategy);
    if (factor == "team_expertise")
        return visit(profile.teamExpertise);
    if (factor == "workload_pattern")
        return visit(profile.workloadPattern);
    if (factor == "workload_type")
        return visit(profile.workloadType);
    if (factor == "inference_latency")
        return visit(profile.inferenceLatency);
    if (factor == "time_horizon_months")
        return visit(profile.timeHorizonMonths);
    if (factor == "commitment")
        return visit(profile.commitment);
    if (factor == "training_budget")
        return visit(profile.trainingBudget);
    if (factor == "gpu_capacity")
        return visit(profile.gpuCapacity);
    return false;
}

} // namespace

std::optional<ProfileAnswer> WorkloadProfile::answer(std::string_view factor) const
{
    const ProfileFactor *described = ProfileFactors::find(factor);
    if (!described)
        return std::nullopt;
    std::optional<ProfileAnswer> result;
    visitMember(*this, factor, [&](const auto &member) {
        using Value = typename std::decay_t<decltype(member)>::value_type;
        if (!member)
            return true;
        if constexpr (std::is_same_v<Value, double>) {
            result = ProfileAnswer{*member, {}};
        } else {
            const auto index = static_cast<std::size_t>(*member);
            if (index < described->choices.size())
                result = ProfileAnswer{std::nullopt, std::string(described->choices[index].id)};
        }
        return true;
    });
    return result;
}

bool WorkloadProfile::setAnswer(std::string_view factor, const std::optional<ProfileAnswer> &answer)
{
    const ProfileFactor *described = ProfileFactors::find(factor);
    if (!described)
        return false;
    return visitMember(*this, factor, [&](auto &member) {
        using Value = typename std::decay_t<decltype(member)>::value_type;
        if (!answer) {
            member.reset();
            return true;
        }
        if constexpr (std::is_same_v<Value, double>) {
            if (!answer->number || !answer->choice.empty())
                return false;
            member = *answer->number;
        } else {
            if (answer->number)
                return false;
            const int index = ProfileFactors::choiceIndex(*described, answer->choice);
            if (index < 0)
                return false;
            member = static_cast<Value>(index);
        }
        return true;
    });
}

const ScoreOverride *WorkloadProfile::findOverride(std::string_view criterion,
                                                   std::string_view option) const
{
    for (const ScoreOverride &override : overrides) {
        if (override.criterion == criterion && override.option == option)
            return &override;
    }
    return nullptr;
}

std::string ProfileAnswer::inWords(std::string_view factor) const
{
    const ProfileFactor *described = ProfileFactors::find(factor);
    if (!described)
        return choice;
    if (number) {
        const double value = *number;
        // "$150,000/month", "70 B params": grouped digits read better than 150000.
        const std::string digits =
            value == std::floor(value) ? text::groupedNumber(value, 0) : text::compact(value, 2);
        if (described->unit == "$/month")
            return "$" + digits + "/month";
        return digits + " " + std::string(described->unit);
    }
    const int index = ProfileFactors::choiceIndex(*described, choice);
    return index < 0 ? choice
                     : std::string(described->choices[static_cast<std::size_t>(index)].label);
}

} // namespace acceldecide
