// A team's own benchmark result files into the catalog's measurements table (schema
// version 11), on both backends: each of the four formats from a real-layout file (core's
// fixtures, tests/core/fixtures/measurement-files/good), a second import of the same file
// adding nothing, a bad file or setup writing nothing and naming the field and value, and
// the read API giving the estimator what was imported, origin Team.
#include "database/import/MeasurementImporter.h"
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "core/performance/EstimatorInUse.h"
#include "core/performance/PerformanceCatalog.h"
#include "database/catalog/CatalogEstimator.h"
#include "database/catalog/CatalogQueries.h"
#include "database/catalog/TeamMeasurements.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"
#include "database/server/ServerRoles.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

#include <algorithm>
#include <unistd.h>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using performance::MeasuredMetric;
using performance::Measurement;

namespace {

QString coreFile(const char *name)
{
    return fixture("../../core/fixtures/measurement-files/") + QString::fromLatin1(name);
}

QString ownFile(const char *name)
{
    return fixture("measurement-files/") + QString::fromLatin1(name);
}

// Four H100s serving Llama 3.1 70B in FP8 at tensor parallel 4, as MeasurementFileReaderTest
// states it beside the same files.
performance::MeasuredSetup fourH100s(std::string engine)
{
    performance::MeasuredSetup setup;
    setup.acceleratorId = "h100-sxm";
    setup.instanceType = "p5.48xlarge";
    setup.accelerators = 4;
    setup.engine = std::move(engine);
    setup.modelId = "llama-3.1-70b";
    setup.dataType = performance::DataType::Fp8;
    setup.tensorParallel = 4;
    setup.measuredDate = "2026-11-20";
    setup.source = "https://wiki.example.com/bench/42";
    return setup;
}

std::vector<Measurement> stored(QSqlDatabase &db)
{
    const auto all = TeamMeasurements(db).all();
    EXPECT_TRUE(all.ok()) << all.error().toString().toStdString();
    return all.ok() ? all.value() : std::vector<Measurement>{};
}

const Measurement *find(const std::vector<Measurement> &all, MeasuredMetric metric)
{
    const auto found = std::find_if(all.begin(), all.end(),
                                    [&](const Measurement &m) { return m.metric == metric; });
    return found != all.end() ? &*found : nullptr;
}

// The built-in estimator again after a test that swapped it.
struct BuiltInAgainAfterwards
{
    ~BuiltInAgainAfterwards() { performance::EstimatorInUse::use({}, {}); }
};

struct Case
{
    MeasurementFormat format;
    const char *file;
    const char *engine;
    qint64 rows;
};

const Case kCases[] = {
    {MeasurementFormat::VllmBench, "good/vllm-serve.json", "vllm", 3},
    {MeasurementFormat::TrtllmBench, "good/trtllm-report.json", "tensorrt-llm", 3},
    {MeasurementFormat::LlmPerf, "good/llmperf-summary.json", "vllm", 3},
    {MeasurementFormat::BenchmarksCsv, "good/measurements.csv", "", 1},
};

class Measurements : public BackendTest
{};

} // namespace

