// The capacity facts applied to one purchase, case by case: every row of
// fixtures/capacity/assessment-cases.csv is bought against the fixture tables beside it
// (two sales rules, three quotas, two vCPU counts, the six score conditions) and must give
// its availability score, its warning codes and, where stated, its first warning's text.
// The vCPU figures are worked by hand in the rows: 4 trn2.48xlarge x 192 = 768 vCPUs,
// above the fixture's 384 default; 2 x 192 = 384 is within it.
#include "core/capacity/CapacityAssessment.h"
#include "TestFiles.h"
#include "core/text/CsvTable.h"

#include <gtest/gtest.h>

#include <fstream>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace acceldecide {
namespace {

std::string readFixture(const std::string &name)
{
    return test::readTextFile(std::filesystem::path(ACCELDECIDE_TEST_FIXTURES) / "capacity" / name);
}

const CapacityFacts &fixtureFacts()
{
    static const std::string sales = readFixture("sales-rules.csv");
    static const std::string quotas = readFixture("service-quotas.csv");
    static const std::string vcpus = readFixture("instance-vcpus.csv");
    static const std::string scores = readFixture("availability-scores.csv");
    static const CapacityFacts facts = [] {
        std::vector<std::string> errors;
        CapacityFacts parsed = CapacityFacts::parse({sales, quotas, vcpus, scores}, errors);
        if (!errors.empty())
            throw std::runtime_error(errors.front());
        return parsed;
    }();
    return facts;
}

struct AssessmentCase
{
    std::string name;
    CapacityUse use;
    int score = 0;
    std::string codes; // space-separated, in order
    std::string message;
};

void PrintTo(const AssessmentCase &c, std::ostream *out)
{
    *out << c.name;
}

std::vector<AssessmentCase> loadCases()
{
    std::vector<std::string> errors;
    const std::string text = readFixture("assessment-cases.csv");
    const std::optional<CsvTable> table =
        CsvTable::read("assessment-cases.csv", text,
                       {"case", "provider", "instance_type", "region", "purchase_model",
                        "instances", "above_block_limit", "score", "codes", "message"},
                       errors);
    if (!table)
        throw std::runtime_error(errors.front());
    std::vector<AssessmentCase> cases;
    for (std::size_t row = 1; row <= table->rowCount(); ++row) {
        AssessmentCase c;
        c.name = table->cell(row, "case");
        c.use.provider = table->cell(row, "provider");
        c.use.instanceType = table->cell(row, "instance_type");
        if (!table->cell(row, "region").empty())
            c.use.region = table->cell(row, "region");
        c.use.purchaseModel = table->cell(row, "purchase_model");
        c.use.instancesAtOnce = table->number(row, "instances", 0.0, false, errors);
        c.use.aboveCapacityBlockLimit = table->cell(row, "above_block_limit") == "1";
        c.score = table->integer(row, "score", 1, 5, errors).value_or(0);
        c.codes = table->cell(row, "codes");
        c.message = table->cell(row, "message");
        cases.push_back(std::move(c));
    }
    if (!errors.empty())
        throw std::runtime_error(errors.front());
    return cases;
}

class CapacityAssessmentCases : public testing::TestWithParam<AssessmentCase>
{};

TEST_P(CapacityAssessmentCases, GivesTheScoreAndTheFindings)
{
    const AssessmentCase &c = GetParam();
    const CapacityAssessment assessment = CapacityAssessment::assess(fixtureFacts(), c.use);
    EXPECT_EQ(assessment.score, c.score);
    std::string codes;
    for (const CapacityFinding &finding : assessment.findings)
        codes += (codes.empty() ? "" : " ") + finding.code;
    EXPECT_EQ(codes, c.codes);
    if (!c.message.empty()) {
        ASSERT_FALSE(assessment.findings.empty());
        EXPECT_EQ(assessment.findings.front().message, c.message);
    }
    EXPECT_FALSE(assessment.reason.empty());
}

INSTANTIATE_TEST_SUITE_P(Fixture, CapacityAssessmentCases, testing::ValuesIn(loadCases()),
                         [](const testing::TestParamInfo<AssessmentCase> &info) {
                             return info.param.name;
                         });

TEST(CapacityAssessment, TheScoreIsTheLowestConditionsAndSaysWhy)
{
    CapacityUse use;
    use.instanceType = "trn2.48xlarge";
    use.region = "us-west-2";
    use.purchaseModel = "capacity_block";
    use.instancesAtOnce = 2;
    // Reserved capacity (5) bought where it is not sold (1): the 1 wins, with its reason.
    const CapacityAssessment assessment = CapacityAssessment::assess(fixtureFacts(), use);
    EXPECT_EQ(assessment.score, 1);
    EXPECT_EQ(assessment.reason, "not sold so");
}

} // namespace
} // namespace acceldecide
