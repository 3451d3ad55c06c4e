#include "app/cli/ChartCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/DecisionCompareCommand.h"
#include "app/cli/HeadlessApplication.h"
#include "app/cli/OptionValue.h"
#include "app/cli/ScenarioInput.h"

#include "ui/render/charts/ChartImageExport.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/charts/EvaluationCharts.h"
#include "ui/render/charts/PlanVsActualChart.h"
#include "ui/render/evaluation/EvaluatedScenario.h"

#include <QString>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace acceldecide::cli {

namespace {

// --kind names, each with its chart's position in EvaluationCharts::createAll() (tab order),
// so the CLI draws exactly the chart class the window shows on that tab.
struct ChartKind
{
    std::string_view name;
    std::size_t index;
};

// plan-vs-actual is a decision's, not one of the scenario's tabs: it has no index there.
constexpr std::size_t kDecisionChart = std::size_t(-1);
constexpr std::array<ChartKind, 12> kKinds = {{{"tco", 0},
                                               {"break-even", 1},
                                               {"purchase", 2},
                                               {"cpm", 3},
                                               {"tornado", 4},
                                               {"monte-carlo", 5},
                                               {"commitment", 6},
                                               {"commitment-monthly", 7},
                                               {"commitment-utilization", 8},
                                               {"cash-flow", 9},
                                               {"stakeholders", 10},
                                               {"plan-vs-actual", kDecisionChart}}};
constexpr std::string_view kMonteCarloKind = "monte-carlo";
constexpr std::string_view kStakeholdersKind = "stakeholders";
// The savings-plan charts draw one option's commitment (--option, or the first with one).
constexpr std::string_view kCommitmentPrefix = "commitment";
constexpr std::int64_t kMonteCarloSamples = 200'000;
constexpr int kDefaultWidth = 1200;
constexpr int kDefaultHeight = 700;

struct ChartOptions
{
    std::string input;
    std::optional<ChartKind> kind;
    std::string output;
    int width = kDefaultWidth;
    int height = kDefaultHeight;
    std::optional<std::string> database;
    std::uint64_t seed = 1;
    std::optional<std::string> option; // the commitment charts' option id
    std::uint64_t decision = 0;        // plan-vs-actual: the decision record
    CompareRequest compare;            // plan-vs-actual: --tag, --start
};

const char *const kUsageHint = "Run 'acceldecide-cli chart --help' for usage.\n";

std::string kindList()
{
    std::string list;
    for (std::size_t i = 0; i < kKinds.size(); ++i) {
        if (i > 0)
            list += i + 1 == kKinds.size() ? " or " : ", ";
        list += kKinds[i].name;
    }
    return list;
}

bool isCommitmentKind(const ChartKind &kind)
{
    return kind.name.substr(0, kCommitmentPrefix.size()) == kCommitmentPrefix;
}

// Why --option `chosen` (unset: any option) cannot be drawn from `evaluated`, or nullopt
// when it can: an id the scenario does not have is always a problem; an option without a
// commitment only when `needsCommitment` (the commitment kinds). Names the option id.
std::optional<std::string> optionProblem(const ui::EvaluatedScenario &evaluated,
                                         const std::optional<std::string> &chosen,
                                         bool needsCommitment)
{
    const std::vector<OptionResult> &options = evaluated.evaluation.options;
    if (chosen) {
        const auto found = std::find_if(options.begin(), options.end(),
                                        [&](const OptionResult &o) { return o.id == *chosen; });
        if (found == options.end()) {
            std::string ids;
            for (const OptionResult &option : options)
                ids += (ids.empty() ? "" : ", ") + option.id;
            return "--option " + *chosen + ": no option \"" + *chosen +
                   "\" in the scenario (its options: " + ids + ")";
        }
        if (needsCommitment && !found->commitment)
            return "--option " + *chosen + ": option \"" + *chosen +
                   "\" has no commitment (add a \"commitment\" to it, buy it as a savings "
                   "plan or reservation, or choose another option)";
        return std::nullopt;
    }
    if (needsCommitment && std::none_of(options.begin(), options.end(), [](const OptionResult &o) {
            return o.commitment.has_value();
        }))
        return "no option has a commitment (add a \"commitment\" to an option, or buy one "
               "as a savings plan or reservation)";
    return std::nullopt;
}

// The --kind spellings, for OptionValue::choice.
std::vector<std::pair<std::string_view, ChartKind>> kindChoices()
{
    std::vector<std::pair<std::string_view, ChartKind>> choices;
    for (const ChartKind &kind : kKinds)
        choices.emplace_back(kind.name, kind);
    return choices;
}

// A pixel count for --width/--height, refused in words naming the flag and the value.
ArgumentParser::Applier pixels(int &target, std::string_view flag)
{
    return OptionValue::number(target, std::uint64_t(ui::ChartImageExport::kMinPixels),
                               std::uint64_t(ui::ChartImageExport::kMaxPixels),
                               std::string(flag) + " {}: must be a whole number of pixels from " +
                                   std::to_string(ui::ChartImageExport::kMinPixels) + " to " +
                                   std::to_string(ui::ChartImageExport::kMaxPixels));
}

// Parses everything after "chart". Returns an exit code when parsing ends the command
// (--help, a usage error), nullopt when the chart should be drawn.
std::optional<int> parseArguments(const std::vector<std::string_view> &arguments,
                                  ChartOptions &options, std::ostream &out, std::ostream &err)
{
    const auto fail = [&err](const std::string &message) {
        err << "error: chart: " << message << "\n" << kUsageHint;
        return kExitInvalidInput;
    };
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--kind"},
                    OptionValue::choice(options.kind, kindChoices(),
                                        "--kind {}: unknown chart (expected " + kindList() + ")"))
            .option({"-o", "--output"}, OptionValue::text(options.output))
            .option({"--width"}, pixels(options.width, "--width"))
            .option({"--height"}, pixels(options.height, "--height"))
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--seed"},
                    OptionValue::number(options.seed, 0, UINT64_MAX,
                                        "--seed {}: must be a non-negative integer below 2^64"))
            .option({"--option"}, OptionValue::text(options.option))
            .option({"--decision"},
                    OptionValue::number(options.decision, 1, std::uint64_t(1) << 62,
                                        "--decision {}: is not a record id (1 or more)"))
            .option({"--tag"}, OptionValue::text(options.compare.tag))
            .option({"--start"}, OptionValue::text(options.compare.start))
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << chartHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return fail(parsed.error);
    const std::vector<std::string_view> &positional = parsed.positionals;
    const bool decisionChart = options.kind && options.kind->index == kDecisionChart;
    if (decisionChart != (options.decision > 0))
        return fail(decisionChart ? "--kind plan-vs-actual: missing --decision ID"
                                  : "--decision belongs to --kind plan-vs-actual");
    if (decisionChart && !positional.empty())
        return fail("--kind plan-vs-actual draws a decision (--decision ID), not FILE.json");
    if (decisionChart) {
        if (options.output.empty())
            return fail("missing -o/--output PATH (a .png or .svg file)");
        if (!ui::ChartImageExport::formatForPath(QString::fromStdString(options.output)))
            return fail("-o " + options.output + ": unsupported image type (use .png or .svg)");
        return std::nullopt;
    }
    if (positional.size() != 1)
        return fail(positional.empty() ? "missing FILE.json (or - for standard input)"
                                       : "exactly one FILE.json expected");
    options.input = std::string(positional.front());
    if (!options.kind)
        return fail("missing --kind (one of " + kindList() + ")");
    if (options.output.empty())
        return fail("missing -o/--output PATH (a .png or .svg file)");
    if (!ui::ChartImageExport::formatForPath(QString::fromStdString(options.output)))
        return fail("-o " + options.output + ": unsupported image type (use .png or .svg)");
    return std::nullopt;
}

