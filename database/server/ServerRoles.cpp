#include "database/server/ServerRoles.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QVariant>

namespace acceldecide::db {

namespace {

// PostgreSQL's SQLSTATE for insufficient_privilege.
constexpr char kInsufficientPrivilege[] = "42501";

DatabaseError failure(const QString &statement, const QSqlQuery &query)
{
    return DatabaseError{{}, {}, {}, statement + QStringLiteral(": ") + query.lastError().text()};
}

// Runs a statement built only from the role and table names of the schema (constants,
// never data). PostgreSQL takes no bound parameters for identifiers.
DatabaseStatus run(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement))
        return failure(statement, query);
    return {};
}

// A statement about the current database or schema, whose name comes from the user's
// URL: the server quotes it (format's %I), so no name is spliced in here.
DatabaseStatus runFormatted(QSqlDatabase &database, const QString &pattern,
                            const QString &nameFunction)
{
    QSqlQuery format(database);
    if (!format.exec(QStringLiteral("SELECT format('%1', %2)").arg(pattern, nameFunction)) ||
        !format.next())
        return failure(pattern, format);
    return run(database, format.value(0).toString());
}

QString latin(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

QStringList ServerRoles::editorTables()
{
    using namespace schema;
    // A team's own measurements, its bills and the Spot Instance Advisor's data are
    // imported as prices are: by editors.
    return {latin(priceObservations::kTable), latin(benchmarks::kTable),
            latin(sources::kTable),           latin(scenarios::kTable),
            latin(measurements::kTable),      latin(billImports::kTable),
            latin(actuals::kTable),           latin(commitmentCoverage::kTable),
            latin(spotAdvisor::kTable)};
}

QString ServerRoles::roleToWrite(const QString &table)
{
    return editorTables().contains(table) ? latin(kEditor) : latin(kAdmin);
}

DatabaseResult<QStringList> ServerRoles::apply(QSqlDatabase &database)
{
    const SqlDialect dialect = SqlDialect::of(database);
    if (!dialect.isPostgreSql())
        return DatabaseError{{},
                             {},
                             {},
                             QCoreApplication::translate("ServerRoles",
                                                         "roles exist only on a PostgreSQL server; "
                                                         "a catalog file has none")};
    const DatabaseResult<QStringList> found = dialect.tables(database);
    if (!found)
        return found.error();
    QStringList tables = found.value();
    tables << latin(SqlDialect::kSchemaTable);

    QStringList done;
    for (const char *role : {kViewer, kEditor, kAdmin}) {
        QSqlQuery exists(database);
        exists.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
        exists.addBindValue(latin(role));
        if (!exists.exec())
            return failure(QStringLiteral("pg_roles"), exists);
        if (exists.next()) {
            done << QStringLiteral("role %1 exists").arg(latin(role));
            continue;
        }
        if (DatabaseStatus status =
                run(database, QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(latin(role)));
            !status)
            return status.error();
        done << QStringLiteral("role %1 created").arg(latin(role));
    }

    const QString viewer = latin(kViewer);
    const QString editor = latin(kEditor);
    const QString admin = latin(kAdmin);
    const QString all = tables.join(QStringLiteral(", "));
    QStringList statements{
        QStringLiteral("GRANT %1 TO %2").arg(viewer, editor),
        QStringLiteral("GRANT %1 TO %2").arg(editor, admin),
        QStringLiteral("GRANT %1, %2 TO %3 WITH ADMIN OPTION").arg(viewer, editor, admin),
        QStringLiteral("GRANT SELECT ON %1 TO %2").arg(all, viewer),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO %2")
            .arg(editorTables().join(QStringLiteral(", ")), editor),
        QStringLiteral("GRANT ALL ON %1 TO %2").arg(all, admin)};
    // Whoever may change a price, benchmark or scenario records its history, which
    // nobody but an administrator may change afterwards.
    QStringList histories;
    for (const char *table : schema::history::kTables) {
        const QString history = latin(table) + latin(schema::history::kSuffix);
        if (tables.contains(history))
            histories << history;
    }
    // Decision records likewise: an editor records one, nobody changes it (a trigger
    // refuses every UPDATE, whoever asks).
    if (tables.contains(latin(schema::decisions::kTable)))
        histories << latin(schema::decisions::kTable);
    if (!histories.isEmpty())
        statements << QStringLiteral("GRANT INSERT ON %1 TO %2")
                          .arg(histories.join(QStringLiteral(", ")), editor);
    // Admins own the tables: an owner may alter them, which is what a migration does.
    for (const QString &table : tables)
        statements << QStringLiteral("ALTER TABLE %1 OWNER TO %2").arg(table, admin);
    for (const QString &statement : statements) {
        if (DatabaseStatus status = run(database, statement); !status)
            return status.error();
    }
    const std::pair<QString, QString> formatted[] = {
        {QStringLiteral("GRANT CONNECT ON DATABASE %I TO ") + viewer,
         QStringLiteral("current_database()")},
        {QStringLiteral("GRANT USAGE ON SCHEMA %I TO ") + viewer,
         QStringLiteral("current_schema()")},
        {QStringLiteral("GRANT CREATE ON SCHEMA %I TO ") + admin,
         QStringLiteral("current_schema()")},
        {QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO ") + editor,
         QStringLiteral("current_schema()")},
        // Tables a later migration adds are readable by viewers without a second run.
        {QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE ") + admin +
             QStringLiteral(" IN SCHEMA %I GRANT SELECT ON TABLES TO ") + viewer,
         QStringLiteral("current_schema()")}};
    for (const auto &[pattern, nameFunction] : formatted) {
        if (DatabaseStatus status = runFormatted(database, pattern, nameFunction); !status)
            return status.error();
    }
    done
        << QStringLiteral("%1 may read every table").arg(viewer)
        << QStringLiteral("%1 may also write %2")
               .arg(editor, editorTables().join(QStringLiteral(", ")))
        << QStringLiteral("%1 owns every table and may grant %2 and %3").arg(admin, viewer, editor);
    return done;
}

QString ServerRoles::permissionMessage(const QSqlError &error)
{
    if (error.nativeErrorCode() != QLatin1String(kInsufficientPrivilege))
        return {};
    static const QRegularExpression table(QStringLiteral("permission denied for table (\\w+)"));
    const QRegularExpressionMatch match = table.match(error.databaseText());
    if (!match.hasMatch())
        return QCoreApplication::translate("ServerRoles",
                                           "the server refused this for your role (%1); ask a "
                                           "catalog administrator (%2)")
            .arg(error.databaseText().trimmed(), latin(kAdmin));
    const QString name = match.captured(1);
    return QCoreApplication::translate("ServerRoles",
                                       "your role may not change %1 on this server; writing it "
                                       "needs the role %2 (ask a member of %3 to grant it)")
        .arg(name, roleToWrite(name), latin(kAdmin));
}

} // namespace acceldecide::db
