#pragma once

#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"
#include "core/model/RangeTable.h"
#include "core/model/RealValuedInput.h"
#include "core/model/Scenario.h"

#include <vector>

namespace acceldecide {

// One input at a time moved to its low and high value -- its uncertainty range when the
// scenario gives one, else +/-20 % clamped to the field's valid range -- and the totals
// (ScenarioTotals' quantity) the options asked about then have. Every option's bill at
// the inputs' own values is made once; a point computes again only what the input can
// move (the bill of the option it belongs to, the baseline's months every port runs on,
// or only the money around a bill) and only for the options asked about.
class SensitivityMeasurement
{
public:
    static constexpr double kDefaultRelativeStep = 0.20;

    // `wanted[i] != 0`: option i's totals are measured; every option when empty.
    explicit SensitivityMeasurement(const Scenario &scenario, std::vector<char> wanted = {});

    struct Point
    {
        double baseValue = 0.0;
        double lowValue = 0.0;
        double highValue = 0.0;
        bool fromUncertainty = false;
    };
    // Measures `field`: false when it moves no cost or has no range to test (a zero
    // input's +/-20 %). Then lowTotals() and highTotals() hold the wanted options' totals
    // at its two values; other options' entries are unspecified.
    bool measure(const RealValuedInput &field, Point &point);
    const std::vector<double> &lowTotals() const { return m_low; }
    const std::vector<double> &highTotals() const { return m_high; }

    std::size_t optionCount() const { return m_inputs.options.size(); }
    std::size_t baselineIndex() const { return m_inputs.baselineIndex; }

private:
    // What a field is, looked up once rather than once per option: the same field of
    // twelve options has one valid range and one member.
    struct FieldFacts
    {
        std::string_view group;
        std::string_view name;
        RealValuedInput::Scope scope;
        double OptionCostInputs::*member;
        const FieldRange *range;
    };

    bool wants(std::size_t i) const { return m_wanted.empty() || m_wanted[i] != 0; }
    const FieldFacts &factsFor(const RealValuedInput &field);
    double moneyTotal(std::size_t i);
    void totalsAt(double value, int optionIndex, bool onlyMoney, std::vector<double> &totals);

    const Scenario &m_scenario;
    std::vector<char> m_wanted;
    ScenarioCostInputs m_inputs;
    std::vector<OptionEconomics> m_economics;
    OptionEconomics m_portWork; // what the others' ports run on (billing/PortWork.h)
    std::vector<double> m_baseCredits;
    std::vector<double> m_baseTotals;
    std::vector<double> m_low;
    std::vector<double> m_high;
    std::vector<double *> m_places;
    std::vector<FieldFacts> m_known;
};

} // namespace acceldecide
