// A decision record held to the bills imported (DecisionComparison), the orchestration
// `decisions compare`, `chart --kind plan-vs-actual` and the window's Plan vs actual dialog
// share: the tag the scenario names or the one asked for, the plan's month 1, the tokens,
// and each refusal naming the input to blame while the last comparison stays.
#include "database/actuals/DecisionComparison.h"
#include "DecisionBillFixture.h"
#include "ImporterTestSupport.h"
#include "core/actuals/CalendarMonth.h"

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using Field = DecisionComparisonError::Field;

namespace {

class DecisionComparisonTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_temp.catalog);
        const auto id =
            recordComparedDecision(*m_temp.catalog, comparedScenario("project=llm-train"));
        ASSERT_TRUE(id.ok()) << id.error().toStdString();
        m_id = *id;
    }
    void importBills()
    {
        const QString problem = importBillFixtures(*m_temp.catalog, fixture("bills"));
        ASSERT_TRUE(problem.isEmpty()) << problem.toStdString();
    }
    DecisionComparison::Result load(const DecisionComparisonRequest &request)
    {
        return DecisionComparison::load(*m_temp.catalog, m_id, request);
    }

    TempCatalog m_temp{CatalogDatabase::Seeding::Load};
    qint64 m_id = 0;
};

} // namespace

// Without a tag asked for, the scenario's bill_tag keeps the workload's lines; an empty tag
// keeps every line, the search team's two tagged p5 hours (2 x $55.04) included.
TEST_F(DecisionComparisonTest, TheScenariosBillTagUnlessATagIsAskedForAndEmptyMeansEveryLine)
{
    importBills();
    const auto own = load({});
    ASSERT_TRUE(own.ok()) << own.error().message.toStdString();
    EXPECT_EQ(own->tag, "project=llm-train");
    EXPECT_EQ(own->plan.firstMonth, actuals::monthIndex("2026-03"));
    ASSERT_EQ(own->comparison.months.size(), 2u);
    EXPECT_EQ(own->comparison.months[1].month, "2026-04");
    const auto all = load({std::string(), {}, {}});
    ASSERT_TRUE(all.ok()) << all.error().message.toStdString();
    EXPECT_EQ(all->tag, "");
    EXPECT_NEAR(all->comparison.months[0].actualUsd - own->comparison.months[0].actualUsd, 110.08,
                1e-6);
}

TEST_F(DecisionComparisonTest, TokensPriceAMillionAndTheStartMovesThePlansFirstMonth)
{
    importBills();
    DecisionComparisonRequest request;
    request.tokensByMonth[*actuals::monthIndex("2026-04")] = 1e9;
    request.start = "2026-02";
    const auto compared = load(request);
    ASSERT_TRUE(compared.ok()) << compared.error().message.toStdString();
    EXPECT_EQ(compared->plan.firstMonth, actuals::monthIndex("2026-02"));
    ASSERT_EQ(compared->comparison.months.size(), 3u);
    const actuals::MonthComparison &april = compared->comparison.months[2];
    EXPECT_EQ(april.planMonth, 3);
    ASSERT_TRUE(april.usdPerMillionTokens.has_value());
    EXPECT_DOUBLE_EQ(*april.usdPerMillionTokens, april.actualUsd / 1000.0);
}

TEST_F(DecisionComparisonTest, ARefusalNamesItsInputAndKeepsTheLastComparison)
{
    importBills();
    auto compared = load({});
    ASSERT_TRUE(compared.ok());
    const double march = compared->comparison.months[0].actualUsd;

    const auto badStart = compared->recompute({std::nullopt, "March", {}});
    ASSERT_FALSE(badStart.ok());
    EXPECT_EQ(badStart.error().field, Field::Start);
    EXPECT_EQ(badStart.error().message, QStringLiteral("\"March\" is not YYYY-MM"));
    const auto badTag = compared->recompute({std::string("project"), {}, {}});
    ASSERT_FALSE(badTag.ok());
    EXPECT_EQ(badTag.error().field, Field::Tag);
    EXPECT_TRUE(
        badTag.error().message.startsWith(QStringLiteral("tag \"project\" is not key=value")))
        << badTag.error().message.toStdString();
    EXPECT_EQ(compared->tag, "project=llm-train");
    ASSERT_EQ(compared->comparison.months.size(), 2u);
    EXPECT_DOUBLE_EQ(compared->comparison.months[0].actualUsd, march);

    ASSERT_TRUE(compared->recompute({std::string(), {}, {}}).ok());
    EXPECT_GT(compared->comparison.months[0].actualUsd, march);
}

TEST_F(DecisionComparisonTest, NoBillAndAnUnknownRecordAreRefusalsOfTheirOwn)
{
    const auto none = load({});
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().field, Field::Bill);
    EXPECT_EQ(none.error().message,
              QStringLiteral("no bill is imported with tag project=llm-train"));
    const auto unknown = DecisionComparison::load(*m_temp.catalog, m_id + 6, {});
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().field, Field::Record);
    EXPECT_TRUE(unknown.error().message.contains(QString::number(m_id + 6)))
        << unknown.error().message.toStdString();
}
