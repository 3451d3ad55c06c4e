#include "core/decision/UnitComparison.h"

namespace acceldecide {

namespace {

// 0: one device (a chip or a GPU), 1: part of a device, 2: several devices.
int scale(AcceleratorUnit unit)
{
    switch (unit) {
    case AcceleratorUnit::Chip:
    case AcceleratorUnit::Gpu:
        return 0;
    case AcceleratorUnit::NeuronCore:
        return 1;
    case AcceleratorUnit::UltraServer:
        return 2;
    }
    return 0;
}

std::string plural(AcceleratorUnit unit)
{
    return std::string(acceleratorUnitLabel(unit)) + "s";
}

} // namespace

bool UnitComparison::comparable(AcceleratorUnit a, AcceleratorUnit b)
{
    return scale(a) == scale(b);
}

void UnitComparison::warn(const Scenario &scenario, std::vector<OptionResult> &options)
{
    const int baselineIndex = scenario.baselineIndex();
    if (baselineIndex < 0)
        return;
    const Option &baseline = scenario.options[static_cast<std::size_t>(baselineIndex)];
    const AcceleratorUnit baselineUnit = unitOf(baseline);
    for (std::size_t i = 0; i < scenario.options.size() && i < options.size(); ++i) {
        const AcceleratorUnit unit = unitOf(scenario.options[i]);
        if (static_cast<int>(i) == baselineIndex || comparable(unit, baselineUnit))
            continue;
        const std::string baselineLabel = baseline.label.empty() ? baseline.id : baseline.label;
        options[i].warnings.push_back(
            {"unit_mismatch",
             "Prices and throughput here are per " + std::string(acceleratorUnitLabel(unit)) +
                 ", the baseline's (" + baselineLabel + ") per " +
                 acceleratorUnitLabel(baselineUnit) + ": " + plural(unit) + " and " +
                 plural(baselineUnit) +
                 " are not the same amount of hardware, so compare both per chip or GPU."});
    }
}

} // namespace acceldecide
