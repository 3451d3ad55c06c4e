#include "core/engine/SensitivityAnalysis.h"

#include "core/engine/SensitivityMeasurement.h"
#include "core/model/ParameterPath.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

// Measures `field` into `swings` when it moves a cost; the savings are the baseline's
// total less each other option's.
void measureInto(SensitivityMeasurement &measurement, const RealValuedInput &field,
                 SensitivitySwings &swings)
{
    SensitivityMeasurement::Point point;
    if (!measurement.measure(field, point))
        return;
    SensitivitySwings::Input &input = swings.inputs.emplace_back(SensitivitySwings::Input{
        field, point.baseValue, point.lowValue, point.highValue, point.fromUncertainty, 0.0});
    const std::vector<double> &low = measurement.lowTotals();
    const std::vector<double> &high = measurement.highTotals();
    const std::size_t baseline = measurement.baselineIndex();
    for (std::size_t i = 0; i < measurement.optionCount(); ++i) {
        if (i == baseline)
            continue;
        const double savingLow = low[baseline] - low[i];
        const double savingHigh = high[baseline] - high[i];
        swings.savings.push_back({savingLow, savingHigh});
        input.swing = std::max(input.swing, std::fabs(savingHigh - savingLow));
    }
}

} // namespace

std::vector<SensitivityEntry> SensitivityAnalysis::run(const Scenario &scenario)
{
    return swings(scenario).entries(scenario);
}

SensitivitySwings SensitivityAnalysis::swings(const Scenario &scenario)
{
    const std::vector<RealValuedInput> fields = ParameterPath::realValuedInputFields(scenario);
    SensitivityMeasurement measurement(scenario);
    SensitivitySwings swings;
    swings.columns = measurement.optionCount() - 1;
    swings.inputs.reserve(fields.size());
    swings.savings.reserve(fields.size() * swings.columns);
    for (const RealValuedInput &field : fields)
        measureInto(measurement, field, swings);
    return swings;
}

std::optional<RiskiestInput> SensitivityAnalysis::riskiest(const Scenario &scenario, int column)
{
    const int baseline = scenario.baselineIndex();
    const int optionCount = int(scenario.options.size());
    if (column < 0 || baseline < 0 || column >= optionCount - 1)
        return swings(scenario).riskiestInput(scenario, column);
    // Compared options are every option but the baseline, in order.
    const std::size_t option = std::size_t(column < baseline ? column : column + 1);
    const std::size_t base = std::size_t(baseline);
    std::vector<char> wanted(std::size_t(optionCount), 0);
    wanted[option] = 1;
    wanted[base] = 1;

    // Another option's own field moves neither total, so its swing here is exactly 0.
    const std::vector<RealValuedInput> fields = ParameterPath::realValuedInputFields(scenario);
    SensitivityMeasurement measurement(scenario, std::move(wanted));
    std::vector<std::size_t> largest; // the fields that move the saving most, in order
    double largestSwing = 0.0;
    SensitivityMeasurement::Point point;
    for (std::size_t f = 0; f < fields.size(); ++f) {
        const RealValuedInput &field = fields[f];
        if (field.scope == RealValuedInput::Scope::Option && std::size_t(field.option) != option &&
            std::size_t(field.option) != base)
            continue;
        if (!measurement.measure(field, point))
            continue;
        const std::vector<double> &low = measurement.lowTotals();
        const std::vector<double> &high = measurement.highTotals();
        const double savingLow = low[base] - low[option];
        const double savingHigh = high[base] - high[option];
        const double swing = std::fabs(savingHigh - savingLow);
        if (swing > largestSwing) {
            largestSwing = swing;
            largest.assign(1, f);
        } else if (swing == largestSwing && !largest.empty()) {
            largest.push_back(f);
        }
    }
    if (largest.empty())
        return std::nullopt;
    std::size_t chosen = largest.front();
    if (largest.size() > 1) {
        // A tie: the tornado lists the field with the larger swing over every option
        // first, then the earlier one.
        SensitivityMeasurement whole(scenario);
        SensitivitySwings tied;
        tied.columns = whole.optionCount() - 1;
        double best = -1.0;
        for (std::size_t f : largest) {
            tied.inputs.clear();
            tied.savings.clear();
            measureInto(whole, fields[f], tied);
            if (!tied.inputs.empty() && tied.inputs.front().swing > best) {
                best = tied.inputs.front().swing;
                chosen = f;
            }
        }
    }
    return RiskiestInput{fields[chosen].path(scenario), largestSwing};
}

} // namespace acceldecide
