// What `--database` accepts: a path stays a SQLite file; a postgresql:// URL is checked
// field by field, and a password in it is refused without being repeated.
#include "database/CatalogLocation.h"

#include <gtest/gtest.h>

using namespace acceldecide::db;

namespace {

TEST(CatalogLocation, APathIsAFile)
{
    for (const QString &path : {QStringLiteral("catalog.sqlite"), QStringLiteral("/tmp/x.sqlite"),
                                QStringLiteral(":memory:"), QStringLiteral("postgresql.sqlite")}) {
        const auto location = CatalogLocation::parse(path);
        ASSERT_TRUE(location.ok());
        EXPECT_FALSE(location.value().isServer());
        EXPECT_EQ(location.value().path, path);
        EXPECT_EQ(location.value().display(), path);
    }
}

TEST(CatalogLocation, AUrlIsAServerDatabase)
{
    const auto full = CatalogLocation::parse(
        QStringLiteral("postgresql://finops@db.example.com:6543/team_catalog?sslmode=verify-full"));
    ASSERT_TRUE(full.ok()) << full.error().toString().toStdString();
    const CatalogLocation &location = full.value();
    EXPECT_TRUE(location.isServer());
    EXPECT_EQ(location.host, QStringLiteral("db.example.com"));
    EXPECT_EQ(location.port, 6543);
    EXPECT_EQ(location.user, QStringLiteral("finops"));
    EXPECT_EQ(location.database, QStringLiteral("team_catalog"));
    EXPECT_EQ(location.sslMode, QStringLiteral("verify-full"));
    EXPECT_TRUE(location.connectOptions().contains(QStringLiteral("sslmode=verify-full")));
    EXPECT_EQ(
        location.display(),
        QStringLiteral("postgresql://finops@db.example.com:6543/team_catalog?sslmode=verify-full"));

    const auto minimal = CatalogLocation::parse(QStringLiteral("postgres://localhost/catalog"));
    ASSERT_TRUE(minimal.ok());
    EXPECT_EQ(minimal.value().port, 5432);
    EXPECT_TRUE(minimal.value().user.isEmpty());
    EXPECT_TRUE(minimal.value().sslMode.isEmpty());
    EXPECT_EQ(minimal.value().display(), QStringLiteral("postgresql://localhost/catalog"));
}

TEST(CatalogLocation, RefusesAPasswordWithoutRepeatingIt)
{
    for (const QString &url : {QStringLiteral("postgresql://finops:hunter2@db/catalog"),
                               QStringLiteral("postgresql://finops:hunter2@db:5432/catalog")}) {
        const auto refused = CatalogLocation::parse(url);
        ASSERT_FALSE(refused.ok());
        EXPECT_EQ(refused.error().field, QStringLiteral("password"));
        EXPECT_FALSE(refused.error().toString().contains(QStringLiteral("hunter2")));
        EXPECT_TRUE(refused.error().message.contains(QStringLiteral(".pgpass")));
    }
}

TEST(CatalogLocation, NamesTheFieldThatIsWrong)
{
    const std::pair<const char *, const char *> cases[] = {
        {"postgresql:///catalog", "host"},
        {"postgresql://db:99999/catalog", ""},
        {"postgresql://db", "dbname"},
        {"postgresql://db/a/b", "dbname"},
        {"postgresql://db/catalog?sslmode=maybe", "sslmode"},
        {"postgresql://db/catalog?password=x", "password"},
    };
    for (const auto &[url, field] : cases) {
        const auto refused = CatalogLocation::parse(QString::fromLatin1(url));
        ASSERT_FALSE(refused.ok()) << url;
        if (*field) {
            EXPECT_EQ(refused.error().field.toStdString(), field) << url;
        }
        EXPECT_EQ(refused.error().table, QStringLiteral("--database"));
    }
}

} // namespace
