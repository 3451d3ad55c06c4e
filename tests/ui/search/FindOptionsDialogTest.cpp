// Scenario → Find Options…: on the seeded catalog and a shipped training example, the table
// shows exactly core's searchMarket rows for the same inputs (and the text TextFormat makes
// of them); unticking a filter searches again and the table and the chart follow; the
// selected rows are added as options in one undo step that Ctrl+Z takes back, billed at
// the totals the dialog showed; an inference workload is drawn as bars; without a catalog
// the action is disabled.
#include "ui/search/FindOptionsDialog.h"
#include "ui/search/FoundOptions.h"
#include "ui/search/SearchFilterPanel.h"
#include "ui/search/SearchResultsChart.h"
#include "ui/search/SearchResultsModel.h"

#include "core/search/MarketSearch.h"
#include "core/text/TextFormat.h"
#include "database/pricing/MarketOffers.h"
#include "ui/MainWindow.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>
#include <set>

namespace acceldecide::ui {
namespace {

const QString kTraining =
    QStringLiteral(ACCELDECIDE_SCENARIOS_DIR "/llama31-70b-pretraining-estimated.json");
const QString kInference =
    QStringLiteral(ACCELDECIDE_SCENARIOS_DIR "/seed004-trn3-vs-h200-inference.json");

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

class FindOptionsDialogTest : public ::testing::Test
{
protected:
    // The window with the seeded catalog and `scenario` evaluated, and the dialog on it.
    void open(const QString &scenario = kTraining)
    {
        const auto loaded = m_window.loadCatalog(m_dir.filePath(QStringLiteral("catalog.sqlite")));
        ASSERT_TRUE(loaded.ok()) << loaded.error().toStdString();
        ASSERT_TRUE(m_window.loadScenarioFile(scenario).isEmpty());
        ASSERT_TRUE(m_window.controller()->problems().isEmpty());
        m_dialog = std::make_unique<FindOptionsDialog>(*m_window.catalog(), m_window.document(),
                                                       m_window.controller()->resolvedScenario(),
                                                       &m_window);
    }

    // What core gives for the same scenario, catalog and request, without the dialog.
    search::SearchResult coreResult(const search::SearchRequest &request)
    {
        const Scenario &resolved = m_window.controller()->resolvedScenario();
        auto offers = db::marketOffers(*m_window.catalog(), resolved.workload);
        EXPECT_TRUE(offers.ok());
        m_coreOffers = std::move(offers.value());
        return search::searchMarket(resolved, m_coreOffers, request);
    }

    void expectTableIs(const search::SearchResult &core)
    {
        const SearchResultsModel &model = *m_dialog->model();
        ASSERT_EQ(model.rowCount(), int(core.rows.size()));
        for (int i = 0; i < model.rowCount(); ++i) {
            const search::SearchRow &expected = core.rows[std::size_t(i)];
            const search::SearchRow &shown = model.rows()[std::size_t(i)];
            EXPECT_EQ(shown.candidate.option.label, expected.candidate.option.label) << i;
            EXPECT_DOUBLE_EQ(shown.tcoUsd, expected.tcoUsd) << i;
            EXPECT_EQ(shown.onParetoFront, expected.onParetoFront) << i;
            const auto cell = [&](int column) {
                return model.index(i, column).data().toString();
            };
            EXPECT_EQ(cell(SearchResultsModel::InstanceType),
                      qs(expected.candidate.offer->instanceType));
            EXPECT_EQ(cell(SearchResultsModel::Region), qs(expected.candidate.offer->region));
            EXPECT_EQ(cell(SearchResultsModel::Tco), qs(text::money(expected.tcoUsd)));
            EXPECT_EQ(cell(SearchResultsModel::RunHours),
                      qs(text::number(expected.wallClockHoursPerRun, 1)));
            EXPECT_EQ(cell(SearchResultsModel::PriceSource),
                      qs(expected.candidate.offer->sourceTitle));
        }
    }

    void select(const std::vector<int> &rows)
    {
        QTableView *table = m_dialog->table();
        for (const int row : rows)
            table->selectionModel()->select(table->model()->index(row, 0),
                                            QItemSelectionModel::Select |
                                                QItemSelectionModel::Rows);
    }