// Every format's file is imported whole, each measurement with its provenance, and the read
// API gives them back as the team's own.
TEST_P(Measurements, EachFormatIsImportedWithItsProvenance)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    qint64 total = 0;
    for (const Case &c : kCases) {
        SCOPED_TRACE(c.file);
        const QString path = coreFile(c.file);
        const MeasurementImportResult imported =
            MeasurementImporter::importFile(*temp.catalog, c.format, path, fourH100s(c.engine));
        ASSERT_TRUE(imported.ok()) << imported.error().error.toString().toStdString();
        EXPECT_EQ(imported.value().rowsRead, c.rows);
        EXPECT_EQ(imported.value().rowsImported, c.rows);
        EXPECT_EQ(imported.value().rowsAlreadyPresent, 0);
        EXPECT_EQ(imported.value().fileSha256, sha256Of(path));
        total += c.rows;
        EXPECT_EQ(count(temp.db(), schema::measurements::kTable), total);
        EXPECT_EQ(count(temp.db(), schema::measurements::kTable,
                        QStringLiteral("file_sha256 = '%1' AND file_name = '%2' AND imported_at "
                                       "IS NOT NULL AND licence IS NULL AND created_by IS NULL "
                                       "AND row_version = 1")
                            .arg(sha256Of(path), QFileInfo(path).fileName())),
                  c.rows);
    }
    const std::vector<Measurement> all = stored(temp.db());
    ASSERT_EQ(qint64(all.size()), total);
    for (const Measurement &m : all)
        EXPECT_EQ(m.origin, performance::MeasurementOrigin::Team) << m.id;

    // vLLM: 400 output tokens/s over the run's four GPUs, 128,000 / 128 = 1,000 tokens in and
    // 25,600 / 128 = 200 out a request, at max_concurrency 32; the setup's provenance.
    std::vector<Measurement> vllm;
    std::copy_if(all.begin(), all.end(), std::back_inserter(vllm),
                 [](const Measurement &m) { return m.id.rfind("vllm-bench-serve:", 0) == 0; });
    ASSERT_EQ(vllm.size(), 3u);
    const Measurement *output = find(vllm, MeasuredMetric::OutputTokensPerSecond);
    ASSERT_NE(output, nullptr);
    EXPECT_DOUBLE_EQ(output->value, 400.0);
    EXPECT_EQ(output->acceleratorId, "h100-sxm");
    EXPECT_EQ(output->instanceType, "p5.48xlarge");
    EXPECT_EQ(output->accelerators, 4);
    EXPECT_EQ(output->engine, "vllm");
    EXPECT_EQ(output->modelId, "llama-3.1-70b");
    EXPECT_EQ(output->dataType, performance::DataType::Fp8);
    EXPECT_EQ(output->tensorParallel, 4);
    EXPECT_EQ(output->pipelineParallel, 1);
    EXPECT_EQ(output->concurrency, 32);
    EXPECT_EQ(output->inputTokens, 1000);
    EXPECT_EQ(output->outputTokens, 200);
    EXPECT_EQ(output->measuredDate, "2026-11-20");
    EXPECT_EQ(output->sourceUrl, "https://wiki.example.com/bench/42");
    EXPECT_EQ(output->quote, "output_throughput: 400.0");
    // The stored id ends with the file's hash, so another run of the same setup is another
    // measurement.
    const QString sha = sha256Of(coreFile("good/vllm-serve.json"));
    EXPECT_TRUE(QString::fromStdString(output->id).endsWith(QLatin1Char(':') + sha.left(12)))
        << output->id;
    EXPECT_DOUBLE_EQ(find(vllm, MeasuredMetric::TimeToFirstTokenMs)->value, 240.25);
    EXPECT_DOUBLE_EQ(find(vllm, MeasuredMetric::TimePerOutputTokenMs)->value, 77.75);

    // The CSV states its own setup and source; its id is the file's.
    const auto csv = std::find_if(all.begin(), all.end(),
                                  [](const Measurement &m) { return m.id.rfind("team:", 0) == 0; });
    ASSERT_NE(csv, all.end());
    EXPECT_EQ(csv->id, "team:h100-sxm:llama-3.1-70b:fp8:tp2:c64:1000-1000:output_tokens_per_s");
    EXPECT_DOUBLE_EQ(csv->value, 4100.5);
    EXPECT_EQ(csv->tensorParallel, 2);
    EXPECT_EQ(csv->sourceUrl, "https://wiki.example.com/bench/42");

    // `catalog list measurements` lists them.
    const auto listing = CatalogQueries(temp.db()).list(QStringLiteral("measurements"));
    ASSERT_TRUE(listing.ok()) << listing.error().toString().toStdString();
    EXPECT_EQ(qint64(listing.value().rows.size()), total);
    EXPECT_TRUE(listing.value().columns.contains(QStringLiteral("file_sha256")));
}

