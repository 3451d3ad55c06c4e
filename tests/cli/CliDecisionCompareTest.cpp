// `acceldecide-cli decisions compare`: a recorded decision held to the bills imported with
// `actuals import` (the database tests' fixtures), the bill's month worked by hand from
// the fixture's lines, the variance's parts adding up, and every refusal naming its value.
#include "CliProcess.h"
#include "PdfPages.h"
#include "SkipWithoutGui.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace acceldecide::test {
namespace {

const std::string kBills = ACCELDECIDE_SOURCE_DIR "/tests/database/fixtures/bills/";

const std::string kScenario = R"({"format": "acceldecide.scenario", "version": 1,
 "name": "trn1 vs p5 against the bill", "horizon_months": 12, "as_of": "2026-03-01",
 "workload": {"kind": "capacity"}, "baseline": "p5",
 "options": [
  {"id": "p5", "label": "p5", "stack": "cuda", "instance_type": "p5.48xlarge",
   "accelerators_per_instance": 8, "purchase": {"model": "on_demand"}, "instances": 1},
  {"id": "trn1", "label": "trn1", "stack": "neuron", "instance_type": "trn1.32xlarge",
   "accelerators_per_instance": 16, "purchase": {"model": "on_demand"}, "instances": 1}]})";

class CliDecisionCompare : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "acceldecide-compare-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
        m_database = (m_dir / "catalog.sqlite").string();
        const std::string scenario = (m_dir / "scenario.json").string();
        std::ofstream(scenario) << kScenario;
        const ProcessResult recorded =
            runCli({"decisions", "record", scenario, "--option", "trn1", "--reason",
                    "the team ports to Neuron", "--by", "infra review", "--date", "2026-03-10",
                    "--database", m_database});
        m_recorded = recorded.exitCode == 0;
        if (!m_recorded)
            std::cerr << recorded.err;
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    void importBills()
    {
        for (const auto &[format, file] :
             {std::pair<std::string, std::string>{"focus", "focus-1.2-2026-03.csv"},
              {"cur2", "cur2-2026-04-part1.csv"},
              {"cur2", "cur2-2026-04-part2.csv.gz"}}) {
            const ProcessResult imported = runCli(
                {"actuals", "import", "--format", format, kBills + file, "--database", m_database});
            ASSERT_EQ(imported.exitCode, 0) << imported.err;
        }
    }

    nlohmann::json compareJson(std::vector<std::string> extra = {})
    {
        std::vector<std::string> arguments{"decisions", "compare",    "1",       "--format",
                                           "json",      "--database", m_database};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        const ProcessResult compared = runCli(arguments);
        EXPECT_EQ(compared.exitCode, 0) << compared.err;
        return compared.exitCode == 0 ? nlohmann::json::parse(compared.out) : nlohmann::json();
    }

    std::filesystem::path m_dir;
    std::string m_database;
    bool m_recorded = false;
};

std::string readFile(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

// The text of `pdf`'s page `page` (pdftotext).
std::string pdfPageText(const std::string &pdf, int page)
{
    std::string text;
    const std::string command =
        "pdftotext -f " + std::to_string(page) + " -l " + std::to_string(page) + " " + pdf + " -";
    if (FILE *pipe = ::popen(command.c_str(), "r")) {
        char buffer[4096];
        while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe))
            text.append(buffer, n);
        EXPECT_EQ(::pclose(pipe), 0);
    }
    return text;
}

} // namespace

