// The report's "How it is paid" section: private pricing, credits, and the cash flow.
#include "core/report/ReportPaymentSection.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/text/TextFormat.h"

#include <algorithm>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::report;

namespace {

// One GPU option at $50/h and one Trainium option at $40/h, 600 h a month for a year.
Scenario paid()
{
    Scenario scenario;
    scenario.name = "paid";
    scenario.horizonMonths = 12;
    scenario.workload.kind = WorkloadKind::Capacity;
    scenario.workload.hoursPerMonth = 600;
    Option gpu;
    gpu.id = "gpu";
    gpu.label = "GPU";
    gpu.instanceType = "p5.48xlarge";
    gpu.instanceHourlyUsd = 50.0;
    gpu.instances = 1;
    Option trn = gpu;
    trn.id = "trn";
    trn.label = "Trainium";
    trn.stack = Stack::Neuron;
    trn.instanceType = "trn2.48xlarge";
    trn.instanceHourlyUsd = 40.0;
    scenario.options = {gpu, trn};
    scenario.baseline = "gpu";
    return scenario;
}

} // namespace

TEST(ReportPaymentSection, WithoutCreditsOrPrivatePricingStatesTheCashFlowAndNpv)
{
    Scenario scenario = paid();
    scenario.discountRatePercent = 8.0;
    const std::optional<ReportSection> section =
        ReportPaymentSection::build(scenario, ScenarioEvaluator::evaluate(scenario));
    ASSERT_TRUE(section);
    ASSERT_EQ(section->blocks.size(), 4u);
    EXPECT_EQ(section->blocks[0].text, "Cash flow and net present value");
    EXPECT_NE(section->blocks[1].text.find("at 8 % a year (0.6434 % a month), month 1 "
                                           "discounted once"),
              std::string::npos)
        << section->blocks[1].text;
    // On demand, $50 x 600 h = $30,000 a month, paid as it accrues; at 8 % a year the
    // NPV is $30,000 x (1 - 1/1.08) / (1.08^(1/12) - 1) = $30,000 x 11.5129 = $345,386.
    const auto &rows = section->blocks[2].table.rows;
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0], (std::vector<std::string>{"GPU", "none", "$360,000", "$0", "$345,386"}));
    EXPECT_EQ(section->blocks[3].kind, ReportBlock::Kind::Chart);
    EXPECT_EQ(section->blocks[3].chart, ChartKind::CashFlow);
    EXPECT_NE(section->blocks[3].text.find("gpu $360,000 paid, $360,000 accrued"),
              std::string::npos)
        << section->blocks[3].text;
}

TEST(ReportPaymentSection, ListsEachUpfrontPaymentByMonth)
{
    Scenario scenario = paid();
    scenario.workload.hoursPerMonth = 730;
    Commitment plan;
    plan.kind = CommitmentKind::SavingsPlan;
    plan.termYears = 1;
    plan.payment = PaymentOption::AllUpfront;
    plan.discountPercent = 40.0;
    plan.usdPerHour = 24.0; // $40/h at 40 % off: the one instance
    scenario.options[1].commitment = plan;
    const std::optional<ReportSection> section =
        ReportPaymentSection::build(scenario, ScenarioEvaluator::evaluate(scenario));
    ASSERT_TRUE(section);
    // 8,760 h x $24 = $210,240 in month 1.
    EXPECT_EQ(section->blocks[2].table.rows[1][1], "month 1 $210,240");
}

TEST(ReportPaymentSection, StatesTheDiscountAndWhatEachCreditPays)
{
    Scenario scenario = paid();
    scenario.privateDiscountPercent = 10.0;
    scenario.options[1].provider = "Spheron";
    scenario.credits.push_back({"activate", "AWS Activate", 100000.0, 1, 2, CreditScope::All, {}});
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const std::optional<ReportSection> section = ReportPaymentSection::build(scenario, evaluation);
    ASSERT_TRUE(section);
    EXPECT_EQ(section->title, "How it is paid");
    ASSERT_EQ(section->blocks.size(), 7u); // discount, credits and their table, cash flow
    EXPECT_NE(section->blocks[0].text.find("GPU 10.0 %; Trainium 0.0 % (billed outside AWS)."),
              std::string::npos)
        << section->blocks[0].text;
    const auto &rows = section->blocks[2].table.rows;
    ASSERT_EQ(rows.size(), 2u);
    // $27,000 a month after the discount, two months before the credit expires; it expires
    // within the horizon, so nothing is left unused at its end.
    EXPECT_EQ(rows[0], (std::vector<std::string>{"GPU", "AWS Activate", "$100,000", "$54,000",
                                                 "$46,000", "$0"}));
    // Outside AWS: no AWS credit pays for it.
    EXPECT_EQ(rows[1], (std::vector<std::string>{"Trainium", "AWS Activate", "$100,000", "$0",
                                                 "$100,000", "$0"}));
}

// A Capacity Block option: the section lists the blocks bought, their idle hours and their
// fees (before credits), one row per block option, as the engine bought them.
TEST(ReportPaymentSection, ListsTheCapacityBlocksBought)
{
    Scenario scenario = paid();
    Option &gpu = scenario.options[0];
    gpu.purchase = Purchase{};
    gpu.purchase.model = PurchaseModel::CapacityBlock;
    gpu.purchase.blockDays = 14;
    gpu.purchase.hourlyUsd = 20.0;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    ASSERT_TRUE(evaluation.options[0].capacityBlocks);
    const CapacityBlockResult &bought = *evaluation.options[0].capacityBlocks;
    const std::optional<ReportSection> section = ReportPaymentSection::build(scenario, evaluation);
    ASSERT_TRUE(section);
    const auto table =
        std::find_if(section->blocks.begin(), section->blocks.end(), [](const ReportBlock &block) {
            return block.kind == ReportBlock::Kind::Table && !block.table.header.empty() &&
                   block.table.header[1] == "Blocks";
        });
    ASSERT_NE(table, section->blocks.end());
    ASSERT_EQ(table->table.rows.size(), 1u);
    EXPECT_EQ(table->table.rows[0],
              (std::vector<std::string>{"GPU", bought.describe(), "1", "$20.00",
                                        text::groupedNumber(bought.idleHours, 1),
                                        text::money(bought.feesUsd, 0)}));
    EXPECT_EQ(bought.feesUsd, bought.blockHours * 1.0 * 20.0);
    EXPECT_GE(bought.blockHours, bought.busyHours);
}
