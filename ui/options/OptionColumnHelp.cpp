#include "ui/options/OptionColumnHelp.h"

#include "ui/options/OptionColumns.h"
#include "ui/widgets/RangeToolTip.h"

namespace acceldecide::ui {

QString OptionColumnHelp::toolTip(int section)
{
    // Columns with a numeric range: core's meaning and valid values.
    if (const QString range = rangeToolTip(OptionColumns::fieldPath(section)); !range.isEmpty()) {
        if (section == OptionColumns::InstancePriceColumn ||
            section == OptionColumns::ThroughputColumn)
            return range + OptionColumns::tr("\nEmpty: taken from the catalog (shown in italics).");
        if (section == OptionColumns::EngineersColumn || section == OptionColumns::HourlyRateColumn)
            return range + OptionColumns::tr("\nEmpty: the scenario's porting team.");
        if (section == OptionColumns::PrivateDiscountColumn)
            return range +
                   OptionColumns::tr("\nEmpty: the scenario's private discount (shown in italics). "
                                     "Only spend AWS bills takes it.");
        return range;
    }
    switch (section) {
    case OptionColumns::LabelColumn:
        return OptionColumns::tr(
            "The option's name in charts and the report. A new option is named after "
            "its instance type and purchase model until you rename it.");
    case OptionColumns::StackColumn:
        return OptionColumns::tr(
            "Software stack: Trainium (Neuron) or GPU (CUDA). The port's cost applies "
            "to options on a different stack from the baseline.");
    case OptionColumns::InstanceTypeColumn:
        return OptionColumns::tr(
            "The instance type, as the catalog names it (for example trn2.48xlarge); its "
            "price, accelerators and benchmarks come from the catalog.");
    case OptionColumns::ProviderColumn:
        return OptionColumns::tr(
            "Who bills the option: AWS when empty, or a GPU cloud outside AWS (for example "
            "CoreWeave), which gets neither the team's AWS credits nor its private discount.");
    case OptionColumns::PurchaseModelColumn:
        return OptionColumns::tr(
            "How the hours are bought: on-demand, a 1- or 3-year savings plan or "
            "reservation, spot, or an effective rate you enter.");
    default:
        return {};
    }
}

} // namespace acceldecide::ui
