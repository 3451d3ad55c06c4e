// A catalog of a million price observations on both backends: resolving a 12-option
// scenario's prices, opening the catalog editor's prices table, one filter, the next page
// while scrolling, and `acceldecide-cli catalog list prices --format json` over it (wall
// time and peak resident memory of the whole process). The catalog is generated once per
// backend: a SQLite file in a temporary folder and a database on the test run's own
// PostgreSQL server (PostgresTestServer); without a server the PostgreSQL cases are
// skipped and the run says why.

#include "BenchmarkScenarios.h"
#include "PostgresTestServer.h"

#include "database/catalog/CatalogEditor.h"
#include "database/catalog/CatalogLookups.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"
#include "ui/catalog/CatalogTableModel.h"
#include "ui/catalog/CatalogTablePage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <fcntl.h>
#include <memory>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <vector>

extern char **environ;

namespace {

using namespace acceldecide;

// A million by default (docs/performance.md's figures); ACCELDECIDE_SCALE_PRICES sets another
// count, which CI's informational benchmark stage uses to stay inside its time.
int priceCount()
{
    bool ok = false;
    const int count = qEnvironmentVariableIntValue("ACCELDECIDE_SCALE_PRICES", &ok);
    return ok && count > 0 ? count : 1'000'000;
}
const int kPrices = priceCount();
constexpr int kBatch = 1000; // rows per INSERT: 9,000 bound values, under both limits

const char *const kRegions[] = {
    "us-east-1",      "us-east-2",      "us-west-1",      "us-west-2",      "ca-central-1",
    "ca-west-1",      "sa-east-1",      "eu-west-1",      "eu-west-2",      "eu-west-3",
    "eu-central-1",   "eu-central-2",   "eu-north-1",     "eu-south-1",     "eu-south-2",
    "me-south-1",     "me-central-1",   "il-central-1",   "af-south-1",     "ap-east-1",
    "ap-south-1",     "ap-south-2",     "ap-northeast-1", "ap-northeast-2", "ap-northeast-3",
    "ap-southeast-1", "ap-southeast-2", "ap-southeast-3"};
struct Model
{
    const char *name;
    double factor;
    int termMonths; // 0: none
};
const Model kModels[] = {{"on_demand", 1.0, 0},        {"savings_plan_1y", 0.72, 12},
                         {"savings_plan_3y", 0.5, 36}, {"reserved_1y", 0.66, 12},
                         {"reserved_3y", 0.45, 36},    {"spot", 0.35, 0},
                         {"capacity_block", 0.55, 0}};

struct Catalog
{
    QString name;     // "SQLite" or "PostgreSQL"
    QString location; // file path or postgresql:// URL, for the CLI
    std::unique_ptr<db::CatalogDatabase> database;
    std::unique_ptr<db::CatalogEditor> editor;
    double generateSeconds = 0.0;
};

QString fail(const QSqlQuery &query)
{
    return query.lastError().text();
}

// Every region and purchase model of every instance type, weekly from 2021 (the newest
// observation first in id order is a price list of today; here they are added oldest
// first, a snapshot a week, as imports would add them), four price-list sources of a
// year and more each, prices drifting down over the years so that old and new sources
// disagree as they do in a real history.
QString generate(QSqlDatabase &database)
{
    using namespace db::schema;
    QSqlQuery lookup(database);
    std::vector<qint64> types;
    if (!lookup.exec(QStringLiteral("SELECT id FROM instance_types ORDER BY id")))
        return fail(lookup);
    while (lookup.next())
        types.push_back(lookup.value(0).toLongLong());
    std::vector<qint64> sources;
    if (!lookup.exec(QStringLiteral("SELECT id FROM sources ORDER BY id")))
        return fail(lookup);
    while (lookup.next() && sources.size() < 4)
        sources.push_back(lookup.value(0).toLongLong());
    if (types.empty() || sources.empty())
        return QStringLiteral("the seeded catalog has no instance types or sources");
    const int perDate = int(types.size() * std::size(kRegions) * std::size(kModels));
    const int dates = (kPrices + perDate - 1) / perDate;

    const QString columns = QStringLiteral(
        "(instance_type_id, region, purchase_model, term_months, hourly_usd, upfront_usd, "
        "observed_date, source_id, quote)");
    const auto statement = [&](int rows) {
        QStringList tuples(rows, QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        return QStringLiteral("INSERT INTO %1 %2 VALUES %3")
            .arg(QString::fromLatin1(priceObservations::kTable), columns,
                 tuples.join(QStringLiteral(", ")));
    };
    // The identity index takes rows in another order than they come: with SQLite's
    // default 2 MB page cache most of the generation would be spent re-reading it.
    QSqlQuery pragma(database);
    if (database.driverName() == QLatin1String("QSQLITE"))
        pragma.exec(QStringLiteral("PRAGMA cache_size = -262144"));
    if (!database.transaction())
        return database.lastError().text();
    QSqlQuery insert(database);
    if (!insert.prepare(statement(kBatch)))
        return fail(insert);
    const QDate first(2021, 1, 4);
    int inserted = 0;
    int pending = 0;
    QVariantList values[9];
    const auto flush = [&](QSqlQuery &query) {
        for (int i = 0; i < pending; ++i)
            for (const QVariantList &column : values)
                query.addBindValue(column[i]);
        for (QVariantList &column : values)
            column.clear();
        pending = 0;
        return query.exec();
    };
    for (int d = 0; d < dates && inserted < kPrices; ++d) {
        const QString observed = first.addDays(7 * d).toString(Qt::ISODate);
        const qint64 source = sources[std::size_t(d * int(sources.size()) / dates)];
        const double drift = 1.0 + 0.0006 * (dates - d);
        for (std::size_t t = 0; t < types.size() && inserted < kPrices; ++t) {
            for (std::size_t r = 0; r < std::size(kRegions) && inserted < kPrices; ++r) {
                for (const Model &model : kModels) {
                    if (inserted == kPrices)
                        break;
                    const double hourly =
                        (4.0 + 3.0 * double(t)) * (1.0 + 0.02 * double(r)) * model.factor * drift;
                    values[0] << types[t];
                    values[1] << QString::fromLatin1(kRegions[r]);
                    values[2] << QString::fromLatin1(model.name);
                    values[3] << (model.termMonths ? QVariant(model.termMonths) : QVariant());
                    values[4] << std::round(hourly * 1000.0) / 1000.0;
                    values[5] << 0.0;
                    values[6] << observed;
                    values[7] << source;
                    values[8] << QStringLiteral("generated for the scale benchmark");
                    ++inserted;
                    if (++pending == kBatch && !flush(insert))
                        return fail(insert);
                }
            }
        }
    }
    if (pending > 0) {
        QSqlQuery last(database);
        if (!last.prepare(statement(pending)) || !flush(last))
            return fail(last);
    }
    insert.finish();
    if (!database.commit())
        return database.lastError().text();
    if (database.driverName() == QLatin1String("QSQLITE"))
        pragma.exec(QStringLiteral("PRAGMA cache_size = -2000")); // SQLite's default again
    QSqlQuery analyze(database);
    analyze.exec(QStringLiteral("ANALYZE"));
    return {};
}

std::unique_ptr<Catalog> open(const QString &name, const QString &location)
{
    auto catalog = std::make_unique<Catalog>();
    catalog->name = name;
    catalog->location = location;
    auto opened = db::CatalogDatabase::open(location, db::CatalogDatabase::Seeding::Load);
    if (!opened) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(name), qPrintable(opened.error().toString()));
        return nullptr;
    }
    catalog->database = std::move(opened.value());
    QSqlQuery count(catalog->database->connection());
    if (count.exec(QStringLiteral("SELECT COUNT(*) FROM price_observations")) && count.next() &&
        count.value(0).toInt() >= kPrices) {
        std::fprintf(stderr, "%s: reusing the generated catalog\n", qPrintable(name));
        catalog->editor = std::make_unique<db::CatalogEditor>(*catalog->database);
        return catalog;
    }
    QElapsedTimer timer;
    timer.start();
    if (const QString error = generate(catalog->database->connection()); !error.isEmpty()) {
        std::fprintf(stderr, "%s: generating the catalog: %s\n", qPrintable(name),
                     qPrintable(error));
        return nullptr;
    }
    catalog->generateSeconds = double(timer.elapsed()) / 1000.0;
    std::fprintf(stderr, "%s: %d prices generated in %.1f s\n", qPrintable(name), kPrices,
                 catalog->generateSeconds);
    catalog->editor = std::make_unique<db::CatalogEditor>(*catalog->database);
    return catalog;
}

