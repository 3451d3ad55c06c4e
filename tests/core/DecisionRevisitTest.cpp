// Decision records in core: the rules every stored record passes, letting a pinned
// scenario's catalog numbers go again, and the comparison of then and now in words and
// in the revisit report's section.
#include "core/decision/DecisionRevisit.h"
#include "TestScenarios.h"
#include "core/decision/DecisionRecordRules.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/report/ReportRevisitSection.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

DecisionRecord recordOf(const std::string &chosen, const std::string &recommended)
{
    DecisionRecord record;
    record.id = 7;
    record.chosenOption = chosen;
    record.recommendedOption = recommended;
    record.decidedAt = "2026-11-22";
    record.decidedBy = "infra review";
    return record;
}

const std::vector<std::string> kOptions{"h100", "trn3"};

} // namespace

TEST(DecisionRecordRules, AcceptsAChoiceOfTheRecommendation)
{
    EXPECT_TRUE(DecisionRecordRules::check(recordOf("trn3", "trn3"), kOptions).empty());
}

TEST(DecisionRecordRules, EachProblemNamesItsFieldAndValue)
{
    ValidationErrors errors = DecisionRecordRules::check(recordOf("b200", "trn3"), kOptions);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].toString(),
              "chosen_option: unknown option id \"b200\"; the scenario's options are h100, trn3");

    errors = DecisionRecordRules::check(recordOf("h100", "trn3"), kOptions);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].path, "reason");
    EXPECT_EQ(errors[0].message, "empty (\"\"), but the chosen option \"h100\" is not the "
                                 "recommended \"trn3\": say why");

    DecisionRecord withReason = recordOf("h100", "trn3");
    withReason.reason = "our CUDA kernels";
    EXPECT_TRUE(DecisionRecordRules::check(withReason, kOptions).empty());

    DecisionRecord early = recordOf("trn3", "trn3");
    early.reviewDate = "2026-11-01";
    errors = DecisionRecordRules::check(early, kOptions);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].toString(),
              "review_date: \"2026-11-01\" is before the decision date \"2026-11-22\"");

    DecisionRecord sameDay = recordOf("trn3", "trn3");
    sameDay.reviewDate = "2026-11-22";
    EXPECT_TRUE(DecisionRecordRules::check(sameDay, kOptions).empty());

    DecisionRecord badDates = recordOf("trn3", "trn3");
    badDates.decidedAt = "2026-02-30";
    badDates.reviewDate = "next year";
    errors = DecisionRecordRules::check(badDates, kOptions);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0].toString(), "decided_at: \"2026-02-30\" is not a date (YYYY-MM-DD)");
    EXPECT_EQ(errors[1].toString(), "review_date: \"next year\" is not a date (YYYY-MM-DD)");

    DecisionRecord nobody = recordOf("trn3", "trn3");
    nobody.decidedBy = " ";
    errors = DecisionRecordRules::check(nobody, kOptions);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].path, "decided_by");
}

TEST(DecisionRecordRules, IsoDates)
{
    EXPECT_TRUE(DecisionRecordRules::isIsoDate("2028-02-29"));
    EXPECT_FALSE(DecisionRecordRules::isIsoDate("2027-02-29"));
    EXPECT_FALSE(DecisionRecordRules::isIsoDate("2026-13-01"));
    EXPECT_FALSE(DecisionRecordRules::isIsoDate("2026-1-01"));
    EXPECT_FALSE(DecisionRecordRules::isIsoDate(""));
}

TEST(DecisionRevisit, CatalogDiscountsListWhatTheCatalogSupplied)
{
    Scenario edited = test::seed001Training(PurchaseModel::Reserved1y, 0.0);
    edited.options[1].purchase.discountFromCatalog = true;
    EXPECT_EQ(DecisionRevisit::catalogDiscounts(edited), std::vector<std::string>{"purchase:trn3"});
}

TEST(DecisionRevisit, ReleasesPinsAndCatalogDiscountsOnly)
{
    Scenario recorded = test::seed001Training(PurchaseModel::Reserved1y, 30.0);
    recorded.options[0].priceObservationId = 12;
    recorded.options[1].benchmarkId = 4;
    recorded.options[1].throughput = Throughput{1800.0, std::nullopt, std::nullopt};
    const Scenario released = DecisionRevisit::releasePins(recorded, {"purchase:trn3"});

    EXPECT_FALSE(released.options[0].instanceHourlyUsd.has_value());
    EXPECT_FALSE(released.options[0].priceObservationId.has_value());
    EXPECT_FALSE(released.options[0].purchase.discountFromCatalog); // the user's own 30 %
    EXPECT_DOUBLE_EQ(released.options[0].purchase.discountPercent, 30.0);
    EXPECT_DOUBLE_EQ(*released.options[1].instanceHourlyUsd, 47.50); // typed, not pinned
    EXPECT_FALSE(released.options[1].throughput.has_value());
    EXPECT_FALSE(released.options[1].benchmarkId.has_value());
    EXPECT_TRUE(released.options[1].purchase.discountFromCatalog);
}

