#include "ui/compare/ScenarioComparison.h"

#include "core/engine/ScenarioEvaluator.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceResolver.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QCoreApplication>
#include <QDate>

#include <exception>

namespace acceldecide::ui {

const OptionResult *ComparedScenario::recommended() const
{
    return ok() ? evaluation.option(evaluation.recommendation.option) : nullptr;
}

const OptionResult *ComparedScenario::baseline() const
{
    return ok() ? evaluation.option(evaluation.baseline) : nullptr;
}

ComparedScenario ScenarioComparison::evaluate(db::CatalogDatabase &catalog, qint64 id)
{
    db::ScenarioRepository repository(catalog);
    auto loaded = repository.load(id);
    if (!loaded) {
        ComparedScenario failed;
        failed.id = id;
        failed.problem = loaded.error().toString();
        return failed;
    }
    return evaluate(catalog, id, std::move(loaded.value()));
}

ComparedScenario ScenarioComparison::evaluate(db::CatalogDatabase &catalog, qint64 id,
                                              Scenario scenario)
{
    ComparedScenario out;
    out.id = id;
    out.name = QString::fromStdString(scenario.name);
    // The scenario's own as_of date judges staleness, as for the open document.
    const QDate asOf = scenario.asOf
                           ? QDate::fromString(QString::fromStdString(*scenario.asOf), Qt::ISODate)
                           : QDate::currentDate();
    auto provenance = db::PriceResolver::resolve(catalog, scenario, asOf);
    if (!provenance) {
        out.problem = provenance.error().toString();
        return out;
    }
    out.provenance = std::move(provenance.value());
    EvaluationRequest request;
    request.provenance = out.provenance;
    try {
        out.evaluation = ScenarioEvaluator::evaluate(scenario, request);
    } catch (const std::exception &error) {
        out.problem = QCoreApplication::translate("ScenarioComparison",
                                                  "The scenario could not be evaluated: %1")
                          .arg(QString::fromLocal8Bit(error.what()));
        return out;
    }
    out.resolved = std::move(scenario);
    return out;
}

} // namespace acceldecide::ui
