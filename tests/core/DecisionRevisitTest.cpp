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

// An evaluation with totals chosen by hand: H100 $3,000,000.00; Trainium3 `trn3TcoUsd`
// over the horizon plus $100,000.00 of commitment owed after it, recommended.
Evaluation evaluationWith(double trn3TcoUsd)
{
    OptionResult h100;
    h100.id = "h100";
    h100.label = "H100";
    h100.tcoUsd = 3'000'000.00;
    OptionResult trn3;
    trn3.id = "trn3";
    trn3.label = "Trainium3";
    trn3.tcoUsd = trn3TcoUsd;
    trn3.commitmentBeyondHorizonUsd = 100'000.00;
    Evaluation evaluation;
    evaluation.options = {h100, trn3};
    evaluation.recommendation.option = "trn3";
    return evaluation;
}

// The revisit of a decision for trn3 whose evaluation then and now are `then` and `now`
// (the scenario itself unchanged), with the report's then/now table.
struct Revisited
{
    RevisitResult result;
    report::ReportTable totals;
};

Revisited revisit(const Evaluation &then, const Evaluation &now)
{
    const Scenario scenario = test::seed001Training();
    const DecisionRecord record = recordOf("trn3", "trn3");
    RevisitResult result = DecisionRevisit::compare(record, scenario, then, {}, scenario, now, {});
    const report::ReportSection section =
        report::ReportRevisitSection::build(record, result, then, now);
    return {std::move(result), section.blocks.at(2).table};
}

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
    recorded.options[1].throughput = Throughput::measured(1800.0);
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
    EXPECT_FALSE(result.chosenTotalChanges());
    EXPECT_NE(result.paragraph.find("The chosen option's total is unchanged at $"),
              std::string::npos)
        << result.paragraph;
    EXPECT_EQ(result.paragraph.find("instead of"), std::string::npos) << result.paragraph;
    EXPECT_NE(result.paragraph.find("The recommendation would not change (\"trn3\")."),
              std::string::npos);
}

// The decision kept the H100s against the recommendation; since then only Trainium3's
// price moved, so the H100 total the decision rests on is unchanged, in the paragraph
// and in the report's table alike. Worked by hand from the seed:
//   tokens/s per H100    1,979 TFLOPS x 50 % MFU / (6 x 70 B params) = 2,355.95
//   H100-hours per run   300 B tokens / 2,355.95 / 3,600 x 1.15 overhead = 40,677.11
//   per run              40,677.11 h x $98.32 / 8 accelerators = $499,921.68
//   over the year        4 runs x $499,921.68 = $1,999,686.71, shown as $1,999,687
TEST(DecisionRevisit, AnotherOptionsPriceLeavesTheChosenTotalUnchanged)
{
    const Scenario then = test::seed001Training();
    Scenario now = then;
    now.options[1].instanceHourlyUsd = 40.00; // trn3.48xlarge from $47.50/h
    const Evaluation thenEvaluation = ScenarioEvaluator::evaluate(then);
    const Evaluation nowEvaluation = ScenarioEvaluator::evaluate(now);
    DecisionRecord record = recordOf("h100", thenEvaluation.recommendation.option);
    record.reason = "the team knows CUDA";
    const RevisitResult result =
        DecisionRevisit::compare(record, then, thenEvaluation, {}, now, nowEvaluation, {});
    ASSERT_EQ(result.changes.size(), 1u);
    EXPECT_NEAR(result.chosenTotalThen, 1'999'686.71, 0.01);
    EXPECT_FALSE(result.chosenTotalChanges());
    EXPECT_NE(result.paragraph.find("$40.00/h. The chosen option's total is unchanged at "
                                    "$1,999,687. The recommendation would not change"),
              std::string::npos)
        << result.paragraph;
    EXPECT_EQ(result.paragraph.find("instead of"), std::string::npos) << result.paragraph;

    const report::ReportTable totals =
        report::ReportRevisitSection::build(record, result, thenEvaluation, nowEvaluation)
            .blocks.at(2)
            .table;
    EXPECT_EQ(totals.rows[0], (std::vector<std::string>{"H100 (p5.48xlarge) (chosen)", "$1,999,687",
                                                        "$1,999,687", "unchanged"}));
    EXPECT_EQ(totals.rows[1][3].substr(0, 2), "-$") << totals.rows[1][3]; // trn3, cheaper
}

// Rounded the way the revisit shows totals (whole dollars), worked by hand:
//   then  $2,214,322.40 + $100,000.00 owed = $2,314,322.40, shown as $2,314,322
//   now   $2,214,321.70 + $100,000.00 owed = $2,314,321.70, shown as $2,314,322
// 70 cents apart, the same figure on the page: the total is unchanged.
TEST(DecisionRevisit, ATotalThatReadsTheSameWhenRoundedIsUnchanged)
{
    const Revisited revisited = revisit(evaluationWith(2'214'322.40), evaluationWith(2'214'321.70));
    const RevisitResult &result = revisited.result;
    EXPECT_DOUBLE_EQ(result.chosenTotalThen, 2'314'322.40);
    EXPECT_DOUBLE_EQ(result.chosenTotalNow, 2'314'321.70);
    EXPECT_FALSE(result.chosenTotalChanges());
    EXPECT_NE(result.paragraph.find("holds the same prices, benchmarks and discounts the "
                                    "decision used. The chosen option's total is unchanged at "
                                    "$2,314,322. The recommendation would not change"),
              std::string::npos)
        << result.paragraph;
    EXPECT_EQ(result.paragraph.find("instead of"), std::string::npos) << result.paragraph;
    ASSERT_EQ(revisited.totals.rows.size(), 4u);
    EXPECT_EQ(revisited.totals.rows[0],
              (std::vector<std::string>{"H100", "$3,000,000", "$3,000,000", "unchanged"}));
    EXPECT_EQ(
        revisited.totals.rows[1],
        (std::vector<std::string>{"Trainium3 (chosen)", "$2,314,322", "$2,314,322", "unchanged"}));
}

// Worked by hand:
//   then  $2,214,322.40 + $100,000.00 owed = $2,314,322.40, shown as $2,314,322
//   now   $2,214,322.60 + $100,000.00 owed = $2,314,322.60, shown as $2,314,323
// Only 20 cents apart, but the figures on the page differ by a dollar: a change, and the
// table's Change column is that dollar, not "+$0".
TEST(DecisionRevisit, ATotalThatReadsDifferentlyWhenRoundedIsAChange)
{
    const Revisited revisited = revisit(evaluationWith(2'214'322.40), evaluationWith(2'214'322.60));
    EXPECT_TRUE(revisited.result.chosenTotalChanges());
    EXPECT_NE(revisited.result.paragraph.find(
                  "The chosen option's total would be $2,314,323 instead of $2,314,322."),
              std::string::npos)
        << revisited.result.paragraph;
    EXPECT_EQ(revisited.totals.rows[1],
              (std::vector<std::string>{"Trainium3 (chosen)", "$2,314,322", "$2,314,323", "+$1"}));
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
