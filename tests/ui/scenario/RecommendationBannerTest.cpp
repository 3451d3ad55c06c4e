// The banner above the charts: the recommendation respects the evaluation's own checks,
// and every warning the summary counts is listed, in a list that scrolls when long.

#include "ui/scenario/RecommendationBanner.h"
#include "ui/MainWindow.h"
#include "ui/document/EvaluationController.h"

#include "core/model/Evaluation.h"

#include <QApplication>
#include <QScrollArea>
#include <QStatusBar>
#include <QTemporaryDir>

#include <fstream>
#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

QString example(const char *name)
{
    return QStringLiteral(ACCELDECIDE_SCENARIOS_DIR "/") + QLatin1String(name);
}

TEST(RecommendationBannerTest, Seed001SavingsPlansRecommendsNothingImpossible)
{
    MainWindow window;
    ASSERT_TRUE(
        window.loadScenarioFile(example("seed001-trn3-vs-h100-savings-plans.json")).isEmpty())
        << window.statusBar()->currentMessage().toStdString();
    window.show();
    QApplication::processEvents();

    const Evaluation &evaluation = window.controller()->evaluation();
    EXPECT_TRUE(evaluation.recommendation.option.empty());
    const QString summary = window.banner()->summaryText();
    EXPECT_TRUE(summary.startsWith(QStringLiteral("No recommendation: "))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("Choose"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("physically impossible"))) << summary.toStdString();
}

TEST(RecommendationBannerTest, ChancesOfBeingCheaperFollowEveryMonteCarloResult)
{
    MainWindow window;
    window.controller()->setMonteCarloSamples(40'000);
    ASSERT_TRUE(
        window.loadScenarioFile(example("seed001-decision-matrix-uncertainty.json")).isEmpty())
        << window.statusBar()->currentMessage().toStdString();
    window.show();
    QApplication::processEvents();

    // The quick result first, then the refined one.
    const QString quick = window.banner()->uncertaintyText();
    EXPECT_TRUE(quick.startsWith(QStringLiteral("Cheaper than "))) << quick.toStdString();
    EXPECT_TRUE(quick.contains(QStringLiteral(" samples, refining)"))) << quick.toStdString();
    ASSERT_TRUE(window.controller()->waitForMonteCarlo());
    const QString refined = window.banner()->uncertaintyText();
    EXPECT_TRUE(refined.contains(QStringLiteral("(%L1 samples)").arg(40'000)))
        << refined.toStdString();
    const MonteCarloOptionResult &first = window.controller()->monteCarlo()->options.front();
    EXPECT_TRUE(
        refined.contains(QStringLiteral("%1%").arg(first.probabilityCheaper * 100.0, 0, 'f', 0)))
        << refined.toStdString();
}

TEST(RecommendationBannerTest, EveryCountedWarningIsListedAndTheListScrolls)
{
    MainWindow window;
    ASSERT_TRUE(
        window.loadScenarioFile(example("seed001-trn3-vs-h100-savings-plans.json")).isEmpty());
    window.show();
    QApplication::processEvents();

    const Evaluation &evaluation = window.controller()->evaluation();
    const RecommendationBanner &banner = *window.banner();
    const int counted = evaluation.recommendation.facts.warningCount;
    ASSERT_GT(counted, 5);
    EXPECT_TRUE(
        banner.summaryText().contains(QStringLiteral("%1 warnings need attention").arg(counted)));
    // One line per counted warning for copying and tooltips...
    EXPECT_EQ(banner.warningLines().size(), counted);
    // ...and the shown list names each option beside each of its warnings' messages.
    const QString html = banner.warningsHtml();
    for (const OptionResult &option : evaluation.options) {
        for (const Warning &warning : option.warnings) {
            const QString message = QString::fromStdString(warning.message).toHtmlEscaped();
            const qsizetype item = html.indexOf(message);
            ASSERT_GE(item, 0) << warning.message;
            const qsizetype start = html.lastIndexOf(QStringLiteral("<li>"), item);
            EXPECT_TRUE(html.mid(start, item - start)
                            .contains(QString::fromStdString(option.label).toHtmlEscaped()))
                << option.label << ": " << warning.message;
        }
    }
    // A long list scrolls rather than pushing the charts out of the window.
    const QScrollArea *area = banner.warningsArea();
    ASSERT_NE(area, nullptr);
    EXPECT_TRUE(area->isVisible());
    EXPECT_LT(area->maximumHeight(), 400);
}

// Every warning that sets an option aside is shown as severe (bold), whichever check
// raised it: here a serving layout that does not fit its accelerators' memory.
TEST(RecommendationBannerTest, EveryCheckThatSetsAnOptionAsideIsShownAsSevere)
{
    std::ifstream in(example("llama33-70b-serving-estimated.json").toStdString());
    nlohmann::json scenario = nlohmann::json::parse(in);
    auto &estimate = scenario["options"][0]["throughput"]["estimate"];
    estimate["dtype"] = "bf16"; // 141 GB of weights on one 80 GB H100
    estimate["tensor_parallel"] = 1;
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("does-not-fit.json"));
    std::ofstream(path.toStdString()) << scenario.dump(2);
    MainWindow window;
    ASSERT_TRUE(window.loadScenarioFile(path).isEmpty());
    window.show();
    QApplication::processEvents();
    const QString html = window.banner()->warningsHtml();
    const qsizetype at = html.indexOf(QStringLiteral("needs "));
    ASSERT_GE(at, 0) << html.toStdString();
    const qsizetype start = html.lastIndexOf(QStringLiteral("<li>"), at);
    EXPECT_TRUE(html.mid(start, at - start).contains(QStringLiteral("<b>")))
        << html.mid(start, at - start).toStdString();
}

} // namespace
} // namespace acceldecide::ui
