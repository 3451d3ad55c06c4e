#include "app/cli/DecisionCompareCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/OptionMatcher.h"
#include "app/cli/OptionValue.h"
#include "app/cli/OutputFormat.h"
#include "core/actuals/TokensByMonth.h"
#include "core/export/PlanVsActualJson.h"
#include "core/export/PlanVsActualTable.h"
#if ACCELDECIDE_CLI_HAS_GUI
#include "app/cli/SlideDeckOptions.h"
#include "ui/render/report/DecisionReports.h"
#include "ui/render/slides/SlideDeckPdf.h"
#endif

#include <QSize>

#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>

namespace acceldecide::cli {

namespace {

struct CompareOptions
{
    std::string database;
    std::string output;
    std::string slides;             // --slides DECK.pdf
    std::optional<QSize> slideSize; // --size; nullopt: the deck's default
    CompareRequest request;
    OutputFormat format = OutputFormat::Table;
};

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: decisions compare: " << message << "\n"
        << "Run 'acceldecide-cli decisions --help' for usage.\n";
    return kExitInvalidInput;
}

// --size WxH, read as `slides` reads it. A CLI without the GUI libraries takes any value:
// it cannot draw the deck the size is for, and says so once the comparison is made.
ArgumentParser::Applier slideSizeOption(std::optional<QSize> &target)
{
    return [&target](const std::string &value) -> std::optional<std::string> {
        QSize size;
#if ACCELDECIDE_CLI_HAS_GUI
        if (std::optional<std::string> refused = SlideDeckOptions::readSize(value, size))
            return refused;
#else
        (void)value;
#endif
        target = size;
        return std::nullopt;
    };
}

// Why --slides and --size do not go together as given, or nullopt.
std::optional<std::string> checkSlides(const CompareOptions &options)
{
    if (options.slideSize && options.slides.empty())
        return "--size sizes the slides: give --slides DECK.pdf with it";
#if ACCELDECIDE_CLI_HAS_GUI
    if (!options.slides.empty() && !SlideDeckOptions::isPdfPath(options.slides))
        return "--slides " + options.slides + ": a deck is a PDF (name it .pdf)";
#endif
    return std::nullopt;
}

// The team's tokens (--tokens); nullopt, with the reason on `err`, when the file is wrong.
std::optional<std::map<int, double>> readTokens(const std::string &path, std::ostream &err)
{
    if (path.empty())
        return std::map<int, double>();
    std::ifstream file(path);
    if (!file) {
        usageError(err, "--tokens: cannot read \"" + path + "\"");
        return std::nullopt;
    }
    std::stringstream text;
    text << file.rdbuf();
    auto tokens = actuals::parseTokensByMonth(text.str());
    if (!tokens) {
        usageError(err, "--tokens " + path + ": " + tokens.error());
        return std::nullopt;
    }
    return std::move(tokens.value());
}

// The shared comparison's refusal in the words and exit of `decisions compare`: a bad
// --start or --tag is a usage error, naming the option.
void reportError(const db::DecisionComparisonError &error, std::ostream &err)
{
    using Field = db::DecisionComparisonError::Field;
    const std::string message = error.message.toStdString();
    switch (error.field) {
    case Field::Start:
        usageError(err, "--start: " + message);
        break;
    case Field::Tag:
        usageError(err, "--tag: " + message);
        break;
    case Field::Bill:
        err << "error: decisions compare: " << message << " (acceldecide-cli actuals import)\n";
        break;
    case Field::Record:
        err << "error: decisions compare: " << message << "\n";
        break;
    }
}

// The compare report: the recorded scenario's decision report with "Plan against the bill"
// first. Drawing needs the GUI libraries.
int writeReport(const DecisionComparison &compared, db::CatalogDatabase &catalog,
                const std::string &path, std::ostream &err)
{
#if ACCELDECIDE_CLI_HAS_GUI
    const auto written =
        ui::DecisionReports::writeComparison(compared.bill, compared.comparison, compared.plan,
                                             compared.tag, &catalog, QString::fromStdString(path));
    if (!written) {
        err << "error: decisions compare -o: " << written.error().toStdString() << "\n";
        return kExitInvalidInput;
    }
    return kExitOk;
#else
    (void)compared;
    (void)catalog;
    (void)path;
    err << "error: decisions compare -o: " << kReportNeedsGui << "\n";
    return kExitInternalError;
#endif
}

// The compare slides: the plan against the bill, then the recorded scenario's slides (the
// deck `slides` writes for it). Drawing needs the GUI libraries.
int writeSlides(const DecisionComparison &compared, db::CatalogDatabase &catalog,
                const std::string &path, const std::optional<QSize> &size, std::ostream &err)
{
#if ACCELDECIDE_CLI_HAS_GUI
    const auto written = ui::DecisionReports::writeComparisonSlides(
        compared.bill, compared.comparison, &catalog, QString::fromStdString(path),
        size.value_or(QSize(ui::SlideDeckPdf::kDefaultWidth, ui::SlideDeckPdf::kDefaultHeight)));
    if (!written) {
        err << "error: decisions compare --slides: " << written.error().toStdString() << "\n";
        return kExitInvalidInput;
    }
    return kExitOk;
#else
    (void)compared;
    (void)catalog;
    (void)path;
    (void)size;
    err << "error: decisions compare --slides: " << kSlidesNeedGui << "\n";
    return kExitInternalError;
#endif
}

// -o and --slides, either or both: the report first, and no deck once the report failed.
int writePdfs(const DecisionComparison &compared, db::CatalogDatabase &catalog,
              const CompareOptions &options, std::ostream &err)
{
    if (!options.output.empty()) {
        if (const int exit = writeReport(compared, catalog, options.output, err); exit != kExitOk)
            return exit;
    }
    if (options.slides.empty())
        return kExitOk;
    return writeSlides(compared, catalog, options.slides, options.slideSize, err);
}

int compare(const CompareOptions &options, qint64 id, std::ostream &out, std::ostream &err)
{
    std::unique_ptr<db::CatalogDatabase> catalog =
        catalogcommand::openCatalog(options.database, err);
    if (!catalog || !catalogcommand::useCatalogEstimator(*catalog, err))
        return kExitInvalidInput;
    const std::optional<DecisionComparison> compared =
        compareDecision(*catalog, id, options.request, err);
    if (!compared)
        return kExitInvalidInput;
    const std::string &chosen = compared->bill.record.chosenOption;
    if (!options.output.empty() || !options.slides.empty())
        return writePdfs(*compared, *catalog, options, err);
    if (options.format == OutputFormat::Json)
        out << planVsActualJson(compared->comparison, compared->plan, id, chosen).dump(2) << "\n";
    else
        out << "Decision " << id << " (" << compared->bill.record.scenarioName << "): " << chosen
            << " on " << compared->plan.instanceType << ", held to its bill.\n\n"
            << planVsActualTable(compared->comparison, compared->plan);
    return kExitOk;
}

} // namespace

