#include "ui/render/slides/SlideDeck.h"

#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/charts/EvaluationCharts.h"
#include "ui/render/charts/PlanVsActualChart.h"

#include <iterator>

namespace acceldecide::ui {

std::vector<std::unique_ptr<EvaluationChart>> SlideDeck::charts(const ChartInputs &inputs)
{
    std::vector<std::unique_ptr<EvaluationChart>> scenario = EvaluationCharts::createAll();
    if (!inputs.planVsActual)
        return scenario;
    // The comparison is what the deck is about; the recorded scenario's slides explain it.
    std::vector<std::unique_ptr<EvaluationChart>> deck;
    deck.reserve(scenario.size() + 1);
    deck.push_back(std::make_unique<PlanVsActualChart>());
    deck.insert(deck.end(), std::make_move_iterator(scenario.begin()),
                std::make_move_iterator(scenario.end()));
    return deck;
}

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
