#include "database/import/SkyPilotOfferWriter.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QVariant>

namespace acceldecide::db::import {

namespace {

using schema::name;

template <typename T> QVariant nullable(const std::optional<T> &value, QMetaType::Type type)
{
    return value ? QVariant::fromValue(*value) : QVariant(QMetaType(type));
}

} // namespace

SkyPilotOfferWriter::SkyPilotOfferWriter(QSqlDatabase &database, SkyPilotCloud cloud,
                                         qint64 sourceId, QString observedDate)
    : m_database(database), m_cloud(std::move(cloud)), m_sourceId(sourceId),
      m_observedDate(std::move(observedDate)), m_accelerators(database), m_prices(database),
      m_select(database), m_insert(database)
{
    using namespace schema;
    using namespace schema::instanceTypes;
    m_select.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? AND %4 = ?")
                         .arg(name(kId), name(kTable), name(kProvider), name(kName)));
    m_insert.prepare(QStringLiteral("INSERT INTO %1 (%2, %3, %4, %5, %6, %7) "
                                    "VALUES (?, ?, ?, ?, ?, ?)")
                         .arg(name(kTable), name(kProvider), name(kName), name(kAcceleratorId),
                              name(kAcceleratorsPerInstance), name(kVcpus), name(kMemoryGib)) +
                     SqlDialect::of(database).returningId());
}

Expected<qint64, QString> SkyPilotOfferWriter::typeId(const SkyPilotRow &offer)
{
    const auto cached = m_types.constFind(offer.instanceType);
    if (cached != m_types.constEnd())
        return *cached;
    m_select.bindValue(0, m_cloud.provider());
    m_select.bindValue(1, offer.instanceType);
    if (!m_select.exec())
        return tr("instance_types: %1").arg(m_select.lastError().text());
    if (m_select.next()) {
        const qint64 id = m_select.value(0).toLongLong();
        m_select.finish();
        m_types.insert(offer.instanceType, id);
        return id;
    }
    m_select.finish();
    int bind = 0;
    m_insert.bindValue(bind++, m_cloud.provider());
    m_insert.bindValue(bind++, offer.instanceType);
    m_insert.bindValue(
        bind++, m_accelerators.find(offer.acceleratorName, offer.gpuMemoryGib, m_cloud.isAws()));
    m_insert.bindValue(bind++, offer.acceleratorCount);
    m_insert.bindValue(bind++, nullable(offer.vcpus, QMetaType::LongLong));
    m_insert.bindValue(bind++, nullable(offer.memoryGib, QMetaType::Double));
    if (!m_insert.exec())
        return tr("instance_types: %1").arg(m_insert.lastError().text());
    const qint64 id = SqlDialect::of(m_database).insertedId(m_insert);
    m_types.insert(offer.instanceType, id);
    ++m_typesAdded;
    return id;
}

Expected<void, QString> SkyPilotOfferWriter::write(const SkyPilotRow &offer)
{
    const Expected<qint64, QString> type = typeId(offer);
    if (!type)
        return type.error();
    PriceInserter::Observation observation;
    observation.instanceTypeId = *type;
    observation.region = offer.region;
    observation.observedDate = m_observedDate;
    observation.sourceId = m_sourceId;
    QString error;
    if (offer.price) {
        observation.purchaseModel = QStringLiteral("on_demand");
        observation.hourlyUsd = *offer.price;
        if (m_prices.insert(observation, &error))
            ++m_pricesAdded;
    }
    if (error.isEmpty() && offer.spotPrice) {
        observation.purchaseModel = QStringLiteral("spot");
        observation.availabilityZone = offer.zone;
        observation.hourlyUsd = *offer.spotPrice;
        if (m_prices.insert(observation, &error))
            ++m_pricesAdded;
    }
    if (!error.isEmpty())
        return tr("price_observations: %1").arg(error);
    return {};
}

} // namespace acceldecide::db::import
