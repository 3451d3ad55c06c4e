#include "app/cli/MeasurementImportCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/OptionValue.h"
#include "core/performance/PerformanceCatalog.h"
#include "database/import/MeasurementImporter.h"

#include <QDate>

#include <algorithm>
#include <map>
#include <ostream>

namespace acceldecide::cli {

namespace {

using namespace catalogcommand;

constexpr std::uint64_t kMostParallel = 1 << 16;
constexpr std::uint64_t kMostConcurrency = 1 << 24;

struct MeasurementArguments
{
    std::string format;
    std::string file;
    std::string database;
    std::optional<std::string> accelerator;
    std::optional<std::string> engine;
    std::optional<std::string> model;
    std::optional<performance::DataType> dtype;
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> accelerators;
    std::optional<std::string> instanceType;
    std::optional<std::string> engineVersion;
    std::optional<std::string> date;
    std::optional<int> concurrency;
    std::optional<std::string> source;
    bool help = false;
};

std::string acceleratorIds()
{
    std::string ids;
    for (const std::string &id : performance::PerformanceCatalog::builtIn().acceleratorIds())
        ids += (ids.empty() ? "" : ", ") + id;
    return ids;
}

std::vector<std::pair<std::string_view, performance::DataType>> dataTypes()
{
    using performance::DataType;
    std::vector<std::pair<std::string_view, DataType>> types;
    for (const DataType type :
         {DataType::Bf16, DataType::Fp8, DataType::Fp16, DataType::Fp4, DataType::Fp32})
        types.emplace_back(performance::nameOf(type), type);
    return types;
}

// The setup flags a tool's file needs and a CSV of measurements states row by row.
std::vector<std::pair<const char *, bool>> setupFlagsGiven(const MeasurementArguments &a)
{
    return {{"--accelerator", a.accelerator.has_value()},
            {"--engine", a.engine.has_value()},
            {"--model", a.model.has_value()},
            {"--dtype", a.dtype.has_value()},
            {"--tp", a.tp.has_value()},
            {"--pp", a.pp.has_value()},
            {"--accelerators", a.accelerators.has_value()},
            {"--instance-type", a.instanceType.has_value()},
            {"--engine-version", a.engineVersion.has_value()},
            {"--date", a.date.has_value()},
            {"--concurrency", a.concurrency.has_value()}};
}

// What the command line says beyond its options: the file, the flags the format needs, and
// values only the whole line can judge.
std::optional<std::string> check(const std::vector<std::string_view> &positional,
                                 MeasurementArguments &parsed)
{
    if (positional.size() != 1)
        return std::string(positional.empty() ? "catalog import: missing FILE"
                                              : "catalog import: exactly one FILE");
    parsed.file = std::string(positional.front());
    const bool csv = parsed.format == "benchmarks-csv";
    for (const auto &[flag, given] : setupFlagsGiven(parsed)) {
        if (csv && given)
            return std::string(flag) +
                   ": benchmarks-csv states its setup row by row; leave the flag out";
    }
    if (csv)
        return std::nullopt;
    if (!parsed.accelerator)
        return "catalog import: --accelerator is required with --format " + parsed.format +
               " (the performance catalog's id: " + acceleratorIds() + ")";
    if (!parsed.engine)
        return "catalog import: --engine is required with --format " + parsed.format +
               " (vllm, tensorrt-llm, nxd-inference, ...)";
    if (!parsed.model)
        return "catalog import: --model is required with --format " + parsed.format +
               " (a model_id of `catalog list models`)";
    const std::vector<std::string> known =
        performance::PerformanceCatalog::builtIn().acceleratorIds();
    if (std::find(known.begin(), known.end(), *parsed.accelerator) == known.end())
        return "--accelerator: \"" + *parsed.accelerator +
               "\" is not an accelerator the performance catalog knows (" + acceleratorIds() + ")";
    if (parsed.date &&
        !QDate::fromString(QString::fromStdString(*parsed.date), Qt::ISODate).isValid())
        return "--date: must be a date YYYY-MM-DD, got \"" + *parsed.date + "\"";
    return std::nullopt;
}

std::optional<std::string> parse(const std::vector<std::string_view> &arguments,
                                 MeasurementArguments &parsed)
{
    const auto count = [](std::optional<int> &target, const char *flag, std::uint64_t most) {
        return OptionValue::number(target, 1, most,
                                   std::string(flag) + ": must be a whole number from 1 to " +
                                       std::to_string(most) + ", got \"{}\"");
    };
    const ArgumentParser::Result result =
        ArgumentParser()
            .help(ArgumentParser::Help::UnlessAnError)
            .endOfOptions()
            .loneDashIsOption()
            .unknownOptionPrefix("catalog import: ")
            .option({"--format"}, OptionValue::text(parsed.format))
            .option({"--database"}, OptionValue::text(parsed.database))
            .option({"--accelerator"}, OptionValue::text(parsed.accelerator))
            .option({"--engine"}, OptionValue::text(parsed.engine))
            .option({"--model"}, OptionValue::text(parsed.model))
            .option({"--dtype"}, OptionValue::choice(parsed.dtype, dataTypes(),
                                                     "--dtype: must be bf16, fp8, fp16, fp4 or "
                                                     "fp32, got \"{}\""))
            .option({"--tp"}, count(parsed.tp, "--tp", kMostParallel))
            .option({"--pp"}, count(parsed.pp, "--pp", kMostParallel))
            .option({"--accelerators"}, count(parsed.accelerators, "--accelerators", 1 << 20))
            .option({"--instance-type"}, OptionValue::text(parsed.instanceType))
            .option({"--engine-version"}, OptionValue::text(parsed.engineVersion))
            .option({"--date"}, OptionValue::text(parsed.date))
            .option({"--concurrency"}, count(parsed.concurrency, "--concurrency", kMostConcurrency))
            .option({"--source"}, OptionValue::text(parsed.source))
            .parse(arguments);
    if (result.outcome == ArgumentParser::Outcome::Failed)
        return result.error;
    parsed.help = result.outcome == ArgumentParser::Outcome::Help;
    if (parsed.help)
        return std::nullopt;
    return check(result.positionals, parsed);
}

performance::MeasuredSetup setupOf(const MeasurementArguments &a)
{
    performance::MeasuredSetup setup;
    setup.acceleratorId = a.accelerator.value_or("");
    setup.engine = a.engine.value_or("");
    setup.modelId = a.model.value_or("");
    setup.dataType = a.dtype.value_or(performance::DataType::Bf16);
    setup.tensorParallel = a.tp.value_or(1);
    setup.pipelineParallel = a.pp.value_or(1);
    // A run states its tensor x pipeline layout; more replicas beside it are for the
    // team to say.
    setup.accelerators = a.accelerators.value_or(setup.tensorParallel * setup.pipelineParallel);
    setup.instanceType = a.instanceType.value_or("");
    setup.engineVersion = a.engineVersion.value_or("");
    setup.measuredDate = a.date.value_or("");
    setup.source = a.source.value_or("");
    setup.concurrency = a.concurrency;
    return setup;
}

// One line per problem; a problem with the setup names the flag that gave it.
void printRefusal(const db::DatabaseError &error, std::ostream &err)
{
    static const std::map<QString, std::string> kFlags = {
        {QStringLiteral("accelerator_id"), "--accelerator"},
        {QStringLiteral("model_id"), "--model"},
        {QStringLiteral("measured_date"), "--date"}};
    std::vector<db::DatabaseError> all{error};
    all.insert(all.end(), error.further.begin(), error.further.end());
    for (db::DatabaseError &one : all) {
        one.further.clear();
        const auto flag = kFlags.find(one.field);
        if (one.table.isEmpty() && one.row.isEmpty() && flag != kFlags.end())
            err << "error: " << flag->second << ": " << one.message.toStdString() << "\n";
        else
            err << "error: " << one.toString().toStdString() << "\n";
    }
}

} // namespace

bool isMeasurementFormat(std::string_view format)
{
    return db::MeasurementImporter::formatNamed(
               QString::fromUtf8(format.data(), qsizetype(format.size())))
        .has_value();
}

std::string measurementImportHelp()
{
    return "Benchmark results (a team's own measurements, which the throughput estimate is\n"
           "calibrated on; the CSV states its setup row by row and takes none of the\n"
           "setup options):\n"
           "  vllm-bench          vllm bench serve --save-result JSON\n"
           "  trtllm-bench        trtllm-bench throughput --report_json JSON\n"
           "  llmperf             LLMPerf token_benchmark_ray.py *_summary.json\n"
           "  benchmarks-csv      A CSV with the columns of the shipped measurements-*.csv\n"
           "\n"
           "Setup of a benchmark result (what the file does not say):\n"
           "  --accelerator ID     The performance catalog's accelerator (h100-sxm, trainium2,\n"
           "                       ...); required\n"
           "  --engine NAME        The serving engine (vllm, tensorrt-llm, ...); required\n"
           "  --model ID           The catalog's model id (catalog list models); required\n"
           "  --dtype TYPE         bf16 (default), fp8, fp16, fp4 or fp32\n"
           "  --tp N               Tensor parallel (default 1)\n"
           "  --pp N               Pipeline parallel (default 1)\n"
           "  --accelerators N     Accelerators the run used (default tp x pp)\n"
           "  --instance-type T    The instance type it ran on (p5.48xlarge, ...)\n"
           "  --engine-version V   The engine's version\n"
           "  --date YYYY-MM-DD    When it was measured (default the file's modification date)\n"
           "  --concurrency N      Requests in flight, for a file that does not record it\n"
           "  --source S           Where the file is kept: a path, a URL, a ticket (default\n"
           "                       the file's path)\n";
}

int runMeasurementImport(const std::vector<std::string_view> &arguments, std::ostream &out,
                         std::ostream &err, const std::string &help)
{
    MeasurementArguments parsed;
    if (const std::optional<std::string> error = parse(arguments, parsed)) {
        err << "error: " << *error << "\n"
            << "Run 'acceldecide-cli catalog import --help' for usage.\n";
        return kExitInvalidInput;
    }
    if (parsed.help) {
        out << help;
        return kExitOk;
    }
    const std::unique_ptr<db::CatalogDatabase> catalog = openCatalog(parsed.database, err);
    if (!catalog)
        return kExitInvalidInput;
    const db::MeasurementFormat format =
        *db::MeasurementImporter::formatNamed(QString::fromStdString(parsed.format));
    const db::MeasurementImportResult imported = db::MeasurementImporter::importFile(
        *catalog, format, QString::fromStdString(parsed.file), setupOf(parsed));
    if (!imported) {
        printRefusal(imported.error().error, err);
        err << "Nothing was imported.\n";
        return imported.error().refused ? kExitInvalidInput : kExitInternalError;
    }
    const db::MeasurementImportReport &report = imported.value();
    out << "Imported " << parsed.file << " (" << parsed.format << ")\n"
        << "file sha256:     " << report.fileSha256.toStdString() << "\n"
        << "rows read:       " << report.rowsRead << "\n"
        << "rows imported:   " << report.rowsImported << "\n"
        << "already present: " << report.rowsAlreadyPresent << "\n"
        << report.summary().toStdString() << "\n";
    return kExitOk;
}

} // namespace acceldecide::cli
