// A price imported from a SkyPilot catalog of a cloud outside AWS is billed by that cloud:
// an option priced from it that states no provider takes the catalog's, so that neither
// the team's AWS credits nor its private discount are set against it, and says so.
#include "ImporterTestSupport.h"
#include "database/import/SkyPilotImporter.h"
#include "database/pricing/PriceResolver.h"

#include "core/model/Scenario.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

class SkyPilotProviderTest : public BackendTest
{
protected:
    // The GCP fixture and AWS's, both imported: a2-highgpu-1g is GCP's, p4d AWS's.
    void SetUp() override
    {
        m_temp.emplace(CatalogDatabase::Seeding::Skip, GetParam());
        ASSERT_TRUE(m_temp->catalog);
        for (const char *file : {"skypilot/v7/gcp/vms.csv", "skypilot/v7/aws/vms.csv"}) {
            const ImportReport report = SkyPilotImporter::import(*m_temp->catalog, fixture(file));
            ASSERT_FALSE(report.refused) << report.message.toStdString();
        }
    }

    static Option option(const char *id, const char *type, const char *region)
    {
        Option option;
        option.id = id;
        option.label = id;
        option.instanceType = type;
        option.region = region;
        option.acceleratorsPerInstance = 1;
        option.instances = 1;
        return option;
    }

    // Two options with a $10,000 AWS credit and a 10 % private discount for the scenario.
    static Scenario scenario(Option gcp)
    {
        Scenario scenario;
        scenario.name = "providers";
        scenario.workload.kind = WorkloadKind::Capacity;
        scenario.privateDiscountPercent = 10.0;
        scenario.credits.push_back(Credit{});
        scenario.credits.back().id = "migrate";
        scenario.credits.back().usd = 10000.0;
        scenario.credits.back().expiresMonth = 12;
        scenario.options = {option("p4d", "p4d.24xlarge", "us-east-1"), std::move(gcp)};
        scenario.baseline = "p4d";
        return scenario;
    }

    std::optional<TempCatalog> m_temp;
};

std::string warningText(const OptionProvenance &provenance, const std::string &code)
{
    for (const Warning &warning : provenance.warnings) {
        if (warning.code == code)
            return warning.message;
    }
    return {};
}

TEST_P(SkyPilotProviderTest, AnOptionPricedFromGcpIsBilledByGcp)
{
    Scenario resolved = scenario(option("a2", "a2-highgpu-1g", "us-central1"));
    const auto provenance =
        PriceResolver::resolve(*m_temp->catalog, resolved, QDate::currentDate());
    ASSERT_TRUE(provenance.ok()) << provenance.error().toString().toStdString();

    const Option &gcp = resolved.options[1];
    EXPECT_EQ(gcp.provider, std::optional<std::string>("GCP"));
    EXPECT_DOUBLE_EQ(*gcp.instanceHourlyUsd, 2.93391 + 0.73948);
    EXPECT_EQ(warningText(provenance->at("a2"), "provider_from_catalog"),
              "a2-highgpu-1g is billed by GCP, the catalog's provider for it: AWS credits and "
              "the private discount do not apply");
    EXPECT_FALSE(gcp.billedByAws());
    EXPECT_FALSE(creditApplies(resolved.credits.front(), gcp));
    EXPECT_EQ(privateDiscountPercentOf(resolved, gcp), 0.0);

    // AWS's own price list row keeps the option AWS's, credits and discount included.
    const Option &aws = resolved.options[0];
    EXPECT_EQ(aws.provider, std::nullopt);
    EXPECT_TRUE(creditApplies(resolved.credits.front(), aws));
    EXPECT_EQ(privateDiscountPercentOf(resolved, aws), 10.0);
    EXPECT_EQ(warningText(provenance->at("p4d"), "provider_from_catalog"), "");
}

// A provider the scenario states is its own: the catalog does not overwrite it.
TEST_P(SkyPilotProviderTest, AStatedProviderIsKept)
{
    Option stated = option("a2", "a2-highgpu-1g", "us-central1");
    stated.provider = "Google Cloud";
    Scenario resolved = scenario(stated);
    const auto provenance =
        PriceResolver::resolve(*m_temp->catalog, resolved, QDate::currentDate());
    ASSERT_TRUE(provenance.ok()) << provenance.error().toString().toStdString();
    EXPECT_EQ(resolved.options[1].provider, std::optional<std::string>("Google Cloud"));
    EXPECT_EQ(warningText(provenance->at("a2"), "provider_from_catalog"), "");
    EXPECT_FALSE(creditApplies(resolved.credits.front(), resolved.options[1]));
}

ACCELDECIDE_ON_EVERY_BACKEND(SkyPilotProviderTest);

} // namespace