// The same file again adds nothing and says so; a CSV with one more row adds that row only.
TEST_P(Measurements, ImportingAFileAgainAddsNothingAndSaysSo)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const QString path = coreFile("good/trtllm-report.json");
    const auto first = MeasurementImporter::importFile(
        *temp.catalog, MeasurementFormat::TrtllmBench, path, fourH100s("tensorrt-llm"));
    ASSERT_TRUE(first.ok()) << first.error().error.toString().toStdString();
    const auto again = MeasurementImporter::importFile(
        *temp.catalog, MeasurementFormat::TrtllmBench, path, fourH100s("tensorrt-llm"));
    ASSERT_TRUE(again.ok()) << again.error().error.toString().toStdString();
    EXPECT_EQ(again.value().rowsRead, 3);
    EXPECT_EQ(again.value().rowsImported, 0);
    EXPECT_EQ(again.value().rowsAlreadyPresent, 3);
    EXPECT_FALSE(again.value().importedBefore.isEmpty());
    EXPECT_TRUE(again.value().summary().contains(QStringLiteral("imported before")))
        << again.value().summary().toStdString();
    EXPECT_EQ(count(temp.db(), schema::measurements::kTable), 3);

    const auto csv = MeasurementImporter::importFile(
        *temp.catalog, MeasurementFormat::BenchmarksCsv, coreFile("good/measurements.csv"), {});
    ASSERT_TRUE(csv.ok()) << csv.error().error.toString().toStdString();
    const auto appended = MeasurementImporter::importFile(
        *temp.catalog, MeasurementFormat::BenchmarksCsv, ownFile("appended.csv"), {});
    ASSERT_TRUE(appended.ok()) << appended.error().error.toString().toStdString();
    EXPECT_EQ(appended.value().rowsRead, 2);
    EXPECT_EQ(appended.value().rowsImported, 1);
    EXPECT_EQ(appended.value().rowsAlreadyPresent, 1);
    EXPECT_EQ(count(temp.db(), schema::measurements::kTable), 5);
}

// A malformed file is refused with the reader's errors (the field and value, the CSV's line)
// and leaves the catalog as it was, rows imported before included.
TEST_P(Measurements, AMalformedFileWritesNothingAndNamesTheFieldOrLine)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    ASSERT_TRUE(MeasurementImporter::importFile(*temp.catalog, MeasurementFormat::VllmBench,
                                                coreFile("good/vllm-serve.json"), fourH100s("vllm"))
                    .ok());
    const struct
    {
        MeasurementFormat format;
        const char *file;
        const char *message;
    } bad[] = {
        {MeasurementFormat::VllmBench, "bad/vllm--negative-ttft.json",
         "vllm--negative-ttft.json: median_ttft_ms: -3 must be positive"},
        {MeasurementFormat::VllmBench, "bad/vllm--not-json.json", "parse error at line 1"},
        {MeasurementFormat::TrtllmBench, "bad/trtllm--tensor-parallel-differs.json",
         "world_info.tp_size: 8 differs from the setup's tensor parallel 4"},
        {MeasurementFormat::LlmPerf, "bad/llmperf--string-latency.json",
         "results_ttft_s_quantiles_p50: \"0.3\" is not a number"},
        {MeasurementFormat::BenchmarksCsv, "bad/csv--bad-value.csv",
         "csv--bad-value.csv line 2, value: expected a number above"},
    };
    for (const auto &[format, file, message] : bad) {
        SCOPED_TRACE(file);
        const auto refused = MeasurementImporter::importFile(*temp.catalog, format, coreFile(file),
                                                             fourH100s("vllm"));
        ASSERT_FALSE(refused.ok());
        EXPECT_TRUE(refused.error().refused);
        EXPECT_TRUE(refused.error().error.toString().contains(QString::fromUtf8(message)))
            << refused.error().error.toString().toStdString();
        EXPECT_EQ(count(temp.db(), schema::measurements::kTable), 3);
    }
    const auto missing =
        MeasurementImporter::importFile(*temp.catalog, MeasurementFormat::VllmBench,
                                        ownFile("no-such-file.json"), fourH100s("vllm"));
    ASSERT_FALSE(missing.ok());
    EXPECT_TRUE(missing.error().error.toString().contains(QStringLiteral("cannot be opened")));
}

