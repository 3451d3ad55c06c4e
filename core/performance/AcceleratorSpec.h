#pragma once

#include <optional>

namespace acceldecide::performance {

// What the roofline of one accelerator needs: its dense peak per data type (never the
// 2:4-sparse figure), the capacity and bandwidth of its memory, and its link to the
// other accelerators of its instance.
struct AcceleratorSpec
{
    double peakDenseTflopsBf16 = 0.0;
    std::optional<double> peakDenseTflopsFp8; // none where the part has no FP8 units
    std::optional<double> peakDenseTflopsFp4;
    double memoryGb = 0.0;              // HBM, 10^9 bytes
    double memoryBandwidthTbPerS = 0.0; // 10^12 bytes a second
    // The link between the accelerators of one instance (NVLink, NeuronLink), both
    // directions together, as sources state it; 0 where the catalog does not know it.
    double linkGBytesPerS = 0.0;
};

} // namespace acceldecide::performance
