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

    // Opens (creating when missing) and migrates the file at `path`; ":memory:" opens
    // a private in-memory catalog.
    static DatabaseResult<std::unique_ptr<CatalogDatabase>> open(const QString &path);

    QSqlDatabase &connection() { return m_connection; }
    const QString &path() const { return m_path; }

private:
    CatalogDatabase(QString connectionName, QString path);

    QString m_connectionName;
    QString m_path;
    QSqlDatabase m_connection;
};

} // namespace acceldecide::db
