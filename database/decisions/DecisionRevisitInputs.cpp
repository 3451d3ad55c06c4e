#include "database/decisions/DecisionRevisitInputs.h"

#include "core/decision/DecisionRevisit.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "database/decisions/DecisionRepository.h"
#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QStringList>

namespace acceldecide::db {

namespace {

DatabaseError recordError(qint64 id, const QString &message)
{
    return DatabaseError{schema::name(schema::decisions::kTable), QString::number(id),
                         schema::name(schema::decisions::kScenarioJson), message};
}

// What keeps `scenario` from being evaluated (ScenarioEvaluator::problems), as one line;
// empty when nothing does.
QString evaluationProblems(const Scenario &scenario)
{
    QStringList lines;
    for (const ValidationError &problem : ScenarioEvaluator::problems(scenario))
        lines << QString::fromStdString(problem.toString());
    return lines.join(QStringLiteral("; "));
}

} // namespace

DatabaseResult<DecisionRevisitInputs> DecisionRevisitInputs::load(CatalogDatabase &catalog,
                                                                  qint64 id, const QDate &today)
{
    DatabaseResult<DecisionRecord> record = DecisionRepository(catalog).load(id);
    if (!record)
        return record.error();
    ScenarioReadResult read = ScenarioReader::fromText(record->scenarioJson, {true});
    if (!read.ok())
        return recordError(id, QCoreApplication::translate("DecisionRevisitInputs",
                                                           "the recorded scenario no longer "
                                                           "reads: %1")
                                   .arg(QString::fromStdString(read.error().front().toString())));
    DecisionRevisitInputs inputs;
    inputs.record = std::move(record.value());
    inputs.then = *read;
    inputs.now = DecisionRevisit::releasePins(*read, inputs.record.catalogDiscounts);
    // Today's figures are judged, and today's report dated, as at today.
    inputs.now.asOf = today.toString(Qt::ISODate).toStdString();

    // The pins keep their values whatever the catalog holds now; resolving them only
    // names their sources. Staleness is judged as on the day of the decision.
    const QDate decided =
        QDate::fromString(QString::fromStdString(inputs.record.decidedAt), Qt::ISODate);
    auto thenSources = PriceResolver::resolve(catalog, inputs.then, decided);
    if (!thenSources)
        return recordError(id,
                           QCoreApplication::translate("DecisionRevisitInputs", "as recorded: %1")
                               .arg(thenSources.error().toString()));
    inputs.thenSources = std::move(thenSources.value());
    auto nowSources = PriceResolver::resolve(catalog, inputs.now, today);
    if (!nowSources)
        return recordError(
            id, QCoreApplication::translate("DecisionRevisitInputs", "with today's catalog: %1")
                    .arg(nowSources.error().toString()));
    inputs.nowSources = std::move(nowSources.value());
    // Both evaluations must be possible before evaluate() is asked for them.
    if (const QString problems = evaluationProblems(inputs.then); !problems.isEmpty())
        return recordError(
            id,
            QCoreApplication::translate("DecisionRevisitInputs", "as recorded: %1").arg(problems));
    if (const QString problems = evaluationProblems(inputs.now); !problems.isEmpty())
        return recordError(
            id, QCoreApplication::translate("DecisionRevisitInputs", "with today's catalog: %1")
                    .arg(problems));
    return inputs;
}

RevisitResult DecisionRevisitInputs::evaluate(Evaluation *thenEvaluation) const
{
    EvaluationRequest thenRequest;
    thenRequest.provenance = thenSources;
    EvaluationRequest nowRequest;
    nowRequest.provenance = nowSources;
    Evaluation before = ScenarioEvaluator::evaluate(then, thenRequest);
    const Evaluation after = ScenarioEvaluator::evaluate(now, nowRequest);
    RevisitResult result =
        DecisionRevisit::compare(record, then, before, thenSources, now, after, nowSources);
    if (thenEvaluation)
        *thenEvaluation = std::move(before);
    return result;
}

} // namespace acceldecide::db