// March's bill (the FOCUS fixture), by hand: usage 550.40 + 1,419.00 + 715.60 + 50.00 +
// 943.92 + 110.08 = 3,789.00; the plan's 330.10 unused, of which the accelerated share is
// what it covered of them, 2,134.60 of 2,169.90; credit and refund -555.04. April (the two
// CUR files): usage 522.88 + 1,419.00 + 715.60 + 50.00 + 943.92 = 3,651.40, stranded
// 365.40 x 2,134.60 / 2,134.60 = 365.40, credits -555.04.
TEST_F(CliDecisionCompare, TheBillsMonthsAreHeldToThePlanInPartsThatAddUp)
{
    SKIP_WITHOUT_GUI();
    ASSERT_TRUE(m_recorded);
    importBills();
    const nlohmann::json compared = compareJson();
    ASSERT_EQ(compared["months"].size(), 2u);
    const nlohmann::json &march = compared["months"][0];
    EXPECT_EQ(march["month"], "2026-03");
    EXPECT_EQ(march["plan_month"], 1);
    EXPECT_NEAR(march["actual_usd"].get<double>(), 3789.00 + 330.10 * 2134.60 / 2169.90 - 555.04,
                1e-6);
    EXPECT_NEAR(march["tax_usd"].get<double>(), 120.0, 1e-9);
    const nlohmann::json &april = compared["months"][1];
    EXPECT_NEAR(april["actual_usd"].get<double>(), 3651.40 + 365.40 - 555.04, 1e-6);
    for (const nlohmann::json &month : compared["months"])
        EXPECT_NEAR(month["variance"]["total_usd"].get<double>(),
                    month["actual_usd"].get<double>() - month["planned_usd"].get<double>(), 1e-6);
    EXPECT_NEAR(compared["variance"]["total_usd"].get<double>(),
                compared["actual_usd"].get<double>() - compared["planned_usd"].get<double>(), 1e-6);
    EXPECT_EQ(compared["option"], "trn1");
    EXPECT_EQ(compared["reforecast"]["baseline"], "p5");
}

// The search team's tagged p5 hours (2 x $55.04) are not the workload's.
TEST_F(CliDecisionCompare, ATagKeepsOnlyTheWorkloadsOwnLines)
{
    SKIP_WITHOUT_GUI();
    ASSERT_TRUE(m_recorded);
    importBills();
    const double all = compareJson()["months"][0]["actual_usd"].get<double>();
    const double own =
        compareJson({"--tag", "project=llm-train"})["months"][0]["actual_usd"].get<double>();
    EXPECT_NEAR(all - own, 110.08, 1e-6);
}

TEST_F(CliDecisionCompare, TheTableSaysEachPartInWordsAndTokensPriceAMillion)
{
    SKIP_WITHOUT_GUI();
    ASSERT_TRUE(m_recorded);
    importBills();
    const std::string tokens = (m_dir / "tokens.csv").string();
    std::ofstream(tokens) << "month,tokens\n2026-04,1000000000\n";
    const ProcessResult table =
        runCli({"decisions", "compare", "1", "--tokens", tokens, "--database", m_database});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("The accelerators ran "), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("Commitments were paid for and not used"), std::string::npos);
    EXPECT_NE(table.out.find("The variance in parts that add up to it:"), std::string::npos);
    // April's bill over a billion tokens.
    const nlohmann::json april = compareJson({"--tokens", tokens})["months"][1];
    EXPECT_NEAR(april["usd_per_million_tokens"].get<double>(),
                april["actual_usd"].get<double>() / 1000.0, 1e-9);
}

TEST_F(CliDecisionCompare, RefusalsNameTheirValue)
{
    SKIP_WITHOUT_GUI();
    ASSERT_TRUE(m_recorded);
    const ProcessResult none = runCli({"decisions", "compare", "1", "--database", m_database});
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_NE(none.err.find("no bill is imported"), std::string::npos) << none.err;
    importBills();
    const std::string tokens = (m_dir / "tokens.csv").string();
    std::ofstream(tokens) << "2026-04,lots\n";
    const ProcessResult badTokens =
        runCli({"decisions", "compare", "1", "--tokens", tokens, "--database", m_database});
    EXPECT_EQ(badTokens.exitCode, 2);
    EXPECT_NE(badTokens.err.find("line 1: tokens \"lots\" is not a number of 0 or more"),
              std::string::npos)
        << badTokens.err;
    const ProcessResult badStart =
        runCli({"decisions", "compare", "1", "--start", "March", "--database", m_database});
    EXPECT_EQ(badStart.exitCode, 2);
    EXPECT_NE(badStart.err.find("--start: \"March\" is not YYYY-MM"), std::string::npos);
    const ProcessResult unknown = runCli({"decisions", "compare", "7", "--database", m_database});
    EXPECT_EQ(unknown.exitCode, 2);
    const ProcessResult badTag =
        runCli({"decisions", "compare", "1", "--tag", "project", "--database", m_database});
    EXPECT_EQ(badTag.exitCode, 2);
    EXPECT_NE(badTag.err.find("tag \"project\" is not key=value"), std::string::npos);
}

