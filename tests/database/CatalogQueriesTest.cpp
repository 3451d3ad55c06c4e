#include "database/catalog/CatalogQueries.h"
#include "BackendTest.h"
#include "database/connection/CatalogDatabase.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

// Every case runs on SQLite and on PostgreSQL.
class CatalogQueriesTest : public BackendTest
{};

TEST_P(CatalogQueriesTest, EveryListingHasRowsFromTheSeed)
{
    QTemporaryDir dir;
    auto opened = CatalogDatabase::open(newCatalogLocation(dir, GetParam()));
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    const CatalogQueries queries(opened.value()->connection());
    for (const QString &name : CatalogQueries::listNames()) {
        const auto listing = queries.list(name);
        ASSERT_TRUE(listing.ok()) << listing.error().toString().toStdString();
        // Only a team's own imports fill the measurements; the seed fills the rest.
        EXPECT_EQ(listing.value().rows.empty(), name == QLatin1String("measurements"))
            << name.toStdString();
        for (const QVariantList &row : listing.value().rows)
            ASSERT_EQ(row.size(), listing.value().columns.size());
    }
}

TEST_P(CatalogQueriesTest, PricesCarryTheirSourceTitleAndDate)
{
    QTemporaryDir dir;
    auto opened = CatalogDatabase::open(newCatalogLocation(dir, GetParam()));
    ASSERT_TRUE(opened.ok());
    const auto prices = CatalogQueries(opened.value()->connection()).prices();
    ASSERT_TRUE(prices.ok());
    const CatalogListing &listing = prices.value();
    const qsizetype source = listing.columns.indexOf(QStringLiteral("source"));
    const qsizetype date = listing.columns.indexOf(QStringLiteral("observed_date"));
    const qsizetype usd = listing.columns.indexOf(QStringLiteral("hourly_usd"));
    ASSERT_GE(source, 0);
    ASSERT_GE(date, 0);
    ASSERT_GE(usd, 0);
    bool found = false;
    for (const QVariantList &row : listing.rows) {
        EXPECT_FALSE(row[source].toString().isEmpty());
        EXPECT_FALSE(row[date].toString().isEmpty());
        if (row[usd].toDouble() == 38.06) {
            found = true;
            EXPECT_TRUE(row[source].toString().startsWith(QStringLiteral("Amazon AI Chips")));
        }
    }
    EXPECT_TRUE(found);
}

TEST_P(CatalogQueriesTest, AnUnknownListingIsAnError)
{
    QTemporaryDir dir;
    auto opened =
        CatalogDatabase::open(newCatalogLocation(dir, GetParam()), CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(opened.ok());
    const auto listing = CatalogQueries(opened.value()->connection()).list(QStringLiteral("gpus"));
    ASSERT_FALSE(listing.ok());
    EXPECT_TRUE(listing.error().message.contains(QStringLiteral("instances")));
}

ACCELDECIDE_ON_EVERY_BACKEND(CatalogQueriesTest);
