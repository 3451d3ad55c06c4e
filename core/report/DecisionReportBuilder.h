#pragma once

#include "core/engine/PurchaseModelComparison.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

#include <string>
#include <vector>

namespace acceldecide::report {

struct ReportSettings
{
    std::string date;    // ISO; the scenario's as_of, or the build's SOURCE_DATE_EPOCH
    std::string version; // "0.1.0"
};

// Writes the decision report's content from what the engine computed: `scenario` is the
// resolved scenario, `evaluation` its evaluation (with sensitivity; Monte Carlo when it
// was run), `purchaseModels` the purchase-model comparison the chart draws. Every figure
// is formatted here, once, so the PDF and its tests read the same strings.
class DecisionReportBuilder
{
public:
    static DecisionReport build(const Scenario &scenario, const Evaluation &evaluation,
                                const std::vector<OptionPurchaseModels> &purchaseModels,
                                const ReportSettings &settings);

    // The report's date: `asOf` when the scenario has one, else SOURCE_DATE_EPOCH (seconds
    // since 1970, UTC) when it is a valid number, else `today`. All ISO dates.
    static std::string reportDate(const std::optional<std::string> &asOf,
                                  const char *sourceDateEpoch, const std::string &today);
};

} // namespace acceldecide::report
