#pragma once

#include "database/connection/DatabaseError.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace acceldecide::db {

// One automatic copy of a catalog.
struct CatalogBackup
{
    QString path;
    QDateTime created; // local time, from the file name
    QString reason;    // "daily", "before-migration-v1", ...
};

// The automatic backups of one catalog file, kept in a folder beside it
// ("catalog.sqlite" → "catalog.sqlite.backups/catalog-20261124-093000-000-daily.sqlite").
// CatalogDatabase::open() writes one before a schema migration and on the first open
// of each day, and keeps the newest `keep`; restore() puts one back, moving the damaged
// file aside rather than deleting it, so nothing is ever lost by restoring.
class CatalogBackups
{
public:
    static constexpr int kDefaultKeep = 7;

    explicit CatalogBackups(QString catalogPath, int keep = kDefaultKeep);

    QString folder() const;
    // Newest first.
    std::vector<CatalogBackup> list() const;
    bool hasBackupFrom(const QDate &day) const;

    // Writes a backup of the open catalog behind `connection` and prunes to `keep`.
    DatabaseResult<CatalogBackup> create(QSqlDatabase &connection, const QString &reason,
                                         const QDateTime &now = QDateTime::currentDateTime());
    // Deletes all but the newest `keep` backups.
    void prune() const;

    // Moves the catalog file (with its -wal and -shm files) aside to
    // "<catalog>.damaged-<time>" and copies `backup` in its place. Returns the path the
    // old file was moved to (empty when there was no file). On failure the old file is
    // moved back.
    DatabaseResult<QString> restore(const CatalogBackup &backup,
                                    const QDateTime &now = QDateTime::currentDateTime()) const;

private:
    QString m_catalogPath;
    int m_keep;
};

} // namespace acceldecide::db
