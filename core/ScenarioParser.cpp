#include "ScenarioParser.h"

#include "ParameterPath.h"
#include "RangeTable.h"

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
    ScenarioReadResult result;
    if (!root.is_object()) {
        v_.fail("",
                "expected a JSON object at the top level, got " + JsonValidator::describe(root));
    } else if (readHeader(root)) {
        v_.allowOnly(root, "",
                     {"format", "version", "name", "horizon_months", "as_of", "workload",
                      "baseline", "options", "team", "criteria", "uncertainty"});
        if (auto name = v_.string(root, "", "name", Need::Required))
            scenario_.name = std::move(*name);
        if (auto horizon = v_.integer(root, "", "horizon_months", Need::Required))
            scenario_.horizonMonths = *horizon;
        if (auto asOf = v_.string(root, "", "as_of", Need::Optional)) {
            if (isIsoDate(*asOf))
                scenario_.asOf = std::move(*asOf);
            else
                v_.fail("as_of",
                        "must be a calendar date YYYY-MM-DD, got " + JsonValidator::quote(*asOf));
        }
        readWorkload(root);
        readTeam(root);
        readOptions(root);
        readBaseline(root);
        readCriteria(root);
        readUncertainty(root);
    }
    result.errors = std::move(errors_);
    if (result.errors.empty())
        result.scenario = std::move(scenario_);
    return result;
}

// A wrong format or version means the rest is not this schema: stop there rather than
// bury the one real problem under a list of "unknown key"s.
bool ScenarioParser::readHeader(const json &root)
{
    const std::size_t before = v_.errorCount();
    if (const json *format = v_.member(root, "", "format", Need::Required)) {
        if (!format->is_string() || format->get_ref<const std::string &>() != kFormat)
            v_.fail("format", "must be \"" + std::string(kFormat) + "\", got " +
                                  JsonValidator::describe(*format));
    }
    if (const json *version = v_.member(root, "", "version", Need::Required)) {
        if (!version->is_number() || version->get<double>() != kVersion)
            v_.fail("version", "must be " + std::to_string(kVersion) + ", got " +
                                   JsonValidator::describe(*version));
    }
    return v_.errorCount() == before;
}

