#include "core/model/ModelSizeUse.h"

namespace acceldecide {

ModelSizeUse ModelSizeUse::of(const Scenario &resolved)
{
    ModelSizeUse use;
    if (resolved.workload.kind == WorkloadKind::Capacity)
        return use; // capacity is priced by the instance-month, never by the token
    for (const Option &option : resolved.options) {
        const std::string name = option.label.empty() ? option.id : option.label;
        const bool measured = option.throughput && option.throughput->isMeasured();
        if (!measured)
            use.costOptions.push_back(name);
        else if (option.peakTflops)
            use.checkOptions.push_back(name);
    }
    return use;
}

} // namespace acceldecide
