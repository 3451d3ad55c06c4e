#include "database/decisions/DecisionRepository.h"

#include "core/decision/DecisionRecordRules.h"
#include "core/io/ScenarioReader.h"
#include "database/catalog/RowAudit.h"
#include "database/connection/SqlDialect.h"
#include "database/connection/SqliteErrorKind.h"
#include "database/connection/TransactionGuard.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace acceldecide::db {

namespace {

using namespace schema::decisions;

using schema::name;

const QString kTableName = name(kTable);

DatabaseError queryError(const QSqlQuery &query, const QString &row = {})
{
    DatabaseError error = sqliteError(query.lastError(), {});
    error.table = kTableName;
    error.row = row;
    return error;
}

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

QVariant nullable(const std::optional<std::string> &text)
{
    return text ? QVariant(q(*text)) : QVariant(QMetaType(QMetaType::QString));
}

QString joined(const std::vector<std::string> &ids)
{
    QStringList list;
    for (const std::string &id : ids)
        list << q(id);
    return list.join(QLatin1Char(','));
}

std::vector<std::string> split(const QString &text)
{
    std::vector<std::string> ids;
    for (const QString &id : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        ids.push_back(id.toStdString());
    return ids;
}

// The columns every read selects, in this order (readRow() follows it).
QStringList summaryColumns()
{
    return {name(schema::kId),   name(kScenarioName), name(kRecommendedOption),
            name(kChosenOption), name(kReason),       name(kDecidedAt),
            name(kDecidedBy),    name(kRecordedBy),   name(kRecordedAt),
            name(kRationale),    name(kReviewDate),   name(kCatalogDiscounts),
            name(kReportSha256), name(kSupersedes)};
}

DecisionRecord readRow(const QSqlQuery &query)
{
    DecisionRecord record;
    record.id = query.value(0).toLongLong();
    record.scenarioName = query.value(1).toString().toStdString();
    record.recommendedOption = query.value(2).toString().toStdString();
    record.chosenOption = query.value(3).toString().toStdString();
    record.reason = query.value(4).toString().toStdString();
    record.decidedAt = query.value(5).toString().toStdString();
    record.decidedBy = query.value(6).toString().toStdString();
    record.recordedBy = query.value(7).toString().toStdString();
    record.recordedAt = query.value(8).toString().toStdString();
    record.rationale = query.value(9).toString().toStdString();
    if (!query.value(10).isNull())
        record.reviewDate = query.value(10).toString().toStdString();
    record.catalogDiscounts = split(query.value(11).toString());
    record.reportSha256 = query.value(12).toString().toStdString();
    if (!query.value(13).isNull())
        record.supersedes = query.value(13).toLongLong();
    return record;
}

DatabaseError refusal(const std::string &field, const QString &message)
{
    return DatabaseError{kTableName, {}, q(field), message};
}

} // namespace

QString DecisionRepository::sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool DecisionRepository::reportIntact(const DecisionRecord &decision)
{
    const QByteArray bytes(decision.reportPdf.data(), qsizetype(decision.reportPdf.size()));
    return sha256Hex(bytes) == q(decision.reportSha256);
}

DatabaseStatus DecisionRepository::checkSupersedes(qint64 older)
{
    QSqlQuery query(m_catalog.connection());
    query.prepare(QStringLiteral("SELECT (SELECT count(*) FROM %1 WHERE id = ?), (SELECT min(id) "
                                 "FROM %1 WHERE %2 = ?)")
                      .arg(kTableName, name(kSupersedes)));
    query.addBindValue(older);
    query.addBindValue(older);
    if (!query.exec() || !query.next())
        return queryError(query, QString::number(older));
    if (query.value(0).toLongLong() == 0)
        return refusal(kSupersedes,
                       QCoreApplication::translate("DecisionRepository", "no decision record %1 to "
                                                                         "supersede")
                           .arg(older));
    if (!query.value(1).isNull())
        return refusal(kSupersedes,
                       QCoreApplication::translate("DecisionRepository",
                                                   "decision record %1 is already superseded by "
                                                   "record %2; supersede that one instead")
                           .arg(older)
                           .arg(query.value(1).toLongLong()));
    return {};
}

DatabaseResult<qint64> DecisionRepository::record(const DecisionRecord &decision)
{
    // The scenario must read back as one (it is what a revisit re-evaluates), and the
    // options the record names must be its options.
    ScenarioReadResult read = ScenarioReader::fromText(decision.scenarioJson, {true});
    if (!read.ok()) {
        QStringList lines;
        for (const ValidationError &error : read.error())
            lines << q(error.toString());
        return refusal(kScenarioJson,
                       QCoreApplication::translate("DecisionRepository", "not a valid scenario: %1")
                           .arg(lines.join(QStringLiteral("; "))));
    }
    std::vector<std::string> optionIds;
    for (const Option &option : read->options)
        optionIds.push_back(option.id);
    if (const ValidationErrors errors = DecisionRecordRules::check(decision, optionIds);
        !errors.empty())
        return refusal(errors.front().path, q(errors.front().message));
    if (decision.reportPdf.empty())
        return refusal(kReportPdf, QCoreApplication::translate("DecisionRepository",
                                                               "empty: a record keeps the report "
                                                               "the decision was taken on"));

    QSqlDatabase &database = m_catalog.connection();
    TransactionGuard transaction(database);
    if (!transaction.began())
        return sqliteError(
            database.lastError(),
            QCoreApplication::translate("DecisionRepository", "cannot begin a transaction"));
    if (decision.supersedes) {
        if (DatabaseStatus status = checkSupersedes(*decision.supersedes); !status) {
            transaction.fail();
            return status.error();
        }
    }
    const QByteArray pdf(decision.reportPdf.data(), qsizetype(decision.reportPdf.size()));
    const QStringList columns{name(kScenarioName), name(kScenarioJson), name(kRecommendedOption),
                              name(kChosenOption), name(kReason),       name(kDecidedAt),
                              name(kDecidedBy),    name(kRecordedBy),   name(kRecordedAt),
                              name(kRationale),    name(kReviewDate),   name(kCatalogDiscounts),
                              name(kReportPdf),    name(kReportSha256), name(kSupersedes)};
    QSqlQuery insert(database);
    insert.prepare(
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
            .arg(kTableName, columns.join(QStringLiteral(", ")),
                 QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", "))) +
        SqlDialect::of(database).returningId());
    insert.addBindValue(q(read->name));
    insert.addBindValue(q(decision.scenarioJson));
    insert.addBindValue(q(decision.recommendedOption));
    insert.addBindValue(q(decision.chosenOption));
    insert.addBindValue(q(decision.reason));
    insert.addBindValue(q(decision.decidedAt));
    insert.addBindValue(q(decision.decidedBy));
    insert.addBindValue(RowAudit::sessionUser(database));
    insert.addBindValue(RowAudit::now());
    insert.addBindValue(q(decision.rationale));
    insert.addBindValue(nullable(decision.reviewDate));
    insert.addBindValue(joined(decision.catalogDiscounts));
    insert.addBindValue(pdf);
    insert.addBindValue(sha256Hex(pdf));
    insert.addBindValue(decision.supersedes ? QVariant(qint64(*decision.supersedes))
                                            : QVariant(QMetaType(QMetaType::LongLong)));
    if (!insert.exec()) {
        transaction.fail();
        return queryError(insert);
    }
    const qint64 id = SqlDialect::of(database).insertedId(insert);
    insert.finish();
    if (DatabaseStatus status = transaction.commit(); !status)
        return status.error();
    return id;
}

