#pragma once

#include "database/connection/CatalogLocation.h"
#include "database/connection/DatabaseError.h"
#include "database/connection/PreparedStatements.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>

namespace acceldecide::db {

// One open catalog file: a private Qt SQL connection with foreign keys on, WAL
// journaling and the schema migrated to the current version. Errors come back as
// values naming what failed, with a Kind the caller can act on (see DatabaseError);
// nothing here talks to the user.
//
// open() refuses, without writing a byte, a file that is empty, not SQLite, another
// application's database, cut short or damaged (PRAGMA quick_check), from a newer
// schema, write-protected (unless asked to open read-only) or write-locked by another
// connection. Before a migration, and on the first read-write open of each day, it
// writes an automatic backup (CatalogBackups).
//
// A `postgresql://` location (CatalogLocation) opens a database on a PostgreSQL server
// through Qt's QPSQL driver instead: the same schema and migrations (its version kept in
// a table, migrated under an advisory lock), refused when it holds another application's
// tables or a newer schema. Backups of a server are the server's business.
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

    struct OpenOptions
    {
        Seeding seeding = Seeding::Load;
        // Read-only: no migration, no seeding, no backups; every write fails. How a
        // write-protected or locked catalog can still be looked at.
        bool readOnly = false;
        // Automatic backups kept; 0 turns them off (scratch and test catalogs).
        int backupsToKeep = 7;
        // How long open() waits for another connection's write lock before reporting
        // the catalog as locked.
        int lockWaitMs = 250;
        // A server's password when the user typed one (or the keyring had it): handed to
        // the driver only, never kept here, never in a message. Empty: libpq's own places.
        QString password;
    };

    // Opens (creating when missing), migrates and seeds the file at `path`; ":memory:"
    // opens a private in-memory catalog; a postgresql:// URL opens that server database.
    static DatabaseResult<std::unique_ptr<CatalogDatabase>> open(const QString &path,
                                                                 Seeding seeding = Seeding::Load);
    static DatabaseResult<std::unique_ptr<CatalogDatabase>> open(const QString &path,
                                                                 const OpenOptions &options);

    // The user's catalog: <AppDataLocation>/catalog.sqlite, creating the directory.
    // Needs QCoreApplication's organisation and application names set first.
    static QString defaultPath();

    QSqlDatabase &connection() { return m_connection; }
    // The statements kept prepared on this connection (CatalogLookups runs through
    // them); forgotten whenever the connection closes or reopens.
    PreparedStatements &statements() { return m_statements; }
    // The file's path, or the server URL without any password.
    const QString &path() const { return m_path; }
    bool isServer() const { return m_server; }
    bool isReadOnly() const { return m_readOnly; }
    // Whether the connection still answers (a trivial query): false once a catalog
    // server went away (restarted, killed, the network dropped). A file always answers.
    bool answers();
    // Opens the server connection again when it no longer answers, so that a failed
    // write can be retried: the same connection, so every editor and repository holding
    // it goes on over the new session. Nothing happens while it answers. `password` as
    // for open() (none: libpq's own places), handed to the driver only. An Unreachable
    // error while the server is still away.
    DatabaseStatus reconnect(const QString &password = {});
    // `error` from a failed statement, as Unreachable when the reason is that the server
    // went away (so a caller can offer to retry after reconnect()); else unchanged.
    DatabaseError explainFailure(DatabaseError error);

    // Things the user should know that did not stop the open (a daily backup that
    // could not be written, say).
    const QStringList &notices() const { return m_notices; }

private:
    CatalogDatabase(QString connectionName, QString path);
    static DatabaseResult<std::unique_ptr<CatalogDatabase>> create(const QString &path,
                                                                   const OpenOptions &options);
    // `fresh`: the file was just created, so there is nothing to check or back up yet.
    static DatabaseResult<std::unique_ptr<CatalogDatabase>>
    openFile(const QString &path, const OpenOptions &options, bool fresh);
    static DatabaseResult<std::unique_ptr<CatalogDatabase>>
    openServer(const CatalogLocation &location, const OpenOptions &options);
    DatabaseStatus checkServerContents();
    // The steps of open() after the connection exists; each may refuse.
    DatabaseStatus checkContents(bool created);
    DatabaseStatus prepareForWriting(const OpenOptions &options, bool created);

    QString m_connectionName;
    QString m_path;
    QSqlDatabase m_connection;
    PreparedStatements m_statements{m_connection};
    bool m_readOnly = false;
    bool m_server = false;
    QStringList m_notices;
};

} // namespace acceldecide::db
