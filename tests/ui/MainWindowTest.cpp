// The main window end to end, offscreen: it starts with the embedded example evaluated,
// opens scenario files, and reports invalid ones without losing what it shows.

#include "ui/MainWindow.h"

#include "core/model/Evaluation.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/results/OptionResultsModel.h"
#include "ui/scenario/RecommendationBanner.h"
#include "ui/scenario/ScenarioPanel.h"
#include <QLineEdit>

#include "QtPrinters.h"
#include "ui/charts/ChartArea.h"
#include "ui/present/PresentationWindow.h"
#include "ui/render/charts/EvaluationChart.h"

#include <QChart>
#include <QPointer>
#include <QTest>
#include <QUndoStack>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QKeySequence>
#include <QStatusBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

namespace acceldecide::ui {
namespace {

QByteArray exampleText()
{
    QFile file(MainWindow::kExampleScenarioPath);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

bool hasActionWithShortcut(const MainWindow &window, const QKeySequence &shortcut)
{
    for (const QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == shortcut)
            return true;
    }
    return false;
}

TEST(MainWindowTest, StartsWithTheEvaluatedExample)
{
    MainWindow window;
    window.show();
    QApplication::processEvents();

    ASSERT_FALSE(window.document()->scenario().options.empty())
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_EQ(window.scenarioPath(), MainWindow::kExampleScenarioPath);

    const Evaluation &evaluation = window.controller()->evaluation();
    EXPECT_GE(evaluation.options.size(), 2u);
    EXPECT_EQ(window.resultsModel()->rowCount(), static_cast<int>(evaluation.options.size()));
    EXPECT_FALSE(evaluation.recommendation.option.empty());

    const QString name = QString::fromStdString(window.document()->scenario().name);
    EXPECT_EQ(window.scenarioPanel()->nameEdit()->text(), name);
    EXPECT_TRUE(window.windowTitle().contains(name)) << window.windowTitle().toStdString();
    EXPECT_EQ(window.banner()->summaryText(),
              QString::fromStdString(evaluation.recommendation.summary));
    EXPECT_TRUE(window.statusBar()->currentMessage().startsWith("Evaluated"))
        << window.statusBar()->currentMessage();

    // Every cell of the table renders something.
    const OptionResultsModel &model = *window.resultsModel();
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column)
            EXPECT_FALSE(model.data(model.index(row, column)).toString().isEmpty());
    }
}

TEST(MainWindowTest, HasOpenAndQuitShortcuts)
{
    MainWindow window;
    EXPECT_TRUE(hasActionWithShortcut(window, QKeySequence::Open));
    EXPECT_TRUE(hasActionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_Q)));
}

TEST(MainWindowTest, OpensAScenarioFile)
{
    MainWindow window;
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QByteArray text = exampleText();
    ASSERT_FALSE(text.isEmpty());
    const QString path = writeFile(dir, "copy.json", text);
    ASSERT_FALSE(path.isEmpty());

    EXPECT_TRUE(window.loadScenarioFile(path).isEmpty());
    EXPECT_EQ(window.scenarioPath(), path);
    EXPECT_GE(window.resultsModel()->rowCount(), 2);
}

TEST(MainWindowTest, ReportsEveryProblemAndKeepsTheCurrentScenario)
{
    MainWindow window;
    ASSERT_FALSE(window.document()->scenario().options.empty());
    const int rows = window.resultsModel()->rowCount();

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString invalid = writeFile(dir, "invalid.json",
                                      R"({"format": "acceldecide.scenario", "version": 1,
                                          "name": "Broken", "horizon_months": 0})");
    ASSERT_FALSE(invalid.isEmpty());

    const QStringList problems = window.loadScenarioFile(invalid);
    EXPECT_FALSE(problems.isEmpty());
    EXPECT_TRUE(problems.join('\n').contains("horizon_months")) << problems.join('\n');
    EXPECT_EQ(window.scenarioPath(), MainWindow::kExampleScenarioPath);
    EXPECT_EQ(window.resultsModel()->rowCount(), rows);

    EXPECT_FALSE(window.loadScenarioFile(dir.filePath("missing.json")).isEmpty());
    EXPECT_FALSE(window.loadScenarioFile(writeFile(dir, "garbage.json", "{not json")).isEmpty());
    EXPECT_EQ(window.scenarioPath(), MainWindow::kExampleScenarioPath);
}

TEST(MainWindowTest, OpensTheCatalogGivenOnTheCommandLine)
{
    QTemporaryDir dir;
    MainWindow window;
    EXPECT_EQ(window.catalog(), nullptr);
    const QString path = dir.filePath("catalog.sqlite");
    EXPECT_TRUE(window.loadCatalog(path).ok());
    ASSERT_NE(window.catalog(), nullptr);
    EXPECT_EQ(window.databasePath(), path);
    EXPECT_TRUE(QFile::exists(path)); // created and seeded on first use
}

