#pragma once

#include "core/model/SavingHistogram.h"

#include <cstdint>
#include <vector>

namespace acceldecide {

struct HistogramBin
{
    double lowUsd = 0.0;
    double highUsd = 0.0;
    std::int64_t count = 0;
};

// The saving histogram's bins with their edges in dollars, for plotting on a money
// axis: bin i spans [low + i*width, low + (i+1)*width). A single bin of width 0 (all
// samples equal) gets both edges at `low`.
class HistogramBins
{
public:
    static std::vector<HistogramBin> of(const SavingHistogram &histogram);
};

} // namespace acceldecide
