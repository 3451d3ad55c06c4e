#include "core/io/ScenarioParser.h"

#include "core/model/ParameterPath.h"
#include "core/model/RangeTable.h"
#include "core/text/TextFormat.h"

#include <utility>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

constexpr std::string_view kFormat = "acceldecide.scenario";
constexpr int kVersion = 1;

// YYYY-MM-DD naming a day that exists in the proleptic Gregorian calendar.
bool isIsoDate(std::string_view text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return false;
    int parts[3] = {0, 0, 0};
    const std::array<std::pair<std::size_t, std::size_t>, 3> fields{{{0, 4}, {5, 2}, {8, 2}}};
    for (std::size_t f = 0; f < fields.size(); ++f) {
        for (std::size_t i = 0; i < fields[f].second; ++i) {
            const char c = text[fields[f].first + i];
            if (c < '0' || c > '9')
                return false;
            parts[f] = parts[f] * 10 + (c - '0');
        }
    }
    const int year = parts[0], month = parts[1], day = parts[2];
    if (year < 1 || month < 1 || month > 12 || day < 1)
        return false;
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int days = kDays[static_cast<std::size_t>(month - 1)] + (month == 2 && leap ? 1 : 0);
    return day <= days;
}

} // namespace

std::string ScenarioParser::workloadPhrase(WorkloadKind kind)
{
    return std::string(kind == WorkloadKind::Inference ? "an " : "a ") + toString(kind) +
           " workload";
}

ScenarioReadResult ScenarioParser::run(const json &root)
{
    if (!root.is_object()) {
        m_validator.fail("", "expected a JSON object at the top level, got " +
                                 JsonValidator::describe(root));
    } else if (readHeader(root)) {
        m_validator.allowOnly(root, "",
                              {"format",
                               "version",
                               "name",
                               "horizon_months",
                               "as_of",
                               "workload",
                               "baseline",
                               "options",
                               "team",
                               "criteria",
                               "uncertainty",
                               "profile",
                               "existing_commitments",
                               "horizon_treatment",
                               "private_discount_percent",
                               "credits",
                               "discount_rate_percent",
                               "stakeholders",
                               "stakeholder_mean",
                               "presentation"});
        if (auto name = m_validator.string(root, "", "name", Need::Required))
            m_scenario.name = std::move(*name);
        if (auto horizon = m_validator.integer(root, "", "horizon_months", Need::Required))
            m_scenario.horizonMonths = *horizon;
        if (auto asOf = m_validator.string(root, "", "as_of", Need::Optional)) {
            if (isIsoDate(*asOf))
                m_scenario.asOf = std::move(*asOf);
            else
                m_validator.fail("as_of", "must be a calendar date YYYY-MM-DD, got " +
                                              JsonValidator::quote(*asOf));
        }
        readWorkload(root);
        readTeam(root);
        readOptions(root);
        readBaseline(root);
        readExistingCommitments(root);
        readHorizonTreatment(root);
        if (auto discount =
                m_validator.number(root, "", "private_discount_percent", Need::Optional))
            m_scenario.privateDiscountPercent = *discount;
        readCredits(root);
        if (auto rate = m_validator.number(root, "", "discount_rate_percent", Need::Optional))
            m_scenario.discountRatePercent = *rate;
        readProfile(root);
        readCriteria(root);
        readStakeholders(root);
        readUncertainty(root);
        readPresentation(root);
    }
    if (!m_errors.empty())
        return Unexpected{std::move(m_errors)};
    return std::move(m_scenario);
}

// A wrong format or version means the rest is not this schema: stop there rather than
// bury the one real problem under a list of "unknown key"s.
bool ScenarioParser::readHeader(const json &root)
{
    const std::size_t before = m_validator.errorCount();
    if (const json *format = m_validator.member(root, "", "format", Need::Required)) {
        if (!format->is_string() || format->get_ref<const std::string &>() != kFormat)
            m_validator.fail("format", "must be \"" + std::string(kFormat) + "\", got " +
                                           JsonValidator::describe(*format));
    }
    if (const json *version = m_validator.member(root, "", "version", Need::Required)) {
        if (!version->is_number() || version->get<double>() != kVersion)
            m_validator.fail("version", "must be " + std::to_string(kVersion) + ", got " +
                                            JsonValidator::describe(*version));
    }
    return m_validator.errorCount() == before;
}

