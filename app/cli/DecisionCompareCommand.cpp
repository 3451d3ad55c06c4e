#include "app/cli/DecisionCompareCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/OptionValue.h"
#include "app/cli/OutputFormat.h"
#include "core/actuals/ActualMonths.h"
#include "core/actuals/BillFilter.h"
#include "core/actuals/CalendarMonth.h"
#include "core/actuals/PlanVsActual.h"
#include "core/actuals/PlannedMonths.h"
#include "core/actuals/TokensByMonth.h"
#include "core/export/PlanVsActualJson.h"
#include "core/export/PlanVsActualTable.h"
#include "database/actuals/DecisionBill.h"
#if ACCELDECIDE_CLI_HAS_GUI
#include "ui/render/report/DecisionReports.h"
#endif

#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>

namespace acceldecide::cli {

namespace {

struct CompareOptions
{
    std::string database;
    std::string output;
    CompareRequest request;
    OutputFormat format = OutputFormat::Table;
};

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: decisions compare: " << message << "\n"
        << "Run 'acceldecide-cli decisions --help' for usage.\n";
    return kExitInvalidInput;
}

std::optional<qint64> recordId(const std::string &text)
{
    qint64 id = 0;
    std::istringstream in(text);
    if (!(in >> id) || !in.eof() || id < 1)
        return std::nullopt;
    return id;
}

// The plan's month 1: --start, else the month the decision was taken in.
std::optional<int> firstMonth(const CompareRequest &options, const DecisionRecord &record)
{
    if (!options.start.empty())
        return actuals::monthIndex(options.start);
    return actuals::monthIndex(std::string_view(record.decidedAt).substr(0, 7));
}

struct Inputs
{
    std::vector<actuals::ActualRow> rows;
    std::map<int, double> tokens;
};

// The bill's rows for this workload (--tag) and the team's tokens (--tokens); false, with
// the reason on `err`, when either is wrong.
bool readInputs(const CompareRequest &options, const std::string &tagText,
                const db::DecisionBill &bill, Inputs &inputs, std::ostream &err)
{
    inputs.rows = bill.rows;
    if (!tagText.empty()) {
        const auto tag = actuals::BillFilter::parseTag(tagText);
        if (!tag) {
            usageError(err, "--tag: " + tag.error());
            return false;
        }
        inputs.rows = actuals::rowsWithTag(bill.rows, *tag);
    }
    if (!options.tokens.empty()) {
        std::ifstream file(options.tokens);
        if (!file) {
            usageError(err, "--tokens: cannot read \"" + options.tokens + "\"");
            return false;
        }
        std::stringstream text;
        text << file.rdbuf();
        const auto tokens = actuals::parseTokensByMonth(text.str());
        if (!tokens) {
            usageError(err, "--tokens " + options.tokens + ": " + tokens.error());
            return false;
        }
        inputs.tokens = *tokens;
    }
    return true;
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
    if (!options.output.empty())
        return writeReport(*compared, *catalog, options.output, err);
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
    auto bill = db::DecisionBill::load(catalog, id);
    if (!bill) {
        err << "error: decisions compare: " << bill.error().toString().toStdString() << "\n";
        return std::nullopt;
    }
    const auto first = firstMonth(request, bill->record);
    if (!first) {
        usageError(err, "--start: \"" + request.start + "\" is not YYYY-MM");
        return std::nullopt;
    }
    DecisionComparison compared;
    // --tag, else the tag the decision's scenario names (bill_tag).
    compared.tag =
        !request.tag.empty() ? request.tag : bill->scenario.billTag.value_or(std::string());
    Inputs inputs;
    if (!readInputs(request, compared.tag, *bill, inputs, err))
        return std::nullopt;
    compared.bill = std::move(bill.value());
    const db::DecisionBill &b = compared.bill;
    const std::string &chosen = b.record.chosenOption;
    compared.plan = actuals::plannedMonths(b.scenario, b.evaluation, chosen, *first);
    std::optional<actuals::PlannedMonths> baseline;
    if (!b.scenario.baseline.empty() && b.scenario.baseline != chosen)
        baseline = actuals::plannedMonths(b.scenario, b.evaluation, b.scenario.baseline, *first);
    compared.comparison = actuals::comparePlanWithBill(
        compared.plan, actuals::actualMonths(inputs.rows, b.coverage, compared.plan), inputs.tokens,
        baseline ? &*baseline : nullptr, b.scenario.baseline);
    if (compared.comparison.months.empty()) {
        err << "error: decisions compare: no bill is imported"
            << (compared.tag.empty() ? "" : " with tag " + compared.tag)
            << " (acceldecide-cli actuals import)\n";
        return std::nullopt;
    }
    return compared;
}

std::string decisionCompareHelp()
{
    return "       acceldecide-cli decisions compare ID [--tag KEY=VALUE] [--start YYYY-MM]\n"
           "                 [--tokens FILE.csv] [--format table|json] [-o COMPARE.pdf]\n"
           "                 [--database PATH]\n";
}

int runDecisionCompare(const std::vector<std::string_view> &arguments, std::ostream &out,
                       std::ostream &err)
{
    CompareOptions options;
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--tag"}, OptionValue::text(options.request.tag))
            .option({"--start"}, OptionValue::text(options.request.start))
            .option({"--tokens"}, OptionValue::text(options.request.tokens))
            .option({"--output", "-o"}, OptionValue::text(options.output))
            .option({"--format"}, OptionValue::outputFormat(options.format))
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    if (parsed.positionals.size() != 1)
        return usageError(err, "expected one record ID");
    const std::string text(parsed.positionals.front());
    const auto id = recordId(text);
    if (!id)
        return usageError(err, "\"" + text + "\" is not a record id (1 or more)");
    return compare(options, *id, out, err);
}

} // namespace acceldecide::cli
