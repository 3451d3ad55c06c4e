// Saved scenarios pin the catalog numbers they used: these tests save a resolved and
// pinned scenario in a seeded catalog, reopen it, then teach the catalog newer prices
// and benchmarks (through the catalog CSV importer, as a user would) and check that
// the evaluation keeps the pinned numbers while PinnedValueCheck reports the change.

#include "database/pricing/PinnedValueCheck.h"
#include "ImporterTestSupport.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioPinning.h"
#include "database/import/CatalogCsv.h"
#include "database/pricing/PriceResolver.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QDir>
#include <QFile>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

const QDate kAsOf(2026, 8, 1);

// Writes `files` (table -> CSV text) into a fresh directory and imports it.
void importCsv(TempCatalog &temp, const QString &name, const std::map<QString, QByteArray> &files)
{
    const QString directory = temp.dir.filePath(name);
    ASSERT_TRUE(QDir().mkpath(directory));
    for (const auto &[table, text] : files) {
        QFile file(directory + QLatin1Char('/') + table + QStringLiteral(".csv"));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    const ImportReport report = CatalogCsv::importFrom(*temp.catalog, directory);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    ASSERT_EQ(report.rowsRejected, 0) << report.rejections.join(QLatin1Char('\n')).toStdString();
}

// Rows that reference the seeded catalog's own chips and instance types: they collide
// on the unique names, so the imported prices follow the catalog's rows.
const QByteArray kAccelerators = "id,name,vendor,stack\n1,Trainium1,AWS,neuron\n"
                                 "2,H100 SXM,NVIDIA,cuda\n";
const QByteArray kInstanceTypes = "id,provider,name,accelerator_id,accelerators_per_instance\n"
                                  "1,AWS,trn1.32xlarge,1,16\n2,AWS,p5.48xlarge,2,8\n";

void importNewerTrn1Price(TempCatalog &temp, const char *hourlyUsd, const char *date)
{
    importCsv(temp, QStringLiteral("newer-%1").arg(QString::fromLatin1(date)),
              {{QStringLiteral("accelerators"), kAccelerators},
               {QStringLiteral("instance_types"), kInstanceTypes},
               {QStringLiteral("sources"),
                QByteArray("id,title,kind,published_date\n1,September price check,price_list,") +
                    date + "\n"},
               {QStringLiteral("price_observations"),
                QByteArray("id,instance_type_id,region,purchase_model,hourly_usd,observed_date,"
                           "source_id\n1,1,us-east-1,on_demand,") +
                    hourlyUsd + "," + date + ",1\n"}});
}

// Two options that leave their price to the catalog, one that gives its own.
Scenario capacityScenario()
{
    Scenario scenario;
    scenario.name = "Pinned capacity";
    scenario.asOf = "2026-08-01";
    scenario.horizonMonths = 12;
    scenario.workload.kind = WorkloadKind::Capacity;
    Option p5;
    p5.id = "p5";
    p5.label = "p5.48xlarge";
    p5.instanceType = "p5.48xlarge";
    p5.acceleratorsPerInstance = 8;
    p5.instances = 1;
    Option trn1 = p5;
    trn1.id = "trn1";
    trn1.label = "trn1.32xlarge";
    trn1.stack = Stack::Neuron;
    trn1.instanceType = "trn1.32xlarge";
    trn1.acceleratorsPerInstance = 16;
    Option own = trn1;
    own.id = "own";
    own.label = "trn1 at my own price";
    own.instanceHourlyUsd = 20.0;
    scenario.options = {p5, trn1, own};
    scenario.baseline = "p5";
    return scenario;
}

struct Resolved
{
    Scenario scenario;
    std::map<std::string, OptionProvenance> provenance;
};

Resolved resolve(CatalogDatabase &catalog, const Scenario &scenario)
{
    Resolved out{scenario, {}};
    auto result = PriceResolver::resolve(catalog, out.scenario, kAsOf);
    EXPECT_TRUE(result.ok()) << result.error().toString().toStdString();
    if (result)
        out.provenance = result.value();
    return out;
}

std::vector<double> tcos(const Evaluation &evaluation)
{
    std::vector<double> out;
    for (const OptionResult &option : evaluation.options)
        out.push_back(option.tcoUsd);
    return out;
}

bool hasWarning(const OptionProvenance &provenance, const std::string &code)
{
    for (const Warning &warning : provenance.warnings) {
        if (warning.code == code)
            return true;
    }
    return false;
}

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class PinnedValueCheckTest : public BackendTest
{};

TEST_P(PinnedValueCheckTest, PinnedScenarioRoundTripsAndReportsANewerPrice)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ScenarioRepository repository(*temp.catalog);
    const Scenario edited = capacityScenario();
    const Resolved live = resolve(*temp.catalog, edited);
    // The seeded catalog's newest us-east-1 on-demand prices (AWS price list 2026-07-28).
    ASSERT_EQ(live.scenario.options[0].instanceHourlyUsd, 55.04);
    ASSERT_EQ(live.scenario.options[1].instanceHourlyUsd, 21.5);
    const Evaluation before = ScenarioEvaluator::evaluate(live.scenario, {});

    const Scenario pinned = ScenarioPinning::pin(edited, live.scenario, live.provenance);
    const auto id = repository.save(pinned);
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
    auto loaded = repository.load(id.value());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
    EXPECT_EQ(loaded.value(), pinned);
    EXPECT_EQ(loaded.value().options[1].priceObservationId,
              int(live.provenance.at("trn1").price->observationId));

    // Reopened: the same numbers, and the same sources.
    Resolved reopened = resolve(*temp.catalog, loaded.value());
    EXPECT_EQ(tcos(ScenarioEvaluator::evaluate(reopened.scenario, {})), tcos(before));
    EXPECT_EQ(reopened.provenance.at("trn1").price->observationId,
              live.provenance.at("trn1").price->observationId);
    EXPECT_EQ(reopened.provenance.at("trn1").price->title, live.provenance.at("trn1").price->title);
    EXPECT_FALSE(reopened.provenance.at("own").price.has_value());
    auto none = PinnedValueCheck::check(*temp.catalog, loaded.value());
    ASSERT_TRUE(none.ok()) << none.error().toString().toStdString();
    EXPECT_TRUE(none.value().empty());

    // Months later the catalog learns a lower trn1 price.
    importNewerTrn1Price(temp, "19.35", "2026-09-15");
    EXPECT_EQ(resolve(*temp.catalog, edited).scenario.options[1].instanceHourlyUsd, 19.35);
    reopened = resolve(*temp.catalog, loaded.value());
    EXPECT_EQ(reopened.scenario.options[1].instanceHourlyUsd, 21.5);
    EXPECT_EQ(tcos(ScenarioEvaluator::evaluate(reopened.scenario, {})), tcos(before));

    auto updates = PinnedValueCheck::check(*temp.catalog, loaded.value());
    ASSERT_TRUE(updates.ok()) << updates.error().toString().toStdString();
    ASSERT_EQ(updates.value().size(), 1u);
    const PinnedValueUpdate &update = updates.value()[0];
    EXPECT_EQ(update.optionId, "trn1");
    EXPECT_EQ(update.field, PinnedValueUpdate::kPriceField);
    EXPECT_EQ(update.reason, PinnedValueUpdate::Reason::NewerObservation);
    EXPECT_EQ(update.oldValue, 21.5);
    EXPECT_EQ(update.newValue, 19.35);
    EXPECT_EQ(update.oldObservationId, *loaded.value().options[1].priceObservationId);
    EXPECT_NE(update.newObservationId, update.oldObservationId);
    EXPECT_EQ(update.newSourceTitle, "September price check");
    EXPECT_EQ(update.newDate, "2026-09-15");
    EXPECT_NEAR(update.deltaAbsolute(), -2.15, 1e-12);
    EXPECT_NEAR(*update.deltaPercent(), -10.0, 1e-9);

    Scenario updated = loaded.value();
    ASSERT_TRUE(PinnedValueCheck::applyUpdates(updated, updates.value()).ok());
    EXPECT_EQ(updated.options[1].instanceHourlyUsd, 19.35);
    EXPECT_EQ(updated.options[1].priceObservationId, int(update.newObservationId));
    EXPECT_EQ(updated.options[0], loaded.value().options[0]);
    const Resolved repinned = resolve(*temp.catalog, updated);
    EXPECT_EQ(repinned.provenance.at("trn1").price->title, "September price check");
    const Evaluation after = ScenarioEvaluator::evaluate(repinned.scenario, {});
    EXPECT_NEAR(after.option("trn1")->tcoUsd, 19.35 * 730 * 12, 1e-6);
    EXPECT_NEAR(before.option("trn1")->tcoUsd, 21.5 * 730 * 12, 1e-6);
    auto nothingLeft = PinnedValueCheck::check(*temp.catalog, updated);
    ASSERT_TRUE(nothingLeft.ok());
    EXPECT_TRUE(nothingLeft.value().empty());
}