// -o writes the compare report: "Plan against the bill" first, in words; the chart kind
// draws the same comparison as an image.
TEST_F(CliDecisionCompare, TheReportAndTheChartOfTheComparison)
{
    SKIP_WITHOUT_GUI();
    ASSERT_TRUE(m_recorded);
    importBills();
    const std::string pdf = (m_dir / "compare.pdf").string();
    const ProcessResult written =
        runCli({"decisions", "compare", "1", "-o", pdf, "--database", m_database});
    ASSERT_EQ(written.exitCode, 0) << written.err;
    std::string text;
    if (FILE *pipe = ::popen(("pdftotext -f 1 -l 3 " + pdf + " -").c_str(), "r")) {
        char buffer[4096];
        while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe))
            text.append(buffer, n);
        EXPECT_EQ(::pclose(pipe), 0);
    }
    EXPECT_NE(text.find("Plan against the bill"), std::string::npos) << text;
    EXPECT_NE(text.find("Commitments were paid for and not used"), std::string::npos);
    EXPECT_NE(text.find("The variance in parts that add up to it"), std::string::npos);

    const std::string png = (m_dir / "chart.png").string();
    const ProcessResult chart = runCli({"chart", "--kind", "plan-vs-actual", "--decision", "1",
                                        "-o", png, "--database", m_database});
    ASSERT_EQ(chart.exitCode, 0) << chart.err;
    std::ifstream image(png, std::ios::binary);
    char magic[4] = {};
    image.read(magic, 4);
    EXPECT_EQ(std::string(magic + 1, 3), "PNG");
    const ProcessResult noDecision =
        runCli({"chart", "--kind", "plan-vs-actual", "-o", png, "--database", m_database});
    EXPECT_EQ(noDecision.exitCode, 2);
    EXPECT_NE(noDecision.err.find("--kind plan-vs-actual: missing --decision ID"),
              std::string::npos);
}

// --slides writes the recorded scenario's deck (what `slides` writes for the same scenario)
// with the plan against the bill as its first page; with -o the report is written as well,
// and --size sizes every page as it does for `slides`.
TEST_F(CliDecisionCompare, TheSlidesOpenWithThePlanAgainstTheBill)
{
    SKIP_WITHOUT_GUI();
    ASSERT_TRUE(m_recorded);
    importBills();
    const std::string plain = (m_dir / "scenario-deck.pdf").string();
    const ProcessResult slides = runCli(
        {"slides", (m_dir / "scenario.json").string(), "-o", plain, "--database", m_database});
    ASSERT_EQ(slides.exitCode, 0) << slides.err;
    const std::size_t scenarioPages = pdfPages(readFile(plain)).size();
    ASSERT_GT(scenarioPages, 0u);

    const std::string deck = (m_dir / "compare-deck.pdf").string();
    const ProcessResult written =
        runCli({"decisions", "compare", "1", "--slides", deck, "--database", m_database});
    ASSERT_EQ(written.exitCode, 0) << written.err;
    EXPECT_TRUE(written.out.empty()) << written.out;
    EXPECT_TRUE(written.err.empty()) << written.err;
    const auto pages = pdfPages(readFile(deck));
    ASSERT_EQ(pages.size(), scenarioPages + 1);
    for (const auto &[width, height] : pages) {
        // 1920 x 1080 pixels at 96 per inch, as `slides` draws by default.
        EXPECT_NEAR(width, 1440.0, 1.0);
        EXPECT_NEAR(height, 810.0, 1.0);
    }
    EXPECT_NE(pdfPageText(deck, 1).find("Plan against the bill"), std::string::npos)
        << pdfPageText(deck, 1);
    EXPECT_EQ(pdfPageText(deck, 2).find("Plan against the bill"), std::string::npos);

    const std::string report = (m_dir / "compare.pdf").string();
    const std::string small = (m_dir / "small-deck.pdf").string();
    const ProcessResult both = runCli({"decisions", "compare", "1", "-o", report, "--slides", small,
                                       "--size", "1280x720", "--database", m_database});
    ASSERT_EQ(both.exitCode, 0) << both.err;
    EXPECT_NE(pdfPageText(report, 1).find("Plan against the bill"), std::string::npos);
    const auto smallPages = pdfPages(readFile(small));
    ASSERT_EQ(smallPages.size(), scenarioPages + 1);
    EXPECT_NEAR(smallPages.front().first, 960.0, 1.0);
    EXPECT_NEAR(smallPages.front().second, 540.0, 1.0);
}

