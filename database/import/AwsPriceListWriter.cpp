#include "database/import/AwsPriceListWriter.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QDate>
#include <QSqlError>
#include <QVariant>

#include <cmath>

namespace acceldecide::db::awspricelist {

namespace {

using namespace schema;

QString text(std::string_view view)
{
    return QString::fromUtf8(view.data(), qsizetype(view.size()));
}

using schema::name;

QVariant nullable(const QString &value)
{
    return value.isEmpty() ? QVariant() : QVariant(value);
}

} // namespace

Observation observationOf(const PriceRow &row)
{
    Observation o;
    o.instanceType = text(row.instanceType);
    o.region = text(row.region);
    o.purchaseModel = !row.reserved        ? QStringLiteral("on_demand")
                      : row.termYears == 1 ? QStringLiteral("reserved_1y")
                                           : QStringLiteral("reserved_3y");
    o.termMonths = row.termYears * 12;
    o.paymentOption = text(row.paymentOption);
    o.offeringClass = text(row.offeringClass);
    o.vcpus = row.vcpus;
    o.memoryGib = row.memoryGib;
    o.gpus = row.gpus;
    o.network = text(row.network);
    return o;
}

CatalogWriter::CatalogWriter(QSqlDatabase &database)
    : m_database(database), m_findType(database), m_insertType(database), m_insertPrice(database),
      m_insertOffering(database)
{}

std::optional<QString> CatalogWriter::prepare(const Preamble &preamble)
{
    m_observedDate = preamble.publicationDate.left(10);
    const QString title =
        QStringLiteral("AWS Price List API, AmazonEC2 offer, version %1").arg(preamble.version);
    m_title = title;
    const SqlDialect dialect = SqlDialect::of(m_database);
    QSqlQuery find(m_database);
    find.prepare(
        QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? AND %4 = 'price_list'")
            .arg(name(kId), name(sources::kTable), name(sources::kTitle), name(sources::kKind)));
    find.addBindValue(title);
    if (!find.exec())
        return find.lastError().text();
    if (find.next()) {
        m_sourceId = find.value(0).toLongLong();
    } else {
        QSqlQuery insert(m_database);
        insert.prepare(QStringLiteral("INSERT INTO %1 (%2, %3, %4, %5, %6, %7, %8, %9) VALUES "
                                      "(?, 'Amazon Web Services', ?, ?, ?, 'price_list', ?, "
                                      "'price_list')")
                           .arg(name(sources::kTable), name(sources::kTitle),
                                name(sources::kPublisher), name(sources::kUrl),
                                name(sources::kPublishedDate), name(sources::kAccessedDate),
                                name(sources::kKind), name(sources::kNotes),
                                name(sources::kStanding)) +
                       dialect.returningId());
        insert.addBindValue(title);
        insert.addBindValue(QStringLiteral("https://pricing.us-east-1.amazonaws.com/offers/"
                                           "v1.0/aws/AmazonEC2/current/index.csv"));
        insert.addBindValue(m_observedDate);
        insert.addBindValue(QDate::currentDate().toString(Qt::ISODate));
        insert.addBindValue(QStringLiteral("Publication Date %1; imported by AccelDecide")
                                .arg(preamble.publicationDate));
        if (!insert.exec())
            return insert.lastError().text();
        m_sourceId = SqlDialect::of(m_database).insertedId(insert);
    }
    const bool ok =
        m_findType.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = 'AWS' AND %4 = ?")
                               .arg(name(kId), name(instanceTypes::kTable),
                                    name(instanceTypes::kProvider), name(instanceTypes::kName))) &&
        m_insertType.prepare(QStringLiteral("INSERT INTO %1 (%2, %3, %4, %5, %6, %7) VALUES "
                                            "('AWS', ?, ?, ?, ?, ?)")
                                 .arg(name(instanceTypes::kTable), name(instanceTypes::kProvider),
                                      name(instanceTypes::kName),
                                      name(instanceTypes::kAcceleratorsPerInstance),
                                      name(instanceTypes::kVcpus), name(instanceTypes::kMemoryGib),
                                      name(instanceTypes::kNetwork)) +
                             dialect.returningId()) &&
        m_insertPrice.prepare(
            QStringLiteral("%12 %1 (%2, %3, %4, %5, %6, %7, %8, %9, %10, "
                           "%11) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .arg(name(priceObservations::kTable), name(priceObservations::kInstanceTypeId),
                     name(priceObservations::kRegion), name(priceObservations::kPurchaseModel),
                     name(priceObservations::kTermMonths), name(priceObservations::kPaymentOption),
                     name(priceObservations::kOfferingClass), name(priceObservations::kHourlyUsd),
                     name(priceObservations::kUpfrontUsd), name(priceObservations::kObservedDate))
                .arg(name(kSourceId), dialect.insertOrIgnore()) +
            dialect.ignoreSuffix()) &&
        m_insertOffering.prepare(
            QStringLiteral("%6 %1 (%2, %3, %4, %5) VALUES (?, ?, 1, ?)")
                .arg(name(instanceOfferings::kTable), name(instanceOfferings::kInstanceTypeId),
                     name(instanceOfferings::kPurchaseModel), name(instanceOfferings::kOffered),
                     name(kSourceId), dialect.insertOrIgnore()) +
            dialect.ignoreSuffix());
    if (!ok)
        return m_database.lastError().text();
    return std::nullopt;
}

