// The capacity tables: the shipped ones parse whole and hold the facts the docs quote; a
// bad cell is refused with its file, line and column.
#include "core/capacity/CapacityFacts.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace acceldecide {
namespace {

constexpr const char *kScores = "condition,score,reason,source\n"
                                "not_sold,1,a,s\ncapacity_block_limit,1,a,s\n"
                                "quota_below_need,2,a,s\nspot,3,a,s\nnot_reserved,4,a,s\n"
                                "reserved_capacity,5,a,s\n";
constexpr const char *kSalesHeader =
    "instance_type,rule,purchase_models,regions,source,source_url,accessed_date,quote\n";
constexpr const char *kQuotaHeader = "provider,families,purchase_models,quota_name,quota_code,"
                                     "unit,default_value,source,source_url,accessed_date,quote\n";
constexpr const char *kVcpuHeader = "instance_type,vcpus,source,source_url,accessed_date,quote\n";

std::vector<std::string> errorsOf(const std::string &sales, const std::string &quotas,
                                  const std::string &vcpus, const std::string &scores = kScores)
{
    std::vector<std::string> errors;
    CapacityFacts::parse({sales, quotas, vcpus, scores}, errors);
    return errors;
}

TEST(CapacityFacts, TheShippedTablesParseWhole)
{
    EXPECT_EQ(CapacityFacts::builtInErrors(), std::vector<std::string>{});
    const CapacityFacts &facts = CapacityFacts::builtIn();
    for (const std::string &condition : CapacityFacts::conditions())
        EXPECT_NE(facts.scoreRule(condition), nullptr) << condition;
}

TEST(CapacityFacts, TheShippedTablesHoldWhatTheDocsQuote)
{
    const CapacityFacts &facts = CapacityFacts::builtIn();
    // AWS's Capacity Blocks page: trn2.48xlarge blocks in US East (Ohio) only.
    const auto trn2 =
        std::find_if(facts.salesRules().begin(), facts.salesRules().end(),
                     [](const SalesRule &r) { return r.instanceType == "trn2.48xlarge"; });
    ASSERT_NE(trn2, facts.salesRules().end());
    EXPECT_EQ(trn2->regions, std::vector<std::string>{"us-east-2"});
    EXPECT_TRUE(trn2->coversModel("capacity_block"));
    // Capacity Blocks count against no On-Demand quota; spot P5 and Trn start at 0 vCPUs.
    EXPECT_EQ(facts.quotaFor("AWS", "p5.48xlarge", "capacity_block"), nullptr);
    const ServiceQuota *spot = facts.quotaFor("AWS", "trn2.48xlarge", "spot");
    ASSERT_NE(spot, nullptr);
    EXPECT_EQ(spot->name, "All Trn Spot Instance Requests");
    EXPECT_EQ(spot->defaultValue, 0.0);
    const ServiceQuota *onDemand = facts.quotaFor("AWS", "p5e.48xlarge", "savings_plan_3y");
    ASSERT_NE(onDemand, nullptr);
    EXPECT_EQ(onDemand->name, "Running On-Demand P instances");
    EXPECT_FALSE(onDemand->defaultValue.has_value());
    EXPECT_EQ(facts.vcpusOf("trn2.48xlarge"), 192);
    EXPECT_EQ(facts.vcpusOf("trn1.32xlarge"), 128);
    EXPECT_EQ(facts.quotaFor("GCP", "a3-highgpu-8g", "on_demand"), nullptr);
}

TEST(CapacityFacts, FamiliesAreTheNameBeforeTheDot)
{
    EXPECT_EQ(CapacityFacts::familyOf("p5e.48xlarge"), "p5e");
    EXPECT_EQ(CapacityFacts::familyOf("p6-b200.48xlarge"), "p6-b200");
    EXPECT_EQ(CapacityFacts::familyOf("gpu_8x_h100"), "gpu_8x_h100");
    EXPECT_TRUE(CapacityFacts::modelMatches("reserved", "reserved_1y"));
    EXPECT_TRUE(CapacityFacts::modelMatches("savings_plan", "savings_plan_3y"));
    EXPECT_FALSE(CapacityFacts::modelMatches("reserved", "on_demand"));
    EXPECT_FALSE(CapacityFacts::modelMatches("spot", "savings_plan_1y"));
}

struct BadTable
{
    std::string name;
    std::string sales;
    std::string quotas;
    std::string vcpus;
    std::string expected;
};

void PrintTo(const BadTable &bad, std::ostream *out)
{
    *out << bad.name;
}

class CapacityFactsRefuses : public testing::TestWithParam<BadTable>
{};

TEST_P(CapacityFactsRefuses, NamingTheFileLineAndColumn)
{
    const BadTable &bad = GetParam();
    const std::vector<std::string> errors = errorsOf(bad.sales, bad.quotas, bad.vcpus);
    ASSERT_FALSE(errors.empty());
    EXPECT_EQ(errors.front(), bad.expected);
}

const std::string kGoodQuotas = std::string(kQuotaHeader);
const std::string kGoodVcpus = std::string(kVcpuHeader);

INSTANTIATE_TEST_SUITE_P(
    Tables, CapacityFactsRefuses,
    testing::Values(
        BadTable{"UnknownRule",
                 std::string(kSalesHeader) + "trn2.48xlarge,sold_mostly_in,spot,us-east-2,S,,d,q\n",
                 kGoodQuotas, kGoodVcpus,
                 "sales-rules.csv line 2, rule: expected sold_only_in or sold_only_as, got "
                 "\"sold_mostly_in\""},
        BadTable{"UnknownPurchaseModel",
                 std::string(kSalesHeader) +
                     "trn2.48xlarge,sold_only_in,spot|lease,us-east-2,S,,d,q\n",
                 kGoodQuotas, kGoodVcpus,
                 "sales-rules.csv line 2, purchase_models: expected purchase models separated "
                 "by |, e.g. on_demand|savings_plan|reserved|spot|capacity_block, got "
                 "\"spot|lease\""},
        BadTable{"NoSource",
                 std::string(kSalesHeader) + "trn2.48xlarge,sold_only_in,spot,us-east-2,,,d,q\n",
                 kGoodQuotas, kGoodVcpus,
                 "sales-rules.csv line 2, source: empty: every fact names its source"},
        BadTable{"NegativeDefault", std::string(kSalesHeader),
                 kGoodQuotas + "AWS,p5,spot,All P5 Spot,,vCPU,-1,S,,d,q\n", kGoodVcpus,
                 "service-quotas.csv line 2, default_value: expected a number of at least "
                 "0.000000, got \"-1\""},
        BadTable{"MissingColumn", std::string(kSalesHeader), "provider,families,purchase_models\n",
                 kGoodVcpus, "service-quotas.csv: no column \"quota_name\""},
        BadTable{"ZeroVcpus", std::string(kSalesHeader), kGoodQuotas,
                 kGoodVcpus + "p5.48xlarge,0,S,,d,q\n",
                 "instance-vcpus.csv line 2, vcpus: expected a whole number from 1 to 100000, "
                 "got \"0\""}),
    [](const testing::TestParamInfo<BadTable> &info) { return info.param.name; });

TEST(CapacityFacts, EveryConditionNeedsAScore)
{
    const std::vector<std::string> errors =
        errorsOf(kSalesHeader, kQuotaHeader, kVcpuHeader,
                 "condition,score,reason,source\nnot_sold,1,a,s\nspot,9,a,s\n");
    ASSERT_GE(errors.size(), 2u);
    EXPECT_EQ(errors[0], "availability-scores.csv line 3, score: expected a whole number from 1 "
                         "to 5, got \"9\"");
    EXPECT_EQ(errors[1], "availability-scores.csv: no row for condition \"capacity_block_limit\"");
}

} // namespace
} // namespace acceldecide
