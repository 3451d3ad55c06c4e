#pragma once

#include "core/engine/PurchaseModelComparison.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

#include <string>
#include <vector>

namespace acceldecide::report {

// One sentence or two per chart saying in words what it shows, with the figures a reader
// would otherwise have to read off the plot.
class ReportChartCaptions
{
public:
    // The chart blocks of the report, in the order of the application's chart tabs; the
    // Monte Carlo histogram only when the evaluation has a Monte Carlo result.
    static std::vector<ReportBlock> charts(const Scenario &scenario, const Evaluation &evaluation,
                                           const std::vector<OptionPurchaseModels> &purchaseModels);

    static std::string chartTitle(ChartKind kind, WorkloadKind workload);
};

} // namespace acceldecide::report
