#include "app/cli/DecisionsCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/DecisionCompareCommand.h"
#include "app/cli/OptionMatcher.h"
#include "app/cli/OptionValue.h"
#include "app/cli/ScenarioInput.h"
#include "core/decision/DecisionRecordRules.h"
#include "core/decision/DecisionRevisit.h"
#include "core/io/ScenarioPinning.h"
#include "core/io/ScenarioWriter.h"
#include "database/decisions/DecisionRepository.h"
#include "database/decisions/DecisionRevisitInputs.h"
#if ACCELDECIDE_CLI_HAS_GUI
#include "ui/render/evaluation/EvaluatedScenario.h"
#include "ui/render/report/DecisionReports.h"
#endif

#include <QDate>
#include <QSaveFile>

#include <optional>
#include <ostream>

namespace acceldecide::cli {

namespace {

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: decisions: " << message << "\n"
        << "Run 'acceldecide-cli decisions --help' for usage.\n";
    return kExitInvalidInput;
}

int refused(std::ostream &err, const db::DatabaseError &error)
{
    err << "error: " << error.toString().toStdString() << "\n";
    return kExitInvalidInput;
}

struct DecisionsOptions
{
    std::string subcommand;
    std::vector<std::string> positional;
    std::string database;
    std::string output;
    std::optional<std::string> option;
    std::optional<std::string> by;
    std::string rationale;
    std::string reason;
    std::optional<std::string> review;
    std::optional<std::string> date;
    std::optional<qint64> supersedes;
};

std::string orDash(const std::string &text)
{
    return text.empty() ? std::string("-") : text;
}

int list(db::CatalogDatabase &catalog, std::ostream &out, std::ostream &err)
{
    const auto listed = db::DecisionRepository(catalog).list();
    if (!listed)
        return refused(err, listed.error());
    if (listed->empty()) {
        out << "no decisions recorded\n";
        return kExitOk;
    }
    out << "ID\tDECIDED\tCHOSEN\tRECOMMENDED\tBY\tREVIEW\tSTATUS\tSCENARIO\n";
    for (const db::DecisionSummary &summary : listed.value()) {
        const DecisionRecord &r = summary.record;
        std::string status = summary.supersededBy
                                 ? "superseded by " + std::to_string(*summary.supersededBy)
                                 : std::string("current");
        out << r.id << "\t" << r.decidedAt << "\t" << r.chosenOption << "\t" << r.recommendedOption
            << "\t" << r.decidedBy << "\t" << (r.reviewDate ? *r.reviewDate : std::string("-"))
            << "\t" << status << "\t" << r.scenarioName << "\n";
    }
    return kExitOk;
}

int show(db::CatalogDatabase &catalog, qint64 id, const std::string &output, std::ostream &out,
         std::ostream &err)
{
    const auto loaded = db::DecisionRepository(catalog).load(id);
    if (!loaded)
        return refused(err, loaded.error());
    const DecisionRecord &r = loaded.value();
    const bool intact = db::DecisionRepository::reportIntact(r);
    out << "decision " << r.id << "\n"
        << "scenario: " << r.scenarioName << "\n"
        << "decided at: " << r.decidedAt << "\n"
        << "decided by: " << r.decidedBy << "\n"
        << "recorded by: " << orDash(r.recordedBy) << " at " << r.recordedAt << "\n"
        << "chosen option: " << r.chosenOption << "\n"
        << "recommended option: " << r.recommendedOption << "\n"
        << "reason: " << orDash(r.reason) << "\n"
        << "rationale: " << orDash(r.rationale) << "\n"
        << "review date: " << (r.reviewDate ? *r.reviewDate : std::string("-")) << "\n"
        << "supersedes: " << (r.supersedes ? std::to_string(*r.supersedes) : std::string("-"))
        << "\n"
        << "report: " << r.reportPdf.size() << " bytes, sha256 " << r.reportSha256
        << (intact ? " (intact)" : " (DOES NOT MATCH the stored report)") << "\n";
    if (!output.empty()) {
        QSaveFile file(QString::fromStdString(output));
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(r.reportPdf.data(), qint64(r.reportPdf.size())) !=
                qint64(r.reportPdf.size()) ||
            !file.commit()) {
            err << "error: " << output << ": cannot write (" << file.errorString().toStdString()
                << ")\n";
            return kExitInvalidInput;
        }
    }
    return intact ? kExitOk : kExitInvalidInput;
}

