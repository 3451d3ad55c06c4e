#include "database/import/ImportSupport.h"

#include "database/connection/SqlDialect.h"
#include "database/connection/SqliteErrorKind.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QVariant>

#include <charconv>
#include <cmath>

namespace acceldecide::db::import {

namespace {

using schema::name;

QVariant nullable(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(text);
}

} // namespace

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

std::optional<double> parseDouble(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    if (text.empty())
        return std::nullopt;
    double value = 0.0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size() ||
        !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<qint64> parseCount(std::string_view text)
{
    const std::optional<double> value = parseDouble(text);
    if (!value || *value < 0 || *value > 1e9 || std::floor(*value) != *value)
        return std::nullopt;
    return static_cast<qint64>(*value);
}

QString normalizedColumn(std::string_view header)
{
    QString result;
    for (const QChar c : toQString(header)) {
        if (c != QLatin1Char(' ') && c != QLatin1Char('_'))
            result += c.toLower();
    }
    return result;
}

void reject(ImportReport &report, qint64 line, const QString &reason, qint64 rows)
{
    report.rowsRejected += rows;
    if (report.rejections.size() < kMaxRejectionsListed)
        report.rejections << QStringLiteral("line %1: %2").arg(line).arg(reason);
}

void rejectReaderError(ImportReport &report, qint64 line, const QString &error)
{
    ++report.rowsRead;
    ++report.rowsRejected;
    if (report.rejections.size() < kMaxRejectionsListed)
        report.rejections << (error.startsWith(QLatin1String("line "))
                                  ? error
                                  : QStringLiteral("line %1: %2").arg(line).arg(error));
}

ImportReport refused(const QString &message)
{
    ImportReport report;
    report.refused = true;
    report.message = message;
    return report;
}

QString todayIso()
{
    return QDate::currentDate().toString(Qt::ISODate);
}

DatabaseResult<qint64> findOrCreateSource(QSqlDatabase &database, const QString &title,
                                          const QString &publisher, const QString &url,
                                          const QString &publishedDate, const QString &notes)
{
    using namespace schema;
    const SqlDialect dialect = SqlDialect::of(database);
    QSqlQuery select(database);
    select.prepare(
        QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? AND %4 = 'price_list' AND "
                       "%5 AND %6 IS NULL ORDER BY %7 LIMIT 1")
            .arg(name(kId), name(sources::kTable), name(sources::kTitle), name(sources::kKind),
                 dialect.nullSafeEquals(name(sources::kPublishedDate)), name(kSeedKey), name(kId)));
    select.addBindValue(title);
    select.addBindValue(nullable(publishedDate));
    if (!select.exec())
        return DatabaseError{name(sources::kTable), {}, {}, select.lastError().text()};
    if (select.next())
        return select.value(0).toLongLong();

    QSqlQuery insert(database);
    // An importer reads a provider's price list: it ranks first where sources disagree.
    insert.prepare(QStringLiteral("INSERT INTO %1 (%2, %3, %4, %5, %6, %7, %8, %9) "
                                  "VALUES (?, ?, ?, ?, ?, 'price_list', ?, 'price_list')")
                       .arg(name(sources::kTable), name(sources::kTitle), name(sources::kPublisher),
                            name(sources::kUrl), name(sources::kPublishedDate),
                            name(sources::kAccessedDate), name(sources::kKind),
                            name(sources::kNotes), name(sources::kStanding)) +
                   dialect.returningId());
    insert.addBindValue(title);
    insert.addBindValue(nullable(publisher));
    insert.addBindValue(nullable(url));
    insert.addBindValue(nullable(publishedDate));
    insert.addBindValue(todayIso());
    insert.addBindValue(nullable(notes));
    if (!insert.exec()) {
        // Keeps a server's "permission denied" as a message naming the role needed.
        DatabaseError error = sqliteError(insert.lastError(), {});
        error.table = name(sources::kTable);
        return error;
    }
    return dialect.insertedId(insert);
}

InstanceTypeLookup::InstanceTypeLookup(QSqlDatabase &database) : m_select(database)
{
    using namespace schema;
    m_select.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? AND %4 = ?")
                         .arg(name(kId), name(instanceTypes::kTable),
                              name(instanceTypes::kProvider), name(instanceTypes::kName)));
}

std::optional<qint64> InstanceTypeLookup::find(const QString &instanceType)
{
    const auto cached = m_cache.constFind(instanceType);
    if (cached != m_cache.constEnd())
        return *cached;
    m_select.bindValue(0, QString::fromLatin1(kProviderAws));
    m_select.bindValue(1, instanceType);
    std::optional<qint64> id;
    if (m_select.exec() && m_select.next())
        id = m_select.value(0).toLongLong();
    m_select.finish();
    m_cache.insert(instanceType, id);
    return id;
}

PriceInserter::PriceInserter(QSqlDatabase &database) : m_insert(database)
{
    using namespace schema::priceObservations;
    const SqlDialect dialect = SqlDialect::of(database);
    m_prepared = m_insert.prepare(
        QStringLiteral("%14 %1 (%2, %3, %4, %5, %6, %7, %8, %9, %10, %11, "
                       "%12, %13) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            .arg(name(kTable), name(kInstanceTypeId), name(kRegion), name(kAvailabilityZone),
                 name(kPurchaseModel), name(kTermMonths), name(kPaymentOption),
                 name(kOfferingClass), name(kHourlyUsd), name(kUpfrontUsd))
            .arg(name(kObservedDate), name(schema::kSourceId), name(schema::kQuote),
                 dialect.insertOrIgnore()) +
        dialect.ignoreSuffix());
}

QString PriceInserter::lastError() const
{
    return m_insert.lastError().text();
}

bool PriceInserter::insert(const Observation &observation, QString *error)
{
    // Positional binds: the prepared statement is reused for every row.
    int index = 0;
    const auto bind = [&](const QVariant &value) {
        m_insert.bindValue(index++, value);
    };
    bind(observation.instanceTypeId);
    bind(observation.region);
    bind(nullable(observation.availabilityZone));
    bind(observation.purchaseModel);
    bind(observation.termMonths > 0 ? QVariant(observation.termMonths)
                                    : QVariant(QMetaType(QMetaType::Int)));
    bind(nullable(observation.paymentOption));
    bind(nullable(observation.offeringClass));
    bind(observation.hourlyUsd);
    bind(observation.upfrontUsd);
    bind(observation.observedDate);
    bind(observation.sourceId);
    bind(nullable(observation.quote));
    if (!m_insert.exec()) {
        *error = m_insert.lastError().text();
        return false;
    }
    return m_insert.numRowsAffected() > 0;
}

} // namespace acceldecide::db::import