TEST(MainWindowTest, ACatalogThatCannotBeOpenedIsReportedNotFatal)
{
    QTemporaryDir dir;
    const QString notes = writeFile(dir, "notes.txt", QByteArray(4096, 'x'));
    MainWindow window;
    const Expected<void, QString> problem = window.loadCatalog(notes);
    ASSERT_FALSE(problem.ok());
    EXPECT_TRUE(problem.error().contains("not an AccelDecide catalog"))
        << problem.error().toStdString();
    EXPECT_EQ(window.catalog(), nullptr);
    EXPECT_TRUE(window.loadScenarioFile(MainWindow::kExampleScenarioPath).isEmpty());
}

TEST(MainWindowTest, HasTheWorkspaceShortcuts)
{
    MainWindow window;
    for (const QKeySequence &shortcut :
         {QKeySequence(QKeySequence::Undo), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
          QKeySequence(Qt::Key_F5), QKeySequence(QKeySequence::Save),
          QKeySequence(QKeySequence::New)})
        EXPECT_TRUE(hasActionWithShortcut(window, shortcut)) << shortcut.toString().toStdString();
}

TEST(MainWindowTest, AnEditMarksTheTitleAndUndoClearsIt)
{
    MainWindow window;
    window.show();
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_TRUE(window.windowTitle().contains("[*]"));
    const double before = window.controller()->evaluation().options[0].tcoUsd;
    ASSERT_TRUE(window.document()
                    ->apply("workload.tokens_per_day_billion", "Tokens per day",
                            [](Scenario &s) { s.workload.tokensPerDayBillion *= 2; })
                    .ok());
    EXPECT_TRUE(window.isWindowModified());
    EXPECT_NE(window.controller()->evaluation().options[0].tcoUsd, before);
    EXPECT_EQ(window.resultsModel()->evaluation().options[0].tcoUsd,
              window.controller()->evaluation().options[0].tcoUsd);
    window.document()->undoStack()->undo();
    EXPECT_FALSE(window.isWindowModified());
    EXPECT_EQ(window.controller()->evaluation().options[0].tcoUsd, before);
}

TEST(MainWindowTest, PresentationModeStepsThroughTheChartsAndLeavesOnEscape)
{
    MainWindow window;
    window.show();
    window.present();
    QApplication::processEvents();
    auto *presentation = qobject_cast<PresentationWindow *>(QApplication::activeWindow());
    if (!presentation) {
        const auto windows = QApplication::topLevelWidgets();
        for (QWidget *widget : windows)
            if (auto *candidate = qobject_cast<PresentationWindow *>(widget))
                presentation = candidate;
    }
    ASSERT_NE(presentation, nullptr);
    EXPECT_EQ(presentation->chartCount(), 11);
    EXPECT_EQ(presentation->currentIndex(), 0);
    QTest::keyClick(presentation, Qt::Key_Right);
    EXPECT_EQ(presentation->currentIndex(), 1);
    QTest::keyClick(presentation, Qt::Key_Left);
    QTest::keyClick(presentation, Qt::Key_Left);
    // Wraps to the last chart with something to show: a chart with nothing to draw for
    // this scenario (no uncertainty ranges, no commitment) is never a slide.
    const ChartInputs inputs = window.chartArea()->inputs();
    int last = presentation->chartCount() - 1;
    while (last > 0 && !presentation->chartAt(last)->hasContent(inputs))
        --last;
    EXPECT_EQ(presentation->currentIndex(), last);
    for (int i = 0; i < presentation->chartCount(); ++i) {
        QTest::keyClick(presentation, Qt::Key_Right);
        EXPECT_TRUE(presentation->chartAt(presentation->currentIndex())->hasContent(inputs))
            << presentation->chartAt(presentation->currentIndex())->title().toStdString();
    }
    // Large fonts: the presentation's chart titles are bigger than the window's.
    EXPECT_GT(presentation->chartAt(0)->chart()->titleFont().pointSizeF(),
              window.chartArea()->chartAt(0)->chart()->titleFont().pointSizeF() * 1.5);
    QPointer<PresentationWindow> guard(presentation);
    QTest::keyClick(presentation, Qt::Key_Escape);
    QApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_TRUE(guard.isNull() || !guard->isVisible());
}

} // namespace
} // namespace acceldecide::ui

namespace acceldecide::ui {
namespace {

// Opening scenarios one after another, each chart tab shown: a chart rebuilding its series
// for fewer options moves its axes before it sets its new labels, and those labels must
// never map a point through a series already removed (that crashed in Qt Charts).
TEST(MainWindowTest, OpeningEveryExampleInTurnRedrawsEveryChart)
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QDir examples(QStringLiteral(ACCELDECIDE_SCENARIOS_DIR));
    QStringList files = examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    ASSERT_GE(files.size(), 5);
    // Largest first, so each file that follows has as many options or fewer.
    std::sort(files.begin(), files.end(), [&](const QString &a, const QString &b) {
        return QFileInfo(examples.filePath(a)).size() > QFileInfo(examples.filePath(b)).size();
    });
    ChartArea *area = window.chartArea();
    for (const QString &file : files) {
        SCOPED_TRACE(file.toStdString());
        EXPECT_TRUE(window.loadScenarioFile(examples.filePath(file)).isEmpty());
        for (int tab = 0; tab < area->count(); ++tab) {
            area->setCurrentIndex(tab);
            QApplication::processEvents();
        }
    }
    EXPECT_GE(window.resultsModel()->rowCount(), 1);
}

} // namespace
} // namespace acceldecide::ui
