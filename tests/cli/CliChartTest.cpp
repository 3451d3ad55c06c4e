// `acceldecide-cli chart` run as a process: one PNG or SVG per --kind at the requested
// size, evaluate's messages for a bad scenario, usage errors naming the flag, and an
// output path that cannot be written (an existing file then stays as it was).
// cli_tests links no Qt: PNG sizes are read from the file's IHDR header.
#include "CliProcess.h"
#include "SkipWithoutGui.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <sys/resource.h>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

const std::string kWithUncertainty = "seed001-decision-matrix-uncertainty.json";
const std::string kWithoutUncertainty = "seed004-trn3-vs-h200-inference.json";
const std::vector<std::string> kKinds = {"tco",     "break-even",  "purchase", "cpm",
                                         "tornado", "monte-carlo", "cash-flow"};
// The savings-plan charts draw an option's commitment: seed 001's savings-plan example.
const std::string kWithCommitments = "seed001-startup-70b-savings-plan-scenarios.json";
const std::vector<std::string> kCommitmentKinds = {"commitment", "commitment-monthly",
                                                   "commitment-utilization"};
const std::string kWithStakeholders = "seed001-stakeholders.json";

std::string scenarioPath(const std::string &name)
{
    return std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + name;
}

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

// Width and height from a PNG's signature and IHDR chunk; nullopt when it is not one.
std::optional<std::pair<std::uint32_t, std::uint32_t>> pngSize(const std::string &bytes)
{
    static const std::string signature = "\x89PNG\r\n\x1a\n";
    if (bytes.size() < 24 || bytes.compare(0, 8, signature) != 0 ||
        bytes.compare(12, 4, "IHDR") != 0)
        return std::nullopt;
    const auto bigEndian = [&bytes](std::size_t at) {
        std::uint32_t value = 0;
        for (std::size_t i = 0; i < 4; ++i)
            value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
        return value;
    };
    return std::make_pair(bigEndian(16), bigEndian(20));
}

class CliChartTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_dir = fs::temp_directory_path() /
                ("acceldecide-chart-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string file(const std::string &name) const { return (m_dir / name).string(); }

    fs::path m_dir;
};

