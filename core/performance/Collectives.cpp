#include "core/performance/Collectives.h"

namespace acceldecide::performance {

double linkBytesPerSecond(double linkGBytesPerS)
{
    return linkGBytesPerS > 0.0 ? linkGBytesPerS / 2.0 * 1e9 * kCollectiveEfficiency : 0.0;
}

double allReduceSeconds(double bytes, int groupSize, double bytesPerSecond)
{
    if (groupSize <= 1 || !(bytesPerSecond > 0.0))
        return 0.0;
    return 2.0 * (groupSize - 1) / groupSize * bytes / bytesPerSecond;
}

} // namespace acceldecide::performance
