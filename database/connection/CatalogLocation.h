#pragma once

#include "database/connection/DatabaseError.h"

#include <QString>
#include <QStringList>

namespace acceldecide::db {

// Where a catalog lives, from what the user gave `--database` (or the GUI's open path):
// a local path is a SQLite file; `postgresql://[user@]host[:port]/dbname[?sslmode=…]`
// (or `postgres://`) is a database on a PostgreSQL server.
//
// A server location never holds a password: one written into the URL is refused with a
// message that does not repeat it. libpq finds the password itself (PGPASSWORD,
// ~/.pgpass, a service file), so none reaches settings, logs or error messages.
struct CatalogLocation
{
    enum class Kind
    {
        File,
        Server
    };

    Kind kind = Kind::File;
    QString path; // Kind::File: the file (or ":memory:")
    // Kind::Server:
    QString host;
    int port = 5432;
    QString user;     // empty: libpq's default (PGUSER, else the login name)
    QString database; // the database name on the server
    QString sslMode;  // empty: libpq's default (PGSSLMODE, else "prefer")

    static bool isServerUrl(const QString &text);
    // What the user typed, fit for a message: a URL loses any password in it.
    static QString withoutPassword(const QString &text);
    // A path, or a URL checked field by field (bad port, missing database, unknown
    // parameter, a password): the refusal names the field and never the password.
    static DatabaseResult<CatalogLocation> parse(const QString &text);
    // The sslmode values libpq accepts, in its order (weakest first).
    static const QStringList &sslModes();

    // A server location built field by field (the GUI's connect dialog) checked as parse()
    // checks a URL: an empty host or database, a port outside 1 to 65535 or an unknown
    // sslmode is refused naming that field.
    DatabaseStatus check() const;

    bool isServer() const { return kind == Kind::Server; }
    // How messages, recent-catalog lists and settings name it: the path, or the URL
    // rebuilt from its parts (so never a password).
    QString display() const;
    // libpq's connection options beyond host, port, user and database (Qt's QPSQL
    // setConnectOptions syntax).
    QString connectOptions() const;
};

} // namespace acceldecide::db
