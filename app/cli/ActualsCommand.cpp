#include "app/cli/ActualsCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/OptionMatcher.h"
#include "app/cli/OptionValue.h"
#include "core/text/TextFormat.h"
#include "database/actuals/BillImportAccess.h"
#include "database/actuals/BillImportList.h"
#include "database/actuals/BillImporter.h"

#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <optional>
#include <ostream>

namespace acceldecide::cli {

namespace {

using namespace catalogcommand;
using actuals::BillFormat;
using actuals::SkipReason;

constexpr SkipReason kSkipReasons[] = {SkipReason::NotCompute, SkipReason::NotAcceleratedInstance,
                                       SkipReason::OutsideFilter, SkipReason::CountedElsewhere};

struct ImportArguments
{
    std::optional<BillFormat> format;
    std::string file;
    std::string database;
    actuals::BillFilter filter;
    bool help = false;
};

struct ListArguments
{
    std::string database;
    OutputFormat format = OutputFormat::Json;
    bool help = false;
};

int usageError(std::ostream &err, const std::string &message, const char *subcommand)
{
    err << "error: " << message << "\n"
        << "Run 'acceldecide-cli actuals " << subcommand << " --help' for usage.\n";
    return kExitInvalidInput;
}

// Text from the bill (a file name, a quoted cell) on a terminal: a control character is
// shown as \xNN rather than acted on, so a bill cannot move the cursor or recolour the
// report that quotes it.
std::string printable(const QString &text)
{
    std::string shown;
    for (const char c : text.toStdString()) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            char escaped[5];
            std::snprintf(escaped, sizeof escaped, "\\x%02X", byte);
            shown += escaped;
        } else {
            shown += c;
        }
    }
    return shown;
}

// Repeatable filters gather every value; --tag is one key=value, the filter's one tag.
ArgumentParser::Applier appendTo(std::vector<std::string> &values)
{
    return [&values](const std::string &value) -> std::optional<std::string> {
        values.push_back(value);
        return std::nullopt;
    };
}

ArgumentParser::Applier tagInto(actuals::BillFilter &filter)
{
    return [&filter](const std::string &value) -> std::optional<std::string> {
        if (filter.tag)
            return std::string("--tag: give one tag; the filter keeps the lines that carry it");
        const auto tag = actuals::BillFilter::parseTag(value);
        if (!tag)
            return "--tag: " + tag.error();
        filter.tag = tag.value();
        return std::nullopt;
    };
}

std::optional<std::string> parseImport(const std::vector<std::string_view> &arguments,
                                       ImportArguments &parsed)
{
    const ArgumentParser::Result result =
        ArgumentParser()
            .help(ArgumentParser::Help::UnlessAnError)
            .endOfOptions()
            .loneDashIsOption()
            .unknownOptionPrefix("actuals import: ")
            .option({"--format"}, OptionValue::choice(
                                      parsed.format,
                                      std::vector<std::pair<std::string_view, BillFormat>>{
                                          {"focus", BillFormat::Focus}, {"cur2", BillFormat::Cur2}},
                                      "--format: must be focus or cur2, got \"{}\""))
            .option({"--database"}, OptionValue::text(parsed.database))
            .option({"--account"}, appendTo(parsed.filter.accounts))
            .option({"--region"}, appendTo(parsed.filter.regions))
            .option({"--family"}, appendTo(parsed.filter.families))
            .option({"--tag"}, tagInto(parsed.filter))
            .parse(arguments);
    if (result.outcome == ArgumentParser::Outcome::Failed)
        return result.error;
    parsed.help = result.outcome == ArgumentParser::Outcome::Help;
    if (parsed.help)
        return std::nullopt;
    if (!parsed.format)
        return std::string("actuals import: --format is required (focus or cur2)");
    if (result.positionals.size() != 1)
        return std::string(result.positionals.empty() ? "actuals import: missing FILE"
                                                      : "actuals import: exactly one FILE");
    parsed.file = std::string(result.positionals.front());
    return std::nullopt;
}

void printReport(const db::BillImportReport &report, std::ostream &out)
{
    if (!report.importedBefore.isEmpty()) {
        out << printable(report.summary()) << "\n"
            << "file sha256:    " << report.fileSha256.toStdString() << "\n";
        return;
    }
    out << "Imported " << printable(report.fileName) << " (" << actuals::nameOf(report.format)
        << ")\n"
        << printable(report.summary()) << "\n"
        << "rows read:      " << report.rowsRead << "\n"
        << "rows used:      " << report.rowsUsed << "\n"
        << "rows skipped:   " << report.skippedTotal() << "\n";
    for (const SkipReason reason : kSkipReasons) {
        const std::string name(actuals::nameOf(reason));
        // Aligned under the longest reason, "not an accelerated instance".
        const std::size_t pad = name.size() < 28 ? 28 - name.size() : 1;
        out << "  " << name << ":" << std::string(pad, ' ') << report.skipped(reason) << "\n";
    }
    out << "rows rejected:  " << report.rowsRejected << "\n";
    for (const QString &rejection : report.rejections)
        out << "  " << printable(rejection) << "\n";
    if (report.rowsRejected > report.rejections.size())
        out << "  ... and " << (report.rowsRejected - report.rejections.size()) << " more\n";
    out << "summed rows:    " << report.actualRows << "\n"
        << "file sha256:    " << report.fileSha256.toStdString() << "\n";
}