std::optional<DecisionComparison> compareDecision(db::CatalogDatabase &catalog, qint64 id,
                                                  const CompareRequest &request, std::ostream &err)
{
    // The file first: it is the CLI's own input, and the comparison takes what it holds.
    std::optional<std::map<int, double>> tokens = readTokens(request.tokens, err);
    if (!tokens)
        return std::nullopt;
    db::DecisionComparisonRequest asked;
    // --tag, else the tag the decision's scenario names (bill_tag).
    if (!request.tag.empty())
        asked.tag = request.tag;
    asked.start = request.start;
    asked.tokensByMonth = std::move(*tokens);
    auto compared = DecisionComparison::load(catalog, id, asked);
    if (!compared) {
        reportError(compared.error(), err);
        return std::nullopt;
    }
    return std::move(compared.value());
}

std::optional<qint64> parseRecordId(const std::string &text)
{
    const std::optional<std::uint64_t> id = OptionMatcher::parseUnsigned(text);
    if (!id || *id == 0 || *id > (std::uint64_t(1) << 62))
        return std::nullopt;
    return qint64(*id);
}

std::string decisionCompareHelp()
{
    return "       acceldecide-cli decisions compare ID [--tag KEY=VALUE] [--start YYYY-MM]\n"
           "                 [--tokens FILE.csv] [--format table|json] [-o COMPARE.pdf]\n"
           "                 [--slides DECK.pdf [--size WxH]] [--database PATH]\n";
}

int runDecisionCompare(const std::vector<std::string_view> &arguments, const std::string &help,
                       std::ostream &out, std::ostream &err)
{
    CompareOptions options;
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--tag"}, OptionValue::text(options.request.tag))
            .option({"--start"}, OptionValue::text(options.request.start))
            .option({"--tokens"}, OptionValue::text(options.request.tokens))
            .option({"--output", "-o"}, OptionValue::text(options.output))
            .option({"--slides"}, OptionValue::text(options.slides))
            .option({"--size"}, slideSizeOption(options.slideSize))
            .option({"--format"}, OptionValue::outputFormat(options.format))
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << help;
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    if (const std::optional<std::string> refused = checkSlides(options))
        return usageError(err, *refused);
    if (parsed.positionals.size() != 1)
        return usageError(err, "expected one record ID");
    const std::string text(parsed.positionals.front());
    const auto id = parseRecordId(text);
    if (!id)
        return usageError(err, "\"" + text + "\" is not a record id (1 or more)");
    return compare(options, *id, out, err);
}

} // namespace acceldecide::cli
