#include "core/io/ScenarioParser.h"

#include "core/io/ScenarioCommitmentParser.h"
#include "core/io/ScenarioCreditParser.h"
#include "core/io/ScenarioCriteriaParser.h"
#include "core/io/ScenarioOptionParser.h"
#include "core/io/ScenarioPresentationParser.h"
#include "core/io/ScenarioProfileParser.h"
#include "core/io/ScenarioStakeholderParser.h"
#include "core/io/ScenarioUncertaintyParser.h"
#include "core/performance/PerformanceCatalog.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
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

// The order matters where a section looks up what an earlier one read: the options
// need the workload and the team; the baseline, credits and criteria name option ids,
// and held reservations are priced from the options; the criteria leave out what the
// profile scores; stakeholders weigh the criteria; uncertainty ranges target values of
// the workload, team and options, and the presentation's live inputs name those ranges.
// The order is also the order of the error messages.
ScenarioReadResult ScenarioParser::run(const json &root)
{
    if (!root.is_object()) {
        m_validator.fail("", "expected a JSON object at the top level, got " +
                                 JsonValidator::describe(root));
    } else if (readHeader(root)) {
        readTopLevel(root);
        readWorkload(root);
        readTeam(root);
        ScenarioOptionParser(m_state).readOptions(root);
        readBaseline(root);
        ScenarioCommitmentParser commitments(m_state);
        commitments.readExistingCommitments(root);
        commitments.readHorizonTreatment(root);
        if (auto discount =
                m_validator.number(root, "", "private_discount_percent", Need::Optional))
            m_scenario.privateDiscountPercent = *discount;
        ScenarioCreditParser(m_state).readCredits(root);
        if (auto rate = m_validator.number(root, "", "discount_rate_percent", Need::Optional))
            m_scenario.discountRatePercent = *rate;
        ScenarioProfileParser(m_state).readProfile(root);
        ScenarioCriteriaParser(m_state).readCriteria(root);
        ScenarioStakeholderParser(m_state).readStakeholders(root);
        ScenarioUncertaintyParser(m_state).readUncertainty(root);
        ScenarioPresentationParser(m_state).readPresentation(root);
    }
    return m_state.takeResult();
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

// The keys a scenario may have, then its name, horizon and as-of date.
void ScenarioParser::readTopLevel(const json &root)
{
    m_validator.allowOnly(root, "",
                          {"format",
                           "version",
                           "name",
                           "horizon_months",
                           "as_of",
                           "bill_tag",
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
    if (auto tag = m_validator.string(root, "", "bill_tag", Need::Optional)) {
        const auto equals = tag->find('=');
        if (equals != std::string::npos && equals > 0)
            m_scenario.billTag = std::move(*tag);
        else
            m_validator.fail("bill_tag", "must be key=value (a cost-allocation tag, e.g. "
                                         "project=llm-train), got " +
                                             JsonValidator::quote(*tag));
    }
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
    m_state.setKind(workloadKindFromString(*kindText));
    const std::optional<WorkloadKind> kind = m_state.kind();
    if (!kind) {
        m_validator.fail("workload.kind",
                         "must be \"training\", \"inference\" or \"capacity\", got " +
                             JsonValidator::quote(*kindText));
        return;
    }
    Workload &w = m_scenario.workload;
    w.kind = *kind;
    const char *kindName = toString(*kind);
    // Fields of another kind are still unknown keys, but say why.
    static const std::map<std::string_view, std::string_view> kOwner{
        {"model_params_billion", "training and inference"},
        {"tokens_per_run_billion", "training"},
        {"runs", "training"},
        {"run_months", "training"},
        {"overhead_percent", "training"},
        {"tokens_per_day_billion", "inference"},
        {"utilization_percent", "inference"},
        {"model", "inference"},
        {"input_tokens", "inference"},
        {"output_tokens", "inference"},
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
            m_validator.fail("workload." + key,
                             "unknown key for " + ScenarioParseState::workloadPhrase(*kind) +
                                 " (it belongs to " + std::string(owner->second) + ")");
    }
    auto read = [&](std::string_view key, Need need, double &field) {
        if (auto value = m_validator.number(*workload, "workload", key, need))
            field = *value;
    };
    switch (*kind) {
    case WorkloadKind::Training:
        read("model_params_billion", Need::Required, w.modelParamsBillion);
        read("tokens_per_run_billion", Need::Required, w.tokensPerRunBillion);
        read("runs", Need::Required, w.runs);
        read("overhead_percent", Need::Optional, w.overheadPercent);
        readRunMonths(*workload);
        break;
    case WorkloadKind::Inference:
        read("model_params_billion", Need::Required, w.modelParamsBillion);
        read("tokens_per_day_billion", Need::Required, w.tokensPerDayBillion);
        read("utilization_percent", Need::Optional, w.utilizationPercent);
        readServedModel(*workload);
        break;
    case WorkloadKind::Capacity:
        read("hours_per_month", Need::Optional, w.hoursPerMonth);
        break;
    }
    if (const json *usage = m_validator.member(*workload, "workload", "usage", Need::Optional))
        readUsage(*usage);
}

// The served model and a request's lengths, all three or none: an option's throughput is
// checked against the model's decode bound at those lengths (ServingClaimCheck), which
// needs each. The model's size must agree with model_params_billion, which prices FLOPs
// per token: two sizes for one model leave the reader unsure which figure is billed.
void ScenarioParser::readServedModel(const json &workload)
{
    Workload &w = m_scenario.workload;
    const auto model = m_validator.string(workload, "workload", "model", Need::Optional);
    w.inputTokens = m_validator.integer(workload, "workload", "input_tokens", Need::Optional);
    w.outputTokens = m_validator.integer(workload, "workload", "output_tokens", Need::Optional);
    const bool named = workload.contains("model");
    if (!named && !workload.contains("input_tokens") && !workload.contains("output_tokens"))
        return;
    if (!named)
        m_validator.fail("workload.model",
                         "missing (input_tokens and output_tokens are a request of the served "
                         "model; name it, a performance catalog id such as \"llama-3.3-70b\")");
    for (const std::string_view key : {"input_tokens", "output_tokens"}) {
        if (named && !workload.contains(key))
            m_validator.fail("workload." + std::string(key),
                             "missing (workload.model needs the tokens in and out a request)");
    }
    if (!model)
        return;
    const performance::PerformanceCatalog &catalog = performance::PerformanceCatalog::builtIn();
    const performance::ModelCard *card = catalog.model(*model);
    if (!card) {
        std::string known;
        for (const performance::ModelCard &each : catalog.models())
            known += (known.empty() ? "" : ", ") + each.shapes.id;
        m_validator.fail("workload.model", "unknown model " + JsonValidator::quote(*model) +
                                               " (known: " + known + ")");
        return;
    }
    w.model = *model;
    if (!m_validator.hasErrorUnder("workload.model_params_billion"))
        checkModelSize(*card);
}

// Within 5 % of the model's stated size, its size counted from its shapes, or (a mixture of
// experts) the parameters a token uses, which is what FLOPs per token follow.
void ScenarioParser::checkModelSize(const performance::ModelCard &card)
{
    constexpr double kTolerance = 0.05;
    const double given = m_scenario.workload.modelParamsBillion;
    const double total = card.statedParametersBillion;
    const double counted = card.shapes.parameters() / 1e9;
    const double active = card.shapes.activeParameters() / 1e9;
    const auto near = [&](double size) {
        return size > 0.0 && std::fabs(given - size) <= kTolerance * size;
    };
    if (!(given > 0.0) || near(total) || near(counted) || near(active))
        return;
    std::string sizes = card.name + ": " + text::compact(total, 2) + " B parameters";
    if (card.shapes.experts > 1)
        sizes += ", " + text::compact(active, 1) + " B active";
    m_validator.fail("workload.model_params_billion",
                     text::exactNumber(given) + " disagrees by more than 5 % with workload.model " +
                         JsonValidator::quote(card.shapes.id) + " (" + sizes + ")");
}

// The month each run starts in, when the team knows it: one a run (the last perhaps a
// part of one), in order, within the horizon.
void ScenarioParser::readRunMonths(const json &workload)
{
    const json *member = m_validator.member(workload, "workload", "run_months", Need::Optional);
    if (!member)
        return;
    const std::string path = "workload.run_months";
    const json *months = m_validator.asArray(*member, path);
    if (!months)
        return;
    const int horizon = m_scenario.horizonMonths;
    if (months->size() > std::size_t(Workload::kMaxListedRuns)) {
        m_validator.fail(path, "lists at most " + std::to_string(Workload::kMaxListedRuns) +
                                   " runs, got " + std::to_string(months->size()));
        return;
    }
    std::vector<int> listed;
    for (std::size_t k = 0; k < months->size(); ++k) {
        const std::string at = path + "[" + std::to_string(k) + "]";
        const std::optional<int> month = m_validator.integerAt((*months)[k], at);
        if (!month)
            return;
        if (*month < 1 || *month > horizon) {
            m_validator.fail(at, "must be a month from 1 to horizon_months (" +
                                     std::to_string(horizon) + "), got " + std::to_string(*month));
            return;
        }
        if (!listed.empty() && *month < listed.back()) {
            m_validator.fail(at, "must not be before the run listed before it (month " +
                                     std::to_string(listed.back()) + "), got " +
                                     std::to_string(*month));
            return;
        }
        listed.push_back(*month);
    }
    Workload &w = m_scenario.workload;
    // A run count already refused has nothing to count the list against.
    if (m_validator.hasErrorUnder("workload.runs"))
        return;
    const double runs = std::ceil(w.runs);
    if (!(runs >= 1.0) || double(listed.size()) != runs) {
        m_validator.fail(path, "must list one month for each of workload.runs (" +
                                   text::exactNumber(w.runs) + " needs " +
                                   text::exactNumber(std::max(runs, 0.0)) + "), got " +
                                   std::to_string(listed.size()));
        return;
    }
    w.runMonths = std::move(listed);
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
        m_state.setTeamHasAll(); // a broken team says nothing about what it would supply
        return;
    }
    m_validator.allowOnly(*object, "team", {"engineers", "hours_per_week", "hourly_rate_usd"});
    Team team;
    std::array<std::optional<double> *, 3> fields{&team.engineers, &team.hoursPerWeek,
                                                  &team.hourlyRateUsd};
    for (std::size_t i = 0; i < ScenarioParseState::kTeamFields.size(); ++i) {
        const std::string_view key = ScenarioParseState::kTeamFields[i];
        m_state.setTeamHas(i, object->contains(key));
        *fields[i] = m_validator.number(*object, "team", key, Need::Optional);
    }
    m_scenario.team = team;
}

void ScenarioParser::readBaseline(const json &root)
{
    auto baseline = m_validator.string(root, "", "baseline", Need::Required);
    if (!baseline)
        return;
    if (m_state.optionsListed() && !m_state.knownOption(*baseline))
        m_validator.fail("baseline", "no option has id " + JsonValidator::quote(*baseline));
    m_scenario.baseline = std::move(*baseline);
}

} // namespace acceldecide
