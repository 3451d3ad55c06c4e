#include "core/engine/SensitivityMeasurement.h"

#include "core/engine/ScenarioTotals.h"

namespace acceldecide {

SensitivityMeasurement::SensitivityMeasurement(const Scenario &scenario, std::vector<char> wanted)
    : m_scenario(scenario), m_wanted(std::move(wanted)),
      m_inputs(ScenarioCostInputs::from(scenario))
{
    const std::size_t count = m_inputs.options.size();
    const std::size_t baseline = m_inputs.baselineIndex;
    // The baseline's bill is always made: every other option's port runs on it.
    m_economics.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        if (i == baseline || wants(i))
            m_economics[i] = OptionCostModel::economics(m_inputs.workload, m_inputs.horizonMonths,
                                                        m_inputs.options[i], i == baseline);
    }
    m_portWork =
        OptionCostModel::portWorkEconomics(m_inputs.workload, m_inputs.horizonMonths,
                                           m_inputs.options[baseline], m_economics[baseline]);
    const auto portedFrom = [&](std::size_t i) -> const OptionEconomics & {
        return i == baseline ? m_economics[baseline] : m_portWork;
    };
    // Credits pay for running, not for the money around it: only a port's length (the
    // months the work stays on the baseline) moves what they pay.
    m_baseCredits.assign(count, 0.0);
    // The totals at the inputs' own values: ScenarioTotals' sum over the bills just made.
    m_baseTotals.assign(count, 0.0);
    for (std::size_t i = 0; i < count; ++i) {
        if (!wants(i))
            continue;
        m_baseCredits[i] = ScenarioTotals::creditsUsd(m_inputs, i, m_economics[i], portedFrom(i));
        m_baseTotals[i] =
            OptionCostModel::horizonTotalUsd(m_economics[i], portedFrom(i), m_inputs.workload,
                                             m_inputs.horizonMonths) +
            m_economics[i].commitmentBeyondHorizonUsd - m_baseCredits[i];
    }
    m_low.resize(count);
    m_high.resize(count);
    m_known.reserve(24);
}

const SensitivityMeasurement::FieldFacts &
SensitivityMeasurement::factsFor(const RealValuedInput &field)
{
    for (const FieldFacts &facts : m_known) {
        if (facts.scope == field.scope && facts.name == field.name && facts.group == field.group)
            return facts;
    }
    double OptionCostInputs::*member = nullptr;
    if (field.scope == RealValuedInput::Scope::Option)
        member = OptionCostInputs::member(field);
    return m_known.emplace_back(FieldFacts{field.group, field.name, field.scope, member,
                                           RangeTable::findFor(field.path(m_scenario))});
}

bool SensitivityMeasurement::measure(const RealValuedInput &field, Point &point)
{
    const FieldFacts &facts = factsFor(field);
    m_inputs.bind(m_scenario, field, facts.member, m_places);
    if (m_places.empty())
        return false;                      // moves no cost
    const double base = *m_places.front(); // every place holds the same value
    point = {base, base * (1.0 - kDefaultRelativeStep), base * (1.0 + kDefaultRelativeStep), false};
    bool ranged = false;
    for (const UncertaintyRange &uncertain : m_scenario.uncertainty) {
        if (field.isNamedBy(m_scenario, uncertain.target)) {
            point = {base, uncertain.low, uncertain.high, true};
            ranged = true;
            break;
        }
    }
    if (!ranged && facts.range) {
        point.lowValue = facts.range->clamp(point.lowValue);
        point.highValue = facts.range->clamp(point.highValue);
    }
    if (point.lowValue == point.highValue)
        return false; // a zero input has no +/-20 % range to test

    // The baseline's own fields move every saving; another option's only its own.
    const bool onlyMoney = field.movesOnlyMoney();
    totalsAt(point.lowValue, field.option, onlyMoney, m_low);
    totalsAt(point.highValue, field.option, onlyMoney, m_high);
    for (double *place : m_places)
        *place = base;
    return true;
}

