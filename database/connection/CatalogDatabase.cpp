#include "database/connection/CatalogDatabase.h"

#include "database/connection/CatalogBackups.h"
#include "database/connection/CatalogFileCheck.h"
#include "database/connection/SqlDialect.h"
#include "database/connection/SqliteErrorKind.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"
#include "database/schema/SeedDataLoader.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace acceldecide::db {

namespace {

// Qt's QSQLITE default; normal writes wait this long for another connection.
constexpr int kBusyTimeoutMs = 5000;

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("acceldecide-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
}

DatabaseError refusal(DatabaseError::Kind kind, const QString &path, const QString &what)
{
    DatabaseError error{{}, {}, {}, QDir::toNativeSeparators(path) + QLatin1Char(' ') + what};
    error.kind = kind;
    return error;
}

DatabaseStatus exec(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement))
        return sqliteError(query.lastError(), statement);
    return {};
}

DatabaseResult<QVariant> single(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement) || !query.next())
        return sqliteError(query.lastError(), statement);
    return query.value(0);
}

} // namespace

CatalogDatabase::CatalogDatabase(QString connectionName, QString path)
    : m_connectionName(std::move(connectionName)), m_path(std::move(path))
{}

CatalogDatabase::~CatalogDatabase()
{
    m_statements.clear(); // while the connection is still there to release them
    m_connection.close();
    m_connection = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString CatalogDatabase::defaultPath()
{
    const QString directory = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(directory); // a failure shows up, with the path, when open() runs
    return directory + QStringLiteral("/catalog.sqlite");
}

DatabaseResult<std::unique_ptr<CatalogDatabase>> CatalogDatabase::open(const QString &path,
                                                                       Seeding seeding)
{
    OpenOptions options;
    options.seeding = seeding;
    return open(path, options);
}

DatabaseResult<std::unique_ptr<CatalogDatabase>> CatalogDatabase::open(const QString &path,
                                                                       const OpenOptions &options)
{
    if (CatalogLocation::isServerUrl(path)) {
        const DatabaseResult<CatalogLocation> location = CatalogLocation::parse(path);
        if (!location)
            return location.error();
        return openServer(location.value(), options);
    }
    if (path != QStringLiteral(":memory:") && !options.readOnly && !QFileInfo::exists(path))
        return create(path, options);
    return openFile(path, options, false);
}

DatabaseResult<std::unique_ptr<CatalogDatabase>> CatalogDatabase::create(const QString &path,
                                                                         const OpenOptions &options)
{
    // SQLite creates an empty file the moment it connects and writes the first page
    // only when the schema commits, so a kill in between would leave a 0-byte file that
    // every later start refuses (found by the SIGKILL crash-safety test). The new
    // catalog is therefore built, seeded and closed under a temporary name, and renamed
    // into place only when complete.
    const QString temporary = path + QStringLiteral(".creating");
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(temporary + QLatin1String(suffix)); // an earlier kill's leftovers
    {
        auto built = openFile(temporary, options, true);
        if (!built)
            return built.error();
    } // closing checkpoints the WAL into the file and removes it
    if (QFileInfo::exists(temporary + QStringLiteral("-wal")) || !QFile::rename(temporary, path))
        return refusal(
            DatabaseError::Kind::General, path,
            QCoreApplication::translate("CatalogDatabase",
                                        "could not be created: the new catalog %1 could not be "
                                        "moved into place")
                .arg(QDir::toNativeSeparators(temporary)));
    return openFile(path, options, true);
}

DatabaseResult<std::unique_ptr<CatalogDatabase>>
CatalogDatabase::openFile(const QString &path, const OpenOptions &options, bool fresh)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return DatabaseError{{},
                             {},
                             {},
                             QCoreApplication::translate("CatalogDatabase",
                                                         "the Qt SQLite driver (QSQLITE) is not "
                                                         "installed (Debian: libqt6sql6-sqlite)")};
    const DatabaseResult<CatalogFileCheck::Findings> file = CatalogFileCheck::inspect(path);
    if (!file)
        return file.error();
    if (options.readOnly && !file.value().exists)
        return refusal(DatabaseError::Kind::General, path,
                       QCoreApplication::translate(
                           "CatalogDatabase", "does not exist, so it cannot be opened read-only"));
    if (!options.readOnly && file.value().writeProtected)
        return refusal(
            DatabaseError::Kind::ReadOnly, path,
            QCoreApplication::translate("CatalogDatabase",
                                        "is write-protected (the file or its folder); open it "
                                        "read-only, or choose another file"));

    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(nextConnectionName(), path));
    catalog->m_readOnly = options.readOnly;
    catalog->m_connection =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), catalog->m_connectionName);
    catalog->m_connection.setDatabaseName(path);
    if (options.readOnly)
        catalog->m_connection.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!catalog->m_connection.open())
        return refusal(DatabaseError::Kind::General, path,
                       QCoreApplication::translate("CatalogDatabase", "cannot be opened: %1")
                           .arg(catalog->m_connection.lastError().text()));

    const bool created = fresh || !file.value().exists;
    if (DatabaseStatus status = catalog->checkContents(created); !status)
        return status.error();
    if (DatabaseStatus status =
            exec(catalog->m_connection, QStringLiteral("PRAGMA foreign_keys = ON"));
        !status)
        return status.error();
    if (options.readOnly) {
        const int version = SchemaMigrator::version(catalog->m_connection).value();
        if (version != schema::kCurrentVersion)
            return refusal(
                DatabaseError::Kind::General, path,
                QCoreApplication::translate("CatalogDatabase",
                                            "has schema version %1 and needs upgrading to %2, "
                                            "which a read-only catalog cannot do")
                    .arg(version)
                    .arg(schema::kCurrentVersion));
        return catalog;
    }
    if (DatabaseStatus status = catalog->prepareForWriting(options, created); !status)
        return status.error();
    if (options.seeding == Seeding::Load) {
        const auto seeded = SeedDataLoader().load(catalog->m_connection);
        if (!seeded)
            return seeded.error();
    }
    return catalog;
}