void ScenarioParser::readWorkload(const json &root)
{
    const json *member = v_.member(root, "", "workload", Need::Required);
    const json *workload = member ? v_.asObject(*member, "workload") : nullptr;
    if (!workload)
        return;
    const auto kindText = v_.string(*workload, "workload", "kind", Need::Required);
    if (!kindText)
        return;
    kind_ = workloadKindFromString(*kindText);
    if (!kind_) {
        v_.fail("workload.kind", "must be \"training\", \"inference\" or \"capacity\", got " +
                                     JsonValidator::quote(*kindText));
        return;
    }
    Workload &w = scenario_.workload;
    w.kind = *kind_;
    const char *kindName = toString(*kind_);
    // Fields of another kind are still unknown keys, but say why.
    static const std::map<std::string_view, std::string_view> kOwner{
        {"model_params_billion", "training and inference"},
        {"tokens_per_run_billion", "training"},
        {"runs", "training"},
        {"overhead_percent", "training"},
        {"tokens_per_day_billion", "inference"},
        {"utilization_percent", "inference"},
        {"hours_per_month", "capacity"},
    };
    for (const auto &[key, value] : workload->items()) {
        if (key == "kind")
            continue;
        const auto owner = kOwner.find(key);
        if (owner == kOwner.end())
            v_.fail("workload." + key, "unknown key");
        else if (owner->second.find(kindName) == std::string_view::npos)
            v_.fail("workload." + key, "unknown key for " + workloadPhrase(*kind_) +
                                           " (it belongs to " + std::string(owner->second) + ")");
    }
    auto read = [&](std::string_view key, Need need, double &field) {
        if (auto value = v_.number(*workload, "workload", key, need))
            field = *value;
    };
    switch (*kind_) {
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
}

void ScenarioParser::readTeam(const json &root)
{
    const json *member = v_.member(root, "", "team", Need::Optional);
    if (!member)
        return;
    const json *object = v_.asObject(*member, "team");
    if (!object) {
        teamHas_.fill(true); // a broken team says nothing about what it would supply
        return;
    }
    v_.allowOnly(*object, "team", {"engineers", "hours_per_week", "hourly_rate_usd"});
    Team team;
    std::array<std::optional<double> *, 3> fields{&team.engineers, &team.hoursPerWeek,
                                                  &team.hourlyRateUsd};
    for (std::size_t i = 0; i < kTeamFields.size(); ++i) {
        teamHas_[i] = object->contains(kTeamFields[i]);
        *fields[i] = v_.number(*object, "team", kTeamFields[i], Need::Optional);
    }
    scenario_.team = team;
}

void ScenarioParser::readBaseline(const json &root)
{
    auto baseline = v_.string(root, "", "baseline", Need::Required);
    if (!baseline)
        return;
    if (optionsListed_ && !knownOption(*baseline))
        v_.fail("baseline", "no option has id " + JsonValidator::quote(*baseline));
    scenario_.baseline = std::move(*baseline);
}

void ScenarioParser::readCriteria(const json &root)
{
    const json *member = v_.member(root, "", "criteria", Need::Optional);
    const json *criteria = member ? v_.asArray(*member, "criteria") : nullptr;
    if (!criteria)
        return;
    const std::size_t before = v_.errorCount();
    std::map<std::string, std::size_t> ids;
    scenario_.criteria.emplace();
    for (std::size_t i = 0; i < criteria->size(); ++i)
        readCriterion((*criteria)[i], i, ids);
    if (v_.errorCount() != before)
        return; // a bad weight would make the sum meaningless
    double sum = 0.0;
    for (const Criterion &criterion : *scenario_.criteria)
        sum += criterion.weight;
    if (!(sum > 0.0))
        v_.fail("criteria",
                "weights must sum to more than 0, got " + JsonValidator::formatNumber(sum));
}

void ScenarioParser::readCriterion(const json &value, std::size_t index,
                                   std::map<std::string, std::size_t> &ids)
{
    const std::string path = JsonValidator::element("criteria", index);
    const json *object = v_.asObject(value, path);
    if (!object)
        return;
    v_.allowOnly(*object, path, {"id", "label", "weight", "scores", "incomplete"});
    Criterion criterion;
    if (auto id = v_.string(*object, path, "id", Need::Required)) {
        if (const auto [it, inserted] = ids.emplace(*id, index); !inserted)
            v_.fail(path + ".id", "duplicate id " + JsonValidator::quote(*id) + " (also " +
                                      JsonValidator::element("criteria", it->second) + ")");
        criterion.id = std::move(*id);
    }
    if (auto label = v_.string(*object, path, "label", Need::Required))
        criterion.label = std::move(*label);
    if (auto weight = v_.number(*object, path, "weight", Need::Required))
        criterion.weight = *weight;
    if (auto incomplete = v_.boolean(*object, path, "incomplete", Need::Optional))
        criterion.incomplete = *incomplete;
    const json *member = v_.member(*object, path, "scores", Need::Required);
    const std::string scoresPath = path + ".scores";
    if (const json *scores = member ? v_.asObject(*member, scoresPath) : nullptr) {
        for (const auto &[optionId, score] : scores->items()) {
            const std::string scorePath = scoresPath + "." + optionId;
            if (optionsListed_ && !knownOption(optionId)) {
                v_.fail(scorePath, "no option has id " + JsonValidator::quote(optionId));
                continue;
            }
            if (auto value = v_.integerAt(score, scorePath))
                criterion.scores[optionId] = *value;
        }
        for (const std::string &optionId : optionIds_) {
            // An option whose id is itself wrong already has its message.
            if (isValidOptionId(optionId) && !scores->contains(optionId))
                v_.fail(scoresPath + "." + optionId, "missing (every option needs a score)");
        }
    }
    scenario_.criteria->push_back(std::move(criterion));
}

void ScenarioParser::readUncertainty(const json &root)
{
    const json *member = v_.member(root, "", "uncertainty", Need::Optional);
    const json *ranges = member ? v_.asArray(*member, "uncertainty") : nullptr;
    if (!ranges)
        return;
    std::map<std::string, std::size_t> targets;
    for (std::size_t i = 0; i < ranges->size(); ++i) {
        const std::string path = JsonValidator::element("uncertainty", i);
        const json *object = v_.asObject((*ranges)[i], path);
        if (!object)
            continue;
        v_.allowOnly(*object, path, {"target", "low", "high"});
        const auto target = v_.string(*object, path, "target", Need::Required);
        const auto low = v_.number(*object, path, "low", Need::Required);
        const auto high = v_.number(*object, path, "high", Need::Required);
        if (target) {
            if (const auto [it, inserted] = targets.emplace(*target, i); !inserted)
                v_.fail(path + ".target",
                        "duplicate target " + JsonValidator::quote(*target) + " (also " +
                            JsonValidator::element("uncertainty", it->second) + ")");
        }
        if (!target || !low || !high)
            continue;
        const UncertaintyRange range{*target, *low, *high};
        checkTarget(range, path);
        scenario_.uncertainty.push_back(range);
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
        const auto it = optionIndex_.find(std::string(rest.substr(0, rest.find('.'))));
        if (!optionsListed_)
            return;
        section = it == optionIndex_.end() ? std::string("(none)")
                                           : JsonValidator::element("options", it->second);
    }
    if (!section.empty() && v_.hasErrorUnder(section))
        return;
    std::string problem;
    const double *value = ParameterPath::resolve(scenario_, target, &problem);
    if (!value) {
        v_.fail(path + ".target", problem.empty() ? "unknown target" : problem);
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
                v_.fail(path + "." + key, "outside the valid range of " + generic + ": " + message);
                outside = true;
            }
        }
        if (outside)
            return;
    }
    const std::string current = JsonValidator::formatNumber(*value);
    if (range.low > *value)
        v_.fail(path + ".low", "must be <= the scenario's value " + current + ", got " +
                                   JsonValidator::formatNumber(range.low));
    if (range.high < *value)
        v_.fail(path + ".high", "must be >= the scenario's value " + current + ", got " +
                                    JsonValidator::formatNumber(range.high));
}

} // namespace acceldecide