void ScenarioParser::readWorkload(const json &root)
{
    const json *member = m_validator.member(root, "", "workload", Need::Required);
    const json *workload = member ? m_validator.asObject(*member, "workload") : nullptr;
    if (!workload)
        return;
    const auto kindText = m_validator.string(*workload, "workload", "kind", Need::Required);
    if (!kindText)
        return;
    m_kind = workloadKindFromString(*kindText);
    if (!m_kind) {
        m_validator.fail("workload.kind",
                         "must be \"training\", \"inference\" or \"capacity\", got " +
                             JsonValidator::quote(*kindText));
        return;
    }
    Workload &w = m_scenario.workload;
    w.kind = *m_kind;
    const char *kindName = toString(*m_kind);
    // Fields of another kind are still unknown keys, but say why.
    static const std::map<std::string_view, std::string_view> kOwner{
        {"model_params_billion", "training and inference"},
        {"tokens_per_run_billion", "training"},
        {"runs", "training"},
        {"overhead_percent", "training"},
        {"tokens_per_day_billion", "inference"},
        {"utilization_percent", "inference"},
        {"hours_per_month", "capacity"},
        {"usage", "training, inference and capacity"},
    };
    for (const auto &[key, value] : workload->items()) {
        if (key == "kind")
            continue;
        const auto owner = kOwner.find(key);
        if (owner == kOwner.end())
            m_validator.fail("workload." + key, "unknown key");
        else if (owner->second.find(kindName) == std::string_view::npos)
            m_validator.fail("workload." + key, "unknown key for " + workloadPhrase(*m_kind) +
                                                    " (it belongs to " +
                                                    std::string(owner->second) + ")");
    }
    auto read = [&](std::string_view key, Need need, double &field) {
        if (auto value = m_validator.number(*workload, "workload", key, need))
            field = *value;
    };
    switch (*m_kind) {
    case WorkloadKind::Training:
        read("model_params_billion", Need::Required, w.modelParamsBillion);
        read("tokens_per_run_billion", Need::Required, w.tokensPerRunBillion);
        read("runs", Need::Required, w.runs);
        read("overhead_percent", Need::Optional, w.overheadPercent);
        break;
    case WorkloadKind::Inference:
        read("model_params_billion", Need::Required, w.modelParamsBillion);
        read("tokens_per_day_billion", Need::Required, w.tokensPerDayBillion);
        read("utilization_percent", Need::Optional, w.utilizationPercent);
        break;
    case WorkloadKind::Capacity:
        read("hours_per_month", Need::Optional, w.hoursPerMonth);
        break;
    }
    if (const json *usage = m_validator.member(*workload, "workload", "usage", Need::Optional))
        readUsage(*usage);
}

void ScenarioParser::readUsage(const json &value)
{
    const std::string path = "workload.usage";
    const json *usage = m_validator.asObject(value, path);
    if (!usage)
        return;
    m_validator.allowOnly(
        *usage, path,
        {"busy_hours_per_month", "growth_percent_per_month", "last_month_with_usage"});
    Workload &w = m_scenario.workload;
    if (w.kind == WorkloadKind::Capacity && usage->contains("busy_hours_per_month"))
        m_validator.fail(path + ".busy_hours_per_month",
                         "not allowed for a capacity workload (workload.hours_per_month are its "
                         "busy hours)");
    else if (auto busy = m_validator.number(*usage, path, "busy_hours_per_month", Need::Optional))
        w.busyHoursPerMonth = *busy;
    if (auto growth = m_validator.number(*usage, path, "growth_percent_per_month", Need::Optional))
        w.growthPercentPerMonth = *growth;
    if (auto last = m_validator.integer(*usage, path, "last_month_with_usage", Need::Optional)) {
        if (*last > m_scenario.horizonMonths)
            m_validator.fail(path + ".last_month_with_usage",
                             "must be at most horizon_months (" +
                                 std::to_string(m_scenario.horizonMonths) + "), got " +
                                 std::to_string(*last));
        else
            w.lastMonthWithUsage = *last;
    }
}

