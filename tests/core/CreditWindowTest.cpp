// What is left of a credit is expired only when its last month falls within the horizon;
// a credit still usable when the horizon ends (running past it, or starting after it) has
// what it has left unused, not lost, and every output says which.
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/EvaluationJson.h"
#include "core/export/EvaluationTable.h"
#include "core/io/ScenarioReader.h"
#include "core/report/FigureWording.h"
#include "core/report/ReportPaymentSection.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// One p5.48xlarge on demand, always on for 12 months: 8 x $12.29 x 730 h = $71,773.60 a
// month, every dollar of it eligible; a second option so that the scenario compares.
json scenarioWith(const json &credit)
{
    const auto p5 = [](const char *id, double hourly) {
        return json{{"id", id},
                    {"label", id},
                    {"stack", "cuda"},
                    {"instance_type", "p5.48xlarge"},
                    {"accelerators_per_instance", 8},
                    {"instance_hourly_usd", hourly},
                    {"purchase", {{"model", "on_demand"}}},
                    {"instances", 1}};
    };
    return {{"format", "acceldecide.scenario"},
            {"version", 1},
            {"name", "credits"},
            {"horizon_months", 12},
            {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
            {"baseline", "od"},
            {"options", {p5("od", 98.32), p5("other", 90.0)}},
            {"credits", {credit}}};
}

struct WindowCase
{
    const char *name;
    double usd;
    int firstMonth;
    int expiresMonth;
    CreditWindow window;
    double usedUsd;
    double expiredUsd;
    double unusedUsd;
    const char *jsonWindow;
    const char *left; // the words for what is left
};

class CreditWindowCase : public ::testing::TestWithParam<WindowCase>
{
protected:
    Evaluation evaluate() const
    {
        const WindowCase &c = GetParam();
        const ScenarioReadResult read =
            ScenarioReader::fromJson(scenarioWith({{"id", "credit"},
                                                   {"label", "The credit"},
                                                   {"usd", c.usd},
                                                   {"first_month", c.firstMonth},
                                                   {"expires_month", c.expiresMonth}}));
        EXPECT_TRUE(read.ok());
        return read.ok() ? ScenarioEvaluator::evaluate(*read) : Evaluation{};
    }
};

} // namespace

TEST_P(CreditWindowCase, SplitsWhatIsLeftIntoExpiredAndUnused)
{
    const WindowCase &c = GetParam();
    const Evaluation evaluation = evaluate();
    ASSERT_EQ(evaluation.options[0].credits.size(), 1u);
    const CreditUse &use = evaluation.options[0].credits[0];
    EXPECT_EQ(use.window, c.window);
    EXPECT_NEAR(use.usedUsd, c.usedUsd, 0.005);
    EXPECT_NEAR(use.expiredUsd, c.expiredUsd, 0.005);
    EXPECT_NEAR(use.unusedAtHorizonUsd, c.unusedUsd, 0.005);
    EXPECT_DOUBLE_EQ(use.usedUsd + use.expiredUsd + use.unusedAtHorizonUsd, c.usd);
    EXPECT_EQ(report::wording::creditLeft(use, evaluation.horizonMonths), c.left);

    const json credit = EvaluationJson::toJson(evaluation)["options"][0]["credits"][0];
    EXPECT_EQ(credit["window"], c.jsonWindow);
    EXPECT_EQ(credit["first_month"], c.firstMonth);
    EXPECT_EQ(credit["expires_month"], c.expiresMonth);
    EXPECT_EQ(credit["expired_usd"], use.expiredUsd);
    EXPECT_EQ(credit["unused_at_horizon_usd"], use.unusedAtHorizonUsd);

    const std::string table = EvaluationTable::format(evaluation);
    EXPECT_NE(table.find("Unused at horizon's end"), std::string::npos) << table;
    EXPECT_NE(table.find(c.left), std::string::npos) << table;
}

INSTANTIATE_TEST_SUITE_P(
    Windows, CreditWindowCase,
    ::testing::Values(
        // Months 1-3 spend 3 x $71,773.60 = $215,320.80 of $500,000; the other $284,679.20
        // is lost when it expires after month 3.
        WindowCase{"ExpiresWithinTheHorizon", 500000, 1, 3, CreditWindow::WithinHorizon, 215320.80,
                   284679.20, 0.0, "within_horizon", "expired after month 3"},
        // Months 10-12 spend $215,320.80 of $1,000,000; $784,679.20 is still usable in
        // months 13-18, after the horizon: unused, not expired.
        WindowCase{"RunsPastTheHorizon", 1000000, 10, 18, CreditWindow::RunsPastHorizon, 215320.80,
                   0.0, 784679.20, "runs_past_horizon", "usable until month 18, after the horizon"},
        // Usable from month 14 only: none of the $50,000 can be spent within the 12
        // months, and none of it has expired.
        WindowCase{"StartsAfterTheHorizon", 50000, 14, 20, CreditWindow::StartsAfterHorizon, 0.0,
                   0.0, 50000.0, "starts_after_horizon",
                   "starts in month 14, after the 12-month horizon: none of it can be used "
                   "within it"},
        // $50,000 spent in month 1 whole: nothing is left.
        WindowCase{"SpentWhole", 50000, 1, 6, CreditWindow::WithinHorizon, 50000.0, 0.0, 0.0,
                   "within_horizon", ""}),
    [](const auto &info) { return std::string(info.param.name); });

// The report's credits table has the unused column, and a credit that starts after the
// horizon gets its own sentence instead of reading as expired.
TEST(CreditWindow, TheReportSaysACreditStartsAfterTheHorizon)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(scenarioWith({{"id", "later"},
                                                                           {"label", "Next year"},
                                                                           {"usd", 50000},
                                                                           {"first_month", 14},
                                                                           {"expires_month", 20}}));
    ASSERT_TRUE(read.ok());
    const std::optional<report::ReportSection> section =
        report::ReportPaymentSection::build(*read, ScenarioEvaluator::evaluate(*read));
    ASSERT_TRUE(section);
    const report::ReportBlock &table = section->blocks[1];
    ASSERT_EQ(table.kind, report::ReportBlock::Kind::Table);
    EXPECT_EQ(table.table.header.back(), "Unused at the horizon's end");
    EXPECT_EQ(table.table.rows[0],
              (std::vector<std::string>{"od", "Next year", "$50,000", "$0", "$0", "$50,000"}));
    EXPECT_EQ(section->blocks[2].text, "Next year starts in month 14, after the 12-month "
                                       "horizon: none of it can be used within it.");
}