// A refused file names the column or byte offset the importer found; the file is named in
// front unless the message already does.
int printFailure(const db::BillImportError &failure, const std::string &file, std::ostream &err)
{
    const QString message = failure.error.message;
    const QString name = QFileInfo(QString::fromStdString(file)).fileName();
    if (!failure.refused)
        err << "error: " << printable(failure.error.toString()) << "\n";
    else if (message.contains(name))
        err << "error: " << printable(message) << "\n";
    else
        err << "error: " << printable(name) << ": " << printable(message) << "\n";
    err << "Nothing was imported.\n";
    return failure.refused ? kExitInvalidInput : kExitInternalError;
}

int runImport(const std::vector<std::string_view> &arguments, std::ostream &out, std::ostream &err)
{
    ImportArguments parsed;
    if (const std::optional<std::string> error = parseImport(arguments, parsed))
        return usageError(err, *error, "import");
    if (parsed.help) {
        out << actualsImportHelp();
        return kExitOk;
    }
    const std::unique_ptr<db::CatalogDatabase> catalog = openCatalog(parsed.database, err);
    if (!catalog)
        return kExitInvalidInput;
    if (const std::optional<QString> why =
            db::BillImportAccess::whyCannotImport(catalog->connection())) {
        err << "error: " << why->toStdString() << "\nNothing was imported.\n";
        return kExitInvalidInput;
    }
    const db::BillImportResult imported = db::BillImporter::importFile(
        *catalog, QString::fromStdString(parsed.file), *parsed.format, parsed.filter);
    if (!imported)
        return printFailure(imported.error(), parsed.file, err);
    printReport(imported.value(), out);
    return out ? kExitOk : kExitInternalError;
}

std::optional<std::string> parseList(const std::vector<std::string_view> &arguments,
                                     ListArguments &parsed)
{
    const ArgumentParser::Result result =
        ArgumentParser()
            .help(ArgumentParser::Help::Anywhere)
            .loneDashIsOption()
            .unknownOptionPrefix("actuals list: ")
            .option({"--database"}, OptionValue::text(parsed.database))
            .option({"--format"}, OptionValue::outputFormat(parsed.format))
            .parse(arguments);
    if (result.outcome == ArgumentParser::Outcome::Failed)
        return result.error;
    parsed.help = result.outcome == ArgumentParser::Outcome::Help;
    if (!parsed.help && !result.positionals.empty())
        return "actuals list: unexpected argument \"" + std::string(result.positionals.front()) +
               "\"";
    return std::nullopt;
}

std::string monthsText(const QStringList &months)
{
    return months.isEmpty() ? std::string(text::kNone)
                            : months.join(QStringLiteral(", ")).toStdString();
}

void printTable(const std::vector<db::BillImportSummary> &bills, std::ostream &out)
{
    if (bills.empty()) {
        out << "no bills imported\n";
        return;
    }
    using text::Align;
    text::Table table({"ID", "FILE", "FORMAT", "IMPORTED AT", "BY", "READ", "USED", "SKIPPED",
                       "REJECTED", "MONTHS", "EFFECTIVE"},
                      {Align::Right, Align::Left, Align::Left, Align::Left, Align::Left,
                       Align::Right, Align::Right, Align::Right, Align::Right, Align::Left,
                       Align::Right});
    for (const db::BillImportSummary &bill : bills)
        table.addRow(
            {std::to_string(bill.id), printable(bill.fileName), printable(bill.format),
             printable(bill.importedAt),
             bill.importedBy.isEmpty() ? std::string(text::kNone) : printable(bill.importedBy),
             std::to_string(bill.rowsRead), std::to_string(bill.rowsUsed),
             std::to_string(bill.rowsSkipped), std::to_string(bill.rowsRejected),
             monthsText(bill.months), text::money(bill.effectiveUsd, 2)});
    out << table.render("");
    out << bills.size() << (bills.size() == 1 ? " bill\n" : " bills\n");
}