double SensitivityMeasurement::moneyTotal(std::size_t i)
{
    // Option i's total with only its money around the bill taken afresh from the inputs:
    // the same sum ScenarioTotals makes, over the same bill. (In place and put back: an
    // OptionEconomics is too big to copy per point.)
    const std::size_t baseline = m_inputs.baselineIndex;
    OptionEconomics &option = m_economics[i];
    const OptionCostModel::PortMoney before{option.oneTimeUsd, option.portMonths,
                                            option.maintenanceUsdPerMonth};
    OptionCostModel::PortMoney money =
        OptionCostModel::portMoney(m_inputs.options[i], i == baseline);
    // On consecutive Capacity Blocks the work waits for the first block after the port.
    money.portMonths = option.capacityBlocks.portEndMonths(money.portMonths);
    option.oneTimeUsd = money.oneTimeUsd;
    option.portMonths = money.portMonths;
    option.maintenanceUsdPerMonth = money.maintenanceUsdPerMonth;
    // A port's length moves which months credits pay on the baseline's behalf.
    const OptionEconomics &baselineEconomics = i == baseline ? m_economics[baseline] : m_portWork;
    const double credits = money.portMonths == before.portMonths
                               ? m_baseCredits[i]
                               : ScenarioTotals::creditsUsd(m_inputs, i, option, baselineEconomics);
    const double total = OptionCostModel::horizonTotalUsd(
                             option, baselineEconomics, m_inputs.workload, m_inputs.horizonMonths) +
                         option.commitmentBeyondHorizonUsd - credits;
    option.oneTimeUsd = before.oneTimeUsd;
    option.portMonths = before.portMonths;
    option.maintenanceUsdPerMonth = before.maintenanceUsdPerMonth;
    return total;
}

void SensitivityMeasurement::totalsAt(double value, int optionIndex, bool onlyMoney,
                                      std::vector<double> &totals)
{
    // An option's own field moves only its own total (the baseline's months, which the
    // others' ports run on, move with what it runs, not with its money): compute again
    // just what moved.
    for (double *place : m_places)
        *place = value;
    const std::size_t count = m_inputs.options.size();
    const std::size_t baseline = m_inputs.baselineIndex;
    if (onlyMoney) {
        totals = m_baseTotals;
        for (std::size_t i = 0; i < count; ++i) {
            if ((optionIndex < 0 || std::size_t(optionIndex) == i) && wants(i))
                totals[i] = moneyTotal(i);
        }
        return;
    }
    if (optionIndex < 0) {
        ScenarioTotals::compute(m_inputs, totals, m_wanted);
        return;
    }
    if (std::size_t(optionIndex) == baseline) {
        // The baseline's own field moves what it runs, and with it the months every other
        // option's port runs on; their own bills stay as they are.
        const OptionEconomics moved = OptionCostModel::economics(
            m_inputs.workload, m_inputs.horizonMonths, m_inputs.options[baseline], true);
        const OptionEconomics movedWork = OptionCostModel::portWorkEconomics(
            m_inputs.workload, m_inputs.horizonMonths, m_inputs.options[baseline], moved);
        for (std::size_t i = 0; i < count; ++i) {
            if (!wants(i))
                continue;
            const OptionEconomics &own = i == baseline ? moved : m_economics[i];
            const OptionEconomics &from = i == baseline ? moved : movedWork;
            totals[i] = OptionCostModel::horizonTotalUsd(own, from, m_inputs.workload,
                                                         m_inputs.horizonMonths) +
                        own.commitmentBeyondHorizonUsd -
                        ScenarioTotals::creditsUsd(m_inputs, i, own, from);
        }
        return;
    }
    totals = m_baseTotals;
    if (wants(std::size_t(optionIndex)))
        totals[std::size_t(optionIndex)] =
            ScenarioTotals::optionTotal(m_inputs, std::size_t(optionIndex), m_portWork);
}

} // namespace acceldecide
