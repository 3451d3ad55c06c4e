// The shipped market example (resources/scenarios/market/): its Spot Instance Advisor
// extract imported as its README says (dated by --observed-date, not by the checkout), the
// fine-tune searched across AWS and Lambda. Spot is priced from the advisor: the saving
// off the newest on-demand price, the bucket's interruptions by Young-Daly, and the
// capacity facts score each row. Worked by hand below.
#include "CliProcess.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

const std::string kMarket = std::string(ACCELDECIDE_SCENARIOS_DIR) + "/market/";

class CliSearchExample : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern = (fs::temp_directory_path() / "acceldecide-example-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
        m_database = (m_dir / "catalog.sqlite").string();
        const ProcessResult imported =
            runCli({"catalog", "import", "--format", "aws-spot-advisor",
                    kMarket + "spot-advisor-extract-2025-06-28.json", "--observed-date",
                    "2025-06-28", "--database", m_database});
        ASSERT_EQ(imported.exitCode, 0) << imported.err;
        ASSERT_NE(imported.out.find("dated 2025-06-28"), std::string::npos) << imported.out;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    nlohmann::json search()
    {
        const ProcessResult result =
            runCli({"search", kMarket + "llama31-70b-finetune-search.json", "--database",
                    m_database, "--provider", "AWS,Lambda", "--limit", "1000", "--format", "json"});
        EXPECT_EQ(result.exitCode, 0) << result.err;
        return nlohmann::json::parse(result.out);
    }

    static const nlohmann::json *row(const nlohmann::json &found, const std::string &type,
                                     const std::string &purchase, int instances)
    {
        for (const nlohmann::json &r : found.at("rows")) {
            if (r.at("instance_type") == type && r.at("purchase_model") == purchase &&
                r.at("instances") == instances)
                return &r;
        }
        return nullptr;
    }

    fs::path m_dir;
    std::string m_database;
};

TEST_F(CliSearchExample, SpotIsPricedFromTheAdvisorAndScoredByTheCapacityFacts)
{
    const nlohmann::json found = search();
    // trn1.32xlarge in us-east-1: the advisor's 79 % saving off the price list's $21.50 is
    // $4.515 an instance-hour, $0.2821875 a chip-hour; bucket "<5%".
    const nlohmann::json *trn1 = row(found, "trn1.32xlarge", "spot", 32);
    ASSERT_NE(trn1, nullptr);
    EXPECT_EQ(trn1->at("observed_date"), "2025-06-28");
    EXPECT_EQ(trn1->at("price_source")
                  .get<std::string>()
                  .rfind("AWS Spot Instance Advisor: 79 % average saving off on-demand", 0),
              0u)
        << trn1->at("price_source");
    EXPECT_NEAR(trn1->at("option").at("instance_hourly_usd").get<double>(), 21.5, 1e-9);
    EXPECT_NEAR(trn1->at("option").at("purchase").at("discount_percent").get<double>(), 79.0, 1e-9);
    const std::string notes = trn1->at("notes").dump();
    EXPECT_NE(notes.find("advisor bucket <5% (2025-06-28) on 32 instance(s)"), std::string::npos)
        << notes;
    // 32 instances x 128 vCPUs = 4,096 vCPUs of a Trn spot quota whose default is 0.
    EXPECT_NE(notes.find("32 trn1.32xlarge at once need 4,096 vCPU of the \\\"All Trn Spot "
                         "Instance Requests\\\" quota, above its default of 0"),
              std::string::npos)
        << notes;
    EXPECT_EQ(trn1->at("availability").at("score"), 2);

    // Lambda bills its own H100s: $3.99 a GPU-hour x 8, capacity not reserved (4).
    const nlohmann::json *lambda = row(found, "gpu_8x_h100_sxm5", "on_demand", 8);
    ASSERT_NE(lambda, nullptr);
    EXPECT_EQ(lambda->at("provider"), "Lambda");
    EXPECT_NEAR(lambda->at("option").at("instance_hourly_usd").get<double>(), 31.92, 1e-9);
    EXPECT_EQ(lambda->at("availability").at("score"), 4);

    // No source read gives a trn2.48xlarge price, so the search has nothing to bill it at;
    // no Spheron row passes the provider filter.
    for (const nlohmann::json &r : found.at("rows")) {
        EXPECT_NE(r.at("instance_type"), "trn2.48xlarge");
        EXPECT_NE(r.at("provider"), "Spheron");
    }
}

TEST_F(CliSearchExample, AnOfferBoughtWhereItIsNotSoldIsPassedOver)
{
    const nlohmann::json found = search();
    // trn1.32xlarge Capacity Blocks are priced in ap-southeast-4, where AWS sells them:
    // kept, reserved capacity (5). Nothing in the seeded catalog is priced where it is not
    // sold, so no offer is passed over for it.
    const nlohmann::json *block = row(found, "trn1.32xlarge", "capacity_block", 32);
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(block->at("region"), "ap-southeast-4");
    EXPECT_EQ(block->at("availability").at("score"), 5);
    for (const nlohmann::json &skipped : found.at("skipped"))
        EXPECT_NE(skipped.at("reason"), "not sold so");
}

} // namespace
} // namespace acceldecide::test
