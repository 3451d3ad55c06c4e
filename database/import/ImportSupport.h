#pragma once

#include "database/connection/DatabaseError.h"
#include "database/import/ImportReport.h"

#include <QDate>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <optional>
#include <string_view>

// Pieces every file importer shares, so each importer is only its file format.
namespace acceldecide::db::import {

// The provider name every AWS importer writes into instance_types.provider, so the
// importers and the seed data meet on the same rows.
inline constexpr char kProviderAws[] = "AWS";

// Rejections kept in ImportReport::rejections; the count goes on regardless.
inline constexpr int kMaxRejectionsListed = 100;

QString toQString(std::string_view text);
std::optional<double> parseDouble(std::string_view text);
// Accepts "8" and "8.0" (SkyPilot writes counts as floats).
std::optional<qint64> parseCount(std::string_view text);
// Lower-cases and drops blanks and underscores: "Product Family", "product_family" and
// "productFamily" all become "productfamily".
QString normalizedColumn(std::string_view header);

// Counts `rows` rejected rows (a reserved term's two rows are rejected together) and
// lists the reason under the line.
void reject(ImportReport &report, qint64 line, const QString &reason, qint64 rows = 1);
// Counts the row the CSV reader stopped on (a truncated last line) as read and
// rejected; the reader's message already names the line.
void rejectReaderError(ImportReport &report, qint64 line, const QString &error);

// Refuses the file: nothing has been written yet.
ImportReport refused(const QString &message);

// Finds the sources row of an earlier import of the same file (same title, kind
// price_list and published date) or inserts one accessed today, so re-importing the
// same file lands on the same source and the observation identity index dedups.
DatabaseResult<qint64> findOrCreateSource(QSqlDatabase &database, const QString &title,
                                          const QString &publisher, const QString &url,
                                          const QString &publishedDate, const QString &notes);

// Looks instance types up by AWS name with a per-import cache.
class InstanceTypeLookup
{
public:
    explicit InstanceTypeLookup(QSqlDatabase &database);
    // The id of the AWS instance type, or nullopt when the catalog does not have it.
    std::optional<qint64> find(const QString &name);
    void remember(const QString &name, qint64 id) { m_cache.insert(name, id); }

private:
    QSqlQuery m_select;
    QHash<QString, std::optional<qint64>> m_cache;
};

// One prepared INSERT OR IGNORE into price_observations (the identity index makes a
// re-import a no-op).
class PriceInserter
{
public:
    struct Observation
    {
        qint64 instanceTypeId = 0;
        QString region;
        QString availabilityZone; // empty: NULL
        QString purchaseModel;
        int termMonths = 0;    // 0: NULL
        QString paymentOption; // empty: NULL
        QString offeringClass; // empty: NULL
        double hourlyUsd = 0.0;
        double upfrontUsd = 0.0;
        QString observedDate;
        qint64 sourceId = 0;
        QString quote; // empty: NULL
    };

    explicit PriceInserter(QSqlDatabase &database);
    bool prepared() const { return m_prepared; }
    QString lastError() const;
    // True when the row was new; false when it was already there. Errors set *error.
    bool insert(const Observation &observation, QString *error);

private:
    QSqlQuery m_insert;
    bool m_prepared = false;
};

QString todayIso();

} // namespace acceldecide::db::import
