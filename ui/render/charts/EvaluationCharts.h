#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <memory>
#include <vector>

namespace acceldecide::ui {

// The set of charts every surface draws (the window's tabs, presentation mode, the
// report, `acceldecide-cli chart` and `slides`), so that each addresses a chart by the
// same index.
namespace EvaluationCharts {

// Fresh instances of every chart, in tab order. Charts are appended, never inserted: the
// report and the CLI's --kind address them by index.
std::vector<std::unique_ptr<EvaluationChart>> createAll();

} // namespace EvaluationCharts

} // namespace acceldecide::ui
