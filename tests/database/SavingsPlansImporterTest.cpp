#include "database/import/SavingsPlansImporter.h"
#include "ImporterTestSupport.h"
#include "database/schema/CatalogSchema.h"

#include <QFile>

#include <atomic>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

const char *kPrices = schema::priceObservations::kTable;

// The rates join to instance types already in the catalog.
void addInstanceTypes(QSqlDatabase &db)
{
    QSqlQuery insert(db);
    ASSERT_TRUE(insert.exec(
        QStringLiteral("INSERT INTO instance_types (provider, name, accelerators_per_instance) "
                       "VALUES ('AWS', 'p5.48xlarge', 8), ('AWS', 'trn1.32xlarge', 16)")));
}

QVariant rate(QSqlDatabase &db, const QString &where)
{
    return scalarValue(db, QStringLiteral("SELECT hourly_usd FROM price_observations p JOIN "
                                          "instance_types i ON i.id = p.instance_type_id WHERE ") +
                               where);
}

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class SavingsPlansImporterTest : public BackendTest
{};

// The fixture is AWS's own layout: five quoted preamble lines, the capitalised header,
// CRLF line ends, and rows for Windows, dedicated tenancy and Fargate to filter out.
TEST_P(SavingsPlansImporterTest, ImportsLinuxSharedRatesPerTermPaymentAndPlanKind)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    addInstanceTypes(temp.db());
    const ImportReport report =
        SavingsPlansImporter::import(*temp.catalog, fixture("savings-plans-compute.csv"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 9);
    EXPECT_EQ(report.rowsImported, 4);
    EXPECT_EQ(report.rowsSkipped, 4); // Windows, dedicated, Fargate, m5.large (not in catalog)
    EXPECT_EQ(report.rowsRejected, 1);
    ASSERT_EQ(report.rejections.size(), 1);
    EXPECT_TRUE(report.rejections[0].startsWith(QStringLiteral("line 15: DiscountedRate")))
        << report.rejections[0].toStdString();

    QSqlDatabase &db = temp.db();
    EXPECT_EQ(count(db, kPrices), 4);
    EXPECT_DOUBLE_EQ(rate(db, QStringLiteral("i.name = 'p5.48xlarge' AND purchase_model = "
                                             "'savings_plan_3y' AND payment_option = "
                                             "'no_upfront' AND offering_class = 'compute'"))
                         .toDouble(),
                     9.89);
    EXPECT_DOUBLE_EQ(rate(db, QStringLiteral("i.name = 'p5.48xlarge' AND purchase_model = "
                                             "'savings_plan_1y' AND payment_option = "
                                             "'all_upfront' AND offering_class = 'ec2_instance'"))
                         .toDouble(),
                     12.1);
    // No DiscountedInstanceType: the type comes from the usage type "USE2-BoxUsage:...".
    EXPECT_DOUBLE_EQ(rate(db, QStringLiteral("i.name = 'trn1.32xlarge' AND region = 'us-east-2' "
                                             "AND term_months = 12 AND payment_option = "
                                             "'partial_upfront'"))
                         .toDouble(),
                     14.19);
    EXPECT_EQ(count(db, kPrices, QStringLiteral("observed_date <> '2026-07-01'")), 0);
    // Every rate records its plan type: a discount from the catalog filters on it.
    EXPECT_EQ(count(db, kPrices, QStringLiteral("offering_class = 'compute'")), 3);
    EXPECT_EQ(count(db, kPrices, QStringLiteral("offering_class IS NULL")), 0);
    EXPECT_EQ(scalarValue(db, QStringLiteral("SELECT published_date || ' ' || kind || ' ' || "
                                             "notes FROM sources"))
                  .toString(),
              QStringLiteral("2026-06-30 price_list offer version 20260630211240"));
}

TEST_P(SavingsPlansImporterTest, MatchesLowerCaseColumnNamesWithoutPreamble)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    addInstanceTypes(temp.db());
    const ImportReport report =
        SavingsPlansImporter::import(*temp.catalog, fixture("savings-plans-lowercase.csv"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 3);
    EXPECT_EQ(report.rowsImported, 3);
    EXPECT_EQ(count(temp.db(), kPrices, QStringLiteral("offering_class = 'ec2_instance'")), 1);
}

// A row whose plan type cannot be told is rejected, not stored without one (which would
// read as a Compute Savings Plan).
TEST_P(SavingsPlansImporterTest, RejectsARateOfAnUnknownPlanType)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    addInstanceTypes(temp.db());
    const QString path = temp.dir.filePath(QStringLiteral("offer.csv"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("discountedrate,discountedusagetype,discountedoperation,purchaseoption,"
               "leasecontractlength,discountedregioncode,discountedinstancetype,productfamily,"
               "usagetype\n"
               "13.4350,BoxUsage:p5.48xlarge,RunInstances,No Upfront,1,us-east-1,p5.48xlarge,"
               "ComputeSavingsPlans,ComputeSP:1yrNoUpfront\n"
               "11.0000,BoxUsage:p5.48xlarge,RunInstances,No Upfront,1,us-east-1,p5.48xlarge,"
               "FutureSavingsPlans,FSP:1yrNoUpfront\n");
    file.close();
    const ImportReport report = SavingsPlansImporter::import(*temp.catalog, path);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsImported, 1);
    EXPECT_EQ(report.rowsRejected, 1);
    ASSERT_EQ(report.rejections.size(), 1);
    EXPECT_EQ(report.rejections[0].toStdString(),
              "line 3: Product Family: expected ComputeSavingsPlans or EC2InstanceSavingsPlans "
              "(or a UsageType starting ComputeSP or EC2SP), got \"FutureSavingsPlans\" and "
              "\"FSP:1yrNoUpfront\"");
    EXPECT_EQ(count(temp.db(), kPrices, QStringLiteral("offering_class IS NULL")), 0);
}

TEST_P(SavingsPlansImporterTest, ReimportAndRegionFilter)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    addInstanceTypes(temp.db());
    ImportOptions options;
    options.region = QStringLiteral("us-east-1");
    const ImportReport first =
        SavingsPlansImporter::import(*temp.catalog, fixture("savings-plans-compute.csv"), options);
    EXPECT_EQ(first.rowsImported, 3);
    EXPECT_EQ(count(temp.db(), kPrices), 3);
    SavingsPlansImporter::import(*temp.catalog, fixture("savings-plans-compute.csv"), options);
    EXPECT_EQ(count(temp.db(), kPrices), 3);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 1);
}

TEST_P(SavingsPlansImporterTest, RefusesOtherFormatsBeforeWritingAnything)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    for (const char *name : {"skypilot-aws-vms.csv", "aws-pricelist-preamble.csv"}) {
        const ImportReport report = SavingsPlansImporter::import(*temp.catalog, fixture(name));
        EXPECT_TRUE(report.refused) << name;
        EXPECT_TRUE(report.message.contains(QStringLiteral("DiscountedRate")))
            << report.message.toStdString();
    }
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 0);
}

TEST_P(SavingsPlansImporterTest, CancellingRollsEverythingBack)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    addInstanceTypes(temp.db());
    std::atomic<bool> cancel{true};
    ImportOptions options;
    options.cancel = &cancel;
    const ImportReport report =
        SavingsPlansImporter::import(*temp.catalog, fixture("savings-plans-compute.csv"), options);
    EXPECT_TRUE(report.cancelled);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 0);
}

ACCELDECIDE_ON_EVERY_BACKEND(SavingsPlansImporterTest);
