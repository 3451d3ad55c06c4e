#include "core/decision/PortingEstimator.h"

#include "core/decision/ProfileData.h"
#include "core/model/ProfileFactors.h"
#include "core/text/CsvText.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace acceldecide {

namespace {

bool parseWeeks(const std::string &text, double &value)
{
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size() && std::isfinite(value) &&
           value >= 0.0;
}

std::string teamKey(const std::optional<TeamExpertise> &team)
{
    if (!team)
        return {};
    return *team == TeamExpertise::NeuronExperienced ? "experienced" : "new";
}

std::string uncertaintyTarget(const Option &option)
{
    return "options." + option.id + ".migration.weeks";
}

} // namespace

namespace {

// The built-in table, parsed once: the rows and what failed to parse.
struct BuiltInEstimator
{
    std::vector<std::string> errors;
    PortingEstimator estimator;
};

const BuiltInEstimator &builtInEstimator()
{
    static const BuiltInEstimator parsed = [] {
        BuiltInEstimator result;
        result.estimator =
            PortingEstimator::parse(profiledata::portingEstimatesCsv(), result.errors);
        return result;
    }();
    return parsed;
}

} // namespace

const PortingEstimator &PortingEstimator::builtIn()
{
    return builtInEstimator().estimator;
}

const std::vector<std::string> &PortingEstimator::builtInErrors()
{
    return builtInEstimator().errors;
}

PortingEstimator PortingEstimator::parse(std::string_view csv, std::vector<std::string> &errors)
{
    PortingEstimator parsed;
    std::vector<CsvText::Row> rows;
    std::string error;
    if (!CsvText::parse(csv, rows, error)) {
        errors.push_back("porting-estimates.csv: " + error);
        return parsed;
    }
    const std::vector<std::string> header{"architecture", "team",    "low_weeks",
                                          "high_weeks",   "wording", "source"};
    if (rows.empty() || rows[0] != header) {
        errors.push_back("porting-estimates.csv: the header must be "
                         "architecture,team,low_weeks,high_weeks,wording,source");
        return parsed;
    }
    const ProfileFactor *architecture = ProfileFactors::find("architecture");
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const std::string where = "porting-estimates.csv line " + std::to_string(r + 1) + ": ";
        if (rows[r].size() != header.size()) {
            errors.push_back(where + "expected 6 fields, got " + std::to_string(rows[r].size()));
            continue;
        }
        Row row{rows[r][0], rows[r][1], {rows[r][4], 0.0, 0.0, rows[r][5]}};
        const std::size_t before = errors.size();
        if (ProfileFactors::choiceIndex(*architecture, row.architecture) < 0)
            errors.push_back(where + "\"" + row.architecture + "\" is not an architecture");
        if (row.team != "any" && row.team != "new" && row.team != "experienced")
            errors.push_back(where + "team must be any, new or experienced, got \"" + row.team +
                             "\"");
        if (!parseWeeks(rows[r][2], row.estimate.lowWeeks) ||
            !parseWeeks(rows[r][3], row.estimate.highWeeks) ||
            row.estimate.lowWeeks > row.estimate.highWeeks)
            errors.push_back(where + "low_weeks and high_weeks must be numbers >= 0, low <= high");
        if (errors.size() == before)
            parsed.m_rows.push_back(std::move(row));
    }
    return parsed;
}

std::optional<PortingEstimate> PortingEstimator::estimate(const WorkloadProfile &profile) const
{
    const std::optional<ProfileAnswer> architecture = profile.answer("architecture");
    if (!architecture)
        return std::nullopt;
    const std::string team = teamKey(profile.teamExpertise);
    PortingEstimate estimate;
    estimate.architecture = architecture->choice;
    for (const Row &row : m_rows) {
        if (row.architecture != architecture->choice || (row.team != "any" && row.team != team))
            continue;
        if (estimate.rows.empty()) {
            estimate.lowWeeks = row.estimate.lowWeeks;
            estimate.highWeeks = row.estimate.highWeeks;
        } else {
            estimate.lowWeeks = std::min(estimate.lowWeeks, row.estimate.lowWeeks);
            estimate.highWeeks = std::max(estimate.highWeeks, row.estimate.highWeeks);
        }
        estimate.mayBeInfeasible = estimate.mayBeInfeasible ||
                                   row.estimate.wording.find("infeasible") != std::string::npos;
        estimate.rows.push_back(row.estimate);
    }
    if (estimate.rows.empty())
        return std::nullopt;
    return estimate;
}

std::vector<std::string> PortingEstimator::applyTo(Scenario &scenario,
                                                   const PortingEstimate &estimate)
{
    std::vector<std::string> notes;
    const bool teamComplete = scenario.team && scenario.team->engineers &&
                              scenario.team->hoursPerWeek && scenario.team->hourlyRateUsd;
    const double weeks = estimate.midpointWeeks();
    const std::string range = text::exactNumber(estimate.lowWeeks) + "-" +
                              text::exactNumber(estimate.highWeeks) + " weeks";
    for (Option &option : scenario.options) {
        if (option.stack != Stack::Neuron)
            continue;
        if (!option.migration && !teamComplete) {
            notes.push_back(option.id + ": skipped (no migration section and no complete team "
                                        "to cost the port)");
            continue;
        }
        if (!option.migration)
            option.migration.emplace();
        option.migration->weeks = weeks;
        const std::string target = uncertaintyTarget(option);
        auto found = std::find_if(scenario.uncertainty.begin(), scenario.uncertainty.end(),
                                  [&](const UncertaintyRange &r) { return r.target == target; });
        if (found == scenario.uncertainty.end())
            scenario.uncertainty.push_back({target, estimate.lowWeeks, estimate.highWeeks});
        else
            *found = {target, estimate.lowWeeks, estimate.highWeeks};
        notes.push_back(option.id + ": migration weeks " + text::exactNumber(weeks) +
                        ", uncertainty " + range);
    }
    return notes;
}

} // namespace acceldecide
