#include "core/decision/ProfileRules.h"

#include "core/decision/CriteriaPresets.h"
#include "core/decision/ProfileData.h"
#include "core/model/ProfileFactors.h"
#include "core/text/CsvTable.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace acceldecide {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

bool parseNumber(std::string_view text, double &value)
{
    if (text == "inf") {
        value = kInfinity;
        return true;
    }
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size() && std::isfinite(value);
}

bool parseScore(std::string_view text, int &score)
{
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), score);
    return error == std::errc() && end == text.data() + text.size() && score >= 1 && score <= 5;
}

// "[10,70)" -> 10 inclusive to 70 exclusive.
bool parseInterval(std::string_view text, ProfileBand &band)
{
    if (text.size() < 5 || (text.front() != '[' && text.front() != '(') ||
        (text.back() != ']' && text.back() != ')'))
        return false;
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos)
        return false;
    band.numeric = true;
    band.lowInclusive = text.front() == '[';
    band.highInclusive = text.back() == ']';
    return parseNumber(text.substr(1, comma - 1), band.low) &&
           parseNumber(text.substr(comma + 1, text.size() - comma - 2), band.high) &&
           band.low < band.high && std::isfinite(band.low) &&
           !(band.highInclusive && !std::isfinite(band.high));
}

std::string formatBound(double value)
{
    return text::exactNumber(value);
}

} // namespace

bool ProfileBand::contains(const ProfileAnswer &answer) const
{
    if (!numeric)
        return !answer.number && answer.choice == choice;
    if (!answer.number)
        return false;
    const double value = *answer.number;
    const bool aboveLow = lowInclusive ? value >= low : value > low;
    const bool belowHigh = highInclusive ? value <= high : value < high;
    return aboveLow && belowHigh;
}

std::string ProfileBand::text() const
{
    if (!numeric)
        return choice;
    const bool fromZero = low == 0.0 && lowInclusive;
    const std::string lowText = formatBound(low);
    if (!std::isfinite(high))
        return lowInclusive ? lowText + " or more" : "more than " + lowText;
    const std::string highText = (highInclusive ? "" : "under ") + formatBound(high);
    if (fromZero)
        return highInclusive ? "up to " + formatBound(high) : highText;
    return (lowInclusive ? lowText : "more than " + lowText) + " to " + highText;
}

namespace {

// The built-in tables, parsed once: the rules and what failed to parse.
struct BuiltInRules
{
    std::vector<std::string> errors;
    ProfileRules rules;
};

const BuiltInRules &builtInRules()
{
    static const BuiltInRules parsed = [] {
        BuiltInRules result;
        result.rules = ProfileRules::parse(profiledata::rulesCsv(), profiledata::knockoutsCsv(),
                                           result.errors);
        return result;
    }();
    return parsed;
}

} // namespace

const ProfileRules &ProfileRules::builtIn()
{
    return builtInRules().rules;
}

const std::vector<std::string> &ProfileRules::builtInErrors()
{
    return builtInRules().errors;
}

ProfileRules ProfileRules::parse(std::string_view rulesCsv, std::string_view knockoutsCsv,
                                 std::vector<std::string> &errors)
{
    ProfileRules parsed;
    const std::optional<CsvTable> rules = CsvTable::read(
        "profile-rules.csv", rulesCsv,
        {"matrix", "criterion", "factor", "band", "neuron_score", "cuda_score", "reason", "source"},
        errors);
    for (std::size_t r = 1; rules && r <= rules->rowCount(); ++r) {
        const auto cell = [&](std::string_view name) {
            return rules->cell(r, name);
        };
        ProfileRule rule{cell("matrix"), cell("criterion"), cell("factor"), {}, 3, 3,
                         cell("reason"), cell("source")};
        const ProfileFactor *factor = ProfileFactors::find(rule.factor);
        const std::size_t before = errors.size();
        if (!factor)
            errors.push_back(rules->where(r, "factor") + "no factor \"" + rule.factor + "\"");
        const std::string band = cell("band");
        if (factor && factor->kind == FactorKind::Number && !parseInterval(band, rule.band))
            errors.push_back(rules->where(r, "band") +
                             "expected an interval such as "
                             "[10,70) or (100000,inf), got \"" +
                             band + "\"");
        if (factor && factor->kind == FactorKind::Choice) {
            if (ProfileFactors::choiceIndex(*factor, band) < 0)
                errors.push_back(rules->where(r, "band") + "\"" + band + "\" is not a choice of " +
                                 rule.factor);
            rule.band.choice = band;
        }
        if (!parseScore(cell("neuron_score"), rule.neuronScore))
            errors.push_back(rules->where(r, "neuron_score") +
                             "expected an integer 1 to 5, got \"" + cell("neuron_score") + "\"");
        if (!parseScore(cell("cuda_score"), rule.cudaScore))
            errors.push_back(rules->where(r, "cuda_score") + "expected an integer 1 to 5, got \"" +
                             cell("cuda_score") + "\"");
        if (rule.reason.empty() || rule.source.empty())
            errors.push_back(rules->where(r, "reason") + "every rule needs a reason and a "
                                                         "source");
        if (errors.size() == before)
            parsed.m_rules.push_back(std::move(rule));
    }

    const std::optional<CsvTable> knockouts =
        CsvTable::read("profile-knockouts.csv", knockoutsCsv,
                       {"factor", "choice", "stack", "reason", "source"}, errors);
    for (std::size_t r = 1; knockouts && r <= knockouts->rowCount(); ++r) {
        const auto cell = [&](std::string_view name) {
            return knockouts->cell(r, name);
        };
        KnockoutRule rule{cell("factor"), cell("choice"), Stack::Neuron, cell("reason"),
                          cell("source")};
        const std::size_t before = errors.size();
        const ProfileFactor *factor = ProfileFactors::find(rule.factor);
        if (!factor || factor->kind != FactorKind::Choice)
            errors.push_back(knockouts->where(r, "factor") + "no choice factor \"" + rule.factor +
                             "\"");
        else if (ProfileFactors::choiceIndex(*factor, rule.choice) < 0)
            errors.push_back(knockouts->where(r, "choice") + "\"" + rule.choice +
                             "\" is not a choice of " + rule.factor);
        if (const auto stack = stackFromString(cell("stack")))
            rule.stack = *stack;
        else
            errors.push_back(knockouts->where(r, "stack") + "expected neuron or cuda, got \"" +
                             cell("stack") + "\"");
        if (errors.size() == before)
            parsed.m_knockouts.push_back(std::move(rule));
    }
    return parsed;
}

