#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace acceldecide::db {

// Loads the seed catalog (resources/seed/*.csv, embedded under ":/seed") into a
// catalog, upserting every row by its seed_key so a newer build's seed upgrades an
// existing file in place. Rows whose seed_key is NULL (the user's own, and imports)
// and the scenarios table are never touched. Seed rows that a newer build drops are
// left alone: deleting them would cascade into the user's rows that reference them.
class SeedDataLoader
{
public:
    enum class Outcome
    {
        Loaded,
        UpToDate // the stored hash matched: nothing was read or written
    };

    // `directory` holds the CSV files; tests point it at a modified copy.
    explicit SeedDataLoader(QString directory = defaultDirectory());

    static QString defaultDirectory(); // ":/seed", the embedded copy
    // The seed files in load order (referenced tables first).
    static QStringList fileNames();

    // One transaction: either every seed row is applied and the hash recorded, or
    // nothing changes. Errors name the table, the row (seed_key or line) and the field.
    DatabaseResult<Outcome> load(QSqlDatabase &database) const;

    // SHA-256 over the loader's format version and every file's name and bytes.
    DatabaseResult<QString> hash() const;

private:
    QString m_directory;
};

} // namespace acceldecide::db