TEST_F(CliChartTest, EveryKindWritesAPngOfTheRequestedSizeAndAnSvg)
{
    SKIP_WITHOUT_GUI();
    for (const std::string &kind : kKinds) {
        SCOPED_TRACE(kind);
        const std::string png = file(kind + ".png");
        const ProcessResult result = runCli({"chart", scenarioPath(kWithUncertainty), "--kind",
                                             kind, "-o", png, "--width", "900", "--height", "540"});
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        const std::string bytes = readFile(png);
        const auto size = pngSize(bytes);
        ASSERT_TRUE(size.has_value()) << png;
        EXPECT_EQ(size->first, 900u);
        EXPECT_EQ(size->second, 540u);
        // A drawn chart compresses far worse than an empty 900 × 540 canvas (~3 KB).
        EXPECT_GT(bytes.size(), 15'000u);

        const std::string svg = file(kind + ".svg");
        const ProcessResult vector =
            runCli({"chart", scenarioPath(kWithUncertainty), "--kind=" + kind, "--output", svg,
                    "--width=800", "--height=450"});
        ASSERT_EQ(vector.exitCode, 0) << vector.err;
        const std::string text = readFile(svg);
        EXPECT_EQ(text.rfind("<?xml", 0), 0u) << text.substr(0, 100);
        EXPECT_NE(text.find("<svg"), std::string::npos);
        EXPECT_NE(text.find("viewBox=\"0 0 800 450\""), std::string::npos);
        EXPECT_NE(text.find("<polyline"), std::string::npos);
        EXPECT_NE(text.find("<text"), std::string::npos);
        EXPECT_EQ(text.find("<image"), std::string::npos); // vector, not an embedded bitmap
        EXPECT_NE(text.find("</svg>"), std::string::npos);
    }
}

TEST_F(CliChartTest, DefaultSizeUppercaseExtensionAndStandardInput)
{
    SKIP_WITHOUT_GUI();
    const std::string png = file("tco.PNG");
    const ProcessResult result = runCli({"chart", "-", "--kind", "tco", "-o", png},
                                        readFile(scenarioPath(kWithUncertainty)));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto size = pngSize(readFile(png));
    ASSERT_TRUE(size.has_value());
    EXPECT_EQ(*size, std::make_pair(1200u, 700u));
}

TEST_F(CliChartTest, TheSameSeedDrawsTheSameMonteCarloChart)
{
    SKIP_WITHOUT_GUI();
    const auto draw = [&](const std::string &name, const std::string &seed) {
        const std::string path = file(name);
        const ProcessResult result = runCli({"chart", scenarioPath(kWithUncertainty), "--kind",
                                             "monte-carlo", "-o", path, "--seed", seed});
        EXPECT_EQ(result.exitCode, 0) << result.err;
        return readFile(path);
    };
    const std::string first = draw("a.svg", "7");
    EXPECT_EQ(first, draw("b.svg", "7"));
    EXPECT_NE(first, draw("c.svg", "8"));
}

TEST_F(CliChartTest, InvalidScenariosGetEvaluatesMessagesAndNoFile)
{
    SKIP_WITHOUT_GUI();
    for (const std::string name :
         {"invalid-negative-throughput.json", "invalid-truncated.json", "invalid-two-errors.json",
          "invalid-unknown-key.json", "does-not-exist.json"}) {
        SCOPED_TRACE(name);
        const ProcessResult evaluate = runCli({"evaluate", fixturePath(name)});
        ASSERT_EQ(evaluate.exitCode, 2);
        const std::string png = file("out.png");
        const ProcessResult chart =
            runCli({"chart", fixturePath(name), "--kind", "tco", "-o", png});
        EXPECT_EQ(chart.exitCode, 2);
        EXPECT_EQ(chart.err, evaluate.err);
        EXPECT_TRUE(chart.out.empty()) << chart.out;
        EXPECT_FALSE(fs::exists(png));
    }
}

TEST_F(CliChartTest, MonteCarloNeedsUncertaintyRanges)
{
    SKIP_WITHOUT_GUI();
    const std::string png = file("mc.png");
    const ProcessResult result =
        runCli({"chart", scenarioPath(kWithoutUncertainty), "--kind", "monte-carlo", "-o", png});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("no uncertainty ranges"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find(kWithoutUncertainty), std::string::npos) << result.err;
    EXPECT_TRUE(result.out.empty());
    EXPECT_FALSE(fs::exists(png));
}

TEST_F(CliChartTest, CommitmentKindsDrawTheSavingsPlanExample)
{
    SKIP_WITHOUT_GUI();
    for (const std::string &kind : kCommitmentKinds) {
        for (const std::vector<std::string> &option :
             {std::vector<std::string>{}, {"--option", "trn3"}, {"--option=h100"}}) {
            SCOPED_TRACE(kind + (option.empty() ? "" : " " + option.back()));
            const std::string png = file(kind + ".png");
            std::vector<std::string> arguments = {"chart",    scenarioPath(kWithCommitments),
                                                  "--kind",   kind,
                                                  "-o",       png,
                                                  "--width",  "900",
                                                  "--height", "540"};
            arguments.insert(arguments.end(), option.begin(), option.end());
            const ProcessResult result = runCli(arguments);
            ASSERT_EQ(result.exitCode, 0) << result.err;
            EXPECT_TRUE(result.out.empty()) << result.out;
            EXPECT_TRUE(result.err.empty()) << result.err;
            const std::string bytes = readFile(png);
            const auto size = pngSize(bytes);
            ASSERT_TRUE(size.has_value()) << png;
            EXPECT_EQ(*size, std::make_pair(900u, 540u));
            EXPECT_GT(bytes.size(), 15'000u); // drawn, not an empty canvas
            fs::remove(png);
        }
    }
    // The option chosen is the option drawn: Trainium3's chart is not H100's.
    const auto draw = [&](const std::string &name, const std::string &option) {
        const std::string svg = file(name);
        const ProcessResult result = runCli({"chart", scenarioPath(kWithCommitments), "--kind",
                                             "commitment", "-o", svg, "--option", option});
        EXPECT_EQ(result.exitCode, 0) << result.err;
        return readFile(svg);
    };
    const std::string h100 = draw("h100.svg", "h100");
    const std::string trn3 = draw("trn3.svg", "trn3");
    EXPECT_NE(h100.find("H100"), std::string::npos);
    EXPECT_NE(trn3.find("Trainium3"), std::string::npos);
    EXPECT_EQ(trn3.find("\xe2\x80\x94 H100"), std::string::npos); // "— H100" in the title
}

TEST_F(CliChartTest, StakeholdersKindDrawsEachMembersTotals)
{
    SKIP_WITHOUT_GUI();
    const std::string png = file("stakeholders.png");
    const ProcessResult result =
        runCli({"chart", scenarioPath(kWithStakeholders), "--kind", "stakeholders", "-o", png,
                "--width", "900", "--height", "540"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.empty()) << result.out;
    EXPECT_TRUE(result.err.empty()) << result.err;
    const std::string bytes = readFile(png);
    EXPECT_EQ(pngSize(bytes), std::make_pair(900u, 540u));
    EXPECT_GT(bytes.size(), 15'000u); // drawn, not an empty canvas

    // One group of bars per member and one for the group, named on the axis.
    const std::string svg = file("stakeholders.svg");
    ASSERT_EQ(runCli({"chart", scenarioPath(kWithStakeholders), "--kind=stakeholders", "-o", svg})
                  .exitCode,
              0);
    const std::string text = readFile(svg);
    for (const char *member : {"CFO", "ML lead", "Group"})
        EXPECT_NE(text.find(member), std::string::npos) << member;
}

TEST_F(CliChartTest, StakeholdersKindNeedsStakeholders)
{
    SKIP_WITHOUT_GUI();
    const std::string png = file("stakeholders.png");
    const ProcessResult result =
        runCli({"chart", scenarioPath(kWithoutUncertainty), "--kind", "stakeholders", "-o", png});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--kind stakeholders: the scenario has no stakeholders"),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find(kWithoutUncertainty), std::string::npos) << result.err;
    EXPECT_TRUE(result.out.empty());
    EXPECT_FALSE(fs::exists(png));
}

TEST_F(CliChartTest, CommitmentKindsNameTheOptionThatHasNoCommitment)
{
    SKIP_WITHOUT_GUI();
    const std::string png = file("commitment.png");
    struct Case
    {
        std::string scenario;
        std::vector<std::string> extra;
        std::vector<std::string> mentions;
    };
    // Seed 004 buys at effective rates and on demand: no commitment, flat or stated.
    const std::vector<Case> cases{
        {kWithoutUncertainty, {}, {"--kind commitment", "no option has a commitment"}},
        {kWithoutUncertainty,
         {"--option", "trn3"},
         {"--option trn3", "\"trn3\" has no commitment"}},
        {kWithCommitments,
         {"--option", "a100"},
         {"--option a100", "no option \"a100\"", "h100, trn3"}},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.scenario + " " + (c.extra.empty() ? "" : c.extra.back()));
        std::vector<std::string> arguments = {
            "chart", scenarioPath(c.scenario), "--kind", "commitment", "-o", png};
        arguments.insert(arguments.end(), c.extra.begin(), c.extra.end());
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_EQ(result.err.rfind("error: " + scenarioPath(c.scenario) + ": ", 0), 0u)
            << result.err;
        for (const std::string &mention : c.mentions)
            EXPECT_NE(result.err.find(mention), std::string::npos) << mention << "\n" << result.err;
        EXPECT_FALSE(fs::exists(png));
    }
    // The other kinds draw whatever --option says (it only picks the commitment charts'
    // option), but a misspelt id is still an error.
    const ProcessResult tco = runCli(
        {"chart", scenarioPath(kWithUncertainty), "--kind", "tco", "-o", png, "--option", "trn3"});
    EXPECT_EQ(tco.exitCode, 0) << tco.err;
    fs::remove(png);
    const ProcessResult misspelt = runCli(
        {"chart", scenarioPath(kWithUncertainty), "--kind", "tco", "-o", png, "--option", "trn"});
    EXPECT_EQ(misspelt.exitCode, 2);
    EXPECT_NE(misspelt.err.find("no option \"trn\""), std::string::npos) << misspelt.err;
    EXPECT_FALSE(fs::exists(png));
}

TEST_F(CliChartTest, BadCommandLinesNameTheFlag)
{
    SKIP_WITHOUT_GUI();
    const std::string input = scenarioPath(kWithUncertainty);
    const std::string png = file("out.png");
    struct Case
    {
        std::vector<std::string> arguments;
        std::string mentions;
    };
    const std::vector<Case> cases{
        {{"chart", input, "--kind", "pie", "-o", png}, "--kind pie"},
        {{"chart", input, "--kind", "-o", png}, "--kind"},
        {{"chart", input, "-o", png}, "--kind"},
        {{"chart", input, "--kind", "tco"}, "-o"},
        {{"chart", input, "--kind", "tco", "-o"}, "-o needs a value"},
        {{"chart", input, "--kind", "tco", "-o", file("out.jpg")}, "-o"},
        {{"chart", input, "--kind", "tco", "-o", png, "--width", "50"}, "--width 50"},
        {{"chart", input, "--kind", "tco", "-o", png, "--width", "abc"}, "--width abc"},
        {{"chart", input, "--kind", "tco", "-o", png, "--width", "10001"}, "--width 10001"},
        {{"chart", input, "--kind", "tco", "-o", png, "--width=-3"}, "--width -3"},
        {{"chart", input, "--kind", "tco", "-o", png, "--height", "0"}, "--height 0"},
        {{"chart", input, "--kind", "tco", "-o", png, "--height"}, "--height"},
        {{"chart", input, "--kind", "tco", "-o", png, "--seed", "x"}, "--seed x"},
        {{"chart", input, "--kind", "tco", "-o", png, "--colour", "red"}, "--colour"},
        {{"chart", input, "--kind", "commitment", "-o", png, "--option"}, "--option"},
        {{"chart", input, "--kind", "commitment", "-o", png, "--option="}, "--option"},
        {{"chart", "--kind", "tco", "-o", png}, "FILE"},
        {{"chart", input, input, "--kind", "tco", "-o", png}, "FILE"},
    };
    for (const Case &c : cases) {
        std::string joined;
        for (const std::string &argument : c.arguments)
            joined += argument + " ";
        SCOPED_TRACE(joined);
        const ProcessResult result = runCli(c.arguments);
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_EQ(result.err.rfind("error: chart: ", 0), 0u) << result.err;
        EXPECT_NE(result.err.find(c.mentions), std::string::npos) << result.err;
        EXPECT_FALSE(fs::exists(png));
    }
}

TEST_F(CliChartTest, UnwritableOutputIsAClearError)
{
    SKIP_WITHOUT_GUI();
    const std::string inMissingDirectory = file("no-such-dir/out.png");
    const ProcessResult result = runCli(
        {"chart", scenarioPath(kWithUncertainty), "--kind", "tco", "-o", inMissingDirectory});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.empty());
    EXPECT_EQ(result.err.rfind("error: cannot write " + inMissingDirectory + ": ", 0), 0u)
        << result.err;

    // A regular file where a directory should be.
    const std::string underFile = scenarioPath(kWithUncertainty) + "/out.svg";
    const ProcessResult svg =
        runCli({"chart", scenarioPath(kWithUncertainty), "--kind", "tco", "-o", underFile});
    EXPECT_EQ(svg.exitCode, 2);
    EXPECT_NE(svg.err.find(underFile), std::string::npos) << svg.err;
}

TEST_F(CliChartTest, AnExistingFileIsReplacedOnlyByACompleteOne)
{
    SKIP_WITHOUT_GUI();
    const std::string png = file("deck.png");
    {
        std::ofstream old(png, std::ios::binary);
        old << "the previous picture";
    }
    // Every write past 4 KB fails (also as root); the child inherits the limit and the
    // ignored SIGXFSZ, so its write returns EFBIG instead of killing it.
    rlimit previous{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &previous), 0);
    rlimit limit = previous;
    limit.rlim_cur = 4096;
    const auto handler = std::signal(SIGXFSZ, SIG_IGN);
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &limit), 0);
    const ProcessResult failed =
        runCli({"chart", scenarioPath(kWithUncertainty), "--kind", "tco", "-o", png});
    setrlimit(RLIMIT_FSIZE, &previous);
    std::signal(SIGXFSZ, handler);

    EXPECT_EQ(failed.exitCode, 2);
    EXPECT_NE(failed.err.find("cannot write " + png), std::string::npos) << failed.err;
    EXPECT_EQ(readFile(png), "the previous picture");
    std::size_t files = 0;
    for ([[maybe_unused]] const auto &entry : fs::directory_iterator(m_dir))
        ++files;
    EXPECT_EQ(files, 1u); // no temporary file left behind

    const ProcessResult replaced =
        runCli({"chart", scenarioPath(kWithUncertainty), "--kind", "tco", "-o", png});
    ASSERT_EQ(replaced.exitCode, 0) << replaced.err;
    EXPECT_TRUE(pngSize(readFile(png)).has_value());
}

TEST_F(CliChartTest, HelpListsEveryOption)
{
    SKIP_WITHOUT_GUI();
    for (const std::vector<std::string> &arguments :
         {std::vector<std::string>{"chart", "--help"}, {"help", "chart"}}) {
        const ProcessResult result = runCli(arguments);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        for (const char *option :
             {"--kind", "-o, --output", "--width", "--height", "--database", "--seed", "--option",
              "--help", "tco", "break-even", "purchase", "cpm", "tornado", "monte-carlo",
              "commitment", "commitment-monthly", "commitment-utilization", "cash-flow",
              "stakeholders"})
            EXPECT_NE(result.out.find(option), std::string::npos) << option;
    }
}

} // namespace
} // namespace acceldecide::test