    void screenshot(QWidget &widget, const char *name)
    {
        const QString out = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
        if (out.isEmpty())
            return;
        widget.resize(1180, 800); // the dialog's own size; the offscreen screen is smaller
        widget.show();
        QApplication::processEvents();
        widget.grab().save(out + QStringLiteral("/") + QString::fromLatin1(name));
    }

    QTemporaryDir m_dir;
    MainWindow m_window;
    std::vector<search::MarketOffer> m_coreOffers;
    std::unique_ptr<FindOptionsDialog> m_dialog;
};

TEST_F(FindOptionsDialogTest, TableShowsCoresRowsForTheSameInputs)
{
    open();
    const search::SearchRequest request = m_dialog->filters()->request();
    EXPECT_EQ(request.objective, search::SearchObjective::Tco);
    const search::SearchResult core = coreResult(request);
    ASSERT_FALSE(core.rows.empty());
    expectTableIs(core);
    EXPECT_EQ(m_dialog->result().candidatesBilled, core.candidatesBilled);
    // Every candidate is drawn (those with a wall-clock time: all, for training), the
    // Pareto front as a line of its own.
    EXPECT_EQ(m_dialog->chart()->candidatePoints(), core.candidatesBilled);
    EXPECT_EQ(m_dialog->chart()->frontPoints(), int(core.paretoFront.size()));
    const QString status = m_dialog->statusText();
    EXPECT_TRUE(status.startsWith(QStringLiteral("%1 of %2 candidates billed from %3 offers")
                                      .arg(core.rows.size())
                                      .arg(core.candidatesBilled)
                                      .arg(core.offersConsidered)))
        << status.toStdString();
    if (core.skipped.total() > 0) {
        EXPECT_TRUE(status.contains(QStringLiteral("%1 passed over").arg(core.skipped.total())))
            << status.toStdString();
    }
    // Sorting by a column reorders the view, not the rows core ranked.
    m_dialog->table()->sortByColumn(SearchResultsModel::RunHours, Qt::AscendingOrder);
    EXPECT_EQ(m_dialog->model()->rows().front().candidate.option.label,
              core.rows.front().candidate.option.label);
    screenshot(*m_dialog, "find-options-training.png");
}

TEST_F(FindOptionsDialogTest, AFilterChangeSearchesAgainAndTheTableAndChartFollow)
{
    open();
    const int allPoints = m_dialog->chart()->candidatePoints();
    QListWidget *purchases = m_dialog->filters()->purchaseList();
    ASSERT_GE(purchases->count(), 2);
    // Only the first purchase model stays ticked.
    for (int i = 1; i < purchases->count(); ++i)
        purchases->item(i)->setCheckState(Qt::Unchecked);
    const auto kept = PurchaseModel(purchases->item(0)->data(Qt::UserRole).toInt());
    const search::SearchRequest request = m_dialog->filters()->request();
    ASSERT_EQ(request.filter.purchaseModels, std::vector<PurchaseModel>{kept});
    const search::SearchResult core = coreResult(request);
    expectTableIs(core);
    for (const search::SearchRow &row : m_dialog->model()->rows())
        EXPECT_EQ(row.candidate.offer->purchaseModel, kept);
    EXPECT_EQ(m_dialog->chart()->candidatePoints(), core.candidatesBilled);
    EXPECT_LT(m_dialog->chart()->candidatePoints(), allPoints);

    // The objective too: time to result ranks by a run's wall-clock hours.
    QComboBox *objective = m_dialog->filters()->objectiveBox();
    objective->setCurrentIndex(objective->findData(int(search::SearchObjective::TimeToResult)));
    expectTableIs(coreResult(m_dialog->filters()->request()));

    // Nothing ticked: nothing can match, and the dialog says which list.
    purchases->item(0)->setCheckState(Qt::Unchecked);
    EXPECT_EQ(m_dialog->model()->rowCount(), 0);
    EXPECT_EQ(m_dialog->chart()->candidatePoints(), 0);
    EXPECT_TRUE(m_dialog->statusText().contains(QStringLiteral("purchase models")))
        << m_dialog->statusText().toStdString();
}

TEST_F(FindOptionsDialogTest, AddToScenarioAddsTheSelectedRowsInOneUndoStep)
{
    open();
    ASSERT_GE(m_dialog->model()->rowCount(), 3);
    ScenarioDocument *document = m_window.document();
    const std::size_t before = document->scenario().options.size();
    const int undoSteps = document->undoStack()->count();
    EXPECT_FALSE(m_dialog->addButton()->isEnabled());
    select({0, 2});
    EXPECT_TRUE(m_dialog->addButton()->isEnabled());
    EXPECT_EQ(m_dialog->chart()->highlightedPoints(), 2);
    QTest::mouseClick(m_dialog->addButton(), Qt::LeftButton);

    const Scenario &scenario = document->scenario();
    ASSERT_EQ(scenario.options.size(), before + 2);
    EXPECT_EQ(document->undoStack()->count(), undoSteps + 1);
    std::set<std::string> ids;
    for (const Option &option : scenario.options)
        ids.insert(option.id);
    EXPECT_EQ(ids.size(), scenario.options.size()); // unique
    const Evaluation &evaluation = m_window.controller()->evaluation();
    for (const int row : {0, 2}) {
        const search::SearchRow &found = m_dialog->model()->rows()[std::size_t(row)];
        const Option &added = scenario.options[before + (row == 0 ? 0 : 1)];
        EXPECT_EQ(added.id.rfind(FoundOptions::baseId(found), 0), 0u) << added.id;
        EXPECT_EQ(added.id.find('.'), std::string::npos) << added.id;
        EXPECT_EQ(added.priceObservationId, found.candidate.option.priceObservationId);
        EXPECT_EQ(added.region, found.candidate.offer->region);
        EXPECT_EQ(added.provider, found.candidate.offer->provider);
        // Billed by the window at the total the dialog showed.
        bool billed = false;
        for (const OptionResult &result : evaluation.options)
            if (result.id == added.id) {
                billed = true;
                EXPECT_NEAR(result.tcoUsd, found.tcoUsd, 1e-6 * found.tcoUsd) << added.id;
            }
        EXPECT_TRUE(billed) << added.id;
    }

    // One Ctrl+Z in the window takes both back.
    m_dialog->hide();
    m_window.show();
    m_window.activateWindow();
    QApplication::processEvents();
    QTest::keyClick(&m_window, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(document->scenario().options.size(), before);
    EXPECT_EQ(document->undoStack()->index(), undoSteps);
}

TEST_F(FindOptionsDialogTest, EnterInTheTableAddsAndEscapeCloses)
{
    open();
    const std::size_t before = m_window.document()->scenario().options.size();
    m_dialog->show();
    QApplication::processEvents();
    select({1});
    m_dialog->table()->setFocus();
    QTest::keyClick(m_dialog->table(), Qt::Key_Return);
    EXPECT_EQ(m_window.document()->scenario().options.size(), before + 1);
    EXPECT_TRUE(m_dialog->statusText().startsWith(QStringLiteral("Added 1 option")))
        << m_dialog->statusText().toStdString();
    QTest::keyClick(m_dialog.get(), Qt::Key_Escape);
    EXPECT_FALSE(m_dialog->isVisible());
}

TEST_F(FindOptionsDialogTest, AnInferenceWorkloadIsDrawnAsSortedBars)
{
    open(kInference);
    const search::SearchResult core = coreResult(m_dialog->filters()->request());
    ASSERT_FALSE(core.rows.empty());
    expectTableIs(core);
    // No wall-clock time, no time objective.
    EXPECT_EQ(
        m_dialog->filters()->objectiveBox()->findData(int(search::SearchObjective::TimeToResult)),
        -1);
    EXPECT_EQ(m_dialog->chart()->candidatePoints(), 0);
    EXPECT_EQ(m_dialog->chart()->bars(),
              std::min(core.candidatesBilled, SearchResultsChart::kMaxBars));
    select({0});
    EXPECT_EQ(m_dialog->chart()->highlightedPoints(), 1);
    screenshot(*m_dialog, "find-options-inference.png");
}

TEST(FindOptionsActionTest, IsDisabledWithoutACatalogAndEnabledWithOne)
{
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("findOptionsAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(window.catalog());
    EXPECT_FALSE(action->isEnabled());
    QTemporaryDir dir;
    ASSERT_TRUE(window.loadCatalog(dir.filePath(QStringLiteral("catalog.sqlite"))).ok());
    EXPECT_TRUE(action->isEnabled());
}

} // namespace
} // namespace acceldecide::ui