void resolvePrices(benchmark::State &state, Catalog *catalog)
{
    // The 12-option benchmark scenario with its prices left to the catalog.
    Scenario scenario = bench::makeScenario(12, 36);
    for (Option &option : scenario.options)
        option.instanceHourlyUsd.reset();
    const QDate asOf(2026, 11, 26);
    for (auto _ : state) {
        Scenario resolved = scenario;
        db::CatalogLookups lookups(*catalog->database);
        auto result = db::PriceResolver::resolve(lookups, resolved, asOf);
        if (!result)
            state.SkipWithError(qPrintable(result.error().toString()));
        benchmark::DoNotOptimize(resolved);
        // Statements run per resolution (each one round trip to a server once prepared).
        state.counters["statements"] = lookups.statementsRun();
    }
}

// Time to first rows: the model reads its first page and the view asks for what it shows.
void openPricesTable(benchmark::State &state, Catalog *catalog)
{
    for (auto _ : state) {
        ui::CatalogTableModel model(catalog->editor.get(), db::CatalogTable::PriceObservations);
        ui::CatalogTablePage page(&model);
        benchmark::DoNotOptimize(page.view()->model()->index(20, 3).data());
        state.counters["rows"] = model.rowCount();
    }
}

void filterPrices(benchmark::State &state, Catalog *catalog)
{
    ui::CatalogTableModel model(catalog->editor.get(), db::CatalogTable::PriceObservations);
    const QString filters[] = {QStringLiteral("p5.48xlarge"), QStringLiteral("trn2.48xlarge")};
    int round = 0;
    for (auto _ : state) {
        model.setFilterText(filters[round++ % 2]);
        benchmark::DoNotOptimize(model.index(0, 0).data());
        state.counters["rows"] = model.rowCount();
    }
}