TEST(DecisionRevisit, OnePriceChangedFlipsTheRecommendation)
{
    const Scenario then = test::seed001Training();
    Scenario now = then;
    now.options[1].instanceHourlyUsd = 400.0; // trn3.48xlarge eight times dearer
    std::map<std::string, OptionProvenance> nowSources;
    nowSources["trn3"].price = PriceSource{"AWS price list", "2027-03-01", false, 42, "price_list"};
    const Evaluation thenEvaluation = ScenarioEvaluator::evaluate(then);
    const Evaluation nowEvaluation = ScenarioEvaluator::evaluate(now);
    const DecisionRecord record = recordOf("trn3", thenEvaluation.recommendation.option);
    ASSERT_EQ(record.recommendedOption, "trn3");

    const RevisitResult result =
        DecisionRevisit::compare(record, then, thenEvaluation, {}, now, nowEvaluation, nowSources);
    ASSERT_EQ(result.changes.size(), 1u);
    EXPECT_EQ(DecisionRevisit::describe(result.changes[0]),
              "\"trn3\"'s instance price $47.50/h -> $400/h (AWS price list, 2027-03-01)");
    EXPECT_TRUE(result.recommendationChanges());
    EXPECT_EQ(result.recommendationNow, "h100");
    EXPECT_GT(result.chosenTotalNow, result.chosenTotalThen);
    EXPECT_NE(result.paragraph.find("The recommendation would change today, from \"trn3\" to "
                                    "\"h100\"."),
              std::string::npos)
        << result.paragraph;
    EXPECT_NE(result.paragraph.find("The scenario has no decision matrix."), std::string::npos);

    const report::ReportSection section =
        report::ReportRevisitSection::build(record, result, thenEvaluation, nowEvaluation);
    EXPECT_EQ(section.title, "Decision revisited");
    ASSERT_EQ(section.blocks.size(), 4u); // record, paragraph, then/now table, changes
    const report::ReportTable &totals = section.blocks[2].table;
    EXPECT_EQ(totals.header,
              (std::vector<std::string>{"Option", "Total then", "Total now", "Change"}));
    ASSERT_EQ(totals.rows.size(), 4u); // two options, recommendation, matrix winner
    EXPECT_EQ(totals.rows[1][0], "Trainium3 (trn3.48xlarge) (chosen)");
    EXPECT_EQ(totals.rows[2],
              (std::vector<std::string>{"Recommendation", "trn3", "h100", "changes"}));
    EXPECT_EQ(section.blocks[3].table.rows[0][4], "AWS price list, 2027-03-01");
}

TEST(DecisionRevisit, NothingChangedSaysSo)
{
    const Scenario scenario = test::seed001Training();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const RevisitResult result = DecisionRevisit::compare(recordOf("trn3", "trn3"), scenario,
                                                          evaluation, {}, scenario, evaluation, {});
    EXPECT_TRUE(result.changes.empty());
    EXPECT_FALSE(result.recommendationChanges());
    EXPECT_NE(result.paragraph.find("holds the same prices"), std::string::npos);
    EXPECT_NE(result.paragraph.find("The recommendation would not change (\"trn3\")."),
              std::string::npos);
}

// A rationale and a reason typed without a full stop are still sentences in the report.
TEST(DecisionRevisit, TheRecordsParagraphEndsEachTypedSentence)
{
    const Scenario scenario = test::seed001Training();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    DecisionRecord record = recordOf("h100", "trn3");
    record.rationale = "keep the CUDA stack for a year";
    record.reason = "the team knows CUDA";
    const RevisitResult result =
        DecisionRevisit::compare(record, scenario, evaluation, {}, scenario, evaluation, {});
    const report::ReportSection section =
        report::ReportRevisitSection::build(record, result, evaluation, evaluation);
    ASSERT_FALSE(section.blocks.empty());
    EXPECT_EQ(section.blocks[0].text,
              "Record 7, decided 2026-11-22 by infra review: h100. Rationale: keep the CUDA "
              "stack for a year. Chosen over the recommendation because: the team knows CUDA.");
    record.rationale = "Cheaper for a year!";
    EXPECT_EQ(
        report::ReportRevisitSection::build(record, result, evaluation, evaluation).blocks[0].text,
        "Record 7, decided 2026-11-22 by infra review: h100. Rationale: Cheaper for a "
        "year! Chosen over the recommendation because: the team knows CUDA.");
}
