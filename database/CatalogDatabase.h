#pragma once

#include "DatabaseError.h"

#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace acceldecide::db {

// One open catalog file: a private Qt SQL connection with foreign keys on, WAL
// journaling and the schema migrated to the current version. Errors come back as
// values naming what failed; nothing here talks to the user.
class CatalogDatabase
{
public:
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    // Whether open() brings the shipped seed rows up to date (cheap when they are:
    // a hash comparison). Tests that need an empty catalog pass Skip.
    enum class Seeding
    {
        Load,
        Skip
    };

    // Opens (creating when missing), migrates and seeds the file at `path`; ":memory:"
    // opens a private in-memory catalog.
    static DatabaseResult<std::unique_ptr<CatalogDatabase>> open(const QString &path,
                                                                 Seeding seeding = Seeding::Load);

    // The user's catalog: <AppDataLocation>/catalog.sqlite, creating the directory.
    // Needs QCoreApplication's organisation and application names set first.
    static QString defaultPath();

    QSqlDatabase &connection() { return m_connection; }
    const QString &path() const { return m_path; }

private:
    CatalogDatabase(QString connectionName, QString path);

    QString m_connectionName;
    QString m_path;
    QSqlDatabase m_connection;
};

} // namespace acceldecide::db
