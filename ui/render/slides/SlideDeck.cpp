#include "ui/render/slides/SlideDeck.h"

#include "ui/render/charts/EvaluationChart.h"

namespace acceldecide::ui {

std::vector<int> SlideDeck::slides(const std::vector<std::unique_ptr<EvaluationChart>> &charts,
                                   const ChartInputs &inputs)
{
    std::vector<int> result;
    for (std::size_t i = 0; i < charts.size(); ++i) {
        if (charts[i]->hasContent(inputs))
            result.push_back(int(i));
    }
    return result;
}

} // namespace acceldecide::ui