void ScenarioParser::readTeam(const json &root)
{
    const json *member = m_validator.member(root, "", "team", Need::Optional);
    if (!member)
        return;
    const json *object = m_validator.asObject(*member, "team");
    if (!object) {
        m_teamHas.fill(true); // a broken team says nothing about what it would supply
        return;
    }
    m_validator.allowOnly(*object, "team", {"engineers", "hours_per_week", "hourly_rate_usd"});
    Team team;
    std::array<std::optional<double> *, 3> fields{&team.engineers, &team.hoursPerWeek,
                                                  &team.hourlyRateUsd};
    for (std::size_t i = 0; i < kTeamFields.size(); ++i) {
        m_teamHas[i] = object->contains(kTeamFields[i]);
        *fields[i] = m_validator.number(*object, "team", kTeamFields[i], Need::Optional);
    }
    m_scenario.team = team;
}

void ScenarioParser::readBaseline(const json &root)
{
    auto baseline = m_validator.string(root, "", "baseline", Need::Required);
    if (!baseline)
        return;
    if (m_optionsListed && !knownOption(*baseline))
        m_validator.fail("baseline", "no option has id " + JsonValidator::quote(*baseline));
    m_scenario.baseline = std::move(*baseline);
}

void ScenarioParser::readCriteria(const json &root)
{
    const json *member = m_validator.member(root, "", "criteria", Need::Optional);
    const json *criteria = member ? m_validator.asArray(*member, "criteria") : nullptr;
    if (!criteria)
        return;
    const std::size_t before = m_validator.errorCount();
    std::map<std::string, std::size_t> ids;
    m_scenario.criteria.emplace();
    for (std::size_t i = 0; i < criteria->size(); ++i)
        readCriterion((*criteria)[i], i, ids);
    if (m_validator.errorCount() != before)
        return; // a bad weight would make the sum meaningless
    double sum = 0.0;
    for (const Criterion &criterion : *m_scenario.criteria)
        sum += criterion.weight;
    if (!(sum > 0.0))
        m_validator.fail("criteria",
                         "weights must sum to more than 0, got " + text::exactNumber(sum));
}

void ScenarioParser::readCriterion(const json &value, std::size_t index,
                                   std::map<std::string, std::size_t> &ids)
{
    const std::string path = JsonValidator::element("criteria", index);
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return;
    m_validator.allowOnly(*object, path, {"id", "label", "weight", "scores", "incomplete"});
    Criterion criterion;
    if (auto id = m_validator.string(*object, path, "id", Need::Required)) {
        if (const auto [it, inserted] = ids.emplace(*id, index); !inserted)
            m_validator.fail(path + ".id", "duplicate id " + JsonValidator::quote(*id) + " (also " +
                                               JsonValidator::element("criteria", it->second) +
                                               ")");
        criterion.id = std::move(*id);
    }
    if (auto label = m_validator.string(*object, path, "label", Need::Required))
        criterion.label = std::move(*label);
    if (auto weight = m_validator.number(*object, path, "weight", Need::Required))
        criterion.weight = *weight;
    if (auto incomplete = m_validator.boolean(*object, path, "incomplete", Need::Optional))
        criterion.incomplete = *incomplete;
    // A criterion the workload profile scores has no scores of its own: one source for
    // each number (a changed score is a profile override).
    const bool governed = m_scenario.profile && profileGoverns(criterion.id);
    if (governed && object->contains("scores"))
        m_validator.fail(path + ".scores",
                         "derived from the workload profile (matrix " +
                             std::string(m_scenario.profile->matrixId()) +
                             "); set a different score in profile.overrides instead");
    const json *member =
        governed ? nullptr : m_validator.member(*object, path, "scores", Need::Required);
    const std::string scoresPath = path + ".scores";
    if (const json *scores = member ? m_validator.asObject(*member, scoresPath) : nullptr) {
        for (const auto &[optionId, score] : scores->items()) {
            const std::string scorePath = scoresPath + "." + optionId;
            if (m_optionsListed && !knownOption(optionId)) {
                m_validator.fail(scorePath, "no option has id " + JsonValidator::quote(optionId));
                continue;
            }
            if (auto value = m_validator.integerAt(score, scorePath))
                criterion.scores[optionId] = *value;
        }
        for (const std::string &optionId : m_optionIds) {
            // An option whose id is itself wrong already has its message.
            if (isValidOptionId(optionId) && !scores->contains(optionId))
                m_validator.fail(scoresPath + "." + optionId,
                                 "missing (every option needs a score)");
        }
    }
    m_scenario.criteria->push_back(std::move(criterion));
}