void nextPage(benchmark::State &state, Catalog *catalog)
{
    ui::CatalogTableModel model(catalog->editor.get(), db::CatalogTable::PriceObservations);
    for (auto _ : state) {
        if (!model.canFetchMore({})) {
            state.PauseTiming();
            model.refresh();
            state.ResumeTiming();
        }
        model.fetchMore({});
        benchmark::DoNotOptimize(model.index(model.rowCount() - 1, 0).data());
    }
    state.counters["rows"] = model.rowCount();
}

void sortByPrice(benchmark::State &state, Catalog *catalog)
{
    ui::CatalogTableModel model(catalog->editor.get(), db::CatalogTable::PriceObservations);
    const int hourly = model.columnOf(QStringLiteral("hourly_usd"));
    int round = 0;
    for (auto _ : state) {
        model.sort(hourly, round++ % 2 ? Qt::AscendingOrder : Qt::DescendingOrder);
        benchmark::DoNotOptimize(model.index(0, 0).data());
    }
}

// The whole `catalog list prices --format json` process, its output thrown away: wall
// time, and peak resident memory as /usr/bin/time reads it. (wait4 on a child spawned
// from here would count this process's memory: Linux carries the parent's high-water
// mark into a child until it executes another program.)
void listPricesJson(benchmark::State &state, Catalog *catalog)
{
    const std::string time = "/usr/bin/time";
    QTemporaryDir dir;
    const std::string report = dir.filePath(QStringLiteral("rss")).toStdString();
    std::vector<std::string> arguments{time,
                                       "-f",
                                       "%M",
                                       "-o",
                                       report,
                                       ACCELDECIDE_CLI_EXECUTABLE,
                                       "catalog",
                                       "list",
                                       "prices",
                                       "--format",
                                       "json",
                                       "--database",
                                       catalog->location.toStdString()};
    std::vector<char *> argv;
    for (std::string &argument : arguments)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    for (auto _ : state) {
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        pid_t pid = 0;
        const int started =
            posix_spawn(&pid, time.c_str(), &actions, nullptr, argv.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        if (started != 0) {
            state.SkipWithError("cannot start /usr/bin/time");
            break;
        }
        int status = 0;
        waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            state.SkipWithError("acceldecide-cli catalog list failed");
            break;
        }
        QFile file(QString::fromStdString(report));
        const bool read = file.open(QIODevice::ReadOnly);
        state.counters["peak_rss_MB"] = read ? file.readAll().trimmed().toDouble() / 1024.0 : 0.0;
    }
}

void registerFor(Catalog *catalog)
{
    const std::string prefix = catalog->name.toStdString() + "/";
    benchmark::RegisterBenchmark((prefix + "ResolvePrices12Options").c_str(), resolvePrices,
                                 catalog)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((prefix + "OpenPricesTable").c_str(), openPricesTable, catalog)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((prefix + "FilterPrices").c_str(), filterPrices, catalog)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((prefix + "FetchNextPage").c_str(), nextPage, catalog)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((prefix + "SortByPrice").c_str(), sortByPrice, catalog)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(4);
    benchmark::RegisterBenchmark((prefix + "CliListPricesJson").c_str(), listPricesJson, catalog)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);

    // ACCELDECIDE_SCALE_DIR keeps the SQLite catalog there and reuses it on the next run
    // (for EXPLAIN QUERY PLAN with sqlite3); by default it goes with a temporary folder.
    QTemporaryDir temporary;
    const QString kept = qEnvironmentVariable("ACCELDECIDE_SCALE_DIR");
    const QString folder = kept.isEmpty() ? temporary.path() : kept;
    std::vector<std::unique_ptr<Catalog>> catalogs;
    if (auto sqlite = open(QStringLiteral("SQLite"), folder + QStringLiteral("/prices.sqlite")))
        catalogs.push_back(std::move(sqlite));
    QString url;
    QString skipped = QStringLiteral("ACCELDECIDE_SCALE_SQLITE_ONLY is set");
    if (!qEnvironmentVariableIsSet("ACCELDECIDE_SCALE_SQLITE_ONLY")) {
        db::test::PostgresTestServer &server = db::test::PostgresTestServer::shared();
        url = server.isRunning() ? server.createDatabase() : QString();
        skipped = server.error();
    }
    if (url.isEmpty())
        std::fprintf(stderr, "PostgreSQL skipped: %s\n", qPrintable(skipped));
    else if (auto postgres = open(QStringLiteral("PostgreSQL"), url))
        catalogs.push_back(std::move(postgres));
    for (const auto &catalog : catalogs)
        registerFor(catalog.get());

    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    catalogs.clear();
    db::test::PostgresTestServer::stopShared();
    return 0;
}
