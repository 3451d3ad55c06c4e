// Reproduces the seed articles' figures with the engine, from the example scenarios in
// resources/scenarios. Each row of fixtures/seed-figures.csv is one figure:
//   kind       "seed": a figure printed in the seed; it passes within
//                      max(precision, 2 % of the figure).
//              "engine": what the engine must report where the seed's own inputs cannot
//                      produce its figure (tests/core/seed-discrepancies.md); `expected`
//                      is our arithmetic, so it must match to rounding error.
//   precision  half a unit of the seed's last printed digit (0.005 for "$0.28").
//   field      an OptionResult field by its JSON name, "break_even.<field>",
//              "effective_instance_hourly_usd" (effective rate x accelerators per
//              instance) or "saving_vs_percent:<option>" (1 - monthly compute / the
//              other option's monthly compute, in %).
#include "TestFiles.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/text/CsvText.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace acceldecide {
namespace {

struct SeedFigure
{
    std::string kind;
    std::string scenario;
    std::string option;
    std::string field;
    double expected = 0.0;
    double precision = 0.0;
    std::string seed;
    std::string quote;
};

// Keeps ctest's test list readable (the default prints the struct's bytes).
void PrintTo(const SeedFigure &figure, std::ostream *out)
{
    *out << figure.kind << " " << figure.scenario << " " << figure.option << "." << figure.field
         << " = " << figure.expected;
}

std::vector<SeedFigure> loadFigures()
{
    std::vector<CsvText::Row> rows;
    std::string error;
    if (!CsvText::parse(
            test::readTextFile(std::string(ACCELDECIDE_TEST_FIXTURES) + "/seed-figures.csv"), rows,
            error))
        throw std::runtime_error("seed-figures.csv: " + error);
    std::vector<SeedFigure> figures;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const auto &r = rows[i];
        if (r.size() != 8)
            throw std::runtime_error("seed-figures.csv row " + std::to_string(i) + ": 8 columns");
        figures.push_back({r[0], r[1], r[2], r[3], std::stod(r[4]), std::stod(r[5]), r[6], r[7]});
    }
    return figures;
}

struct Evaluated
{
    Scenario scenario;
    Evaluation evaluation;
};

const Evaluated &evaluated(const std::string &file)
{
    static std::map<std::string, Evaluated> cache;
    auto found = cache.find(file);
    if (found == cache.end()) {
        const std::string path = std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + file;
        ScenarioReadResult read = ScenarioReader::fromText(test::readTextFile(path));
        if (!read.ok()) {
            std::string message = file + " is invalid:";
            for (const ValidationError &error : read.error())
                message.append(" ").append(error.toString()).append(";");
            throw std::runtime_error(message);
        }
        Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
        found = cache.emplace(file, Evaluated{*read, std::move(evaluation)}).first;
    }
    return found->second;
}

const OptionResult &optionResult(const Evaluation &evaluation, const std::string &id)
{
    const OptionResult *option = evaluation.option(id);
    if (!option)
        throw std::runtime_error("no option " + id);
    return *option;
}

std::optional<double> breakEvenField(const Evaluation &evaluation, const std::string &option,
                                     const std::string &field)
{
    for (const BreakEvenResult &entry : evaluation.breakEven) {
        if (entry.option != option)
            continue;
        if (field == "reached")
            return entry.reached ? 1.0 : 0.0;
        if (field == "tokens_billion")
            return entry.tokensBillion;
        if (field == "runs")
            return entry.runs;
        if (field == "days")
            return entry.days;
        if (field == "month")
            return entry.month ? std::optional<double>(*entry.month) : std::nullopt;
    }
    throw std::runtime_error("no break-even field " + option + "." + field);
}

std::optional<double> actualValue(const SeedFigure &figure)
{
    const Evaluated &e = evaluated(figure.scenario);
    const OptionResult &o = optionResult(e.evaluation, figure.option);
    const std::string &f = figure.field;
    if (f.rfind("break_even.", 0) == 0)
        return breakEvenField(e.evaluation, figure.option, f.substr(11));
    if (f.rfind("saving_vs_percent:", 0) == 0) {
        const OptionResult &other = optionResult(e.evaluation, f.substr(18));
        return (1.0 - o.monthlyComputeUsd / other.monthlyComputeUsd) * 100.0;
    }
    if (f == "effective_instance_hourly_usd") {
        const int index = e.scenario.optionIndex(figure.option);
        return o.effectiveHourlyUsd *
               e.scenario.options.at(static_cast<std::size_t>(index)).acceleratorsPerInstance;
    }
    const std::map<std::string, std::optional<double>> fields{
        {"accelerator_hourly_usd", o.acceleratorHourlyUsd},
        {"effective_hourly_usd", o.effectiveHourlyUsd},
        {"tokens_per_sec_per_accelerator", o.tokensPerSecPerAccelerator},
        {"implied_mfu_percent", o.impliedMfuPercent},
        {"accelerator_hours_per_run", o.acceleratorHoursPerRun},
        {"cost_per_run_usd", o.costPerRunUsd},
        {"cost_per_million_tokens_usd", o.costPerMillionTokensUsd},
        {"one_time_usd", o.oneTimeUsd},
        {"monthly_compute_usd", o.monthlyComputeUsd},
        {"tco_usd", o.tcoUsd},
    };
    const auto found = fields.find(f);
    if (found == fields.end())
        throw std::runtime_error("unknown field " + f);
    return found->second;
}

class SeedFigureTest : public ::testing::TestWithParam<SeedFigure>
{};

