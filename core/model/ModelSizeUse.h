#pragma once

#include "core/model/Scenario.h"

#include <string>
#include <vector>

namespace acceldecide {

// Which options the workload's model size reaches, in a scenario whose catalog numbers
// are filled in: an option whose throughput is derived from peak TFLOPS x MFU needs it
// for its cost (FLOPs per token); one with a measured throughput and a peak TFLOPS needs
// it only for the implied-MFU check of that claim. With neither, model size changes
// nothing, and the window says so instead of letting it look like an input that matters.
struct ModelSizeUse
{
    std::vector<std::string> costOptions;  // labels (else ids) of options it prices
    std::vector<std::string> checkOptions; // labels (else ids) of options it checks

    bool matters() const { return !costOptions.empty() || !checkOptions.empty(); }

    static ModelSizeUse of(const Scenario &resolved);
};

} // namespace acceldecide