std::optional<QString> CatalogWriter::write(const Observation &o, bool &databaseError)
{
    databaseError = false;
    // Each PricePerUnit is finite, but a reserved term's effective hourly price adds the
    // upfront fee spread over the term to the hourly fee, and two prices near the largest
    // double sum to infinity -- which SQLite would store and every cost would inherit
    // (found by fuzz_aws_price_list).
    if (!std::isfinite(o.hourlyUsd) || !std::isfinite(o.upfrontUsd))
        return QStringLiteral("PricePerUnit: the effective hourly price (hourly fee plus the "
                              "upfront fee spread over the term) is not a finite number");
    qint64 typeId = m_typeIds.value(o.instanceType, -1);
    if (typeId < 0) {
        if (std::optional<QString> error = findOrCreateType(o, typeId, databaseError))
            return error;
        m_typeIds.insert(o.instanceType, typeId);
    }
    m_insertPrice.bindValue(0, typeId);
    m_insertPrice.bindValue(1, o.region);
    m_insertPrice.bindValue(2, o.purchaseModel);
    m_insertPrice.bindValue(3, o.termMonths > 0 ? QVariant(o.termMonths) : QVariant());
    m_insertPrice.bindValue(4, nullable(o.paymentOption));
    m_insertPrice.bindValue(5, nullable(o.offeringClass));
    m_insertPrice.bindValue(6, o.hourlyUsd);
    m_insertPrice.bindValue(7, o.upfrontUsd);
    m_insertPrice.bindValue(8, m_observedDate);
    m_insertPrice.bindValue(9, m_sourceId);
    if (!m_insertPrice.exec()) {
        databaseError = true;
        return m_insertPrice.lastError().text();
    }
    (m_insertPrice.numRowsAffected() > 0 ? m_added : m_present) += 1;
    const QString offeringKey = QString::number(typeId) + QLatin1Char('/') + o.purchaseModel;
    if (!m_offerings.contains(offeringKey)) {
        m_offerings.insert(offeringKey);
        m_insertOffering.bindValue(0, typeId);
        m_insertOffering.bindValue(1, o.purchaseModel);
        m_insertOffering.bindValue(2, m_sourceId);
        if (!m_insertOffering.exec()) {
            databaseError = true;
            return m_insertOffering.lastError().text();
        }
    }
    return std::nullopt;
}

std::optional<QString> CatalogWriter::findOrCreateType(const Observation &o, qint64 &typeId,
                                                       bool &databaseError)
{
    m_findType.bindValue(0, o.instanceType);
    if (!m_findType.exec()) {
        databaseError = true;
        return m_findType.lastError().text();
    }
    if (m_findType.next()) {
        typeId = m_findType.value(0).toLongLong();
        m_findType.finish();
        return std::nullopt;
    }
    const std::optional<int> count =
        o.gpus ? o.gpus : knownAcceleratorCount(o.instanceType.toStdString());
    if (!count)
        return QStringLiteral("GPU: %1 is not in the catalog and the row gives no "
                              "accelerator count")
            .arg(o.instanceType);
    m_insertType.bindValue(0, o.instanceType);
    m_insertType.bindValue(1, *count);
    m_insertType.bindValue(2, o.vcpus ? QVariant(*o.vcpus) : QVariant());
    m_insertType.bindValue(3, o.memoryGib ? QVariant(*o.memoryGib) : QVariant());
    m_insertType.bindValue(4, nullable(o.network));
    if (!m_insertType.exec()) {
        databaseError = true;
        return m_insertType.lastError().text();
    }
    typeId = SqlDialect::of(m_database).insertedId(m_insertType);
    return std::nullopt;
}

} // namespace acceldecide::db::awspricelist
