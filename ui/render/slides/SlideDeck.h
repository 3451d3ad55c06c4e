#pragma once

#include "ui/render/charts/ChartInputs.h"

#include <memory>
#include <vector>

namespace acceldecide::ui {

class EvaluationChart;

// Which charts are slides: presentation mode and the whole-deck PDF both show the
// charts of EvaluationCharts::createAll() in that order, passing over every chart that has
// nothing to draw for the scenario (no uncertainty ranges, no commitment, no
// stakeholders). A decision held to its bill (ChartInputs::planVsActual) opens with the
// plan against the bill, then the recorded scenario's slides. Deciding that in one place
// keeps the PDF's pages the presenter's slides.
class SlideDeck
{
public:
    // Slides keep their fonts readable from the back of a room.
    static constexpr double kFontScale = 2.0;

    // Fresh charts to draw the slides of `inputs` from: EvaluationCharts::createAll(), after
    // a PlanVsActualChart when `inputs` carry a comparison. The plan-vs-bill chart is not
    // one of createAll()'s (those are the window's tabs and `chart --kind`'s positions), so
    // it is only added here, where the deck needs it.
    static std::vector<std::unique_ptr<EvaluationChart>> charts(const ChartInputs &inputs);

    // The indexes into `charts` of the slides for `inputs`, in order.
    static std::vector<int> slides(const std::vector<std::unique_ptr<EvaluationChart>> &charts,
                                   const ChartInputs &inputs);
};

} // namespace acceldecide::ui