// Writes `chart` to -o; an exit code.
int writeImage(ui::EvaluationChart &chart, const ChartOptions &options, std::ostream &err)
{
    const QSize pixels(options.width, options.height);
    QString error = ui::ChartImageExport::write(chart, QString::fromStdString(options.output),
                                                QSizeF(pixels), pixels);
    if (!error.isEmpty()) {
        // The library's sentences start a message box; here they follow "error: ".
        error[0] = error[0].toLower();
        err << "error: " << error.toStdString() << "\n";
        return kExitInvalidInput;
    }
    return kExitOk;
}

// --kind plan-vs-actual: the decision held to the bills imported, as `decisions compare`
// holds it.
int drawDecisionChart(const ChartOptions &options, std::ostream &err)
{
    HeadlessApplication application;
    std::unique_ptr<db::CatalogDatabase> catalog =
        catalogcommand::openCatalog(options.database.value_or(std::string()), err);
    if (!catalog || !catalogcommand::useCatalogEstimator(*catalog, err))
        return kExitInvalidInput;
    const std::optional<DecisionComparison> compared =
        compareDecision(*catalog, qint64(options.decision), options.compare, err);
    if (!compared)
        return kExitInvalidInput;
    ui::PlanVsActualChart chart;
    chart.setPalette(ui::ChartPalette(false, 1.0));
    ui::ChartInputs inputs;
    inputs.scenario = &compared->bill.scenario;
    inputs.evaluation = &compared->bill.evaluation;
    inputs.planVsActual = &compared->comparison;
    chart.update(inputs);
    return writeImage(chart, options, err);
}

} // namespace

