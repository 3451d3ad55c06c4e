// A spot option's interruption overhead priced from the catalog's Spot Instance Advisor
// rows (fixtures/spot-advisor/spot-advisor-data.json, dated 2026-11-30), on both backends:
// the bucket's centre and bounds worked by hand, the provenance saying which bucket and
// file, the open-ended bucket priced at its lower bound with a warning, and an instance
// type the file does not list refused naming the field.
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "core/engine/InterruptionBands.h"
#include "core/io/ScenarioReader.h"
#include "database/import/SpotAdvisorImporter.h"
#include "database/pricing/PriceResolver.h"

#include <QFile>

#include <nlohmann/json.hpp>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using json = nlohmann::json;

namespace {

// One spot option on `type` in us-east-1 with 16 instances' worth of accelerators (8 an
// instance), a 6-minute checkpoint and a 12-minute restart; every other figure is stated,
// so the advisor's row is all the catalog is asked for.
Scenario scenarioOn(const char *type)
{
    json file = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "spot", "horizon_months": 12,
      "as_of": "2026-12-01",
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 300, "runs": 2},
      "baseline": "od",
      "options": [
        {"id": "od", "label": "On demand", "stack": "cuda", "instance_type": "x",
         "accelerators_per_instance": 8, "instance_hourly_usd": 40,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 3000}, "cluster_accelerators": 128},
        {"id": "spot", "label": "Spot", "stack": "cuda", "instance_type": "x",
         "accelerators_per_instance": 8, "instance_hourly_usd": 40,
         "purchase": {"model": "spot", "discount_percent": 60,
                      "interruption": {"from_catalog": true, "checkpoint_minutes": 6,
                                       "restart_minutes": 12}},
         "throughput": {"tokens_per_sec_per_accelerator": 3000}, "cluster_accelerators": 128}
      ]})");
    file["options"][1]["instance_type"] = type;
    file["options"][0]["instance_type"] = type;
    const ScenarioReadResult read = ScenarioReader::fromJson(file, ScenarioReadOptions{true});
    EXPECT_TRUE(read.ok()) << read.error().front().toString();
    return read.ok() ? *read : Scenario{};
}

std::string warningOf(const OptionProvenance &provenance, const std::string &code)
{
    for (const Warning &warning : provenance.warnings)
        if (warning.code == code)
            return warning.message;
    return "<none>";
}

class SpotInterruptions : public BackendTest
{
protected:
    void SetUp() override
    {
        m_catalog = std::make_unique<TempCatalog>(CatalogDatabase::Seeding::Skip, GetParam());
        ASSERT_TRUE(m_catalog->catalog);
        const QString path = fixture("spot-advisor/spot-advisor-data.json");
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const ImportReport report = SpotAdvisorImporter::importText(
            *m_catalog->catalog, path, file.readAll(), QDate(2026, 11, 30));
        ASSERT_EQ(report.rowsImported, 9) << report.message.toStdString();
    }
    CatalogDatabase &catalog() { return *m_catalog->catalog; }

    std::unique_ptr<TempCatalog> m_catalog;
};

} // namespace

// p4d.24xlarge in us-east-1 (Linux) is in bucket 2, "10-15%": the centre 12.5 % on 16
// instances is M = 730 / 0.125 / 16 = 365 h; tau = sqrt(2 x 0.1 h x 365 h) = 8.54 h;
// overhead 0.1 / 8.544 + (4.272 + 0.2) / 365 = 2.3956 %; at 10 % 2.1375 %, at 15 % 2.6300 %
// (CheckpointOverhead.TheReadmeExampleWorkedByHand has the digits).
TEST_P(SpotInterruptions, TheBucketPricesTheOverheadAndItsRange)
{
    Scenario scenario = scenarioOn("p4d.24xlarge");
    const auto provenance = PriceResolver::resolve(catalog(), scenario, QDate(2026, 12, 1));
    ASSERT_TRUE(provenance.ok()) << provenance.error().toString().toStdString();
    const Purchase &purchase = scenario.options[1].purchase;
    ASSERT_TRUE(purchase.interruption && purchase.interruption->resolved);
    EXPECT_NEAR(purchase.interruptionOverheadPercent, 2.3956, 1e-4);
    EXPECT_NEAR(purchase.interruption->lowOverheadPercent, 2.1375, 1e-4);
    EXPECT_NEAR(purchase.interruption->highOverheadPercent, 2.6300, 1e-4);
    EXPECT_EQ(warningOf(provenance.value().at("spot"), "interruption_from_catalog"),
              "spot interruptions: bucket 10-15% for p4d.24xlarge in us-east-1 (AWS Spot Instance "
              "Advisor data, 2026-11-30): 12.5 % a month on 16 instance(s), a mean 365.0 h "
              "between interruptions; checkpoint 6.0 min and restart 12.0 min, every 8.54 h "
              "(Young-Daly): 2.40 % more hours, 2.14-2.63 % across the bucket");
    const Scenario banded = withInterruptionBands(scenario);
    ASSERT_EQ(banded.uncertainty.size(), 1u);
    EXPECT_EQ(banded.uncertainty[0].target, "options.spot.purchase.interruption_overhead_percent");
}

// p5.48xlarge in us-east-1 is ">20%": priced at 20 % (M = 730 / 0.2 / 16 = 228.125 h;
// sqrt(0.2 / 228.125) + 0.2 / 228.125 = 0.029610 + 0.000877 = 3.0487 %), no range, a warning.
TEST_P(SpotInterruptions, AnOpenEndedBucketIsALowerBoundAndSaysSo)
{
    Scenario scenario = scenarioOn("p5.48xlarge");
    const auto provenance = PriceResolver::resolve(catalog(), scenario, QDate(2026, 12, 1));
    ASSERT_TRUE(provenance.ok()) << provenance.error().toString().toStdString();
    EXPECT_NEAR(scenario.options[1].purchase.interruptionOverheadPercent, 3.0487, 1e-4);
    EXPECT_EQ(warningOf(provenance.value().at("spot"), "interruption_bucket_open_ended"),
              "the Spot Instance Advisor says only that p5.48xlarge in us-east-1 is interrupted "
              "more than 20 % a month: its overhead is priced at 20 %, a lower bound");
    EXPECT_TRUE(withInterruptionBands(scenario).uncertainty.empty());
}

TEST_P(SpotInterruptions, AnInstanceTypeTheFileDoesNotListIsRefusedNamingTheField)
{
    Scenario scenario = scenarioOn("trn2.48xlarge");
    const auto provenance = PriceResolver::resolve(catalog(), scenario, QDate(2026, 12, 1));
    ASSERT_FALSE(provenance.ok());
    EXPECT_NE(provenance.error().toString().toStdString().find(
                  "options[1].purchase.interruption: the catalog has no Spot Instance Advisor "
                  "row for trn2.48xlarge (Linux) in us-east-1"),
              std::string::npos)
        << provenance.error().toString().toStdString();
}

ACCELDECIDE_ON_EVERY_BACKEND(SpotInterruptions);