// Money as a plain, unrounded number, as every JSON output of the CLI gives it.
void printJson(const std::vector<db::BillImportSummary> &bills, std::ostream &out)
{
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const db::BillImportSummary &bill : bills) {
        nlohmann::ordered_json months = nlohmann::ordered_json::array();
        for (const QString &month : bill.months)
            months.push_back(month.toStdString());
        list.push_back(
            {{"id", bill.id},
             {"file_name", bill.fileName.toStdString()},
             {"format", bill.format.toStdString()},
             {"imported_at", bill.importedAt.toStdString()},
             {"imported_by", bill.importedBy.isEmpty()
                                 ? nlohmann::ordered_json(nullptr)
                                 : nlohmann::ordered_json(bill.importedBy.toStdString())},
             {"rows_read", bill.rowsRead},
             {"rows_used", bill.rowsUsed},
             {"rows_skipped", bill.rowsSkipped},
             {"rows_rejected", bill.rowsRejected},
             {"months", months},
             {"effective_usd", bill.effectiveUsd}});
    }
    const nlohmann::ordered_json document = {{"bills", list}};
    // Replace, not throw: a name that is not UTF-8 still lists.
    out << document.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
}

int runList(const std::vector<std::string_view> &arguments, std::ostream &out, std::ostream &err)
{
    ListArguments parsed;
    if (const std::optional<std::string> error = parseList(arguments, parsed))
        return usageError(err, *error, "list");
    if (parsed.help) {
        out << actualsListHelp();
        return kExitOk;
    }
    const std::unique_ptr<db::CatalogDatabase> catalog = openCatalog(parsed.database, err);
    if (!catalog)
        return kExitInvalidInput;
    const auto bills = db::BillImportList::read(catalog->connection());
    if (!bills) {
        err << "error: " << bills.error().toString().toStdString() << "\n";
        return kExitInternalError;
    }
    if (parsed.format == OutputFormat::Json)
        printJson(bills.value(), out);
    else
        printTable(bills.value(), out);
    return out ? kExitOk : kExitInternalError;
}

} // namespace

std::string actualsImportHelp()
{
    return "Usage: acceldecide-cli actuals import --format focus|cur2 FILE [--database PATH]\n"
           "                                      [--account ID]... [--region R]...\n"
           "                                      [--family F]... [--tag KEY=VALUE]\n"
           "\n"
           "Imports a cloud bill into the catalog: a FOCUS 1.0 to 1.2 export (AWS Data\n"
           "Exports) or an AWS Cost and Usage Report 2.0, as CSV, plain or gzip. Its\n"
           "accelerated-instance lines are summed by month, account, region, instance type,\n"
           "commitment and charge kind; every other line is skipped, and the report counts\n"
           "why (not compute, not an accelerated instance, outside the filter, counted in\n"
           "another line). A line whose cost is not a number is rejected with its line\n"
           "number and the rest kept. A file of the other format, a Parquet file or a\n"
           "damaged gzip is refused, naming the missing column or the byte, and nothing is\n"
           "written. The same file imported again adds nothing and says when it was.\n"
           "\n"
           "Options:\n"
           "  --format focus|cur2  The export's format (required)\n"
           "  --account ID         Keep only this account's lines (repeatable)\n"
           "  --region R           Keep only this region's lines (repeatable)\n"
           "  --family F           Keep only this instance family, e.g. p5, trn1 (repeatable)\n"
           "  --tag KEY=VALUE      Keep only lines with this cost-allocation tag (once)\n"
           "  --database PATH      Catalog file or server (default: the user's catalog)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 imported (or imported before), 2 bad options or a refused file,\n"
           "1 database error.\n"
           "\n"
           "Example:\n"
           "  acceldecide-cli actuals import --format cur2 2026-04.csv.gz --tag project=llm\n"
           "\n"
           "Also: 'actuals list --help'.\n";
}

std::string actualsListHelp()
{
    return "Usage: acceldecide-cli actuals list [--format json|table] [--database PATH]\n"
           "\n"
           "Lists the bills imported into the catalog, oldest first: the file, its format,\n"
           "when and by whom it was imported, its rows read, used, skipped and rejected,\n"
           "the months its lines fall in and their summed effective cost.\n"
           "\n"
           "Options:\n"
           "  --format json|table  Output format (default json); table is for humans\n"
           "  --database PATH      Catalog file or server (default: the user's catalog)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Example:\n"
           "  acceldecide-cli actuals list --format table\n";
}

int runActuals(const std::vector<std::string_view> &arguments, std::ostream &out, std::ostream &err)
{
    const std::vector<std::string_view> rest(
        arguments.empty() ? arguments.end() : arguments.begin() + 1, arguments.end());
    if (arguments.empty())
        return usageError(err, "actuals: missing subcommand (import or list)", "import");
    if (arguments.front() == "import")
        return runImport(rest, out, err);
    if (arguments.front() == "list")
        return runList(rest, out, err);
    if (OptionMatcher::isHelp(arguments.front())) {
        out << actualsImportHelp();
        return kExitOk;
    }
    return usageError(err,
                      "actuals: unknown subcommand \"" + std::string(arguments.front()) +
                          "\" (import or list)",
                      "import");
}

} // namespace acceldecide::cli