// An accelerator the performance catalog does not know, or a model the catalog's models table
// lacks, is refused naming the field and the value, whether the setup or a CSV row names it.
TEST_P(Measurements, AnUnknownAcceleratorOrModelIsRefusedNamingFieldAndValue)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    performance::MeasuredSetup setup = fourH100s("vllm");
    setup.modelId = "no-such-model";
    setup.acceleratorId = "h100";
    auto refused = MeasurementImporter::importFile(*temp.catalog, MeasurementFormat::VllmBench,
                                                   coreFile("good/vllm-serve.json"), setup);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().refused);
    const QStringList lines = refused.error().error.lines();
    ASSERT_EQ(lines.size(), 2) << lines.join('\n').toStdString();
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("accelerator_id: \"h100\" is not an "
                                                   "accelerator the performance catalog knows")))
        << lines[0].toStdString();
    EXPECT_TRUE(lines[0].contains(QStringLiteral("h100-sxm"))); // the ones it knows
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("model_id: \"no-such-model\" is not a model")))
        << lines[1].toStdString();
    EXPECT_EQ(refused.error().error.field, QStringLiteral("accelerator_id"));

    refused = MeasurementImporter::importFile(*temp.catalog, MeasurementFormat::BenchmarksCsv,
                                              ownFile("unknown-model.csv"), {});
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().error.toString(),
              QStringLiteral("unknown-model.csv[team:2].model_id: \"no-such-model\" is not a "
                             "model in the catalog's models table (") +
                  refused.error().error.message.section(QLatin1Char('('), 1));
    refused = MeasurementImporter::importFile(*temp.catalog, MeasurementFormat::BenchmarksCsv,
                                              ownFile("unknown-accelerator.csv"), {});
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().error.toString().startsWith(
        QStringLiteral("unknown-accelerator.csv[team:3].accelerator_id: \"h100\" is not")))
        << refused.error().error.toString().toStdString();
    EXPECT_EQ(count(temp.db(), schema::measurements::kTable), 0);
}

// A CSV that gives an id already in the catalog another figure is refused naming both.
TEST_P(Measurements, AnIdAlreadyThereWithAnotherFigureRefusesTheImport)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    ASSERT_TRUE(MeasurementImporter::importFile(*temp.catalog, MeasurementFormat::BenchmarksCsv,
                                                coreFile("good/measurements.csv"), {})
                    .ok());
    const auto refused = MeasurementImporter::importFile(
        *temp.catalog, MeasurementFormat::BenchmarksCsv, ownFile("same-id-other-value.csv"), {});
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().refused);
    const QString text = refused.error().error.toString();
    EXPECT_TRUE(text.contains(QStringLiteral(".value: the catalog already holds this measurement "
                                             "as 4100.5 (from measurements.csv, imported ")))
        << text.toStdString();
    EXPECT_TRUE(text.endsWith(QStringLiteral("the file says 4200"))) << text.toStdString();
    EXPECT_EQ(count(temp.db(), schema::measurements::kTable, QStringLiteral("value = 4100.5")), 1);
    EXPECT_EQ(count(temp.db(), schema::measurements::kTable), 1);
}

// Text from a file reaches SQL only as bound values: it is stored and read back as written.
TEST_P(Measurements, TextFromTheFileIsStoredExactly)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const auto imported = MeasurementImporter::importFile(
        *temp.catalog, MeasurementFormat::BenchmarksCsv, ownFile("hostile-text.csv"), {});
    ASSERT_TRUE(imported.ok()) << imported.error().error.toString().toStdString();
    const std::vector<Measurement> all = stored(temp.db());
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].engine, "x'); DROP TABLE measurements;--");
    EXPECT_EQ(all[0].engineVersion, "0.11; DELETE FROM sources");
    EXPECT_EQ(all[0].sourceUrl, "Robert'); DROP TABLE scenarios;--");
    EXPECT_EQ(all[0].sourceTitle, "O'Brien's \"quoted\" run");
    EXPECT_GT(count(temp.db(), schema::sources::kTable), 0);
}

