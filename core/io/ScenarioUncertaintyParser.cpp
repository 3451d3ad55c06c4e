#include "core/io/ScenarioUncertaintyParser.h"

#include "core/model/ParameterPath.h"
#include "core/model/RangeTable.h"
#include "core/performance/EstimatorInUse.h"
#include "core/text/TextFormat.h"

#include <array>
#include <cstddef>
#include <map>
#include <string_view>
#include <utility>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

} // namespace

void ScenarioUncertaintyParser::readUncertainty(const json &root)
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
bool ScenarioUncertaintyParser::estimatedThroughput(std::string_view target, double &value) const
{
    constexpr std::string_view kOptions = "options.";
    constexpr std::string_view kField = ".throughput.tokens_per_sec_per_accelerator";
    if (!target.starts_with(kOptions) || !target.ends_with(kField))
        return false;
    const std::string_view id =
        target.substr(kOptions.size(), target.size() - kOptions.size() - kField.size());
    const int index = m_scenario.optionIndex(id);
    if (index < 0)
        return false;
    const Option &option = m_scenario.options[std::size_t(index)];
    if (!option.throughput || !option.throughput->estimate)
        return false;
    value = performance::ThroughputEstimator::builtIn()
                .estimateFor(option, m_scenario.workload.kind)
                .tokensPerSecPerAccelerator;
    return true;
}

void ScenarioUncertaintyParser::checkTarget(const UncertaintyRange &range, const std::string &path)
{
    const std::string_view target = range.target;
    std::string section;
    if (target.starts_with("workload."))
        section = "workload";
    else if (target.starts_with("team."))
        section = "team";
    else if (target.starts_with("options.")) {
        const auto rest = target.substr(8);
        const std::map<std::string, std::size_t> &index = m_state.optionIndex();
        const auto it = index.find(std::string(rest.substr(0, rest.find('.'))));
        if (!m_state.optionsListed())
            return;
        section = it == index.end() ? std::string("(none)")
                                    : JsonValidator::element("options", it->second);
    }
    if (!section.empty() && m_validator.hasErrorUnder(section))
        return;
    std::string problem;
    // An estimated throughput has no number in the file: its range is checked against
    // the estimate.
    double estimated = 0.0;
    const double *value = estimatedThroughput(target, estimated)
                              ? &estimated
                              : ParameterPath::resolve(m_scenario, target, &problem);
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
