#include "ui/compare/ScenarioComparison.h"

#include "core/engine/ScenarioEvaluator.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceResolver.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

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
    Expected<Evaluation, ValidationErrors> evaluation =
        ScenarioEvaluator::tryEvaluate(scenario, request);
    if (!evaluation) {
        QStringList problems;
        for (const ValidationError &problem : evaluation.error())
            problems << QString::fromStdString(problem.toString());
        out.problem = QCoreApplication::translate("ScenarioComparison",
                                                  "The scenario could not be evaluated: %1")
                          .arg(problems.join(QStringLiteral("; ")));
        return out;
    }
    out.evaluation = std::move(evaluation).value();
    out.resolved = std::move(scenario);
    return out;
}

} // namespace acceldecide::ui
