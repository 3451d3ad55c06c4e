// What `--database` accepts: a path stays a SQLite file; a postgresql:// URL is checked
// field by field, and a password in it is refused without being repeated.
#include "database/connection/CatalogLocation.h"

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

// The GUI's connect dialog builds a location field by field; check() refuses it as
// parse() refuses the same URL, naming the field, and display() is the URL parse() reads.
TEST(CatalogLocation, FieldsAreCheckedAsTheUrlIs)
{
    CatalogLocation location;
    location.kind = CatalogLocation::Kind::Server;
    location.host = QStringLiteral("db.example.com");
    location.database = QStringLiteral("team");
    location.user = QStringLiteral("alice");
    location.sslMode = QStringLiteral("require");
    ASSERT_TRUE(location.check().ok());
    const auto parsed = CatalogLocation::parse(location.display());
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.value().display(), location.display());

    const auto fieldOf = [](CatalogLocation wrong) {
        const DatabaseStatus checked = wrong.check();
        return checked ? std::string() : checked.error().field.toStdString();
    };
    CatalogLocation wrong = location;
    wrong.host = QStringLiteral("  ");
    EXPECT_EQ(fieldOf(wrong), "host");
    for (const int port : {0, -1, 65536}) {
        wrong = location;
        wrong.port = port;
        EXPECT_EQ(fieldOf(wrong), "port") << port;
    }
    wrong = location;
    wrong.port = 65535;
    EXPECT_EQ(fieldOf(wrong), "");
    wrong = location;
    wrong.database.clear();
    EXPECT_EQ(fieldOf(wrong), "dbname");
    wrong = location;
    wrong.sslMode = QStringLiteral("maybe");
    EXPECT_EQ(fieldOf(wrong), "sslmode");
    EXPECT_EQ(CatalogLocation::sslModes().size(), 6);
}

} // namespace
