#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

namespace acceldecide::db {

// The three roles of a team catalog on a PostgreSQL server, each including the one
// before: viewers read everything; editors also write prices, benchmarks, their
// sources and scenarios; admins own the tables (so they run migrations) and may grant
// the other two roles to people. Login users are made members of one of them.
class ServerRoles
{
public:
    static constexpr char kViewer[] = "acceldecide_viewer";
    static constexpr char kEditor[] = "acceldecide_editor";
    static constexpr char kAdmin[] = "acceldecide_admin";

    // The tables an editor writes; every other table is an admin's.
    static QStringList editorTables();
    // The role whose members may write `table`.
    static QString roleToWrite(const QString &table);

    // Creates the roles when missing and (re)grants what each may do on every table of
    // the catalog open on `database`: safe to run again, e.g. after a migration added a
    // table. Says what it did, one line each. Needs a user allowed to create roles and
    // change the tables' owner (a superuser, or the database's owner with CREATEROLE).
    static DatabaseResult<QStringList> apply(QSqlDatabase &database);

    // A server's "permission denied" as a message naming the role the write needs, or
    // nullopt-like empty string when `error` is something else.
    static QString permissionMessage(const QSqlError &error);
};

} // namespace acceldecide::db