TEST_F(CliDecisionCompare, BadSlidesOptionsAreRefusedNamingTheValue)
{
    SKIP_WITHOUT_GUI();
    ASSERT_TRUE(m_recorded);
    importBills();
    const std::string deck = (m_dir / "deck.pdf").string();
    const std::string png = (m_dir / "deck.png").string();
    struct Case
    {
        std::vector<std::string> options;
        std::string mentions;
    };
    const std::vector<Case> cases{
        {{"--slides", deck, "--size", "100x80"}, "--size 100x80: each side must be from 200"},
        {{"--slides", deck, "--size", "widexhigh"}, "--size \"widexhigh\" is not WIDTHxHEIGHT"},
        {{"--slides", deck, "--size", "720x1280"}, "--size 720x1280: slides are landscape"},
        {{"--slides", png}, "--slides " + png + ": a deck is a PDF"},
        {{"--size", "1280x720"}, "--size sizes the slides: give --slides DECK.pdf"},
        {{"--slides"}, "--slides"},
    };
    for (const Case &c : cases) {
        std::vector<std::string> arguments{"decisions", "compare", "1", "--database", m_database};
        arguments.insert(arguments.end(), c.options.begin(), c.options.end());
        SCOPED_TRACE(c.mentions);
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_EQ(result.err.rfind("error: decisions compare: ", 0), 0u) << result.err;
        EXPECT_NE(result.err.find(c.mentions), std::string::npos) << result.err;
        EXPECT_FALSE(std::filesystem::exists(deck));
        EXPECT_FALSE(std::filesystem::exists(png));
    }
    const std::string unwritable = (m_dir / "no-such-dir" / "deck.pdf").string();
    const ProcessResult refused =
        runCli({"decisions", "compare", "1", "--slides", unwritable, "--database", m_database});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_EQ(refused.err.rfind(
                  "error: decisions compare --slides: " + unwritable + ": cannot write (", 0),
              0u)
        << refused.err;
}

TEST_F(CliDecisionCompare, HelpNamesTheSlidesAndTheirSize)
{
    SKIP_WITHOUT_GUI();
    for (const std::vector<std::string> &arguments :
         {std::vector<std::string>{"decisions", "--help"},
          {"help", "decisions"},
          {"decisions", "compare", "--help"}}) {
        const ProcessResult help = runCli(arguments);
        ASSERT_EQ(help.exitCode, 0) << help.err;
        EXPECT_NE(help.out.find("[--slides DECK.pdf [--size WxH]]"), std::string::npos) << help.out;
        EXPECT_NE(help.out.find("--slides PATH"), std::string::npos) << help.out;
        EXPECT_NE(help.out.find("--size WxH"), std::string::npos) << help.out;
        EXPECT_NE(help.out.find("the plan against the bill first"), std::string::npos) << help.out;
    }
}

} // namespace acceldecide::test
