// The report's "Workload profile" section and the matrix section it changes, for the
// shipped example seed001-startup-70b-profile (seed 001's scenario 1 as a profile).
#include "TestFiles.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/report/DecisionReportBuilder.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace acceldecide::report {
namespace {

DecisionReport reportFor(const Scenario &scenario)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario, {});
    return DecisionReportBuilder::build(scenario, evaluation, {}, {"2026-07-02", "9.9.9"});
}

const ReportSection *section(const DecisionReport &report, const std::string &title)
{
    for (const ReportSection &s : report.sections) {
        if (s.title == title)
            return &s;
    }
    return nullptr;
}

const ReportTable *tableAfter(const ReportSection &section, const std::string &subheading)
{
    bool found = false;
    for (const ReportBlock &block : section.blocks) {
        if (block.kind == ReportBlock::Kind::Subheading)
            found = block.text == subheading;
        else if (found && block.kind == ReportBlock::Kind::Table)
            return &block.table;
    }
    return nullptr;
}

std::string allText(const ReportSection &section)
{
    std::string text;
    for (const ReportBlock &block : section.blocks) {
        text += block.text + "\n";
        for (const std::string &item : block.items)
            text += item + "\n";
    }
    return text;
}

} // namespace

TEST(ReportProfileSection, ListsAnswersChecklistPortingAndTheReasonForEachScore)
{
    const Scenario scenario = test::readExample("seed001-startup-70b-profile");
    const DecisionReport report = reportFor(scenario);
    const ReportSection *profile = section(report, "Workload profile");
    ASSERT_NE(profile, nullptr);

    // The answers table: one row per factor, in form order.
    ASSERT_EQ(profile->blocks[1].kind, ReportBlock::Kind::Table);
    const ReportTable &answers = profile->blocks[1].table;
    ASSERT_EQ(answers.rows.size(), 13u);
    EXPECT_EQ(answers.rows[0], (std::vector<std::string>{"Model size", "70 B params"}));
    EXPECT_EQ(answers.rows[1],
              (std::vector<std::string>{"Monthly training spend", "$150,000/month"}));
    EXPECT_EQ(answers.rows[12], (std::vector<std::string>{"GPU availability", "not answered"}));

    const ReportTable *checklist = tableAfter(*profile, "Practical decision checklist (seed 000)");
    ASSERT_NE(checklist, nullptr);
    ASSERT_EQ(checklist->rows.size(), 10u);
    EXPECT_EQ(checklist->rows[0],
              (std::vector<std::string>{"Monthly training spend", "$150,000/month", "✓", ""}));
    EXPECT_EQ(checklist->rows[7],
              (std::vector<std::string>{"Time horizon", "12 months", "", ""})); // neither
    EXPECT_EQ(checklist->rows[9], (std::vector<std::string>{"Ticks", "", "7", "0"}));
    EXPECT_NE(allText(*profile).find("run a proof-of-concept migration"), std::string::npos);

    const ReportTable *porting = tableAfter(*profile, "Porting estimate");
    ASSERT_NE(porting, nullptr);
    EXPECT_EQ(porting->rows.size(), 2u); // seed 000's "Days" and seed 004's 2-3 weeks
    EXPECT_NE(allText(*profile).find("Estimate: 0.4–3 weeks (midpoint 1.7)"), std::string::npos)
        << allText(*profile);

    const ReportTable *reasons = tableAfter(*profile, "Why each score");
    ASSERT_NE(reasons, nullptr);
    ASSERT_EQ(reasons->rows.size(), 10u); // every seed 001 criterion
    // Criterion, answer, h100, trn3, reasons.
    EXPECT_EQ(reasons->rows[0][0], "Model Size");
    EXPECT_EQ(reasons->rows[0][2], "3");
    EXPECT_EQ(reasons->rows[0][3], "5");
    EXPECT_NE(reasons->rows[0][4].find("70B+ parameters"), std::string::npos);
}

TEST(ReportProfileSection, MatrixShowsThePresetOverridesAndExclusions)
{
    Scenario scenario = test::readExample("seed001-startup-70b-profile");
    scenario.profile->overrides.push_back({"model_size", "h100", 4});
    scenario.profile->cloudStrategy = CloudStrategy::MultiCloudRequired;
    const DecisionReport report = reportFor(scenario);
    const ReportSection *matrix = section(report, "Decision matrix");
    ASSERT_NE(matrix, nullptr);
    // The scenario lists no criteria: the matrix is the preset's, scored by the profile.
    const ReportTable *table = nullptr;
    for (const ReportBlock &block : matrix->blocks) {
        if (block.kind == ReportBlock::Kind::Table)
            table = &block.table;
    }
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(table->rows.size(), 11u); // ten criteria and the totals
    EXPECT_EQ(table->rows[0], (std::vector<std::string>{"Model Size", "5", "4*", "5"}));
    const std::string text = allText(*matrix);
    EXPECT_NE(text.find("Winner: h100."), std::string::npos) << text;
    EXPECT_NE(text.find("trn3 is excluded: a multi-cloud mandate eliminates Trainium"),
              std::string::npos)
        << text;
    const ReportSection *profile = section(report, "Workload profile");
    ASSERT_NE(profile, nullptr);
    EXPECT_NE(allText(*profile).find("is excluded because a multi-cloud mandate"),
              std::string::npos);
    EXPECT_NE(allText(*profile).find("* set by hand"), std::string::npos);
}

} // namespace acceldecide::report
