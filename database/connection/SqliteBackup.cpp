#include "database/connection/SqliteBackup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <cstring>

namespace acceldecide::db {

namespace {

DatabaseError backupError(const QString &destination, const QString &what)
{
    DatabaseError error{
        {},
        {},
        {},
        QCoreApplication::translate("SqliteBackup", "cannot write the backup %1: %2")
            .arg(QDir::toNativeSeparators(destination), what)};
    error.kind = DatabaseError::Kind::BackupFailed;
    return error;
}

QString sqliteMessage(sqlite3 *handle)
{
    return QString::fromUtf8(sqlite3_errmsg(handle));
}

// Copies `source` into a new file at `destination` (via a ".part" file and a rename).
DatabaseStatus copyFrom(sqlite3 *source, const QString &destination)
{
    const QString part = destination + QStringLiteral(".part");
    QFile::remove(part); // a leftover from a crash during an earlier backup
    sqlite3 *target = nullptr;
    const QByteArray partName = QFile::encodeName(part);
    if (sqlite3_open_v2(partName.constData(), &target, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                        nullptr) != SQLITE_OK) {
        const QString message = target
                                    ? sqliteMessage(target)
                                    : QCoreApplication::translate("SqliteBackup", "out of memory");
        sqlite3_close(target);
        return backupError(destination, message);
    }
    sqlite3_backup *backup = sqlite3_backup_init(target, "main", source, "main");
    if (!backup) {
        const QString message = sqliteMessage(target);
        sqlite3_close(target);
        QFile::remove(part);
        return backupError(destination, message);
    }
    const int stepped = sqlite3_backup_step(backup, -1); // every page in one step
    sqlite3_backup_finish(backup);
    const int finished = sqlite3_errcode(target);
    const QString message = sqliteMessage(target);
    sqlite3_close(target);
    if (stepped != SQLITE_DONE || finished != SQLITE_OK) {
        QFile::remove(part);
        return backupError(destination, stepped == SQLITE_DONE
                                            ? message
                                            : QString::fromUtf8(sqlite3_errstr(stepped)));
    }
    QFile::remove(destination);
    if (!QFile::rename(part, destination)) {
        QFile::remove(part);
        return backupError(destination, QCoreApplication::translate(
                                            "SqliteBackup", "cannot rename the finished copy"));
    }
    return {};
}

} // namespace

DatabaseStatus SqliteBackup::copy(QSqlDatabase &source, const QString &destination)
{
    // Qt's QSQLITE driver hands out its sqlite3* (the same system libsqlite3 we link).
    const QVariant handle = source.driver() ? source.driver()->handle() : QVariant();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0)
        return backupError(destination, QCoreApplication::translate(
                                            "SqliteBackup", "the connection is not a SQLite one"));
    sqlite3 *connection = *static_cast<sqlite3 *const *>(handle.constData());
    if (!connection)
        return backupError(
            destination, QCoreApplication::translate("SqliteBackup", "the connection is not open"));
    return copyFrom(connection, destination);
}

DatabaseStatus SqliteBackup::copyFile(const QString &source, const QString &destination)
{
    sqlite3 *connection = nullptr;
    const QByteArray sourceName = QFile::encodeName(source);
    const int opened =
        sqlite3_open_v2(sourceName.constData(), &connection, SQLITE_OPEN_READONLY, nullptr);
    if (opened != SQLITE_OK) {
        const QString message = connection
                                    ? sqliteMessage(connection)
                                    : QCoreApplication::translate("SqliteBackup", "out of memory");
        sqlite3_close(connection);
        return backupError(destination,
                           QCoreApplication::translate("SqliteBackup", "cannot read %1: %2")
                               .arg(QDir::toNativeSeparators(source), message));
    }
    const DatabaseStatus status = copyFrom(connection, destination);
    sqlite3_close(connection);
    return status;
}

} // namespace acceldecide::db