int revisit(db::CatalogDatabase &catalog, qint64 id, const std::string &output, std::ostream &out,
            std::ostream &err)
{
    const auto inputs = db::DecisionRevisitInputs::load(catalog, id, QDate::currentDate());
    if (!inputs)
        return refused(err, inputs.error());
    Evaluation then;
    const RevisitResult result = inputs->evaluate(&then);
    out << result.paragraph << "\n";
    for (const RevisitChange &change : result.changes)
        out << "changed: " << change.optionId << " " << change.field << " " << change.oldValue
            << " -> " << change.newValue
            << (change.newSource.empty() ? std::string() : " (" + change.newSource + ")") << "\n";
    out << "recommendation: " << orDash(result.recommendationThen) << " -> "
        << orDash(result.recommendationNow)
        << (result.recommendationChanges() ? " (changes)" : " (same)") << "\n";
    if (output.empty())
        return kExitOk;
#if ACCELDECIDE_CLI_HAS_GUI
    if (const auto written = ui::DecisionReports::writeRevisit(
            inputs.value(), result, then, &catalog, QString::fromStdString(output));
        !written) {
        err << "error: " << written.error().toStdString() << "\n";
        return kExitInvalidInput;
    }
    return kExitOk;
#else
    err << "error: decisions revisit -o: " << kReportNeedsGui << "\n";
    return kExitInternalError;
#endif
}

int record(const DecisionsOptions &options, std::istream &in, std::ostream &out, std::ostream &err)
{
    if (options.positional.size() != 1)
        return usageError(err, options.positional.empty()
                                   ? "record: missing FILE.json"
                                   : "record: expected one FILE.json, got " +
                                         std::to_string(options.positional.size()));
    if (!options.option)
        return usageError(err, "record: missing --option ID, the option the team chose");
    if (!options.by)
        return usageError(err, "record: missing --by NAME, who decided");
    DecisionRecord decision;
    decision.chosenOption = *options.option;
    decision.decidedBy = *options.by;
    decision.rationale = options.rationale;
    decision.reason = options.reason;
    decision.reviewDate = options.review;
    decision.supersedes = options.supersedes;
    decision.decidedAt =
        options.date ? *options.date : QDate::currentDate().toString(Qt::ISODate).toStdString();
    // The dates are checked before the scenario is evaluated: a typo should not cost a
    // report's worth of waiting.
    if (!DecisionRecordRules::isIsoDate(decision.decidedAt))
        return usageError(err, "--date: \"" + decision.decidedAt + "\" is not a date (YYYY-MM-DD)");
    if (decision.reviewDate && !DecisionRecordRules::isIsoDate(*decision.reviewDate))
        return usageError(err,
                          "--review: \"" + *decision.reviewDate + "\" is not a date (YYYY-MM-DD)");
#if ACCELDECIDE_CLI_HAS_GUI
    const std::string database = options.database.empty()
                                     ? db::CatalogDatabase::defaultPath().toStdString()
                                     : options.database;
    std::optional<ScenarioInput> input =
        readScenarioInput(options.positional.front(), database, in, err);
    if (!input)
        return kExitInvalidInput;
    const Scenario pinned = ScenarioPinning::pin(input->edited, input->scenario, input->provenance);
    decision.scenarioJson = ScenarioWriter::toText(pinned);
    decision.catalogDiscounts = DecisionRevisit::catalogDiscounts(input->edited);
    const ui::EvaluatedScenario evaluated =
        ui::EvaluatedScenario::evaluate(input->scenario, input->provenance, input->catalog.get(),
                                        ui::EvaluatedScenario::kDefaultMonteCarloSamples, 1);
    decision.reportPdf = ui::DecisionReports::decisionReportPdf(evaluated);
    decision.recommendedOption = evaluated.evaluation.recommendation.option;
    const auto stored = db::DecisionRepository(*input->catalog).record(decision);
    if (!stored)
        return refused(err, stored.error());
    out << "recorded decision " << stored.value() << ": " << decision.chosenOption
        << (decision.followsRecommendation() ? " (the recommendation)"
                                             : " (recommended: " + decision.recommendedOption + ")")
        << "\n";
    return kExitOk;
#else
    (void)in;
    (void)out;
    err << "error: decisions record: " << kReportNeedsGui << "\n";
    return kExitInternalError;
#endif
}

