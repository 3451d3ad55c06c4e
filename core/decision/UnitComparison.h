#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <vector>

namespace acceldecide {

// Per-accelerator prices and throughputs compare only between options counting the same
// kind of unit: a GPU against a Trainium chip is the comparison the seeds make, while a
// NeuronCore (a part of a chip) or an UltraServer (many chips) against either makes the
// smaller unit look cheaper or slower than it is.
class UnitComparison
{
public:
    // Whether per-accelerator figures of the two units compare directly.
    static bool comparable(AcceleratorUnit a, AcceleratorUnit b);

    // A "unit_mismatch" warning on every option whose unit does not compare with the
    // baseline's, naming both units; in the scenario's option order.
    static void warn(const Scenario &scenario, std::vector<OptionResult> &options);
};

} // namespace acceldecide
