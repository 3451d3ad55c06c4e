// PurchaseModelPrices on a catalog written here: the price of the wanted kind (plan
// type, offering class, payment option when asked) and only ever against the on-demand
// price of its own source, for the same instance type and region.

#include "database/pricing/PurchaseModelPrices.h"

#include "BackendTest.h"
#include "database/connection/CatalogDatabase.h"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <tuple>

using namespace acceldecide;
using namespace acceldecide::db;
using acceldecide::db::test::backendName;
using acceldecide::db::test::newCatalogLocation;

namespace {

// p5.48xlarge in us-east-1 from four sources:
//   1 a price list (2026-07-28): on-demand $55.04 and reservations of every kind;
//   2 a Savings Plans offer (2026-07-01): plan rates, no on-demand price at all;
//   3 a blog (2026-01-01): on-demand $98.32 and a "savings plan" naming nothing else;
//   4 a regional list (2026-08-01): a reservation in us-east-1, on-demand only in us-west-2.
// On each backend: the lookup's SQL must pick the same rows on both.
class PurchaseModelKindTest : public ::testing::Test
{
protected:
    void fill(SqlDialect::Backend backend)
    {
        const QString location = newCatalogLocation(m_dir, backend);
        ASSERT_FALSE(location.isEmpty());
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        exec("INSERT INTO sources (id, title, kind) VALUES (1, 'Price list', 'price_list'), "
             "(2, 'Savings Plans offer', 'price_list'), (3, 'Blog', 'independent'), "
             "(4, 'Regional list', 'price_list')");
        exec("INSERT INTO instance_types (id, provider, name, accelerators_per_instance) "
             "VALUES (1, 'AWS', 'p5.48xlarge', 8)");
        // The partial-upfront reservation is made dearer than the no-upfront one on the
        // same date, so that the order (no-upfront first), not the price, decides.
        exec("INSERT INTO price_observations (id, instance_type_id, region, purchase_model, "
             "term_months, payment_option, offering_class, hourly_usd, observed_date, source_id) "
             "VALUES (10, 1, 'us-east-1', 'on_demand', NULL, NULL, NULL, 55.04, '2026-07-28', 1), "
             "(11, 1, 'us-east-1', 'reserved_1y', 12, 'no_upfront', 'standard', 36.00, "
             "'2026-07-28', 1), "
             "(12, 1, 'us-east-1', 'reserved_1y', 12, 'partial_upfront', 'standard', 36.50, "
             "'2026-07-28', 1), "
             "(13, 1, 'us-east-1', 'reserved_1y', 12, 'all_upfront', 'standard', 33.00, "
             "'2026-07-28', 1), "
             "(14, 1, 'us-east-1', 'reserved_1y', 12, 'no_upfront', 'convertible', 42.00, "
             "'2026-07-28', 1), "
             "(15, 1, 'us-east-1', 'reserved_3y', 36, 'no_upfront', 'standard', 25.00, "
             "'2026-07-28', 1), "
             "(20, 1, 'us-east-1', 'savings_plan_1y', 12, 'no_upfront', 'compute', 33.40, "
             "'2026-07-01', 2), "
             "(21, 1, 'us-east-1', 'savings_plan_1y', 12, 'no_upfront', 'ec2_instance', 30.00, "
             "'2026-07-01', 2), "
             "(30, 1, 'us-east-1', 'on_demand', NULL, NULL, NULL, 98.32, '2026-01-01', 3), "
             "(31, 1, 'us-east-1', 'savings_plan_1y', 12, NULL, NULL, 58.992, '2026-01-01', 3), "
             "(40, 1, 'us-west-2', 'on_demand', NULL, NULL, NULL, 60.00, '2026-08-01', 4), "
             "(41, 1, 'us-east-1', 'reserved_1y', 12, 'no_upfront', 'standard', 35.00, "
             "'2026-08-01', 4)");
    }

    void exec(const char *statement)
    {
        QSqlQuery query(m_catalog->connection());
        ASSERT_TRUE(query.exec(QString::fromLatin1(statement))) << statement;
    }