// Reads every option into `options`; the first positional argument is the subcommand, the
// rest are its own. An empty first one names no subcommand, so the next one does.
ArgumentParser::Result readArguments(const std::vector<std::string_view> &arguments,
                                     DecisionsOptions &options)
{
    using EmptyValue = OptionMatcher::EmptyValue;
    // Free text may be empty; a name, a path or a date may not.
    ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--output", "-o"}, OptionValue::text(options.output))
            .option({"--option"}, OptionValue::text(options.option))
            .option({"--by"}, OptionValue::text(options.by), EmptyValue::Accepted)
            .option({"--rationale"}, OptionValue::text(options.rationale), EmptyValue::Accepted)
            .option({"--reason"}, OptionValue::text(options.reason), EmptyValue::Accepted)
            .option({"--review"}, OptionValue::text(options.review))
            .option({"--date"}, OptionValue::text(options.date))
            .option({"--supersedes"},
                    OptionValue::number(options.supersedes, 1, std::uint64_t(1) << 62,
                                        "--supersedes: \"{}\" is not a record id (1 or more)"))
            .parse(arguments);
    for (const std::string_view argument : parsed.positionals) {
        if (options.subcommand.empty())
            options.subcommand = std::string(argument);
        else
            options.positional.emplace_back(argument);
    }
    return parsed;
}

} // namespace

std::string decisionsHelp()
{
    return "Usage: acceldecide-cli decisions list [--database PATH]\n"
           "       acceldecide-cli decisions show ID [-o REPORT.pdf] [--database PATH]\n"
           "       acceldecide-cli decisions revisit ID [-o REVISIT.pdf] [--database PATH]\n"
           "       acceldecide-cli decisions record FILE.json --option ID --by NAME\n"
           "                 [--rationale TEXT] [--reason TEXT] [--date YYYY-MM-DD]\n"
           "                 [--review YYYY-MM-DD] [--supersedes ID] [--database PATH]\n" +
           decisionCompareHelp() +
           "\n"
           "Decision records: what a team decided on which figures, kept in the catalog\n"
           "so that it can be reopened later. `record` resolves FILE.json against the\n"
           "catalog, pins every catalog number, evaluates it, and stores the scenario, the\n"
           "choice, who decided and why, and the PDF decision report with its SHA-256.\n"
           "A choice other than the recommendation needs --reason. Records are never\n"
           "changed; a newer one may supersede an older one (--supersedes), which stays.\n"
           "`show` prints a record (and with -o writes its stored report). `revisit`\n"
           "evaluates the recorded scenario again with today's catalog prices, benchmarks\n"
           "and discounts, says what changed and whether the recommendation and the\n"
           "matrix winner would; with -o it writes a PDF with then and now side by side.\n"
           "`compare` holds the decision to the bills imported (`actuals import`): per\n"
           "month the plan against the bill, the variance in volume, rate, mix, commitment\n"
           "waste and credits, and a re-forecast (month 1: the decision's month, or --start;\n"
           "--tag keeps the workload's own lines; --tokens prices a million tokens). With -o\n"
           "it writes that as a PDF report; with --slides as slides, one landscape page each:\n"
           "the plan against the bill first, then the recorded scenario's slides as\n"
           "`slides` draws them (-o and --slides may be given together).\n"
           "\n"
           "Options:\n"
           "  --database PATH      The catalog (a file or a postgresql:// URL; default: yours)\n"
           "  --option ID          The option the team chose\n"
           "  --by NAME            Who decided (free text)\n"
           "  --rationale TEXT     Why, in the team's words\n"
           "  --reason TEXT        Why the choice differs from the recommendation\n"
           "  --date YYYY-MM-DD    The day of the decision (default: today)\n"
           "  --review YYYY-MM-DD  When to revisit it (not before the decision)\n"
           "  --supersedes ID      The older record this one replaces\n"
           "  -o, --output PATH    show: the stored PDF; revisit: the revisit PDF;\n"
           "                       compare: the compare report\n"
           "  --slides PATH        compare: the slides (.pdf)\n"
           "  --size WxH           compare: each slide's size in pixels at 96 per inch,\n"
           "                       landscape, each side 200 to 10000 (default 1920x1080)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 done, 2 invalid input or a refused record (details on standard\n"
           "error), 1 internal error.\n";
}

