#pragma once

#include "core/model/Expected.h"
#include "database/import/ImportSupport.h"
#include "database/import/SkyPilotAcceleratorLookup.h"
#include "database/import/SkyPilotCloud.h"
#include "database/import/SkyPilotRow.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

namespace acceldecide::db::import {

// Writes one offer of a SkyPilot catalog: its instance type under the cloud's provider
// (found by provider and name, or added with its accelerator, count, vCPUs and memory),
// then its on-demand price for the region (no zone: it repeats on every zone row, and the
// observation identity index keeps it once) and its spot price for the zone. Every value
// is bound; the text comes from someone else's file.
class SkyPilotOfferWriter
{
    // Its rejections are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(SkyPilotOfferWriter)

public:
    SkyPilotOfferWriter(QSqlDatabase &database, SkyPilotCloud cloud, qint64 sourceId,
                        QString observedDate);

    Expected<void, QString> write(const SkyPilotRow &offer);

    qint64 typesAdded() const { return m_typesAdded; }
    qint64 pricesAdded() const { return m_pricesAdded; }

private:
    Expected<qint64, QString> typeId(const SkyPilotRow &offer);

    QSqlDatabase &m_database;
    SkyPilotCloud m_cloud;
    qint64 m_sourceId = 0;
    QString m_observedDate;
    SkyPilotAcceleratorLookup m_accelerators;
    PriceInserter m_prices;
    QSqlQuery m_select;
    QSqlQuery m_insert;
    QHash<QString, qint64> m_types; // by name, this provider's
    qint64 m_typesAdded = 0;
    qint64 m_pricesAdded = 0;
};

} // namespace acceldecide::db::import
