#pragma once

#include "core/actuals/PlanVsActual.h"
#include "core/engine/PurchaseModelComparison.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QString>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide::ui {

// Where each purchase-model bar's discount came from, for its tooltip: per option, per
// kComparedPurchaseModels entry, a sentence naming the source (or why there is none).
struct PurchaseModelNotes
{
    std::array<QString, kComparedPurchaseModels.size()> text;
};

// Everything a chart draws from, borrowed for the duration of one update() call. The
// chart copies what it needs into its series; it keeps no pointer past the call.
struct ChartInputs
{
    const Scenario *scenario = nullptr; // resolved: catalog prices filled in
    const Evaluation *evaluation = nullptr;
    const std::optional<MonteCarloResult> *monteCarlo = nullptr;
    bool monteCarloCurrent = true; // false: the result belongs to an earlier input
    const std::vector<OptionPurchaseModels> *purchaseModels = nullptr;   // option order
    const std::vector<PurchaseModelNotes> *purchaseModelNotes = nullptr; // option order
    // The option the savings-plan charts draw (the commitment panel's choice). They fall
    // back on the first option with a commitment when this is null or names one without.
    const std::string *commitmentOption = nullptr;
    // A decision held to its bill (decisions compare): what the plan-against-the-bill
    // chart draws; null everywhere else.
    const actuals::PlanVsActual *planVsActual = nullptr;

    bool valid() const
    {
        return scenario && evaluation && !scenario->options.empty() &&
               evaluation->options.size() == scenario->options.size();
    }
};

} // namespace acceldecide::ui
