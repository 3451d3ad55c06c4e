// `acceldecide-cli slides` run as a process: one landscape PDF page per slide that
// presentation mode shows, in its order, passing over the charts with nothing to draw;
// evaluate's messages for a bad scenario; usage errors naming the flag and value; an
// output path that cannot be written. cli_tests links no Qt GUI: pages are counted and
// measured in the PDF's own page objects.
#include "CliProcess.h"
#include "PdfPages.h"
#include "SkipWithoutGui.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

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

class CliSlidesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_dir = fs::temp_directory_path() /
                ("acceldecide-slides-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string file(const std::string &name) const { return (m_dir / name).string(); }

    fs::path m_dir;
};

struct DeckCase
{
    std::string scenario;
    // Presentation mode's slides for it: the eleven charts less those it passes over.
    std::size_t slides;
};

class CliSlidesDeckTest : public CliSlidesTest, public ::testing::WithParamInterface<DeckCase>
{};

TEST_P(CliSlidesDeckTest, OneLandscapePagePerSlide)
{
    SKIP_WITHOUT_GUI();
    const std::string pdf = file("deck.pdf");
    const ProcessResult result = runCli({"slides", scenarioPath(GetParam().scenario), "-o", pdf});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.empty()) << result.out;
    EXPECT_TRUE(result.err.empty()) << result.err;
    const std::string bytes = readFile(pdf);
    ASSERT_EQ(bytes.rfind("%PDF-", 0), 0u);
    const auto pages = pdfPages(bytes);
    ASSERT_EQ(pages.size(), GetParam().slides);
    for (const auto &[width, height] : pages) {
        // 1920 × 1080 pixels at 96 per inch: 1440 × 810 points.
        EXPECT_NEAR(width, 1440.0, 1.0);
        EXPECT_NEAR(height, 810.0, 1.0);
    }
}

INSTANTIATE_TEST_SUITE_P(ShippedExamples, CliSlidesDeckTest,
                         ::testing::Values(
                             // No uncertainty ranges, commitments or stakeholders: TCO, break-even,
                             // purchase models, unit cost, tornado and cash flow.
                             DeckCase{"seed004-trn3-vs-h200-inference.json", 6},
                             // Uncertainty ranges, stakeholders and flat 1-year savings plans
                             // (commitments like any other): all eleven charts.
                             DeckCase{"seed001-stakeholders.json", 11},
                             // Uncertainty ranges and a savings plan, no stakeholders.
                             DeckCase{"seed001-startup-70b-savings-plan-scenarios.json", 10}),
                         [](const ::testing::TestParamInfo<DeckCase> &info) {
                             return "Example" + std::to_string(info.index);
                         });

TEST_F(CliSlidesTest, SizeSetsEveryPageAndStandardInputIsRead)
{
    SKIP_WITHOUT_GUI();
    const std::string pdf = file("deck.PDF");
    const ProcessResult result =
        runCli({"slides", "-", "--output", pdf, "--size", "1280x720"},
               readFile(scenarioPath("seed004-trn3-vs-h200-inference.json")));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto pages = pdfPages(readFile(pdf));
    ASSERT_EQ(pages.size(), 6u);
    EXPECT_NEAR(pages.front().first, 960.0, 1.0);
    EXPECT_NEAR(pages.front().second, 540.0, 1.0);
}

TEST_F(CliSlidesTest, InvalidScenariosGetEvaluatesMessagesAndNoFile)
{
    SKIP_WITHOUT_GUI();
    for (const std::string name :
         {"invalid-negative-throughput.json", "invalid-truncated.json", "does-not-exist.json"}) {
        SCOPED_TRACE(name);
        const ProcessResult evaluate = runCli({"evaluate", fixturePath(name)});
        ASSERT_EQ(evaluate.exitCode, 2);
        const std::string pdf = file("deck.pdf");
        const ProcessResult slides = runCli({"slides", fixturePath(name), "-o", pdf});
        EXPECT_EQ(slides.exitCode, 2);
        EXPECT_EQ(slides.err, evaluate.err);
        EXPECT_TRUE(slides.out.empty()) << slides.out;
        EXPECT_FALSE(fs::exists(pdf));
    }
}

TEST_F(CliSlidesTest, BadCommandLinesNameTheFlagAndValue)
{
    SKIP_WITHOUT_GUI();
    const std::string input = scenarioPath("seed004-trn3-vs-h200-inference.json");
    const std::string pdf = file("deck.pdf");
    struct Case
    {
        std::vector<std::string> arguments;
        std::string mentions;
    };
    const std::vector<Case> cases{
        {{"slides", input}, "missing -o"},
        {{"slides", input, "-o"}, "-o needs a value"},
        {{"slides", input, "-o", file("deck.png")}, "-o " + file("deck.png")},
        {{"slides", input, "-o", pdf, "--size", "1920"}, "--size \"1920\""},
        {{"slides", input, "-o", pdf, "--size", "widexhigh"}, "--size \"widexhigh\""},
        {{"slides", input, "-o", pdf, "--size", "100x80"}, "--size 100x80"},
        {{"slides", input, "-o", pdf, "--size", "20000x1080"}, "--size 20000x1080"},
        {{"slides", input, "-o", pdf, "--size", "720x1280"},
         "--size 720x1280: slides are landscape"},
        {{"slides", input, "-o", pdf, "--size"}, "--size"},
        {{"slides", input, "-o", pdf, "--seed", "x"}, "--seed: \"x\""},
        {{"slides", input, "-o", pdf, "--kind", "tco"}, "--kind"},
        {{"slides", "-o", pdf}, "FILE"},
        {{"slides", input, input, "-o", pdf}, "FILE"},
    };
    for (const Case &c : cases) {
        std::string joined;
        for (const std::string &argument : c.arguments)
            joined += argument + " ";
        SCOPED_TRACE(joined);
        const ProcessResult result = runCli(c.arguments);
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_EQ(result.err.rfind("error: slides: ", 0), 0u) << result.err;
        EXPECT_NE(result.err.find(c.mentions), std::string::npos) << result.err;
        EXPECT_FALSE(fs::exists(pdf));
    }
}

TEST_F(CliSlidesTest, UnwritableOutputIsAClearError)
{
    SKIP_WITHOUT_GUI();
    const std::string input = scenarioPath("seed004-trn3-vs-h200-inference.json");
    for (const std::string &path : {file("no-such-dir/deck.pdf"), input + "/deck.pdf"}) {
        SCOPED_TRACE(path);
        const ProcessResult result = runCli({"slides", input, "-o", path});
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(result.out.empty());
        EXPECT_EQ(result.err.rfind("error: " + path + ": cannot write (", 0), 0u) << result.err;
    }
}

TEST_F(CliSlidesTest, HelpListsEveryOption)
{
    SKIP_WITHOUT_GUI();
    for (const std::vector<std::string> &arguments :
         {std::vector<std::string>{"slides", "--help"}, {"help", "slides"}}) {
        const ProcessResult result = runCli(arguments);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        for (const char *option : {"-o, --output", "--size", "--database", "--seed", "--help"})
            EXPECT_NE(result.out.find(option), std::string::npos) << option;
    }
    const ProcessResult top = runCli({"--help"});
    EXPECT_NE(top.out.find("slides FILE.json"), std::string::npos) << top.out;
}

} // namespace
} // namespace acceldecide::test
