#include "ui/present/LiveWhatIf.h"

#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/model/ParameterPath.h"
#include "core/model/RangeTable.h"

#include <algorithm>

namespace acceldecide::ui {

std::vector<LiveInput> LiveWhatIf::liveInputs(const Scenario &scenario)
{
    std::vector<LiveInput> inputs;
    for (const std::string &target : scenario.presentation.liveInputs) {
        const auto range =
            std::find_if(scenario.uncertainty.begin(), scenario.uncertainty.end(),
                         [&](const UncertaintyRange &r) { return r.target == target; });
        const std::optional<double> value = ParameterPath::value(scenario, target);
        if (range == scenario.uncertainty.end() || !value)
            continue;
        LiveInput input;
        input.target = target;
        input.label = QString::fromStdString(ParameterPath::describe(target));
        if (const FieldRange *field = RangeTable::findFor(target))
            input.unit = QString::fromUtf8(field->unit.data(), qsizetype(field->unit.size()));
        input.low = range->low;
        input.high = range->high;
        input.scenarioValue = *value;
        inputs.push_back(std::move(input));
    }
    return inputs;
}

void LiveWhatIf::setBase(const Scenario &resolved,
                         std::map<std::string, OptionProvenance> provenance)
{
    m_base = resolved;
    m_provenance = std::move(provenance);
    m_inputs = liveInputs(m_base);
    std::erase_if(m_values, [this](const auto &entry) {
        return std::none_of(m_inputs.begin(), m_inputs.end(),
                            [&](const LiveInput &input) { return input.target == entry.first; });
    });
    evaluate();
}

bool LiveWhatIf::setValue(const std::string &target, double value)
{
    const auto input = std::find_if(m_inputs.begin(), m_inputs.end(),
                                    [&](const LiveInput &i) { return i.target == target; });
    if (input == m_inputs.end())
        return false;
    value = std::clamp(value, input->low, input->high);
    if (value == input->scenarioValue)
        m_values.erase(target);
    else
        m_values[target] = value;
    evaluate();
    return true;
}

void LiveWhatIf::reset()
{
    m_values.clear();
    evaluate();
}

void LiveWhatIf::evaluate()
{
    Scenario moved = m_base;
    for (const auto &[target, value] : m_values) {
        if (double *field = ParameterPath::resolve(moved, target))
            *field = value;
    }
    EvaluationRequest request;
    request.sensitivity = true;
    request.provenance = m_provenance;
    Expected<Evaluation, ValidationErrors> evaluation =
        ScenarioEvaluator::tryEvaluate(moved, request);
    if (!evaluation) {
        // Every value within an uncertainty range is one the scenario may hold, so the
        // engine accepts it; should it not, the base scenario is shown rather than nothing.
        moved = m_base;
        m_values.clear();
        evaluation = ScenarioEvaluator::tryEvaluate(moved, request);
    }
    // Without an evaluation the chart inputs are not valid and nothing is redrawn.
    m_current.evaluation = evaluation ? std::move(evaluation).value() : Evaluation{};
    m_current.scenario = std::move(moved);
    m_current.provenance = m_provenance;
    m_monteCarloDone = false;
}

void LiveWhatIf::ensureMonteCarlo(std::int64_t samples)
{
    if (m_monteCarloDone)
        return;
    m_monteCarloDone = true;
    if (m_current.scenario.uncertainty.empty() || samples <= 0) {
        m_current.evaluation.monteCarlo.reset();
        return;
    }
    // Only a scenario that evaluated runs (an empty evaluation has no options to sample);
    // one thread and the window's seed, as the quick run the window makes on an edit.
    if (m_current.evaluation.options.empty()) {
        m_current.evaluation.monteCarlo.reset();
        return;
    }
    m_current.evaluation.monteCarlo = MonteCarloSimulation::run(m_current.scenario, samples, 1, 1);
}

} // namespace acceldecide::ui