int runDecisions(const std::vector<std::string_view> &arguments, std::istream &in,
                 std::ostream &out, std::ostream &err)
{
    // compare has options of its own (--tag, --start, --tokens, --format, --slides, --size).
    if (!arguments.empty() && arguments.front() == "compare")
        return runDecisionCompare({arguments.begin() + 1, arguments.end()}, decisionsHelp(), out,
                                  err);
    DecisionsOptions options;
    const ArgumentParser::Result parsed = readArguments(arguments, options);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << decisionsHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    if (options.subcommand.empty())
        return usageError(err, "missing subcommand (list, show, revisit, record or compare)");
    if (options.subcommand == "record")
        return record(options, in, out, err);
    if (options.subcommand != "list" && options.subcommand != "show" &&
        options.subcommand != "revisit")
        return usageError(err, "unknown subcommand \"" + options.subcommand +
                                   "\" (list, show, revisit or record)");
    if (options.option || options.by || options.review || options.date || options.supersedes ||
        !options.rationale.empty() || !options.reason.empty())
        return usageError(err, options.subcommand + ": --option, --by, --rationale, --reason, "
                                                    "--date, --review and --supersedes belong "
                                                    "to record");
    std::optional<qint64> id;
    if (options.subcommand == "list") {
        if (!options.positional.empty())
            return usageError(err,
                              "list: unexpected argument \"" + options.positional.front() + "\"");
        if (!options.output.empty())
            return usageError(err, "list: -o belongs to show and revisit");
    } else {
        if (options.positional.size() != 1)
            return usageError(err, options.subcommand + ": expected one record ID");
        id = parseRecordId(options.positional.front());
        if (!id)
            return usageError(err, options.subcommand + ": \"" + options.positional.front() +
                                       "\" is not a record id (1 or more)");
    }
    std::unique_ptr<db::CatalogDatabase> catalog =
        catalogcommand::openCatalog(options.database, err);
    if (!catalog)
        return kExitInvalidInput;
    // A revisit evaluates the recorded scenario again, with the catalog's estimator.
    if (options.subcommand == "revisit" && !catalogcommand::useCatalogEstimator(*catalog, err))
        return kExitInvalidInput;
    if (options.subcommand == "list")
        return list(*catalog, out, err);
    if (options.subcommand == "show")
        return show(*catalog, *id, options.output, out, err);
    return revisit(*catalog, *id, options.output, out, err);
}

} // namespace acceldecide::cli
