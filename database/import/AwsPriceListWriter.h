#pragma once

#include "database/import/AwsPriceListFormat.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace acceldecide::db::awspricelist {

// The observation a price row (or a reserved pair) becomes.
struct Observation
{
    QString instanceType;
    QString region;
    QString purchaseModel;
    int termMonths = 0; // 0: no term (on-demand)
    QString paymentOption;
    QString offeringClass;
    double hourlyUsd = 0; // effective
    double upfrontUsd = 0;
    std::optional<int> vcpus;
    std::optional<double> memoryGib;
    std::optional<int> gpus;
    QString network;
};

Observation observationOf(const PriceRow &row);

// Writes observations through prepared statements, creating the instance types the
// catalog does not know yet and the price-list source. All inside the caller's
// transaction.
class CatalogWriter
{
public:
    explicit CatalogWriter(QSqlDatabase &database);

    // Finds or creates the source row and prepares the statements; an error otherwise.
    std::optional<QString> prepare(const Preamble &preamble);

    const QString &title() const { return m_title; }
    qint64 added() const { return m_added; }
    qint64 present() const { return m_present; }

    // A message when the row cannot be stored: a rejection, or with `databaseError`
    // set, a failed statement.
    std::optional<QString> write(const Observation &o, bool &databaseError);

private:
    std::optional<QString> findOrCreateType(const Observation &o, qint64 &typeId,
                                            bool &databaseError);

    QSqlDatabase &m_database;
    QSqlQuery m_findType, m_insertType, m_insertPrice, m_insertOffering;
    QString m_title;
    QString m_observedDate;
    qint64 m_sourceId = -1;
    qint64 m_added = 0;
    qint64 m_present = 0;
    QHash<QString, qint64> m_typeIds;
    QSet<QString> m_offerings;
};

} // namespace acceldecide::db::awspricelist
