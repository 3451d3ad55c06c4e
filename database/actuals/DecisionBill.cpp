#include "database/actuals/DecisionBill.h"

#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "database/actuals/ActualsQueries.h"
#include "database/decisions/DecisionRepository.h"
#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

namespace acceldecide::db {

namespace {

DatabaseError recordError(qint64 id, const QString &message)
{
    return DatabaseError{schema::name(schema::decisions::kTable), QString::number(id),
                         schema::name(schema::decisions::kScenarioJson), message};
}

QString tr(const char *text)
{
    return QCoreApplication::translate("DecisionBill", text);
}

} // namespace

DatabaseResult<DecisionBill> DecisionBill::load(CatalogDatabase &catalog, qint64 id)
{
    DatabaseResult<DecisionRecord> record = DecisionRepository(catalog).load(id);
    if (!record)
        return record.error();
    ScenarioReadResult read = ScenarioReader::fromText(record->scenarioJson, {true});
    if (!read.ok())
        return recordError(id, tr("the recorded scenario no longer reads: %1")
                                   .arg(QString::fromStdString(read.error().front().toString())));
    DecisionBill bill;
    bill.record = std::move(record.value());
    bill.scenario = *read;
    // The pins keep their values; resolving them as on the day of the decision fills what
    // the scenario leaves to the catalog, as the record's own report was made.
    const QDate decided =
        QDate::fromString(QString::fromStdString(bill.record.decidedAt), Qt::ISODate);
    auto resolved = PriceResolver::resolve(catalog, bill.scenario, decided);
    if (!resolved)
        return recordError(id, tr("as recorded: %1").arg(resolved.error().toString()));
    bill.sources = std::move(resolved.value());
    QStringList problems;
    for (const ValidationError &problem : ScenarioEvaluator::problems(bill.scenario))
        problems << QString::fromStdString(problem.toString());
    if (!problems.isEmpty())
        return recordError(id, tr("as recorded: %1").arg(problems.join(QStringLiteral("; "))));
    bill.evaluation = ScenarioEvaluator::evaluate(bill.scenario);
    auto rows = actualRows(catalog.connection());
    if (!rows)
        return rows.error();
    bill.rows = std::move(rows.value());
    auto coverage = commitmentCoverage(catalog.connection());
    if (!coverage)
        return coverage.error();
    bill.coverage = std::move(coverage.value());
    return bill;
}

} // namespace acceldecide::db
