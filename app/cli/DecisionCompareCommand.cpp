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

#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>

namespace acceldecide::cli {

namespace {

struct CompareOptions
{
    std::string database;
    std::string tag;
    std::string start;
    std::string tokens;
    OutputFormat format = OutputFormat::Table;
    std::vector<std::string> positional;
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
std::optional<int> firstMonth(const CompareOptions &options, const DecisionRecord &record)
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
bool readInputs(const CompareOptions &options, const std::string &tagText,
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

int compare(const CompareOptions &options, qint64 id, std::ostream &out, std::ostream &err)
{
    std::unique_ptr<db::CatalogDatabase> catalog =
        catalogcommand::openCatalog(options.database, err);
    if (!catalog || !catalogcommand::useCatalogEstimator(*catalog, err))
        return kExitInvalidInput;
    const auto bill = db::DecisionBill::load(*catalog, id);
    if (!bill) {
        err << "error: decisions compare: " << bill.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    const auto first = firstMonth(options, bill->record);
    if (!first)
        return usageError(err, "--start: \"" + options.start + "\" is not YYYY-MM");
    // --tag, else the tag the decision's scenario names (bill_tag).
    const std::string tag =
        !options.tag.empty() ? options.tag : bill->scenario.billTag.value_or(std::string());
    Inputs inputs;
    if (!readInputs(options, tag, *bill, inputs, err))
        return kExitInvalidInput;
    const std::string &chosen = bill->record.chosenOption;
    const actuals::PlannedMonths plan =
        actuals::plannedMonths(bill->scenario, bill->evaluation, chosen, *first);
    std::optional<actuals::PlannedMonths> baseline;
    if (!bill->scenario.baseline.empty() && bill->scenario.baseline != chosen)
        baseline = actuals::plannedMonths(bill->scenario, bill->evaluation, bill->scenario.baseline,
                                          *first);
    const actuals::PlanVsActual comparison = actuals::comparePlanWithBill(
        plan, actuals::actualMonths(inputs.rows, bill->coverage, plan), inputs.tokens,
        baseline ? &*baseline : nullptr, bill->scenario.baseline);
    if (comparison.months.empty()) {
        err << "error: decisions compare: no bill is imported"
            << (tag.empty() ? "" : " with tag " + tag) << " (acceldecide-cli actuals import)\n";
        return kExitInvalidInput;
    }
    if (options.format == OutputFormat::Json)
        out << planVsActualJson(comparison, plan, id, chosen).dump(2) << "\n";
    else
        out << "Decision " << id << " (" << bill->record.scenarioName << "): " << chosen << " on "
            << plan.instanceType << ", held to its bill.\n\n"
            << planVsActualTable(comparison, plan);
    return kExitOk;
}

} // namespace

std::string decisionCompareHelp()
{
    return "       acceldecide-cli decisions compare ID [--tag KEY=VALUE] [--start YYYY-MM]\n"
           "                 [--tokens FILE.csv] [--format table|json] [--database PATH]\n";
}

int runDecisionCompare(const std::vector<std::string_view> &arguments, std::ostream &out,
                       std::ostream &err)
{
    CompareOptions options;
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--tag"}, OptionValue::text(options.tag))
            .option({"--start"}, OptionValue::text(options.start))
            .option({"--tokens"}, OptionValue::text(options.tokens))
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
