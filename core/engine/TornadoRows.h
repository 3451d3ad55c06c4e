#pragma once

#include "core/model/Evaluation.h"

#include <cstddef>
#include <string>
#include <vector>

namespace acceldecide {

// One bar of the tornado chart: how far one input moves one option's saving against
// the baseline (baseline total - option total, commitment owed included).
struct TornadoRow
{
    std::string parameter; // a ParameterPath
    std::string label;     // the same in words
    double lowValue = 0.0;
    double highValue = 0.0;
    bool fromUncertainty = false;
    double savingLow = 0.0;  // with the input at lowValue
    double savingHigh = 0.0; // ... at highValue
};

struct TornadoChartData
{
    std::string option;           // the option whose saving the bars show
    double baseSaving = 0.0;      // its saving with every input at its base value
    std::vector<TornadoRow> rows; // largest swing first
};

class TornadoRows
{
public:
    // The option to show: the recommended one, or the first non-baseline option when
    // the baseline is recommended; empty when there is no other option.
    static std::string focusOption(const Evaluation &evaluation);
    // The `limit` entries of evaluation.sensitivity with the largest swing for `option`,
    // in the order sensitivity sorted them. Empty rows without sensitivity.
    static TornadoChartData of(const Evaluation &evaluation, const std::string &option,
                               std::size_t limit);
};

} // namespace acceldecide
