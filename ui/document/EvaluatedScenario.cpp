#include "ui/document/EvaluatedScenario.h"

#include "ui/charts/ChartArea.h"
#include "ui/charts/PurchaseModelDiscountSource.h"
#include "ui/document/EvaluationController.h"

#include "core/engine/ScenarioEvaluator.h"

#include <utility>

namespace acceldecide::ui {

ChartInputs EvaluatedScenario::chartInputs() const
{
    ChartInputs inputs;
    inputs.scenario = &scenario;
    inputs.evaluation = &evaluation;
    inputs.monteCarlo = &evaluation.monteCarlo;
    inputs.monteCarloCurrent = true;
    inputs.purchaseModels = &purchaseModels;
    inputs.purchaseModelNotes = &purchaseModelNotes;
    return inputs;
}

EvaluatedScenario EvaluatedScenario::evaluate(Scenario resolved,
                                              std::map<std::string, OptionProvenance> provenance,
                                              db::CatalogDatabase *catalog,
                                              std::int64_t monteCarloSamples, std::uint64_t seed)
{
    EvaluatedScenario result;
    EvaluationRequest request;
    request.sensitivity = true;
    request.provenance = provenance;
    request.monteCarloSamples = resolved.uncertainty.empty() ? 0 : monteCarloSamples;
    request.seed = seed;
    result.evaluation = ScenarioEvaluator::evaluate(resolved, request);

    PurchaseModelDiscountSource discounts;
    discounts.setCatalog(catalog);
    std::vector<PurchaseModelDiscounts> perOption;
    discounts.collect(resolved, provenance, perOption, result.purchaseModelNotes);
    result.purchaseModels = PurchaseModelComparison::compute(resolved, perOption);

    result.scenario = std::move(resolved);
    result.provenance = std::move(provenance);
    return result;
}

EvaluatedScenario EvaluatedScenario::fromWindow(const EvaluationController &controller,
                                                const ChartArea &area)
{
    EvaluatedScenario result;
    result.scenario = controller.resolvedScenario();
    result.evaluation = controller.evaluation();
    if (controller.isMonteCarloCurrent())
        result.evaluation.monteCarlo = controller.monteCarlo();
    result.provenance = controller.provenance();
    const ChartInputs inputs = area.inputs();
    if (inputs.purchaseModels)
        result.purchaseModels = *inputs.purchaseModels;
    if (inputs.purchaseModelNotes)
        result.purchaseModelNotes = *inputs.purchaseModelNotes;
    return result;
}

} // namespace acceldecide::ui