// The schema refuses figures the calibration cannot use, whoever writes them.
TEST_P(Measurements, TheSchemaRefusesImpossibleFigures)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(temp.catalog);
    QSqlQuery query(temp.db());
    ASSERT_TRUE(query.exec(QStringLiteral(
        "INSERT INTO measurements (measurement_id, accelerator_id, engine, model_id, metric, "
        "value, source) VALUES ('m1', 'h100-sxm', 'vllm', 'llama-3.1-70b', "
        "'output_tokens_per_s', 100, 'here')")))
        << query.lastError().text().toStdString();
    for (const char *change :
         {"value = 0", "value = -1", "tensor_parallel = 0", "pipeline_parallel = 0",
          "accelerators = 0", "concurrency = 0", "metric = 'tokens'", "dtype = 'int8'",
          "input_tokens = -1", "measurement_id = NULL", "source = NULL"})
        EXPECT_FALSE(query.exec(QStringLiteral("UPDATE measurements SET %1 WHERE "
                                               "measurement_id = 'm1'")
                                    .arg(QString::fromLatin1(change))))
            << change;
    EXPECT_FALSE(query.exec(QStringLiteral(
        "INSERT INTO measurements (measurement_id, accelerator_id, engine, model_id, metric, "
        "value, source) VALUES ('m1', 'h100-sxm', 'vllm', 'llama-3.1-70b', "
        "'output_tokens_per_s', 200, 'there')")));
}

// A version 10 catalog (no measurements table) migrates to 11 keeping its rows, and then
// takes an import.
TEST_P(Measurements, Version11AddsTheTableKeepingUserRows)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    {
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        QSqlDatabase &db = opened.value()->connection();
        QSqlQuery query(db);
        ASSERT_TRUE(query.exec(QStringLiteral("DROP TABLE measurements")));
        dropActualsTables(db); // version 12's
        ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES ('my "
                                              "notes', 'user')")));
        ASSERT_TRUE(SqlDialect::of(db).setSchemaVersion(db, 10).ok());
    }
    auto migrated = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(migrated.ok()) << migrated.error().toString().toStdString();
    QSqlDatabase &db = migrated.value()->connection();
    EXPECT_EQ(SchemaMigrator::version(db).value(), schema::kCurrentVersion);
    EXPECT_EQ(count(db, schema::sources::kTable, QStringLiteral("title = 'my notes'")), 1);
    EXPECT_EQ(count(db, schema::measurements::kTable), 0);
    QSqlQuery query(db);
    EXPECT_TRUE(query.exec(QStringLiteral("SELECT row_version, created_by, updated_by, "
                                          "updated_at FROM measurements")));
    const auto imported =
        MeasurementImporter::importFile(*migrated.value(), MeasurementFormat::LlmPerf,
                                        coreFile("good/llmperf-summary.json"), fourH100s("vllm"));
    ASSERT_TRUE(imported.ok()) << imported.error().error.toString().toStdString();
    EXPECT_EQ(count(db, schema::measurements::kTable), 3);
}

// What the estimator in use is calibrated on: the team's measurements, and no models of the
// catalog's own while they are the shipped ones. After use() the estimate's catalog holds them.
TEST_P(Measurements, TheEstimatorInUseIsCalibratedOnTheTeamsMeasurements)
{
    const BuiltInAgainAfterwards reset;
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    auto inputs = CatalogEstimator::read(temp.db());
    ASSERT_TRUE(inputs.ok()) << inputs.error().toString().toStdString();
    EXPECT_TRUE(inputs.value().models.empty()); // the shipped models: the built-in ones
    EXPECT_TRUE(inputs.value().team.empty());
    ASSERT_TRUE(CatalogEstimator::useFrom(temp.db()).ok());
    EXPECT_EQ(performance::EstimatorInUse::current().get(),
              &performance::ThroughputEstimator::builtIn());

    ASSERT_TRUE(MeasurementImporter::importFile(*temp.catalog, MeasurementFormat::VllmBench,
                                                coreFile("good/vllm-serve.json"), fourH100s("vllm"))
                    .ok());
    QSqlQuery(temp.db()).exec(QStringLiteral("UPDATE models SET layers = 81 WHERE model_id = "
                                             "'llama-3.1-70b'"));
    inputs = CatalogEstimator::read(temp.db());
    ASSERT_TRUE(inputs.ok());
    EXPECT_EQ(inputs.value().team.size(), 3u);
    EXPECT_FALSE(inputs.value().models.empty()); // one shape differs: the catalog's own
    ASSERT_TRUE(CatalogEstimator::useFrom(temp.db()).ok());
    const auto estimator = performance::EstimatorInUse::current();
    EXPECT_NE(estimator.get(), &performance::ThroughputEstimator::builtIn());
    const auto &measurements = estimator->catalog().measurements();
    EXPECT_EQ(std::count_if(measurements.begin(), measurements.end(),
                            [](const Measurement &m) {
                                return m.origin == performance::MeasurementOrigin::Team;
                            }),
              3);
    EXPECT_EQ(estimator->catalog().model("llama-3.1-70b")->shapes.layers, 81);

    // A row typed into the catalog editor names whatever it likes: a model or accelerator the
    // estimator does not know is calibrated past, not a failure.
    QSqlQuery typed(temp.db());
    ASSERT_TRUE(typed.exec(QStringLiteral(
        "INSERT INTO measurements (measurement_id, accelerator_id, engine, model_id, metric, "
        "value, source) VALUES ('typed', 'h100-sxm', 'vllm', 'New model id 1', "
        "'output_tokens_per_s', 1, 'here')")));
    ASSERT_TRUE(CatalogEstimator::useFrom(temp.db()).ok());
    EXPECT_EQ(performance::EstimatorInUse::current()->catalog().measurements().size(),
              performance::PerformanceCatalog::builtIn().measurements().size() + 4);
}

