// `acceldecide-cli catalog list prices` on a catalog of hundreds of thousands of prices:
// rows are printed as they are fetched, so the process's memory stays flat instead of
// growing with the catalog.
#include "CliProcess.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <gtest/gtest.h>

#include <sys/resource.h>

#include <cstdlib>
#include <filesystem>
#include <string>

using acceldecide::test::runCli;

// GCC announces AddressSanitizer with __SANITIZE_ADDRESS__, clang with __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define ACCELDECIDE_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ACCELDECIDE_ADDRESS_SANITIZER 1
#endif
#endif
#ifndef ACCELDECIDE_ADDRESS_SANITIZER
#define ACCELDECIDE_ADDRESS_SANITIZER 0
#endif

namespace {

// Peak resident memory of the children waited for so far, in MiB: in this test, the
// one listing process (ctest runs each test in a process of its own).
double childrenPeakMib()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

std::size_t count(const std::string &text, const std::string &what)
{
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

TEST(CliCatalogStreaming, ListingALargeCatalogsPricesKeepsMemoryFlat)
{
    static int argc = 1;
    static char name[] = "cli_tests";
    static char *argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv); // Qt SQL's drivers need one

    std::string pattern =
        (std::filesystem::temp_directory_path() / "acceldecide-cli-stream-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    const std::filesystem::path dir = pattern;
    const std::string database = (dir / "catalog.sqlite").string();
    // The CLI creates and seeds the catalog; then every seed price is copied onto earlier
    // days, 4,000 of them, through SQLite directly (nothing of the catalog's own code).
    ASSERT_EQ(runCli({"catalog", "list", "sources", "--database", database}).exitCode, 0);
    qint64 rows = 0;
    {
        QSqlDatabase sqlite =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("streaming"));
        sqlite.setDatabaseName(QString::fromStdString(database));
        ASSERT_TRUE(sqlite.open());
        QSqlQuery query(sqlite);
        QStringList columns;
        QStringList values;
        ASSERT_TRUE(query.exec(QStringLiteral("PRAGMA table_info(price_observations)")));
        while (query.next()) {
            const QString column = query.value(1).toString();
            if (column == QLatin1String("id"))
                continue;
            columns << column;
            values << (column == QLatin1String("observed_date")
                           ? QStringLiteral("date(observed_date, printf('-%d days', n.i))")
                       : column == QLatin1String("seed_key") ? QStringLiteral("NULL")
                                                             : column);
        }
        ASSERT_TRUE(query.exec(
            QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
                           "WHERE i < 4000) INSERT OR IGNORE INTO price_observations (%1) "
                           "SELECT %2 FROM price_observations, n")
                .arg(columns.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")))))
            << query.lastError().text().toStdString();
        ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM price_observations")) &&
                    query.next());
        rows = query.value(0).toLongLong();
        query.finish();
        sqlite.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("streaming"));
    ASSERT_GT(rows, 200000);

    const auto result =
        runCli({"catalog", "list", "prices", "--format", "table", "--database", database});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("\n" + std::to_string(rows) + " rows\n"), std::string::npos);
    EXPECT_EQ(count(result.out, "\n"), std::size_t(rows) + 2); // header, rows, count
    // Held whole, the rows alone would take several hundred MiB (a QVariant per cell);
    // streamed, the process stays near its size for an empty catalog.
    const double peak = childrenPeakMib();
    std::printf("catalog list prices: %lld rows, %.1f MB of table, peak RSS %.1f MiB\n",
                static_cast<long long>(rows), double(result.out.size()) / 1e6, peak);
#if ACCELDECIDE_ADDRESS_SANITIZER
    // AddressSanitizer holds freed memory in quarantine, so a streaming process's peak
    // grows with what it has freed: the figure says nothing about what it keeps.
    std::printf("(AddressSanitizer build: the memory bound is not checked)\n");
#else
    EXPECT_LT(peak, 100.0);
#endif
    std::filesystem::remove_all(dir);
}
