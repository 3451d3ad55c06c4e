#include "core/export/CapacityBlockTable.h"

#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide {

std::string CapacityBlockTable::format(const Evaluation &evaluation)
{
    const bool any =
        std::any_of(evaluation.options.begin(), evaluation.options.end(),
                    [](const OptionResult &o) { return o.capacityBlocks.has_value(); });
    if (!any)
        return {};
    const std::string title = "Capacity Blocks";
    std::string out = "\n" + title + "\n" + std::string(title.size(), '=') + "\n";
    out += "Whole blocks, paid upfront in the month each is bought; idle hours are reserved "
           "and paid but unused\n";
    out += "At most 64 instances a block: a larger cluster buys blocks side by side for the same "
           "days, e.g. 128 (2 x 64)\n";
    text::Table table(
        {"Option", "Blocks", "Instances", "$/instance-h", "Block h", "Busy h", "Idle h", "Fees"});
    for (const OptionResult &option : evaluation.options) {
        if (!option.capacityBlocks)
            continue;
        const CapacityBlockResult &b = *option.capacityBlocks;
        table.addRow({option.id, b.describe(), b.describeInstances(),
                      text::money(b.usdPerInstanceHour, 2), text::groupedNumber(b.blockHours, 1),
                      text::groupedNumber(b.busyHours, 1), text::groupedNumber(b.idleHours, 1),
                      text::money(b.feesUsd, 0)});
    }
    return out + table.render();
}

} // namespace acceldecide