void ScenarioParser::readUncertainty(const json &root)
{
    const json *member = m_validator.member(root, "", "uncertainty", Need::Optional);
    const json *ranges = member ? m_validator.asArray(*member, "uncertainty") : nullptr;
    if (!ranges)
        return;
    std::map<std::string, std::size_t> targets;
    for (std::size_t i = 0; i < ranges->size(); ++i) {
        const std::string path = JsonValidator::element("uncertainty", i);
        const json *object = m_validator.asObject((*ranges)[i], path);
        if (!object)
            continue;
        m_validator.allowOnly(*object, path, {"target", "low", "high"});
        const auto target = m_validator.string(*object, path, "target", Need::Required);
        const auto low = m_validator.number(*object, path, "low", Need::Required);
        const auto high = m_validator.number(*object, path, "high", Need::Required);
        if (target) {
            if (const auto [it, inserted] = targets.emplace(*target, i); !inserted)
                m_validator.fail(path + ".target",
                                 "duplicate target " + JsonValidator::quote(*target) + " (also " +
                                     JsonValidator::element("uncertainty", it->second) + ")");
        }
        if (!target || !low || !high)
            continue;
        const UncertaintyRange range{*target, *low, *high};
        checkTarget(range, path);
        m_scenario.uncertainty.push_back(range);
    }
}

// The target must name a value the scenario sets, and the range must hold that value
// inside the field's own valid range. Targets into a section that already has errors
// are not resolved: the section's own message says what is wrong.
void ScenarioParser::checkTarget(const UncertaintyRange &range, const std::string &path)
{
    const std::string_view target = range.target;
    std::string section;
    if (target.starts_with("workload."))
        section = "workload";
    else if (target.starts_with("team."))
        section = "team";
    else if (target.starts_with("options.")) {
        const auto rest = target.substr(8);
        const auto it = m_optionIndex.find(std::string(rest.substr(0, rest.find('.'))));
        if (!m_optionsListed)
            return;
        section = it == m_optionIndex.end() ? std::string("(none)")
                                            : JsonValidator::element("options", it->second);
    }
    if (!section.empty() && m_validator.hasErrorUnder(section))
        return;
    std::string problem;
    const double *value = ParameterPath::resolve(m_scenario, target, &problem);
    if (!value) {
        m_validator.fail(path + ".target", problem.empty() ? "unknown target" : problem);
        return;
    }
    const std::string generic = RangeTable::genericPath(target);
    if (const FieldRange *valid = RangeTable::find(generic)) {
        bool outside = false;
        const std::array<std::pair<const char *, double>, 2> bounds{
            {{"low", range.low}, {"high", range.high}}};
        for (const auto &[key, bound] : bounds) {
            if (std::string message = JsonValidator::rangeViolation(*valid, bound);
                !message.empty()) {
                m_validator.fail(path + "." + key,
                                 "outside the valid range of " + generic + ": " + message);
                outside = true;
            }
        }
        if (outside)
            return;
    }
    const std::string current = text::exactNumber(*value);
    if (range.low > *value)
        m_validator.fail(path + ".low", "must be <= the scenario's value " + current + ", got " +
                                            text::exactNumber(range.low));
    if (range.high < *value)
        m_validator.fail(path + ".high", "must be >= the scenario's value " + current + ", got " +
                                             text::exactNumber(range.high));
}

} // namespace acceldecide