DatabaseResult<std::unique_ptr<CatalogDatabase>>
CatalogDatabase::openServer(const CatalogLocation &location, const OpenOptions &options)
{
    const QString where = location.display();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return refusal(DatabaseError::Kind::General, where,
                       QCoreApplication::translate("CatalogDatabase",
                                                   "cannot be opened: the Qt PostgreSQL driver "
                                                   "(QPSQL) is not installed (Debian: "
                                                   "libqt6sql6-psql)"));
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(nextConnectionName(), where));
    catalog->m_server = true;
    catalog->m_readOnly = options.readOnly;
    QSqlDatabase &connection = catalog->m_connection;
    connection = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), catalog->m_connectionName);
    connection.setHostName(location.host);
    connection.setPort(location.port);
    connection.setDatabaseName(location.database);
    if (!location.user.isEmpty())
        connection.setUserName(location.user);
    // The URL never holds a password; one the user typed goes to the driver only, else
    // libpq reads PGPASSWORD, ~/.pgpass or a service file.
    if (!options.password.isEmpty())
        connection.setPassword(options.password);
    connection.setConnectOptions(location.connectOptions());
    const bool opened = connection.open();
    // The driver keeps what it was given; nothing after the login needs it again.
    connection.setPassword(QString());
    if (!opened) {
        QString reason = connection.lastError().text().trimmed();
        if (!options.password.isEmpty())
            reason.replace(options.password, QStringLiteral("…"));
        return refusal(
            DatabaseError::Kind::Unreachable, where,
            QCoreApplication::translate("CatalogDatabase", "cannot be reached on %1 port %2: %3")
                .arg(location.host)
                .arg(location.port)
                .arg(reason));
    }
    if (DatabaseStatus status = catalog->checkServerContents(); !status)
        return status.error();
    if (options.readOnly) {
        exec(connection, QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
        const int version = SchemaMigrator::version(connection).value();
        if (version != schema::kCurrentVersion)
            return refusal(DatabaseError::Kind::General, where,
                           QCoreApplication::translate("CatalogDatabase",
                                                       "has schema version %1 and needs upgrading "
                                                       "to %2, which a read-only catalog cannot do")
                               .arg(version)
                               .arg(schema::kCurrentVersion));
        return catalog;
    }
    if (DatabaseStatus status = SchemaMigrator::migrate(connection); !status) {
        DatabaseError error = status.error();
        error.message = where + QLatin1Char(' ') + error.message;
        return error;
    }
    if (options.seeding == Seeding::Load) {
        const auto seeded = SeedDataLoader().load(connection);
        if (!seeded)
            return seeded.error();
    }
    return catalog;
}

bool CatalogDatabase::answers()
{
    if (!m_connection.isOpen())
        return false;
    QSqlQuery probe(m_connection);
    return probe.exec(QStringLiteral("SELECT 1")) && probe.next();
}