TEST_P(PinnedValueCheckTest, SameDateCountsOnlyWithAHigherIdAndOlderRowsNever)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    const Scenario edited = capacityScenario();
    const Resolved live = resolve(*temp.catalog, edited);
    const Scenario pinned = ScenarioPinning::pin(edited, live.scenario, live.provenance);
    // An older observation is no update.
    importNewerTrn1Price(temp, "30.00", "2026-02-01");
    EXPECT_TRUE(PinnedValueCheck::check(*temp.catalog, pinned).value().empty());
    // The same date as the pinned one (2026-07-28) but imported later: newer.
    importNewerTrn1Price(temp, "22.00", "2026-07-28");
    const auto updates = PinnedValueCheck::check(*temp.catalog, pinned).value();
    ASSERT_EQ(updates.size(), 1u);
    EXPECT_EQ(updates[0].newValue, 22.0);
    EXPECT_GT(updates[0].newObservationId, updates[0].oldObservationId);
}

TEST_P(PinnedValueCheckTest, PinnedBenchmarkThroughputAndANewerRunOfTheSameMeasurement)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    Scenario edited = capacityScenario();
    edited.workload = Workload{};
    edited.workload.kind = WorkloadKind::Inference;
    edited.workload.modelParamsBillion = 70; // seed 001's Llama 3 70B H100 row: 26,800 tok/s
    edited.workload.tokensPerDayBillion = 1;
    edited.options.resize(1);
    Option given = edited.options[0];
    given.id = "given";
    given.instanceHourlyUsd = 40.0;
    given.throughput = Throughput::measured(20000.0);
    edited.options.push_back(given);
    const Resolved live = resolve(*temp.catalog, edited);
    ASSERT_TRUE(live.provenance.at("p5").throughput.has_value());
    ASSERT_EQ(live.scenario.options[0].throughput->tokensPerSecPerAccelerator, 26800.0);
    const Scenario pinned = ScenarioPinning::pin(edited, live.scenario, live.provenance);
    ASSERT_EQ(pinned.options[0].benchmarkId,
              int(live.provenance.at("p5").throughput->observationId));
    EXPECT_EQ(pinned.options[0].throughput->tokensPerSecPerAccelerator, 26800.0);

    // A re-run of the same measurement, and a different one (another batch size).
    importCsv(temp, QStringLiteral("bench"),
              {{QStringLiteral("accelerators"), kAccelerators},
               {QStringLiteral("sources"),
                "id,title,kind,published_date\n1,H100 re-run,independent,2026-09-01\n"},
               {QStringLiteral("benchmarks"),
                "id,accelerator_id,model,params_billion,metric,value,batch_size,provenance,"
                "source_id\n1,2,Llama 3 70B,70,tokens_per_sec_per_chip,24120,\\N,independent,1\n"
                "2,2,Llama 3 70B,70,tokens_per_sec_per_chip,9999,64,independent,1\n"}});

    const Resolved reopened = resolve(*temp.catalog, pinned);
    EXPECT_EQ(reopened.scenario.options[0].throughput->tokensPerSecPerAccelerator, 26800.0);
    EXPECT_EQ(reopened.provenance.at("p5").throughput->observationId,
              *pinned.options[0].benchmarkId);

    const auto updates = PinnedValueCheck::check(*temp.catalog, pinned);
    ASSERT_TRUE(updates.ok()) << updates.error().toString().toStdString();
    ASSERT_EQ(updates.value().size(), 1u);
    const PinnedValueUpdate &update = updates.value()[0];
    EXPECT_EQ(update.field, PinnedValueUpdate::kThroughputField);
    EXPECT_EQ(update.oldValue, 26800.0);
    EXPECT_EQ(update.newValue, 24120.0);
    EXPECT_EQ(update.newSourceTitle, "H100 re-run");
    EXPECT_EQ(update.newDate, "2026-09-01");
    EXPECT_NEAR(*update.deltaPercent(), -10.0, 1e-9);

    Scenario updated = pinned;
    ASSERT_TRUE(PinnedValueCheck::applyUpdates(updated, updates.value()).ok());
    EXPECT_EQ(updated.options[0].throughput->tokensPerSecPerAccelerator, 24120.0);
    EXPECT_EQ(updated.options[0].benchmarkId, int(update.newObservationId));
    const Resolved repinned = resolve(*temp.catalog, updated);
    EXPECT_FALSE(hasWarning(repinned.provenance.at("p5"), "pinned_throughput_changed"));
}

TEST_P(PinnedValueCheckTest, ApplyingAnUpdateForAnUnknownOptionChangesNothing)
{
    Scenario scenario = capacityScenario();
    PinnedValueUpdate good;
    good.optionId = "trn1";
    good.field = PinnedValueUpdate::kPriceField;
    good.newValue = 10.0;
    good.newObservationId = 5;
    PinnedValueUpdate bad = good;
    bad.optionId = "gone";
    const DatabaseStatus status = PinnedValueCheck::applyUpdates(scenario, {good, bad});
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().message.toStdString(), "no option \"gone\" in the scenario");
    EXPECT_EQ(scenario, capacityScenario());
}

ACCELDECIDE_ON_EVERY_BACKEND(PinnedValueCheckTest);