int runChart(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
             std::ostream &err)
{
    ChartOptions options;
    if (const std::optional<int> exit = parseArguments(arguments, options, out, err))
        return *exit;
    if (options.kind->index == kDecisionChart)
        return drawDecisionChart(options, err);

    // After parsing, so that --help and usage errors never start Qt. The catalog needs
    // the application first (Qt SQL's driver plugin); without one the scenario is read
    // before it, so a bad scenario gets exactly evaluate's messages and nothing that Qt's
    // start-up may print.
    std::optional<HeadlessApplication> application;
    if (options.database)
        application.emplace();
    std::optional<ScenarioInput> input =
        readScenarioInput(options.input, options.database, in, err);
    if (!input)
        return kExitInvalidInput;
    const bool monteCarlo = options.kind->name == kMonteCarloKind;
    if (monteCarlo && input->scenario.uncertainty.empty()) {
        err << "error: " << options.input
            << ": --kind monte-carlo: the scenario has no uncertainty ranges to simulate "
               "(add an \"uncertainty\" section)\n";
        return kExitInvalidInput;
    }

    if (options.kind->name == kStakeholdersKind && input->scenario.stakeholders.empty()) {
        err << "error: " << options.input
            << ": --kind stakeholders: the scenario has no stakeholders to compare (add a "
               "\"stakeholders\" section)\n";
        return kExitInvalidInput;
    }

    if (!application)
        application.emplace();
    // Only the uncertainty chart draws the Monte Carlo result; the others skip the run.
    const ui::EvaluatedScenario evaluated = ui::EvaluatedScenario::evaluate(
        std::move(input->scenario), std::move(input->provenance), input->catalog.get(),
        monteCarlo ? kMonteCarloSamples : 0, options.seed);

    const bool needsCommitment = isCommitmentKind(*options.kind);
    if (const std::optional<std::string> problem =
            optionProblem(evaluated, options.option, needsCommitment)) {
        err << "error: " << options.input << ": ";
        if (needsCommitment)
            err << "--kind " << options.kind->name << ": ";
        err << *problem << "\n";
        return kExitInvalidInput;
    }

    std::vector<std::unique_ptr<ui::EvaluationChart>> charts = ui::EvaluationCharts::createAll();
    ui::EvaluationChart &chart = *charts.at(options.kind->index);
    chart.setPalette(ui::ChartPalette(false, 1.0)); // light: for print and slides
    ui::ChartInputs chartInputs = evaluated.chartInputs();
    if (options.option)
        chartInputs.commitmentOption = &*options.option;
    chart.update(chartInputs);
    return writeImage(chart, options, err);
}

std::string chartHelp()
{
    return "Usage: acceldecide-cli chart FILE.json --kind KIND -o OUT.png|OUT.svg\n"
           "                             [--width W --height H] [--database PATH] [--seed S]\n"
           "                             [--option ID]\n"
           "       acceldecide-cli chart --kind plan-vs-actual --decision ID -o OUT.png|OUT.svg\n"
           "                             [--tag KEY=VALUE] [--start YYYY-MM] [--database PATH]\n"
           "\n"
           "Draws one chart of the scenario in FILE.json (- for standard input) as the\n"
           "desktop application does, in its light palette, and writes it as a PNG or SVG\n"
           "(by the extension of OUT). An existing OUT is replaced only once the new file\n"
           "is complete. Bad scenarios are reported as by 'evaluate'.\n"
           "\n"
           "Options:\n"
           "  --kind KIND          Chart: tco (TCO over time), break-even, purchase\n"
           "                       (purchase models), cpm (unit cost), tornado\n"
           "                       (sensitivity), monte-carlo (uncertainty; needs the\n"
           "                       scenario's uncertainty ranges), commitment (cost\n"
           "                       against commitment level), commitment-monthly\n"
           "                       (committed, wasted and on-demand spend by month) or\n"
           "                       commitment-utilization (effective rate against\n"
           "                       utilization); the commitment kinds need an option\n"
           "                       with a commitment; cash-flow (cumulative cash out\n"
           "                       per option, its accrued TCO dashed) or stakeholders\n"
           "                       (the decision matrix's totals as each stakeholder\n"
           "                       and the group weigh it; needs the scenario's\n"
           "                       stakeholders); plan-vs-actual (a decision record held\n"
           "                       to the bills imported: cumulative cost planned and\n"
           "                       billed, each month's variance in its parts; needs\n"
           "                       --decision, as `decisions compare` reads it)\n"
           "  -o, --output PATH    Image to write: .png or .svg\n"
           "  --width W            Width in pixels, 200 to 10000 (default 1200)\n"
           "  --height H           Height in pixels, 200 to 10000 (default 700)\n"
           "  --database PATH      Resolve prices the scenario leaves out from this catalog\n"
           "  --seed S             Monte Carlo seed for --kind monte-carlo (default 1)\n"
           "  --option ID          The option the commitment kinds draw (default: the\n"
           "                       first option with a commitment)\n"
           "  --decision ID        plan-vs-actual: the decision record\n"
           "  --tag KEY=VALUE      plan-vs-actual: keep the bill's lines with this tag\n"
           "  --start YYYY-MM      plan-vs-actual: the plan's month 1 (default: the\n"
           "                       decision's month)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 written; 2 invalid input, bad options or an unwritable OUT;\n"
           "1 internal error.\n";
}

} // namespace acceldecide::cli
