#include "app/cli/SlidesCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CliOptions.h"
#include "app/cli/HeadlessApplication.h"
#include "app/cli/OptionValue.h"
#include "app/cli/ScenarioInput.h"
#include "app/cli/SlideDeckOptions.h"

#include "ui/render/evaluation/EvaluatedScenario.h"
#include "ui/render/slides/SlideDeckPdf.h"

#include <QSize>
#include <QString>

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>

namespace acceldecide::cli {

namespace {

struct SlidesOptions
{
    std::string input;
    std::string output;
    QSize size{ui::SlideDeckPdf::kDefaultWidth, ui::SlideDeckPdf::kDefaultHeight};
    std::optional<std::string> database;
    std::uint64_t seed = 1;
};

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: slides: " << message << "\n"
        << "Run 'acceldecide-cli slides --help' for usage.\n";
    return kExitInvalidInput;
}

// Parses everything after "slides". Returns an exit code when parsing ends the command
// (--help, a usage error), nullopt when the deck should be written.
std::optional<int> parseArguments(const std::vector<std::string_view> &arguments,
                                  SlidesOptions &options, std::ostream &out, std::ostream &err)
{
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--output", "-o"}, OptionValue::text(options.output))
            .option({"--size"},
                    [&options](const std::string &value) {
                        return SlideDeckOptions::readSize(value, options.size);
                    })
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--seed"}, OptionValue::number(options.seed, 0, UINT64_MAX,
                                                    "--seed: \"{}\" is not a non-negative integer"))
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << slidesHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    const std::vector<std::string_view> &positional = parsed.positionals;
    if (positional.size() != 1)
        return usageError(err, positional.empty() ? "missing FILE.json (or - for standard input)"
                                                  : "expected one FILE.json, got " +
                                                        std::to_string(positional.size()));
    options.input = std::string(positional.front());
    if (options.output.empty())
        return usageError(err, "missing -o DECK.pdf");
    if (!SlideDeckOptions::isPdfPath(options.output))
        return usageError(err, "-o " + options.output + ": a deck is a PDF (name it .pdf)");
    return std::nullopt;
}

} // namespace

int runSlides(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err)
{
    SlidesOptions options;
    if (const std::optional<int> exit = parseArguments(arguments, options, out, err))
        return *exit;

    HeadlessApplication application;
    std::optional<ScenarioInput> input =
        readScenarioInput(options.input, options.database, in, err);
    if (!input)
        return kExitInvalidInput;
    // The uncertainty slide draws the Monte Carlo run the window starts on opening.
    const ui::EvaluatedScenario evaluated = ui::EvaluatedScenario::evaluate(
        std::move(input->scenario), std::move(input->provenance), input->catalog.get(),
        ui::EvaluatedScenario::kDefaultMonteCarloSamples, options.seed);
    const Expected<int, QString> written = ui::SlideDeckPdf::writeFile(
        evaluated, QString::fromStdString(options.output), options.size);
    if (!written) {
        err << "error: " << written.error().toStdString() << "\n";
        return kExitInvalidInput;
    }
    return kExitOk;
}

std::string slidesHelp()
{
    return "Usage: acceldecide-cli slides FILE.json -o DECK.pdf [--size WxH]\n"
           "                              [--database PATH] [--seed S]\n"
           "\n"
           "Writes the presentation of the scenario in FILE.json (- for standard input) as\n"
           "one PDF: every slide presentation mode (F5) shows, in its order, one landscape\n"
           "page each, with the slides' large fonts in the light palette. Charts with\n"
           "nothing to draw for the scenario (no uncertainty ranges, no commitment, no\n"
           "stakeholders) are left out, as presentation mode passes over them. An existing\n"
           "DECK.pdf is replaced only once the new file is complete. Bad scenarios are\n"
           "reported as by 'evaluate'.\n"
           "\n"
           "Options:\n"
           "  -o, --output PATH    The PDF to write (.pdf)\n"
           "  --size WxH           Each slide's size in pixels at 96 per inch, landscape,\n"
           "                       each side 200 to 10000 (default 1920x1080)\n"
           "  --database PATH      Resolve prices the scenario leaves out from this catalog\n"
           "  --seed S             Monte Carlo seed for the uncertainty slide (default 1)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 written; 2 invalid input, bad options or an unwritable DECK.pdf;\n"
           "1 internal error.\n";
}

} // namespace acceldecide::cli