DatabaseResult<DecisionRecord> DecisionRepository::load(qint64 id)
{
    QSqlQuery query(m_catalog.connection());
    query.prepare(QStringLiteral("SELECT %1, %2, %3 FROM %4 WHERE id = ?")
                      .arg(summaryColumns().join(QStringLiteral(", ")), name(kScenarioJson),
                           name(kReportPdf), kTableName));
    query.addBindValue(id);
    if (!query.exec())
        return queryError(query, QString::number(id));
    if (!query.next())
        return DatabaseError{
            kTableName,
            QString::number(id),
            {},
            QCoreApplication::translate("DecisionRepository", "no such decision record")};
    DecisionRecord record = readRow(query);
    const int columns = int(summaryColumns().size());
    record.scenarioJson = query.value(columns).toString().toStdString();
    const QByteArray pdf = query.value(columns + 1).toByteArray();
    record.reportPdf.assign(pdf.constData(), std::size_t(pdf.size()));
    return record;
}

DatabaseResult<std::vector<DecisionSummary>> DecisionRepository::list()
{
    QSqlQuery query(m_catalog.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1, (SELECT min(newer.id) FROM %2 newer WHERE "
                                   "newer.%3 = %2.id) FROM %2 ORDER BY %4 DESC, id DESC")
                        .arg(summaryColumns().join(QStringLiteral(", ")), kTableName,
                             name(kSupersedes), name(kDecidedAt))))
        return queryError(query);
    std::vector<DecisionSummary> summaries;
    const int columns = int(summaryColumns().size());
    while (query.next()) {
        DecisionSummary summary{readRow(query), std::nullopt};
        if (!query.value(columns).isNull())
            summary.supersededBy = query.value(columns).toLongLong();
        summaries.push_back(std::move(summary));
    }
    return summaries;
}

} // namespace acceldecide::db
