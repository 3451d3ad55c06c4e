// End-to-end tests of `acceldecide-cli report`: the PDF's text (pdftotext, from
// poppler-utils) says what `evaluate` computes for the same scenario, has every section
// in order and one footer per page, and matches a reviewed golden copy exactly.
#include "CliProcess.h"
#include "SkipWithoutGui.h"

#include "core/text/MoneyFormat.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string scenarioPath(const std::string &name)
{
    return std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + name + ".json";
}

std::string readFile(const fs::path &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

// Standard output of a shell command (pdftotext, pdfinfo); fails the test when it fails.
std::string shell(const std::string &command)
{
    std::string out;
    FILE *pipe = ::popen(command.c_str(), "r");
    if (!pipe)
        return out;
    char buffer[4096];
    while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe))
        out.append(buffer, n);
    EXPECT_EQ(::pclose(pipe), 0) << command;
    return out;
}

// Words separated by single spaces: sentences wrap differently on the page than in a test.
// pdftotext joins a word hyphenated at a line end ("trn1-" / "ri3y)" becomes "trn1ri3y)"),
// so a sentence naming hyphenated ids is compared without hyphens.
std::string withoutHyphens(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), '-'), text.end());
    return text;
}

std::string flatten(const std::string &text)
{
    std::string out;
    bool space = false;
    for (char c : text) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r') {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

class ReportFixture : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_dir = fs::temp_directory_path() /
                ("acceldecide-report-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    fs::path m_dir;
};

std::string caseName(const ::testing::TestParamInfo<std::string> &info)
{
    std::string name = info.param;
    for (char &c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

class ReportScenarioTest : public ::testing::TestWithParam<std::string>
{
protected:
    void SetUp() override
    {
        m_dir = fs::temp_directory_path() / ("acceldecide-report-" + std::to_string(::getpid()) +
                                             "-" + caseName({GetParam(), 0}));
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    fs::path m_dir;
};

const std::vector<std::string> kScenarios = {
    "seed000-trn1-monthly-capacity",      "seed001-decision-matrix-uncertainty",
    "seed001-trn3-vs-h100-savings-plans", "seed003-trn1-vs-p5",
    "seed004-trn3-vs-h200-inference",     "seed001-startup-70b-savings-plan-scenarios"};

std::string breakEvenWords(const json &entry)
{
    if (!entry["reached"].get<bool>())
        return "not reached (no net saving per unit of work)";
    std::string out;
    auto add = [&out](const json &value, int decimals, const std::string &unit) {
        if (value.is_null())
            return;
        out +=
            (out.empty() ? "" : ", ") + MoneyFormat::number(value.get<double>(), decimals) + unit;
    };
    const auto zero = [](const json &value) {
        return value.is_null() || value.get<double>() == 0.0;
    };
    // No extra one-time cost is said in words, never as "0.00 runs".
    if (zero(entry["runs"]) && zero(entry["tokens_billion"]) && zero(entry["days"])) {
        out = "immediately (no extra one-time cost)";
    } else {
        add(entry["runs"], 2, " runs");
        add(entry["tokens_billion"], 1, " B tokens");
        add(entry["days"], 1, " days");
    }
    out += entry["month"].is_null()
               ? "; the cumulative costs do not cross within the horizon"
               : "; cumulative costs cross in month " + std::to_string(entry["month"].get<int>());
    return out;
}

TEST_P(ReportScenarioTest, SaysWhatEvaluatePrints)
{
    SKIP_WITHOUT_GUI();
    const std::string input = scenarioPath(GetParam());
    const fs::path pdf = m_dir / "report.pdf";
    const ProcessResult report = runCli({"report", input, "-o", pdf.string()});
    ASSERT_EQ(report.exitCode, 0) << report.err;
    EXPECT_EQ(report.out, "");
    ASSERT_EQ(readFile(pdf).substr(0, 5), "%PDF-");

    const ProcessResult evaluate = runCli({"evaluate", input});
    ASSERT_EQ(evaluate.exitCode, 0) << evaluate.err;
    const json result = json::parse(evaluate.out);
    const std::string text = flatten(shell("pdftotext -enc UTF-8 '" + pdf.string() + "' -"));

    // The recommendation, the headline saving and the break-even of the title page.
    const json &facts = result["recommendation"]["slots"];
    const std::string baseline = result["baseline"];
    const int horizon = result["horizon_months"];
    if (result["recommendation"]["option"].is_null()) {
        // Every option fails a check: the title page says so, and the summary names them.
        EXPECT_NE(text.find("No recommendation: no option passes the checks."), std::string::npos)
            << text.substr(0, 600);
        for (const json &setAside : result["recommendation"]["set_aside"])
            EXPECT_NE(text.find(setAside["option"].get<std::string>() + " is never recommended"),
                      std::string::npos)
                << setAside["option"];
    } else if (const std::string option = result["recommendation"]["option"]; option == baseline) {
        EXPECT_NE(text.find("Recommendation: stay on " + facts["option_label"].get<std::string>() +
                            " (" + option + "), the baseline."),
                  std::string::npos);
    } else {
        EXPECT_NE(withoutHyphens(text).find(withoutHyphens(
                      "Recommendation: move to " + facts["option_label"].get<std::string>() + " (" +
                      option + ").")),
                  std::string::npos)
            << text.substr(0, 600);
        const std::string headline =
            "Saving over " + std::to_string(horizon) +
            " months: " + MoneyFormat::usd(facts["saving_usd"].get<double>()) + " (" +
            MoneyFormat::number(facts["saving_percent"].get<double>(), 1) + " %) against " +
            baseline;
        EXPECT_NE(text.find(headline), std::string::npos) << headline;
        const std::string breakEven = "Break-even: " + breakEvenWords(facts["break_even"]) + ".";
        EXPECT_NE(text.find(breakEven), std::string::npos) << breakEven;
    }

    // Every option's TCO, at the report's precision (whole dollars), in its key-figures row.
    for (const json &entry : result["options"]) {
        const std::string id = entry["id"];
        const std::string tco = MoneyFormat::usd(entry["tco_usd"].get<double>());
        const std::string row = (id == baseline ? id + " (baseline)" : id) + " " + tco;
        EXPECT_NE(text.find(row), std::string::npos) << "missing TCO row: " << row;
    }

    // The sections, in order.
    std::size_t at = 0;
    for (const char *title :
         {"Decision report", "Executive summary", "Inputs and assumptions", "Charts",
          "Decision matrix", "Warnings and risks", "Appendix A: Sources", "Appendix B: Formulas"}) {
        const std::size_t found = text.find(title, at);
        ASSERT_NE(found, std::string::npos) << "section missing or out of order: " << title;
        at = found;
    }

    // One "Page N of M" footer per page, M = the PDF's page count.
    const std::string info = shell("pdfinfo '" + pdf.string() + "'");
    std::smatch pagesMatch;
    ASSERT_TRUE(std::regex_search(info, pagesMatch, std::regex(R"(Pages:\s+(\d+))")));
    const int pages = std::stoi(pagesMatch[1]);
    EXPECT_GE(pages, 5);
    for (int page = 1; page <= pages; ++page)
        EXPECT_NE(text.find("Page " + std::to_string(page) + " of " + std::to_string(pages)),
                  std::string::npos)
            << "page " << page;
    EXPECT_EQ(text.find("Page " + std::to_string(pages + 1) + " of"), std::string::npos);
    // Fonts are embedded (pdffonts' "emb" column says yes for every font).
    const std::string fonts = shell("pdffonts '" + pdf.string() + "'");
    EXPECT_EQ(fonts.find(" no  "), fonts.find(" no  yes")) << fonts; // emb column never "no"
}

// The whole text of each example's report against a reviewed copy. After a deliberate
// change, regenerate with ACCELDECIDE_UPDATE_GOLDEN=1, review the diff and commit it.
TEST_P(ReportScenarioTest, MatchesGoldenText)
{
    SKIP_WITHOUT_GUI();
    const fs::path pdf = m_dir / "report.pdf";
    const ProcessResult report = runCli({"report", scenarioPath(GetParam()), "-o", pdf.string()});
    ASSERT_EQ(report.exitCode, 0) << report.err;
    const std::string text = shell("pdftotext -enc UTF-8 '" + pdf.string() + "' -");
    const fs::path golden =
        fs::path(ACCELDECIDE_TEST_FIXTURES) / "report-golden" / (GetParam() + ".txt");
    if (std::getenv("ACCELDECIDE_UPDATE_GOLDEN")) {
        std::ofstream(golden, std::ios::binary) << text;
        GTEST_SKIP() << "golden file rewritten: " << golden;
    }
    ASSERT_TRUE(fs::exists(golden)) << golden;
    EXPECT_EQ(text, readFile(golden)) << "report text differs from " << golden;
}

INSTANTIATE_TEST_SUITE_P(Examples, ReportScenarioTest, ::testing::ValuesIn(kScenarios), caseName);

class CliReportTest : public ReportFixture
{};

TEST_F(CliReportTest, InvalidScenarioGivesEvaluatesErrorsAndNoFile)
{
    SKIP_WITHOUT_GUI();
    const std::string input = std::string(ACCELDECIDE_TEST_FIXTURES) + "/invalid-two-errors.json";
    const fs::path pdf = m_dir / "report.pdf";
    const ProcessResult report = runCli({"report", input, "-o", pdf.string()});
    const ProcessResult evaluate = runCli({"evaluate", input});
    EXPECT_EQ(report.exitCode, 2);
    EXPECT_EQ(evaluate.exitCode, 2);
    EXPECT_EQ(report.err, evaluate.err);
    EXPECT_EQ(report.out, "");
    EXPECT_FALSE(fs::exists(pdf));
}

TEST_F(CliReportTest, FailedReportLeavesTheExistingFileAlone)
{
    SKIP_WITHOUT_GUI();
    const fs::path pdf = m_dir / "report.pdf";
    std::ofstream(pdf) << "the previous report";
    const ProcessResult report =
        runCli({"report", std::string(ACCELDECIDE_TEST_FIXTURES) + "/invalid-truncated.json", "-o",
                pdf.string()});
    EXPECT_EQ(report.exitCode, 2);
    EXPECT_EQ(readFile(pdf), "the previous report");

    const ProcessResult replaced =
        runCli({"report", scenarioPath("seed004-trn3-vs-h200-inference"), "-o", pdf.string()});
    ASSERT_EQ(replaced.exitCode, 0) << replaced.err;
    EXPECT_EQ(readFile(pdf).substr(0, 5), "%PDF-");
    // Nothing else is left behind in the directory (no temporary files).
    EXPECT_EQ(std::distance(fs::directory_iterator(m_dir), fs::directory_iterator()), 1);
}

TEST_F(CliReportTest, UnwritablePathIsAClearError)
{
    SKIP_WITHOUT_GUI();
    const std::string path = (m_dir / "no-such-directory" / "report.pdf").string();
    const ProcessResult report =
        runCli({"report", scenarioPath("seed004-trn3-vs-h200-inference"), "-o", path});
    EXPECT_EQ(report.exitCode, 2);
    EXPECT_NE(report.err.find("error: " + path + ": cannot write"), std::string::npos)
        << report.err;
    EXPECT_EQ(report.out, "");
}

TEST_F(CliReportTest, UsageErrorsNameTheFlag)
{
    SKIP_WITHOUT_GUI();
    const std::string input = scenarioPath("seed004-trn3-vs-h200-inference");
    const std::string pdf = (m_dir / "r.pdf").string();
    for (const auto &[arguments, expected] :
         std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"report", input}, "missing -o OUT.pdf"},
             {{"report", "-o", pdf}, "missing FILE.json"},
             {{"report", input, "-o", pdf, "--page-size", "A5"},
              "--page-size: \"A5\" is not A4 or Letter"},
             {{"report", input, "-o", pdf, "--seed", "-3"}, "--seed: \"-3\""},
             {{"report", input, "-o", pdf, "--monte-carlo", "99999999999"}, "--monte-carlo:"},
             {{"report", input, "-o", pdf, "--colour"}, "unknown option \"--colour\""},
         }) {
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.back();
        EXPECT_NE(result.err.find(expected), std::string::npos) << result.err;
        EXPECT_FALSE(fs::exists(pdf));
    }
}

TEST_F(CliReportTest, LetterPageSize)
{
    SKIP_WITHOUT_GUI();
    const fs::path pdf = m_dir / "letter.pdf";
    const ProcessResult report = runCli({"report", scenarioPath("seed003-trn1-vs-p5"), "-o",
                                         pdf.string(), "--page-size", "Letter"});
    ASSERT_EQ(report.exitCode, 0) << report.err;
    EXPECT_NE(shell("pdfinfo '" + pdf.string() + "'").find("612 x 792 pts (letter)"),
              std::string::npos);
}

TEST_F(CliReportTest, HelpListsEveryOption)
{
    SKIP_WITHOUT_GUI();
    const ProcessResult help = runCli({"report", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    for (const char *option :
         {"-o, --output", "--database", "--page-size", "--seed", "--monte-carlo"})
        EXPECT_NE(help.out.find(option), std::string::npos) << option;
}

} // namespace
} // namespace acceldecide::test
