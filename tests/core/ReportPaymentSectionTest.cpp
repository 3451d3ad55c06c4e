// The report's "How it is paid" section: private pricing and credits.
#include "core/report/ReportPaymentSection.h"
#include "core/engine/ScenarioEvaluator.h"

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

TEST(ReportPaymentSection, AbsentWithoutCreditsOrPrivatePricing)
{
    const Scenario scenario = paid();
    EXPECT_FALSE(ReportPaymentSection::build(scenario, ScenarioEvaluator::evaluate(scenario)));
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
    ASSERT_EQ(section->blocks.size(), 3u);
    EXPECT_NE(section->blocks[0].text.find("GPU 10.0 %; Trainium 0.0 % (billed outside AWS)."),
              std::string::npos)
        << section->blocks[0].text;
    const auto &rows = section->blocks[2].table.rows;
    ASSERT_EQ(rows.size(), 2u);
    // $27,000 a month after the discount, two months before the credit expires.
    EXPECT_EQ(rows[0],
              (std::vector<std::string>{"GPU", "AWS Activate", "$100,000", "$54,000", "$46,000"}));
    // Outside AWS: no AWS credit pays for it.
    EXPECT_EQ(rows[1],
              (std::vector<std::string>{"Trainium", "AWS Activate", "$100,000", "$0", "$100,000"}));
}
