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

namespace {

// The matrix the profile fills: the scenario's own criteria, or without them the
// preset's for the profile's matrix (none when there is no such preset).
std::vector<Criterion> matrixCriteria(const Scenario &scenario, const std::string &matrix)
{
    if (scenario.criteria)
        return *scenario.criteria;
    std::vector<Criterion> criteria;
    if (const CriteriaPreset *preset = CriteriaPresets::find(matrix)) {
        std::vector<std::string> ids;
        for (const Option &option : scenario.options)
            ids.push_back(option.id);
        criteria = CriteriaPresets::instantiate(*preset, ids);
    }
    return criteria;
}

// What scoring a criterion needs that is the same for every criterion.
struct ScoringContext
{
    const Scenario &scenario;
    const WorkloadProfile &given;   // as the scenario states it, with the user's overrides
    const WorkloadProfile &profile; // with the fallbacks filled in
    const std::vector<std::string> &fromScenario;
    const ProfileRules &rules;
    const std::string &matrix;
};

// One option's cell of a criterion the profile's `factor` governs: the rule's score for
// the option's stack (none without an answer, which leaves the criterion incomplete),
// unless the user overrode the cell.
DerivedScore scoreCell(const ScoringContext &context, Criterion &criterion, const Option &option,
                       std::string_view factor, const std::optional<ProfileAnswer> &answer,
                       const ProfileRule *rule)
{
    DerivedScore cell;
    cell.criterion = criterion.id;
    cell.option = option.id;
    cell.factor = std::string(factor);
    if (answer) {
        cell.answer = answer->inWords(factor);
        if (std::find(context.fromScenario.begin(), context.fromScenario.end(), factor) !=
            context.fromScenario.end())
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
    if (const ScoreOverride *override = context.given.findOverride(criterion.id, option.id)) {
        cell.score = override->score;
        cell.overridden = true;
    }
    return cell;
}

// Every option's score for a criterion the profile governs, each cell added to `scores`;
// a criterion no factor governs keeps its typed-in scores.
void scoreCriterion(const ScoringContext &context, Criterion &criterion,
                    std::vector<DerivedScore> &scores)
{
    const std::string_view factor = context.rules.factorOf(context.matrix, criterion.id);
    if (factor.empty())
        return;
    const std::optional<ProfileAnswer> answer = context.profile.answer(factor);
    const ProfileRule *rule =
        answer ? context.rules.match(context.matrix, criterion.id, *answer) : nullptr;
    criterion.incomplete = false;
    for (const Option &option : context.scenario.options) {
        DerivedScore cell = scoreCell(context, criterion, option, factor, answer, rule);
        criterion.scores[option.id] = cell.score;
        scores.push_back(std::move(cell));
    }
    // An unanswered factor with every cell overridden is scored after all.
    criterion.incomplete = criterion.incomplete &&
                           std::any_of(scores.begin(), scores.end(), [&](const DerivedScore &s) {
                               return s.criterion == criterion.id && !s.overridden;
                           });
}

// The options a knock-out rule excludes: the first rule whose answer and stack match
// names the reason.
void knockOut(const Scenario &scenario, const WorkloadProfile &profile, const ProfileRules &rules,
              ProfileApplication &application)
{
    for (const Option &option : scenario.options) {
        for (const KnockoutRule &knockout : rules.knockouts()) {
            const std::optional<ProfileAnswer> answer = profile.answer(knockout.factor);
            if (answer && answer->choice == knockout.choice && option.stack == knockout.stack) {
                application.result.exclusions.push_back(
                    {option.id, knockout.reason, knockout.source});
                application.excluded.push_back(option.id);
                break;
            }
        }
    }
}

} // namespace

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

    application.criteria = matrixCriteria(scenario, matrix);
    const ScoringContext context{scenario, given, profile, fromScenario, rules, matrix};
    for (Criterion &criterion : application.criteria)
        scoreCriterion(context, criterion, result.scores);
    knockOut(scenario, profile, rules, application);

    result.criteria = application.criteria;
    result.checklist = DecisionChecklist::evaluate(profile, rules);
    if (profile.architecture)
        result.porting = PortingEstimator::builtIn().estimate(profile);
    return application;
}

} // namespace acceldecide
