#include "core/actuals/BillRowReading.h"

namespace acceldecide::actuals {

std::string_view nameOf(BillFormat format)
{
    return format == BillFormat::Focus ? "focus" : "cur2";
}

std::string_view nameOf(SkipReason reason)
{
    switch (reason) {
    case SkipReason::NotCompute:
        return "not compute";
    case SkipReason::NotAcceleratedInstance:
        return "not an accelerated instance";
    case SkipReason::OutsideFilter:
        return "outside the filter";
    case SkipReason::CountedElsewhere:
        return "counted in another line";
    }
    return {};
}

} // namespace acceldecide::actuals
