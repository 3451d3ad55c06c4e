#pragma once

#include "ui/render/charts/ChartInputs.h"

#include <memory>
#include <vector>

namespace acceldecide::ui {

class EvaluationChart;

// Which charts are slides: presentation mode and the whole-deck PDF both show the
// charts of EvaluationCharts::createAll() in that order, passing over every chart that has
// nothing to draw for the scenario (no uncertainty ranges, no commitment, no
// stakeholders). Deciding that in one place keeps the PDF's pages the presenter's slides.
class SlideDeck
{
public:
    // Slides keep their fonts readable from the back of a room.
    static constexpr double kFontScale = 2.0;

    // The indexes into `charts` of the slides for `inputs`, in order.
    static std::vector<int> slides(const std::vector<std::unique_ptr<EvaluationChart>> &charts,
                                   const ChartInputs &inputs);
};

} // namespace acceldecide::ui