TEST_P(SeedFigureTest, EngineReproducesTheFigure)
{
    const SeedFigure &figure = GetParam();
    SCOPED_TRACE("seed " + figure.seed + ", " + figure.scenario + ": \"" + figure.quote + "\"");
    const std::optional<double> actual = actualValue(figure);
    ASSERT_TRUE(actual.has_value()) << figure.option << "." << figure.field << " is null";
    const double tolerance =
        figure.kind == "seed"
            ? std::max(figure.precision, 0.02 * std::fabs(figure.expected))
            : std::max({figure.precision, 1e-9 * std::fabs(figure.expected), 1e-9});
    EXPECT_NEAR(*actual, figure.expected, tolerance)
        << figure.kind << " figure " << figure.option << "." << figure.field;
}

std::string testName(const ::testing::TestParamInfo<SeedFigure> &info)
{
    std::string name = info.param.kind + "_" + info.param.seed + "_" + info.param.option + "_" +
                       info.param.field + "_" + std::to_string(info.index);
    std::replace_if(
        name.begin(), name.end(),
        [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Seeds, SeedFigureTest, ::testing::ValuesIn(loadFigures()), testName);

// ---- the discrepancies, beyond single numbers --------------------------------------

bool hasWarning(const OptionResult &option, const std::string &code)
{
    return std::any_of(option.warnings.begin(), option.warnings.end(),
                       [&](const Warning &w) { return w.code == code; });
}

TEST(SeedDiscrepancies, Seed001ThroughputTableImpliesImpossibleMfu)
{
    // 28,500 tok/s x 6 x 70e9 FLOPs = 12.0 PFLOP/s per chip against a 2.52 PFLOPS peak.
    const Evaluation &evaluation = evaluated("seed001-trn3-vs-h100-savings-plans.json").evaluation;
    ASSERT_EQ(evaluation.options.size(), 8u);
    for (const OptionResult &option : evaluation.options) {
        SCOPED_TRACE(option.id);
        ASSERT_TRUE(option.impliedMfuPercent.has_value());
        EXPECT_GT(*option.impliedMfuPercent, 400.0);
        EXPECT_TRUE(hasWarning(option, "implied_mfu_impossible"));
    }
}

TEST(SeedDiscrepancies, Seed001CostTableDoesNotFollowFromItsInputs)
{
    // The seed prints ~$164,000 (Trainium3) and ~$308,000 (H100) for Llama 3 70B.
    const Evaluation &evaluation = evaluated("seed001-trn3-vs-h100-savings-plans.json").evaluation;
    const double trn3 = *optionResult(evaluation, "trn3-od").costPerRunUsd;
    const double h100 = *optionResult(evaluation, "h100-od").costPerRunUsd;
    EXPECT_GT(std::fabs(trn3 - 164000.0), 0.5 * 164000.0);
    EXPECT_GT(std::fabs(h100 - 308000.0), 0.5 * 308000.0);
}

TEST(SeedDiscrepancies, DerivedThroughputHasNoImpliedMfu)
{
    // Throughput derived from peak x MFU is plausible by construction: no check applies.
    const Evaluation &evaluation = evaluated("seed001-decision-matrix-uncertainty.json").evaluation;
    for (const OptionResult &option : evaluation.options) {
        EXPECT_FALSE(option.impliedMfuPercent.has_value()) << option.id;
        EXPECT_FALSE(hasWarning(option, "implied_mfu_impossible")) << option.id;
    }
}

TEST(SeedDiscrepancies, Seed004BreakEvenFromRoundedCpmsIs109)
{
    // The seed's 109 B comes from rounding the CPMs first; the engine does not round.
    const double seedArithmetic = 36000.0 / (0.61 - 0.28) / 1000.0;
    EXPECT_NEAR(seedArithmetic, 109.09, 0.01);
    const Evaluation &evaluation = evaluated("seed004-trn3-vs-h200-inference.json").evaluation;
    const auto engine = breakEvenField(evaluation, "trn3", "tokens_billion");
    ASSERT_TRUE(engine.has_value());
    EXPECT_LT(*engine, 108.0);
}

TEST(ExampleScenarios, EveryFileIsValidDatedAndSourced)
{
    int count = 0;
    for (const auto &entry : std::filesystem::directory_iterator(ACCELDECIDE_SCENARIOS_DIR)) {
        if (entry.path().extension() != ".json")
            continue;
        ++count;
        SCOPED_TRACE(entry.path().filename().string());
        const ScenarioReadResult read =
            ScenarioReader::fromText(test::readTextFile(entry.path().string()));
        ASSERT_TRUE(read.ok()) << (read.error().empty() ? "" : read.error().front().toString());
        EXPECT_TRUE(read->asOf.has_value());
        // The scenario's name cites its seed, or says what it shows where it is not a
        // seed's example (resources/scenarios/README.md sources those figure by figure);
        // option labels carry no figures, which would go stale the moment somebody edits
        // a price or a discount.
        const bool seeds = read->name.rfind("Seed 00", 0) == 0;
        EXPECT_TRUE(seeds || entry.path().filename().string().rfind("seed", 0) != 0) << read->name;
        for (const Option &option : read->options) {
            EXPECT_EQ(option.label.find_first_of("$%~"), std::string::npos) << option.label;
            EXPECT_EQ(option.label.find("tok/s"), std::string::npos) << option.label;
        }
    }
    EXPECT_GE(count, 5);
}

} // namespace
} // namespace acceldecide
