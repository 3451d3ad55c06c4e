#pragma once

#include "ui/render/charts/ChartInputs.h"

#include "core/engine/PurchaseModelComparison.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

// One scenario with everything the charts and the report draw from, owned in one value:
// the resolved scenario, its evaluation (sensitivity always, Monte Carlo when the scenario
// has uncertainty ranges), the catalog provenance and the purchase-model comparison.
// The headless commands (report, chart) build it from a file; the window builds it from
// what its controller and chart area already hold (ChartArea::shownScenario()), so both
// draw the same numbers.
struct EvaluatedScenario
{
    // The Monte Carlo samples of a report, a slide deck or a decision record, and of the
    // window's full-count run.
    static constexpr std::int64_t kDefaultMonteCarloSamples = 200'000;

    Scenario scenario; // resolved
    Evaluation evaluation;
    std::map<std::string, OptionProvenance> provenance;
    std::vector<OptionPurchaseModels> purchaseModels;
    std::vector<PurchaseModelNotes> purchaseModelNotes;

    // Borrowed views for EvaluationChart::update(); valid while this value lives unmoved.
    ChartInputs chartInputs() const;

    // Evaluates `resolved` synchronously. `catalog` (may be null) supplies the other
    // purchase models' prices. Monte Carlo runs only when the scenario has uncertainty
    // ranges and `monteCarloSamples` > 0. Throws std::exception when the engine does
    // (a valid scenario never makes it).
    static EvaluatedScenario evaluate(Scenario resolved,
                                      std::map<std::string, OptionProvenance> provenance,
                                      db::CatalogDatabase *catalog, std::int64_t monteCarloSamples,
                                      std::uint64_t seed);
};

} // namespace acceldecide::ui