    PurchaseModelLookup lookup(const PriceKind &kind)
    {
        auto found = PurchaseModelPrices::newest(m_catalog->connection(), "p5.48xlarge",
                                                 QStringLiteral("us-east-1"), kind);
        EXPECT_TRUE(found.ok()) << found.error().toString().toStdString();
        return found.ok() ? found.value() : PurchaseModelLookup{};
    }

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_catalog;
};

class PurchaseModelKindBackendTest : public PurchaseModelKindTest,
                                     public ::testing::WithParamInterface<SqlDialect::Backend>
{
protected:
    void SetUp() override { fill(GetParam()); }
};

struct KindCase
{
    const char *name;
    PriceKind kind;
    qint64 price;    // the observation used; 0: none
    qint64 onDemand; // its source's on-demand observation
    qint64 unpaired; // the newer (or only) price passed over; 0: none
};

class PurchaseModelKindCaseTest
    : public PurchaseModelKindTest,
      public ::testing::WithParamInterface<std::tuple<SqlDialect::Backend, KindCase>>
{
protected:
    void SetUp() override { fill(std::get<0>(GetParam())); }
};

TEST_P(PurchaseModelKindCaseTest, TakesTheNewestPriceOfTheKindPairedWithItsSource)
{
    const KindCase &c = std::get<1>(GetParam());
    const PurchaseModelLookup found = lookup(c.kind);
    EXPECT_EQ(found.price ? found.price->observationId : 0, c.price);
    EXPECT_EQ(found.price ? found.price->onDemandObservationId : 0, c.onDemand);
    EXPECT_EQ(found.unpaired ? found.unpaired->observationId : 0, c.unpaired);
}

constexpr auto kSp1y = PurchaseModel::SavingsPlan1y;
constexpr auto kRi1y = PurchaseModel::Reserved1y;
constexpr auto kCompute = SavingsPlanType::Compute;
constexpr auto kStandard = OfferingClass::Standard;

INSTANTIATE_TEST_SUITE_P(
    HandWrittenCatalog, PurchaseModelKindCaseTest,
    ::testing::Combine(
        ::testing::Values(SqlDialect::Backend::Sqlite, SqlDialect::Backend::PostgreSql),
        ::testing::Values(
            // No payment option (a flat purchase): no-upfront first on the newest date with a
            // pair; source 4's newer reservation has no us-east-1 on-demand price of its own.
            KindCase{"standard_any", {kRi1y, kCompute, kStandard, {}}, 11, 10, 41},
            // A payment option is a filter: the all-upfront row, though cheaper and not first.
            KindCase{
                "standard_all", {kRi1y, kCompute, kStandard, PaymentOption::AllUpfront}, 13, 10, 0},
            KindCase{"standard_partial",
                     {kRi1y, kCompute, kStandard, PaymentOption::PartialUpfront},
                     12,
                     10,
                     0},
            KindCase{
                "standard_no", {kRi1y, kCompute, kStandard, PaymentOption::NoUpfront}, 11, 10, 41},
            KindCase{"convertible", {kRi1y, kCompute, OfferingClass::Convertible, {}}, 14, 10, 0},
            // No convertible all-upfront row: the standard one does not stand in.
            KindCase{"convertible_all",
                     {kRi1y, kCompute, OfferingClass::Convertible, PaymentOption::AllUpfront},
                     0,
                     0,
                     0},
            // No 3-year all-upfront row: the no-upfront one does not stand in.
            KindCase{"standard_3y_all",
                     {PurchaseModel::Reserved3y, kCompute, kStandard, PaymentOption::AllUpfront},
                     0,
                     0,
                     0},
            // The offer file's compute rate has no on-demand price of its source; the blog's
            // pair (its NULL plan type counts as compute) is used: 40 %, not $33.40 against
            // the blog's pre-cut $98.32 (66 %).
            KindCase{"compute", {kSp1y, kCompute, kStandard, {}}, 31, 30, 20},
            KindCase{
                "ec2_instance", {kSp1y, SavingsPlanType::Ec2Instance, kStandard, {}}, 0, 0, 21},
            KindCase{"sagemaker", {kSp1y, SavingsPlanType::SageMaker, kStandard, {}}, 0, 0, 0},
            // The blog names no payment option, so it cannot be the no-upfront price.
            KindCase{
                "compute_no", {kSp1y, kCompute, kStandard, PaymentOption::NoUpfront}, 0, 0, 20},
            KindCase{
                "compute_3y", {PurchaseModel::SavingsPlan3y, kCompute, kStandard, {}}, 0, 0, 0})),
    [](const auto &info) {
        return std::string(std::get<1>(info.param).name) + "_" +
               backendName({std::get<0>(info.param), info.index});
    });

TEST_P(PurchaseModelKindBackendTest, TheDiscountIsAgainstTheSameSourcesOnDemandPrice)
{
    PriceKind kind;
    kind.model = PurchaseModel::SavingsPlan1y;
    const PurchaseModelLookup compute = lookup(kind);
    ASSERT_TRUE(compute.price);
    EXPECT_EQ(compute.price->hourlyUsd, 58.992);
    EXPECT_EQ(compute.price->onDemandHourlyUsd, 98.32);
    EXPECT_NEAR(compute.price->discountPercent, 40.0, 1e-9);
    EXPECT_EQ(compute.price->sourceTitle, QStringLiteral("Blog"));
    EXPECT_EQ(compute.price->observedDate, QStringLiteral("2026-01-01"));
    EXPECT_TRUE(compute.price->offeringClass.isEmpty());
    ASSERT_TRUE(compute.unpaired);
    EXPECT_EQ(compute.unpaired->hourlyUsd, 33.40);
    EXPECT_EQ(compute.unpaired->sourceTitle, QStringLiteral("Savings Plans offer"));
    EXPECT_EQ(compute.unpaired->observedDate, QStringLiteral("2026-07-01"));

    kind.model = PurchaseModel::Reserved1y;
    kind.payment = PaymentOption::AllUpfront;
    const PurchaseModelLookup reserved = lookup(kind);
    ASSERT_TRUE(reserved.price);
    EXPECT_NEAR(reserved.price->discountPercent, (1.0 - 33.00 / 55.04) * 100.0, 1e-9);
    EXPECT_EQ(reserved.price->paymentOption, QStringLiteral("all_upfront"));
    EXPECT_EQ(reserved.price->offeringClass, QStringLiteral("standard"));
}

// forInstance (the purchase-model chart) asks for the default kinds with no payment
// option: a Compute Savings Plan and a standard reservation, no-upfront first.
TEST_P(PurchaseModelKindBackendTest, ForInstanceUsesTheDefaultKinds)
{
    auto prices = PurchaseModelPrices::forInstance(*m_catalog, "p5.48xlarge", "us-east-1");
    ASSERT_TRUE(prices.ok());
    std::vector<std::pair<PurchaseModel, qint64>> used;
    for (const PurchaseModelPrice &price : prices.value())
        used.emplace_back(price.model, price.observationId);
    EXPECT_EQ(used,
              (std::vector<std::pair<PurchaseModel, qint64>>{{PurchaseModel::SavingsPlan1y, 31},
                                                             {PurchaseModel::Reserved1y, 11},
                                                             {PurchaseModel::Reserved3y, 15}}));
}

ACCELDECIDE_ON_EVERY_BACKEND(PurchaseModelKindBackendTest);

} // namespace
