#include "ui/render/evaluation/EvaluatedScenario.h"

#include "ui/render/charts/PurchaseModelDiscountSource.h"

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

} // namespace acceldecide::ui
