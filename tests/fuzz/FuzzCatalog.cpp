#include "FuzzCatalog.h"

#include "FuzzCheck.h"
#include "database/import/CatalogCsv.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <memory>

namespace acceldecide::fuzz {

namespace {

constexpr int kReopenEvery = 500;
// Checking a seeded catalog takes about a millisecond: now and then, not every time.
constexpr int kCheckEvery = 100;

std::string text(const QString &value)
{
    return value.toStdString();
}

std::unique_ptr<db::CatalogDatabase> openCatalog()
{
    auto opened = db::CatalogDatabase::open(QStringLiteral(":memory:"));
    FUZZ_CHECK(opened.ok(), "cannot open an in-memory catalog: " +
                                text(opened ? QString() : opened.error().toString()));
    return std::move(opened.value());
}

} // namespace

void initializeQt()
{
    // Qt keeps references to argc and argv for the application's lifetime; the
    // object is never destroyed (its static destruction order against Qt SQL's
    // connection registry is not worth getting right for a fuzzer).
    static int argc = 1;
    static char name[] = "acceldecide-fuzz";
    static char *argv[] = {name, nullptr};
    new QCoreApplication(argc, argv);
}

db::CatalogDatabase &catalog()
{
    // Never destroyed at exit: Qt SQL's connection registry may be gone by then.
    static db::CatalogDatabase *current = nullptr;
    static int calls = 0;
    if (current && ++calls % kCheckEvery == 0)
        checkCatalog(*current);
    if (!current || calls % kReopenEvery == 0) {
        delete current;
        current = openCatalog().release();
    }
    return *current;
}

TableCounts tableCounts(db::CatalogDatabase &catalog)
{
    static const QStringList tables = db::CatalogCsv::tables() << QStringLiteral("catalog_meta");
    static const QString sql = [] {
        QStringList counts;
        for (const QString &table : tables)
            counts << QStringLiteral("(SELECT count(*) FROM %1)").arg(table);
        return QStringLiteral("SELECT ") + counts.join(QStringLiteral(", "));
    }();
    QSqlQuery query(catalog.connection());
    FUZZ_CHECK(query.exec(sql) && query.next(),
               "counting catalog rows failed: " + text(query.lastError().text()));
    TableCounts counts;
    for (int i = 0; i < tables.size(); ++i)
        counts.emplace_back(tables[i], query.value(i).toLongLong());
    return counts;
}

qint64 rowsAdded(const TableCounts &before, const TableCounts &after)
{
    qint64 added = 0;
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i)
        added += after[i].second - before[i].second;
    return added;
}

QString describe(const TableCounts &before, const TableCounts &after)
{
    QStringList changes;
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i) {
        if (before[i].second != after[i].second)
            changes << QStringLiteral("%1 %2 -> %3")
                           .arg(before[i].first)
                           .arg(before[i].second)
                           .arg(after[i].second);
    }
    return changes.isEmpty() ? QStringLiteral("no table changed") : changes.join(", ");
}

void checkCatalog(db::CatalogDatabase &catalog)
{
    QSqlQuery query(catalog.connection());
    FUZZ_CHECK(query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next(),
               "PRAGMA integrity_check failed to run: " + text(query.lastError().text()));
    FUZZ_CHECK(query.value(0).toString() == QLatin1String("ok"),
               "PRAGMA integrity_check: " + text(query.value(0).toString()));
    FUZZ_CHECK(query.exec(QStringLiteral("PRAGMA foreign_key_check")),
               "PRAGMA foreign_key_check failed to run: " + text(query.lastError().text()));
    FUZZ_CHECK(!query.next(), "PRAGMA foreign_key_check: table " + text(query.value(0).toString()) +
                                  " rowid " + text(query.value(1).toString()) +
                                  " references a missing " + text(query.value(2).toString()) +
                                  " row");
    checkNumbers(catalog);
}

bool verbose()
{
    static const bool on = qEnvironmentVariableIsSet("ACCELDECIDE_FUZZ_VERBOSE");
    return on;
}

void checkNumbers(db::CatalogDatabase &catalog)
{
    QSqlQuery query(catalog.connection());
    // No importer may store an infinite number (SQLite keeps infinities as REAL, and
    // stores NaN as NULL); the engine would carry it into every figure.
    static const char *const kReals[][2] = {{"price_observations", "hourly_usd"},
                                            {"price_observations", "upfront_usd"},
                                            {"instance_types", "memory_gib"},
                                            {"accelerator_specs", "value"},
                                            {"benchmarks", "value"},
                                            {"benchmarks", "params_billion"},
                                            {"porting_profiles", "weeks_low"},
                                            {"porting_profiles", "weeks_high"}};
    for (const auto &[table, column] : kReals) {
        const QString sql = QStringLiteral("SELECT rowid, %2 FROM %1 WHERE abs(%2) > "
                                           "1.7976931348623157e308 LIMIT 1")
                                .arg(QLatin1String(table), QLatin1String(column));
        FUZZ_CHECK(query.exec(sql), "checking " + std::string(table) + "." + column +
                                        " failed: " + text(query.lastError().text()));
        FUZZ_CHECK(!query.next(), std::string(table) + "." + column + " of rowid " +
                                      text(query.value(0).toString()) +
                                      " is not finite: " + text(query.value(1).toString()));
    }
}

QString describe(const db::ImportReport &report)
{
    return QStringLiteral("read %1, imported %2, skipped %3, rejected %4 (%5 listed), "
                          "refused %6, cancelled %7: %8")
        .arg(report.rowsRead)
        .arg(report.rowsImported)
        .arg(report.rowsSkipped)
        .arg(report.rowsRejected)
        .arg(report.rejections.size())
        .arg(report.refused)
        .arg(report.cancelled)
        .arg(report.message);
}

void checkReport(const db::ImportReport &report, const TableCounts &before,
                 const TableCounts &after)
{
    const std::string what = text(describe(report));
    FUZZ_CHECK(report.rowsRead >= 0 && report.rowsImported >= 0 && report.rowsSkipped >= 0 &&
                   report.rowsRejected >= 0,
               "negative count: " + what);
    FUZZ_CHECK(!report.message.isEmpty(), "a report without a message: " + what);
    if (report.refused || report.cancelled) {
        FUZZ_CHECK(before == after, "a refused or cancelled import wrote to the catalog (" +
                                        text(describe(before, after)) + "): " + what);
        return;
    }
    FUZZ_CHECK(report.rowsRead == report.rowsImported + report.rowsSkipped + report.rowsRejected,
               "rows read are not imported + skipped + rejected: " + what);
    // A rejection may stand for two rows (a reserved price's hourly and upfront halves),
    // and the list stops at 100 (plus the reader's own error on a truncated last line).
    FUZZ_CHECK(report.rejections.size() <= report.rowsRejected,
               "more rejections listed than rows rejected: " + what);
    FUZZ_CHECK(report.rejections.size() <= 101, "more than 100 rejections listed: " + what);
    FUZZ_CHECK(report.rowsRejected == 0 || !report.rejections.isEmpty(),
               "rows rejected, yet none listed: " + what);
}

} // namespace acceldecide::fuzz