DatabaseStatus CatalogDatabase::reconnect(const QString &password)
{
    if (!m_server || answers())
        return {};
    // The server's prepared statements went with its session.
    m_statements.clear();
    m_connection.close();
    if (!password.isEmpty())
        m_connection.setPassword(password);
    const bool opened = m_connection.open();
    m_connection.setPassword(QString());
    if (!opened) {
        QString reason = m_connection.lastError().text().trimmed();
        if (!password.isEmpty())
            reason.replace(password, QStringLiteral("…"));
        return refusal(
            DatabaseError::Kind::Unreachable, m_path,
            QCoreApplication::translate("CatalogDatabase", "cannot be reached on %1 port %2: %3")
                .arg(m_connection.hostName())
                .arg(m_connection.port())
                .arg(reason));
    }
    // The session's settings went with the old connection.
    if (m_readOnly)
        return exec(m_connection,
                    QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
    return {};
}

DatabaseError CatalogDatabase::explainFailure(DatabaseError error)
{
    if (!m_server || error.kind != DatabaseError::Kind::General || answers())
        return error;
    error.kind = DatabaseError::Kind::Unreachable;
    error.message =
        QCoreApplication::translate("CatalogDatabase", "the connection to %1 was lost: %2")
            .arg(m_path, error.message);
    return error;
}

DatabaseStatus CatalogDatabase::checkServerContents()
{
    const SqlDialect dialect = SqlDialect::of(m_connection);
    const DatabaseResult<int> applicationId = dialect.applicationId(m_connection);
    if (!applicationId)
        return refusal(DatabaseError::Kind::General, m_path,
                       QCoreApplication::translate("CatalogDatabase", "cannot be read: %1")
                           .arg(applicationId.error().message));
    if (applicationId.value() != 0 && applicationId.value() != schema::kApplicationId)
        return refusal(DatabaseError::Kind::NotACatalog, m_path,
                       QCoreApplication::translate("CatalogDatabase",
                                                   "belongs to another application (application "
                                                   "id 0x%1), not an AccelDecide catalog")
                           .arg(quint32(applicationId.value()), 8, 16, QLatin1Char('0')));
    // Tables before the version: another client's migration commits both at once, so
    // tables seen here mean its version is seen below too.
    const DatabaseResult<QStringList> tables = dialect.tables(m_connection);
    const int version = SchemaMigrator::version(m_connection).value();
    if (version == 0) {
        if (tables && !tables.value().isEmpty())
            return refusal(
                DatabaseError::Kind::NotACatalog, m_path,
                QCoreApplication::translate("CatalogDatabase",
                                            "holds tables (%1) but no AccelDecide schema "
                                            "version, so it belongs to another application; it "
                                            "was left untouched")
                    .arg(tables.value().mid(0, 5).join(QStringLiteral(", "))));
    }
    if (version > schema::kCurrentVersion)
        return refusal(
            DatabaseError::Kind::NewerSchema, m_path,
            QCoreApplication::translate("CatalogDatabase",
                                        "has schema version %1, newer than this AccelDecide "
                                        "understands (%2); use a newer AccelDecide or another "
                                        "catalog (it is never downgraded)")
                .arg(version)
                .arg(schema::kCurrentVersion));
    return {};
}

DatabaseStatus CatalogDatabase::checkContents(bool created)
{
    // SQLite opens lazily: the first statement is what finds a file that is not a
    // database at all (encrypted, or random bytes after a valid-looking header).
    const DatabaseResult<QVariant> schemaVersion =
        single(m_connection, QStringLiteral("PRAGMA schema_version"));
    if (!schemaVersion)
        return refusal(
            DatabaseError::Kind::NotACatalog, m_path,
            QCoreApplication::translate("CatalogDatabase",
                                        "is not an AccelDecide catalog (not a readable SQLite "
                                        "database): %1")
                .arg(schemaVersion.error().message));
    if (created || m_path == QStringLiteral(":memory:"))
        return {};

    // A page-level check of the whole file (not the slower integrity_check, which also
    // cross-checks indexes): a damaged catalog is reported now, not by whichever query
    // happens to touch the bad page later.
    QSqlQuery check(m_connection);
    if (!check.exec(QStringLiteral("PRAGMA quick_check(5)")))
        return refusal(sqliteErrorKind(check.lastError()) == DatabaseError::Kind::Locked
                           ? DatabaseError::Kind::Locked
                           : DatabaseError::Kind::Damaged,
                       m_path,
                       QCoreApplication::translate("CatalogDatabase", "cannot be checked: %1")
                           .arg(check.lastError().text()));
    QStringList findings;
    while (check.next())
        findings << check.value(0).toString();
    if (findings != QStringList{QStringLiteral("ok")})
        return refusal(
            DatabaseError::Kind::Damaged, m_path,
            QCoreApplication::translate("CatalogDatabase",
                                        "is damaged (SQLite's quick_check: %1); restore it from "
                                        "an automatic backup")
                .arg(findings.join(QStringLiteral("; "))));
    check.finish();

    const int applicationId =
        single(m_connection, QStringLiteral("PRAGMA application_id")).value().toInt();
    if (applicationId != 0 && applicationId != schema::kApplicationId)
        return refusal(
            DatabaseError::Kind::NotACatalog, m_path,
            QCoreApplication::translate("CatalogDatabase",
                                        "is another application's SQLite database (application "
                                        "id 0x%1), not an AccelDecide catalog")
                .arg(quint32(applicationId), 8, 16, QLatin1Char('0')));
    const DatabaseResult<int> version = SchemaMigrator::version(m_connection);
    if (!version)
        return version.error();
    if (version.value() == 0 &&
        single(m_connection, QStringLiteral("SELECT count(*) FROM sqlite_master")).value().toInt() >
            0)
        return refusal(
            DatabaseError::Kind::NotACatalog, m_path,
            QCoreApplication::translate("CatalogDatabase",
                                        "is a SQLite database with tables but no AccelDecide "
                                        "schema version, so it belongs to another application; "
                                        "it was left untouched"));
    if (version.value() > schema::kCurrentVersion)
        return refusal(
            DatabaseError::Kind::NewerSchema, m_path,
            QCoreApplication::translate("CatalogDatabase",
                                        "has schema version %1, newer than this AccelDecide "
                                        "understands (%2); open it with a newer AccelDecide or "
                                        "choose another file (it is never downgraded)")
                .arg(version.value())
                .arg(schema::kCurrentVersion));
    return {};
}

DatabaseStatus CatalogDatabase::prepareForWriting(const OpenOptions &options, bool created)
{
    if (m_path == QStringLiteral(":memory:"))
        return SchemaMigrator::migrate(m_connection);

    // Take and release the write lock once, waiting only briefly, so a catalog another
    // program is writing to is reported now rather than after a five-second stall on
    // the user's first save.
    exec(m_connection, QStringLiteral("PRAGMA busy_timeout = %1").arg(options.lockWaitMs));
    if (DatabaseStatus status = exec(m_connection, QStringLiteral("BEGIN IMMEDIATE")); !status) {
        if (status.error().kind == DatabaseError::Kind::Locked)
            return refusal(
                DatabaseError::Kind::Locked, m_path,
                QCoreApplication::translate("CatalogDatabase",
                                            "is locked by another program (another AccelDecide "
                                            "or a sqlite3 shell is writing to it); close it and "
                                            "try again, or open the catalog read-only"));
        return status;
    }
    exec(m_connection, QStringLiteral("ROLLBACK"));
    exec(m_connection, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs));
    if (DatabaseStatus status = exec(m_connection, QStringLiteral("PRAGMA journal_mode = WAL"));
        !status)
        return status;

    // Backups before anything below writes: a migration must have one (nothing is
    // overwritten without a backup); the daily one may fail with only a notice.
    const int version = SchemaMigrator::version(m_connection).value();
    if (!created && options.backupsToKeep > 0) {
        CatalogBackups backups(m_path, options.backupsToKeep);
        if (version < schema::kCurrentVersion) {
            const auto backup =
                backups.create(m_connection, QStringLiteral("before-migration-v%1").arg(version));
            if (!backup)
                return refusal(
                    DatabaseError::Kind::BackupFailed, m_path,
                    QCoreApplication::translate("CatalogDatabase",
                                                "needs upgrading from schema version %1, and the "
                                                "backup taken before that failed, so it was left "
                                                "as it is: %2")
                        .arg(version)
                        .arg(backup.error().message));
        } else if (!backups.hasBackupFrom(QDate::currentDate())) {
            const auto backup = backups.create(m_connection, QStringLiteral("daily"));
            if (!backup)
                m_notices << QCoreApplication::translate(
                                 "CatalogDatabase", "The daily backup of the catalog failed: %1")
                                 .arg(backup.error().message);
        }
    }
    return SchemaMigrator::migrate(m_connection);
}

} // namespace acceldecide::db
