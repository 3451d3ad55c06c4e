// The report's "Savings-plan scenarios" section.
#include "core/report/ReportCommitmentSection.h"
#include "core/engine/ScenarioEvaluator.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace acceldecide;
using namespace acceldecide::report;

namespace {

// 16 accelerators always on at $10/h, committed in full on a 3-year plan at 40 % off,
// usage ending after month 14 of a 24-month horizon.
Scenario committed()
{
    Scenario scenario;
    scenario.name = "report";
    scenario.horizonMonths = 24;
    scenario.workload.kind = WorkloadKind::Capacity;
    scenario.workload.lastMonthWithUsage = 14;
    Option od;
    od.id = "od";
    od.label = "On demand";
    od.instanceType = "p5.48xlarge";
    od.acceleratorsPerInstance = 8;
    od.instanceHourlyUsd = 80.0;
    od.instances = 2;
    Option sp = od;
    sp.id = "sp";
    sp.label = "Committed";
    Commitment commitment;
    commitment.kind = CommitmentKind::SavingsPlan;
    commitment.termYears = 3;
    commitment.usdPerHour = 96.0;
    commitment.discountPercent = 40.0;
    commitment.otherTermDiscountPercent = 25.0;
    sp.commitment = commitment;
    scenario.options = {od, sp};
    scenario.baseline = "od";
    return scenario;
}

} // namespace

TEST(ReportCommitmentSection, DescribesEachCommitmentWithItsTermsAndCharts)
{
    const Scenario scenario = committed();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const std::optional<ReportSection> section =
        ReportCommitmentSection::build(scenario, evaluation);
    ASSERT_TRUE(section);
    EXPECT_EQ(section->title, "Savings-plan scenarios");
    // intro, subheading, summary, ladder, terms, 3 charts
    ASSERT_EQ(section->blocks.size(), 8u);
    EXPECT_EQ(section->blocks[1].text, "Committed");
    const std::string &summary = section->blocks[2].text;
    for (const char *text : {"$96.00/h (16 accelerators)", "3 years", "58.3 % used",
                             "break-even of 60.0 %", "22 months of the term left: $1,541,760"})
        EXPECT_NE(summary.find(text), std::string::npos) << text << "\n" << summary;
    const std::string &ladder = section->blocks[3].text;
    EXPECT_EQ(ladder.rfind("Optimal ladder, each term bought at its own best level: month 1: ", 0),
              0u)
        << ladder;
    EXPECT_NE(ladder.find("Renewal policy optimal"), std::string::npos) << ladder;
    const ReportTable &terms = section->blocks[4].table;
    ASSERT_EQ(terms.rows.size(), 2u);
    EXPECT_EQ(terms.rows[0][0], "1 year");
    EXPECT_EQ(terms.rows[1][0], "3 years");
    EXPECT_EQ(terms.rows[1][4], "—"); // the best 3-year level commits nothing
    EXPECT_EQ(section->blocks[5].chart, ChartKind::CommitmentLevel);
    EXPECT_EQ(section->blocks[7].chart, ChartKind::CommitmentUtilization);
    EXPECT_EQ(section->blocks[7].chartOption, "sp");
}

TEST(ReportCommitmentSection, AbsentWithoutCommitments)
{
    Scenario scenario = committed();
    scenario.options[1].commitment.reset();
    EXPECT_FALSE(ReportCommitmentSection::build(scenario, ScenarioEvaluator::evaluate(scenario)));
}

TEST(ReportCommitmentSection, SaysWhatEachHeldCommitmentPaysForInEachOption)
{
    Scenario scenario = committed();
    ExistingCommitment held;
    held.id = "plan-2025";
    held.usdPerHour = 20.0;
    held.discountPercent = 30.0;
    held.monthsRemaining = 6;
    scenario.existingCommitments.push_back(held);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const std::optional<ReportSection> section =
        ReportCommitmentSection::build(scenario, evaluation);
    ASSERT_TRUE(section);
    const auto heading =
        std::find_if(section->blocks.begin(), section->blocks.end(),
                     [](const ReportBlock &b) { return b.text == "Commitments already held"; });
    ASSERT_NE(heading, section->blocks.end());
    const ReportTable &table = (heading + 2)->table;
    ASSERT_EQ(table.rows.size(), scenario.options.size());
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        EXPECT_EQ(table.rows[i][0], scenario.options[i].id);
        EXPECT_EQ(table.rows[i][1], "plan-2025");
        EXPECT_EQ(table.rows[i][3], "$87,600"); // $20 x 730 h x 6 months, in every option
    }
}
