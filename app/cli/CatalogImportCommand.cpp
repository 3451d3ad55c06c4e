#include "app/cli/CatalogImportCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/MeasurementImportCommand.h"
#include "app/cli/OptionValue.h"
#include "database/import/AwsPriceListImporter.h"
#include "database/import/CatalogCsv.h"
#include "database/import/SavingsPlansImporter.h"
#include "database/import/SkyPilotCloud.h"
#include "database/import/SkyPilotImporter.h"
#include "database/import/SpotAdvisorImporter.h"

#include <QDate>

#include <optional>
#include <ostream>

namespace acceldecide::cli {

namespace {

using namespace catalogcommand;

struct ImportArguments
{
    std::string format;
    std::string file;
    std::string region;
    std::string cloud;        // --cloud, as typed
    std::string observedDate; // --observed-date, as typed
    std::string database;
    bool help = false;
    std::optional<db::import::SkyPilotCloud> skyPilotCloud; // resolved for --format skypilot
};

// The value of --format on the line (before "--"), if any: benchmark results take options
// prices do not, so the format decides which parser reads the line.
std::optional<std::string_view> formatOf(const std::vector<std::string_view> &arguments)
{
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        if (argument == "--")
            break;
        if (argument == "--format" && i + 1 < arguments.size())
            return arguments[i + 1];
        if (argument.rfind("--format=", 0) == 0)
            return argument.substr(9);
    }
    return std::nullopt;
}

std::string cloudNames()
{
    return db::import::SkyPilotCloud::names().join(QStringLiteral(", ")).toStdString();
}

// The cloud names as help lines under --cloud, each within 80 columns.
std::string wrappedCloudNames()
{
    const std::string indent(23, ' ');
    std::string text;
    std::string line;
    const QStringList names = db::import::SkyPilotCloud::names();
    line = "one of";
    for (qsizetype i = 0; i < names.size(); ++i) {
        const std::string word = names[i].toStdString() + (i + 1 < names.size() ? "," : ".");
        if (!line.empty() && indent.size() + line.size() + 1 + word.size() > 80) {
            text += indent + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    return text + indent + line + "\n";
}

// Which cloud's catalog a SkyPilot file is: --cloud, or the cloud its path names in the
// catalog's layout (.../gcp/vms.csv). Neither is refused rather than guessed: the cloud is
// who bills every price imported.
std::optional<std::string> resolveCloud(ImportArguments &parsed)
{
    using db::import::SkyPilotCloud;
    if (parsed.format != "skypilot") {
        if (!parsed.cloud.empty())
            return std::string("--cloud: only --format skypilot takes a cloud");
        return std::nullopt;
    }
    const QString file = QString::fromStdString(parsed.file);
    const std::optional<SkyPilotCloud> fromPath = SkyPilotCloud::fromPath(file);
    if (parsed.cloud.empty()) {
        if (!fromPath)
            return "catalog import: --cloud is required for --format skypilot: " + parsed.file +
                   " is not laid out as a SkyPilot catalog's <cloud>/vms.csv, so its cloud "
                   "cannot be told (one of " +
                   cloudNames() + ")";
        parsed.skyPilotCloud = fromPath;
        return std::nullopt;
    }
    parsed.skyPilotCloud = SkyPilotCloud::fromName(QString::fromStdString(parsed.cloud));
    if (!parsed.skyPilotCloud)
        return "--cloud: must be one of " + cloudNames() + ", got \"" + parsed.cloud + "\"";
    if (fromPath && fromPath->name() != parsed.skyPilotCloud->name())
        return "--cloud: " + parsed.skyPilotCloud->name().toStdString() + ", but " + parsed.file +
               " is the catalog's " + fromPath->name().toStdString() + "/vms.csv";
    return std::nullopt;
}

std::optional<std::string> parse(const std::vector<std::string_view> &arguments,
                                 ImportArguments &parsed)
{
    // A problem anywhere on the line wins over --help, which then spares the checks below.
    const ArgumentParser::Result result =
        ArgumentParser()
            .help(ArgumentParser::Help::UnlessAnError)
            .endOfOptions()
            .loneDashIsOption()
            .unknownOptionPrefix("catalog import: ")
            .option({"--format"}, OptionValue::text(parsed.format))
            .option({"--region"}, OptionValue::text(parsed.region))
            .option({"--cloud"}, OptionValue::text(parsed.cloud))
            .option({"--observed-date"}, OptionValue::text(parsed.observedDate))
            .option({"--database"}, OptionValue::text(parsed.database))
            .parse(arguments);
    if (result.outcome == ArgumentParser::Outcome::Failed)
        return result.error;
    parsed.help = result.outcome == ArgumentParser::Outcome::Help;
    if (parsed.help)
        return std::nullopt;
    const std::vector<std::string_view> &positional = result.positionals;
    if (parsed.format.empty())
        return std::string("catalog import: --format is required "
                           "(aws-pricelist, aws-savings-plans, aws-spot-advisor, skypilot, csv, "
                           "vllm-bench, trtllm-bench, llmperf or benchmarks-csv)");
    if (parsed.format != "aws-pricelist" && parsed.format != "aws-savings-plans" &&
        parsed.format != "aws-spot-advisor" && parsed.format != "skypilot" &&
        parsed.format != "csv")
        return "--format: must be aws-pricelist, aws-savings-plans, aws-spot-advisor, skypilot, "
               "csv, vllm-bench, trtllm-bench, llmperf or benchmarks-csv, got \"" +
               parsed.format + "\"";
    if (positional.size() != 1)
        return std::string(positional.empty() ? "catalog import: missing FILE"
                                              : "catalog import: exactly one FILE");
    parsed.file = std::string(positional.front());
    if (!parsed.observedDate.empty()) {
        if (parsed.format != "aws-spot-advisor")
            return std::string("--observed-date: only --format aws-spot-advisor takes a date "
                               "(the other formats state their own)");
        if (!QDate::fromString(QString::fromStdString(parsed.observedDate), Qt::ISODate).isValid())
            return "--observed-date: expected a date as YYYY-MM-DD, got \"" + parsed.observedDate +
                   "\"";
    }
    return resolveCloud(parsed);
}

void printReport(const db::ImportReport &report, const ImportArguments &arguments,
                 std::ostream &out)
{
    out << "Imported " << arguments.file << " (" << arguments.format;
    if (arguments.skyPilotCloud)
        out << ", " << arguments.skyPilotCloud->name().toStdString() << ", billed by "
            << arguments.skyPilotCloud->provider().toStdString();
    out << ")\n"
        << "source:        " << report.source.toStdString() << "\n"
        << "rows read:     " << report.rowsRead << "\n"
        << "rows imported: " << report.rowsImported << "\n"
        << "rows skipped:  " << report.rowsSkipped << " (filtered out or already present)\n"
        << "rows rejected: " << report.rowsRejected << "\n";
    if (!report.filtersNotInFile.isEmpty())
        out << "filters not applied (no such column in the file; every row passes): "
            << report.filtersNotInFile.join(QStringLiteral(", ")).toStdString() << "\n";
    for (const QString &rejection : report.rejections)
        out << "  " << rejection.toStdString() << "\n";
    if (report.rowsRejected > report.rejections.size())
        out << "  ... and " << (report.rowsRejected - report.rejections.size()) << " more\n";
    if (!report.message.isEmpty())
        out << report.message.toStdString() << "\n";
}

} // namespace

std::string catalogImportHelp()
{
    return "Usage: acceldecide-cli catalog import --format FORMAT FILE [--region R]\n"
           "                                     [--cloud NAME] [--database PATH]\n"
           "       acceldecide-cli catalog import --format vllm-bench|trtllm-bench|llmperf\n"
           "                                     FILE --accelerator ID --engine NAME\n"
           "                                     --model ID [--dtype T] [--tp N] [--pp N] ...\n"
           "       acceldecide-cli catalog import --format benchmarks-csv FILE\n"
           "\n"
           "Imports prices into the catalog and prints the import report (rows read,\n"
           "imported, skipped by filter, rejected with line and reason). Re-importing a\n"
           "file adds nothing new. A file that is not of FORMAT is refused, unchanged.\n"
           "A benchmark result is imported whole or not at all: a bad field, an unknown\n"
           "accelerator or model refuses it, naming the field and value.\n"
           "\n"
           "Formats:\n"
           "  aws-pricelist       AWS Price List EC2 offer CSV (per-region index.csv)\n"
           "  aws-savings-plans   AWS Savings Plans offer CSV (AWSComputeSavingsPlan)\n"
           "  aws-spot-advisor    AWS Spot Instance Advisor data (spot-advisor-data.json):\n"
           "                      interruption buckets and savings, dated by the file\n"
           "  skypilot            SkyPilot catalog <cloud>/vms.csv of any cloud below\n"
           "  csv                 A directory written by 'catalog export'\n"
           "\n" +
           measurementImportHelp() +
           "\n"
           "Options:\n"
           "  --format FORMAT      One of the formats above (required)\n"
           "  --region R           Keep only prices for region R (e.g. us-east-1)\n"
           "  --cloud NAME         The cloud of a SkyPilot catalog, who bills its prices;\n" +
           wrappedCloudNames() +
           "                       Required unless FILE is laid out as in the catalog,\n"
           "                       .../<cloud>/vms.csv (catalogs/v7/gcp/vms.csv is gcp's).\n"
           "                       GCP's GPUs are priced with the host VM they attach to.\n"
           "  --observed-date D    aws-spot-advisor: the day the data was published\n"
           "                       (YYYY-MM-DD), instead of the file's modification time\n"
           "  --database PATH      Catalog file (default: the user's catalog)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 imported, 2 bad options or a refused file, 1 database error.\n"
           "\n"
           "Examples:\n"
           "  acceldecide-cli catalog import --format skypilot catalogs/v7/gcp/vms.csv\n"
           "  acceldecide-cli catalog import --format skypilot lambda-vms.csv --cloud lambda\n"
           "  acceldecide-cli catalog import --format vllm-bench result.json \\\n"
           "      --accelerator h100-sxm --engine vllm --model llama-3.1-70b --dtype fp8 --tp 4\n";
}

int runCatalogImport(const std::vector<std::string_view> &arguments, std::ostream &out,
                     std::ostream &err)
{
    if (const std::optional<std::string_view> format = formatOf(arguments);
        format && isMeasurementFormat(*format))
        return runMeasurementImport(arguments, out, err, catalogImportHelp());
    ImportArguments parsed;
    if (const std::optional<std::string> error = parse(arguments, parsed)) {
        err << "error: " << *error << "\n"
            << "Run 'acceldecide-cli catalog import --help' for usage.\n";
        return kExitInvalidInput;
    }
    if (parsed.help) {
        out << catalogImportHelp();
        return kExitOk;
    }
    const std::unique_ptr<db::CatalogDatabase> catalog = openCatalog(parsed.database, err);
    if (!catalog)
        return kExitInvalidInput;

    db::ImportOptions options;
    options.region = QString::fromStdString(parsed.region);
    options.observedDate =
        QDate::fromString(QString::fromStdString(parsed.observedDate), Qt::ISODate);
    const QString file = QString::fromStdString(parsed.file);
    db::ImportReport report;
    if (parsed.format == "aws-pricelist")
        report = db::AwsPriceListImporter::import(*catalog, file, options);
    else if (parsed.format == "aws-savings-plans")
        report = db::SavingsPlansImporter::import(*catalog, file, options);
    else if (parsed.format == "aws-spot-advisor")
        report = db::SpotAdvisorImporter::import(*catalog, file, options);
    else if (parsed.format == "skypilot")
        report = db::SkyPilotImporter::import(*catalog, file, parsed.skyPilotCloud, options);
    else
        report = db::CatalogCsv::importFrom(*catalog, file, options);

    if (report.refused) {
        err << "error: " << report.message.toStdString() << "\n"
            << "Nothing was imported.\n";
        return kExitInvalidInput;
    }
    printReport(report, parsed, out);
    return kExitOk;
}

} // namespace acceldecide::cli