bool ProfileRules::governs(std::string_view matrix, std::string_view criterion) const
{
    return !factorOf(matrix, criterion).empty();
}

std::string_view ProfileRules::factorOf(std::string_view matrix, std::string_view criterion) const
{
    for (const ProfileRule &rule : m_rules) {
        if (rule.matrix == matrix && rule.criterion == criterion)
            return rule.factor;
    }
    return {};
}

const ProfileRule *ProfileRules::match(std::string_view matrix, std::string_view criterion,
                                       const ProfileAnswer &answer) const
{
    for (const ProfileRule &rule : m_rules) {
        if (rule.matrix == matrix && rule.criterion == criterion && rule.band.contains(answer))
            return &rule;
    }
    return nullptr;
}

std::vector<std::string> ProfileRules::matrices() const
{
    std::vector<std::string> ids;
    for (const ProfileRule &rule : m_rules) {
        if (std::find(ids.begin(), ids.end(), rule.matrix) == ids.end())
            ids.push_back(rule.matrix);
    }
    return ids;
}

std::vector<std::string> ProfileRules::coverageProblems() const
{
    std::vector<std::string> problems;
    for (const std::string &matrix : matrices()) {
        const CriteriaPreset *preset = CriteriaPresets::find(matrix);
        if (!preset) {
            problems.push_back(matrix + ": no criteria preset has this id");
            continue;
        }
        std::set<std::string> criteria;
        for (const ProfileRule &rule : m_rules) {
            if (rule.matrix == matrix)
                criteria.insert(rule.criterion);
        }
        for (const PresetCriterion &item : preset->criteria) {
            if (!criteria.count(std::string(item.id)))
                problems.push_back(matrix + "." + std::string(item.id) + ": no rules");
        }
        for (const std::string &criterion : criteria) {
            const std::string name = matrix + "." + criterion;
            const bool inPreset =
                std::any_of(preset->criteria.begin(), preset->criteria.end(),
                            [&](const PresetCriterion &item) { return item.id == criterion; });
            if (!inPreset)
                problems.push_back(name + ": not a criterion of the preset");
            std::vector<const ProfileRule *> rows;
            for (const ProfileRule &rule : m_rules) {
                if (rule.matrix == matrix && rule.criterion == criterion)
                    rows.push_back(&rule);
            }
            const std::string &factorId = rows.front()->factor;
            if (std::any_of(rows.begin(), rows.end(),
                            [&](const ProfileRule *rule) { return rule->factor != factorId; })) {
                problems.push_back(name + ": read from more than one factor");
                continue;
            }
            const ProfileFactor *factor = ProfileFactors::find(factorId);
            if (factor->kind == FactorKind::Choice) {
                for (const FactorChoice &choice : factor->choices) {
                    const auto count = std::count_if(rows.begin(), rows.end(), [&](auto *rule) {
                        return rule->band.choice == choice.id;
                    });
                    if (count != 1)
                        problems.push_back(name + ": choice " + std::string(choice.id) + " has " +
                                           std::to_string(count) + " rules, not 1");
                }
                continue;
            }
            // Numeric bands, sorted by their lower end, must tile [0, inf): each starts
            // where the previous one ends, with the boundary in exactly one of them.
            std::sort(rows.begin(), rows.end(), [](auto *a, auto *b) {
                return a->band.low < b->band.low || (a->band.low == b->band.low &&
                                                     a->band.lowInclusive && !b->band.lowInclusive);
            });
            double reached = 0.0;
            bool reachedInclusive = false; // the next band must include `reached`
            bool tiled = true;
            for (const ProfileRule *rule : rows) {
                const ProfileBand &band = rule->band;
                if (band.low != reached || band.lowInclusive == reachedInclusive) {
                    problems.push_back(name + ": bands leave a gap or overlap at " +
                                       formatBound(reached) + " (band " + band.text() + ")");
                    tiled = false;
                    break;
                }
                reached = band.high;
                reachedInclusive = band.highInclusive;
            }
            if (tiled && std::isfinite(reached))
                problems.push_back(name + ": no band reaches infinity (last ends at " +
                                   formatBound(reached) + ")");
        }
    }
    return problems;
}

} // namespace acceldecide
