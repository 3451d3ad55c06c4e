#include "core/io/ScenarioPresentationParser.h"

#include <algorithm>
#include <map>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

} // namespace

// Each live input must be the target of an uncertainty range: its slider spans that
// range, so a presenter can only move an input as far as the analysis says it may go.
void ScenarioPresentationParser::readPresentation(const json &root)
{
    const json *member = m_validator.member(root, "", "presentation", Need::Optional);
    const json *presentation = member ? m_validator.asObject(*member, "presentation") : nullptr;
    if (!presentation)
        return;
    m_validator.allowOnly(*presentation, "presentation", {"live_inputs"});
    const json *listed =
        m_validator.member(*presentation, "presentation", "live_inputs", Need::Optional);
    const json *inputs =
        listed ? m_validator.asArray(*listed, "presentation.live_inputs") : nullptr;
    if (!inputs)
        return;
    if (inputs->size() > Presentation::kMaxLiveInputs)
        m_validator.fail("presentation.live_inputs",
                         "at most " + std::to_string(Presentation::kMaxLiveInputs) +
                             " inputs fit the live bar, got " + std::to_string(inputs->size()));
    // A broken uncertainty section has its own messages; do not add one per live input.
    const bool rangesKnown = !m_validator.hasErrorUnder("uncertainty");
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < inputs->size(); ++i) {
        const std::string path = JsonValidator::element("presentation.live_inputs", i);
        const std::optional<std::string> target = m_validator.stringAt((*inputs)[i], path);
        if (!target)
            continue;
        if (const auto [it, inserted] = seen.emplace(*target, i); !inserted) {
            m_validator.fail(
                path, "duplicate live input " + JsonValidator::quote(*target) + " (also " +
                          JsonValidator::element("presentation.live_inputs", it->second) + ")");
            continue;
        }
        const bool ranged =
            std::any_of(m_scenario.uncertainty.begin(), m_scenario.uncertainty.end(),
                        [&](const UncertaintyRange &range) { return range.target == *target; });
        if (!ranged) {
            if (rangesKnown)
                m_validator.fail(path, JsonValidator::quote(*target) +
                                           " is not the target of an uncertainty range (a "
                                           "live input's slider spans its range: add one to "
                                           "\"uncertainty\")");
            continue;
        }
        m_scenario.presentation.liveInputs.push_back(*target);
    }
}

} // namespace acceldecide
