// The imported bills as `actuals list` reads them (BillImportList), on both backends: each
// file with its counts, months and effective cost (the CUR April month by hand in
// BillImporterTest: $3,581.76 over its two files); and on a team server, who may import a
// bill (BillImportAccess): an editor may, a viewer is told which role may.
#include "database/actuals/BillImportList.h"
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/actuals/BillImportAccess.h"
#include "database/actuals/BillImporter.h"
#include "database/server/ServerRoles.h"

#include <unistd.h>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using actuals::BillFormat;

namespace {

QString billFile(const char *name)
{
    return fixture("bills/") + QString::fromLatin1(name);
}

void import(CatalogDatabase &catalog, const char *name, BillFormat format)
{
    const BillImportResult result = BillImporter::importFile(catalog, billFile(name), format, {});
    ASSERT_TRUE(result.ok()) << result.error().error.toString().toStdString();
}

class BillImportLists : public BackendTest
{};

} // namespace

TEST_P(BillImportLists, ListsEachBillWithItsMonthsAndEffectiveCostOldestFirst)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const auto none = BillImportList::read(temp.db());
    ASSERT_TRUE(none.ok()) << none.error().toString().toStdString();
    EXPECT_TRUE(none->empty());

    import(*temp.catalog, "cur2-2026-04-part1.csv", BillFormat::Cur2);
    import(*temp.catalog, "cur2-2026-04-part2.csv.gz", BillFormat::Cur2);
    import(*temp.catalog, "focus-1.2-2026-03.csv", BillFormat::Focus);
    const auto bills = BillImportList::read(temp.db());
    ASSERT_TRUE(bills.ok()) << bills.error().toString().toStdString();
    ASSERT_EQ(bills->size(), 3u);
    const BillImportSummary &first = bills->at(0);
    EXPECT_EQ(first.fileName, QStringLiteral("cur2-2026-04-part1.csv"));
    EXPECT_EQ(first.format, QStringLiteral("cur2"));
    EXPECT_EQ(first.rowsRead, 5);
    EXPECT_EQ(first.rowsUsed, 3);
    EXPECT_EQ(first.rowsSkipped, 2);
    EXPECT_EQ(first.rowsRejected, 0);
    EXPECT_EQ(first.months, QStringList{QStringLiteral("2026-04")});
    EXPECT_FALSE(first.importedAt.isEmpty());
    EXPECT_NEAR(first.effectiveUsd + bills->at(1).effectiveUsd, 3581.76, 1e-9);
    const BillImportSummary &focus = bills->at(2);
    EXPECT_EQ(focus.format, QStringLiteral("focus"));
    EXPECT_EQ(focus.months, QStringList{QStringLiteral("2026-03")});
    EXPECT_NEAR(focus.effectiveUsd, 3684.06, 1e-9);
    EXPECT_LT(first.id, focus.id);
}

// A bill whose every line was skipped still lists, at $0 and without months.
TEST_P(BillImportLists, ABillWithNoAcceleratedLinesListsAtZero)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    actuals::BillFilter nobody;
    nobody.accounts = {"999999999999"};
    const BillImportResult result = BillImporter::importFile(
        *temp.catalog, billFile("focus-1.2-2026-03.csv"), BillFormat::Focus, nobody);
    ASSERT_TRUE(result.ok()) << result.error().error.toString().toStdString();
    const auto bills = BillImportList::read(temp.db());
    ASSERT_TRUE(bills.ok()) << bills.error().toString().toStdString();
    ASSERT_EQ(bills->size(), 1u);
    EXPECT_EQ(bills->front().effectiveUsd, 0.0);
    EXPECT_TRUE(bills->front().months.isEmpty());
}

TEST_P(BillImportLists, ACatalogOwnerMayImportABill)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(temp.catalog);
    EXPECT_EQ(BillImportAccess::whyCannotImport(temp.db()), std::nullopt);
}

ACCELDECIDE_ON_EVERY_BACKEND(BillImportLists);

// On a team server an editor may import a bill; a viewer is told, before any file is read,
// which role may.
TEST(PostgreSqlBillImportAccess, EditorsMayImportAndViewersAreToldWhoMay)
{
    QTemporaryDir dir;
    const QString url = newCatalogLocation(dir, SqlDialect::Backend::PostgreSql);
    ASSERT_FALSE(url.isEmpty());
    {
        auto admin = CatalogDatabase::open(url);
        ASSERT_TRUE(admin.ok()) << admin.error().toString().toStdString();
        const auto applied = ServerRoles::apply(admin.value()->connection());
        ASSERT_TRUE(applied.ok()) << applied.error().toString().toStdString();
    }
    const QString database = url.section(QLatin1Char('/'), -1);
    PostgresTestServer &server = PostgresTestServer::shared();
    const auto login = [&](const char *who, const char *role) {
        const QString user = QStringLiteral("b%1_%2").arg(QLatin1String(who)).arg(::getpid());
        server.execAsSuperuser(QStringLiteral("postgres"),
                               QStringLiteral("DROP ROLE IF EXISTS %1").arg(user));
        EXPECT_TRUE(server.execAsSuperuser(
            QStringLiteral("postgres"),
            QStringLiteral("CREATE ROLE %1 LOGIN IN ROLE %2").arg(user, QLatin1String(role))))
            << server.error().toStdString();
        return user;
    };
    auto editor =
        CatalogDatabase::open(server.url(database, login("editor", ServerRoles::kEditor)));
    ASSERT_TRUE(editor.ok()) << editor.error().toString().toStdString();
    EXPECT_EQ(BillImportAccess::whyCannotImport(editor.value()->connection()), std::nullopt);

    auto viewer =
        CatalogDatabase::open(server.url(database, login("viewer", ServerRoles::kViewer)));
    ASSERT_TRUE(viewer.ok()) << viewer.error().toString().toStdString();
    EXPECT_EQ(BillImportAccess::whyCannotImport(viewer.value()->connection()),
              QStringLiteral("your role may not import bills on this server: writing "
                             "bill_imports needs the role acceldecide_editor (ask a member of "
                             "acceldecide_admin to grant it)"));
    // A viewer still reads the list.
    EXPECT_TRUE(BillImportList::read(viewer.value()->connection()).ok());
}
