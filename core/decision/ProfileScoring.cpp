#include "core/decision/ProfileScoring.h"

#include "core/decision/CriteriaPresets.h"
#include "core/decision/DecisionChecklist.h"
#include "core/decision/PortingEstimator.h"
#include "core/model/ProfileFactors.h"

#include <algorithm>

namespace acceldecide {

WorkloadProfile ProfileScoring::effectiveProfile(const Scenario &scenario,
                                                 std::optional<double> baselineMonthlyComputeUsd,
                                                 std::vector<std::string> *fromScenario)
{
    WorkloadProfile profile = scenario.profile.value_or(WorkloadProfile{});
    const auto filled = [&](const char *factor) {
        if (fromScenario)
            fromScenario->emplace_back(factor);
    };
    const Workload &workload = scenario.workload;
    if (!profile.modelParamsBillion && workload.kind != WorkloadKind::Capacity &&
        workload.modelParamsBillion > 0.0) {
        profile.modelParamsBillion = workload.modelParamsBillion;
        filled("model_params_billion");
    }
    if (!profile.timeHorizonMonths) {
        profile.timeHorizonMonths = scenario.horizonMonths;
        filled("time_horizon_months");
    }
    if (!profile.monthlyTrainingSpendUsd && workload.kind == WorkloadKind::Training &&
        baselineMonthlyComputeUsd) {
        profile.monthlyTrainingSpendUsd = *baselineMonthlyComputeUsd;
        filled("monthly_training_spend_usd");
    }
    return profile;
}

ProfileApplication ProfileScoring::apply(const Scenario &scenario,
                                         std::optional<double> baselineMonthlyComputeUsd,
                                         const ProfileRules &rules)
{
    ProfileApplication application;
    ProfileResult &result = application.result;
    const WorkloadProfile &given = scenario.profile.value();
    std::vector<std::string> fromScenario;
    const WorkloadProfile profile =
        effectiveProfile(scenario, baselineMonthlyComputeUsd, &fromScenario);
    const std::string matrix(profile.matrixId());
    result.matrix = matrix;

    for (const ProfileFactor &factor : ProfileFactors::all()) {
        if (!profile.answer(factor.id))
            result.unanswered.emplace_back(factor.id);
    }

    // Without criteria of its own the scenario's matrix is the preset's.
    if (scenario.criteria) {
        application.criteria = *scenario.criteria;
    } else if (const CriteriaPreset *preset = CriteriaPresets::find(matrix)) {
        std::vector<std::string> ids;
        for (const Option &option : scenario.options)
            ids.push_back(option.id);
        application.criteria = CriteriaPresets::instantiate(*preset, ids);
    }

    for (Criterion &criterion : application.criteria) {
        const std::string_view factor = rules.factorOf(matrix, criterion.id);
        if (factor.empty())
            continue;
        const std::optional<ProfileAnswer> answer = profile.answer(factor);
        const ProfileRule *rule = answer ? rules.match(matrix, criterion.id, *answer) : nullptr;
        criterion.incomplete = false;
        for (const Option &option : scenario.options) {
            DerivedScore cell;
            cell.criterion = criterion.id;
            cell.option = option.id;
            cell.factor = std::string(factor);
            if (answer) {
                cell.answer = answer->inWords(factor);
                if (std::find(fromScenario.begin(), fromScenario.end(), factor) !=
                    fromScenario.end())
                    cell.answer += " (from the scenario)";
            }
            if (rule) {
                cell.derived = rule->scoreFor(option.stack);
                cell.score = *cell.derived;
                cell.reason = rule->reason;
                cell.source = rule->source;
            } else {
                cell.reason = "not answered: " + std::string(factor);
                criterion.incomplete = true;
            }
            if (const ScoreOverride *override = given.findOverride(criterion.id, option.id)) {
                cell.score = override->score;
                cell.overridden = true;
            }
            criterion.scores[option.id] = cell.score;
            result.scores.push_back(std::move(cell));
        }
        // An unanswered factor with every cell overridden is scored after all.
        criterion.incomplete =
            criterion.incomplete &&
            std::any_of(result.scores.begin(), result.scores.end(), [&](const DerivedScore &s) {
                return s.criterion == criterion.id && !s.overridden;
            });
    }

    for (const Option &option : scenario.options) {
        for (const KnockoutRule &knockout : rules.knockouts()) {
            const std::optional<ProfileAnswer> answer = profile.answer(knockout.factor);
            if (answer && answer->choice == knockout.choice && option.stack == knockout.stack) {
                result.exclusions.push_back({option.id, knockout.reason, knockout.source});
                application.excluded.push_back(option.id);
                break;
            }
        }
    }

    result.criteria = application.criteria;
    result.checklist = DecisionChecklist::evaluate(profile, rules);
    if (profile.architecture)
        result.porting = PortingEstimator::builtIn().estimate(profile);
    return application;
}

} // namespace acceldecide