ACCELDECIDE_ON_EVERY_BACKEND(Measurements);

// On a team server an editor imports measurements; a viewer reads them, and an import of
// theirs is refused naming the role it needs, writing nothing.
TEST(PostgreSqlMeasurements, EditorsImportAndViewersRead)
{
    QTemporaryDir dir;
    const QString url = newCatalogLocation(dir, SqlDialect::Backend::PostgreSql);
    ASSERT_FALSE(url.isEmpty());
    {
        auto admin = CatalogDatabase::open(url);
        ASSERT_TRUE(admin.ok()) << admin.error().toString().toStdString();
        const auto applied = ServerRoles::apply(admin.value()->connection());
        ASSERT_TRUE(applied.ok()) << applied.error().toString().toStdString();
    }
    const QString database = url.section(QLatin1Char('/'), -1);
    PostgresTestServer &server = PostgresTestServer::shared();
    const auto login = [&](const char *who, const char *role) {
        const QString user = QStringLiteral("m%1_%2").arg(QLatin1String(who)).arg(::getpid());
        server.execAsSuperuser(QStringLiteral("postgres"),
                               QStringLiteral("DROP ROLE IF EXISTS %1").arg(user));
        EXPECT_TRUE(server.execAsSuperuser(
            QStringLiteral("postgres"),
            QStringLiteral("CREATE ROLE %1 LOGIN IN ROLE %2").arg(user, QLatin1String(role))))
            << server.error().toStdString();
        return user;
    };
    EXPECT_EQ(ServerRoles::roleToWrite(QStringLiteral("measurements")),
              QLatin1String(ServerRoles::kEditor));

    auto editor =
        CatalogDatabase::open(server.url(database, login("editor", ServerRoles::kEditor)));
    ASSERT_TRUE(editor.ok()) << editor.error().toString().toStdString();
    const auto imported =
        MeasurementImporter::importFile(*editor.value(), MeasurementFormat::VllmBench,
                                        coreFile("good/vllm-serve.json"), fourH100s("vllm"));
    ASSERT_TRUE(imported.ok()) << imported.error().error.toString().toStdString();
    EXPECT_EQ(imported.value().rowsImported, 3);

    auto viewer =
        CatalogDatabase::open(server.url(database, login("viewer", ServerRoles::kViewer)));
    ASSERT_TRUE(viewer.ok()) << viewer.error().toString().toStdString();
    EXPECT_EQ(stored(viewer.value()->connection()).size(), 3u);
    const auto refused =
        MeasurementImporter::importFile(*viewer.value(), MeasurementFormat::LlmPerf,
                                        coreFile("good/llmperf-summary.json"), fourH100s("vllm"));
    ASSERT_FALSE(refused.ok());
    EXPECT_FALSE(refused.error().refused); // the server refused it, not the file
    EXPECT_TRUE(
        refused.error().error.message.contains(QStringLiteral("needs the role acceldecide_editor")))
        << refused.error().error.toString().toStdString();
    EXPECT_EQ(count(viewer.value()->connection(), schema::measurements::kTable), 3);
}
