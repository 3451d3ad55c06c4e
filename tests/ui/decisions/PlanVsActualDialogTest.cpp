// Decisions > Compare with Bill…: a recorded decision held to the bill fixtures imported into
// the catalog shows exactly what core's comparePlanWithBill gives for the same inputs (the
// figures compared as numbers, and as the text TextFormat makes of them); a typed month's
// tokens price a million of them and Ctrl+Z takes them back; a bad tag or start is said
// beside its field while the last comparison stays; without a bill the dialog says so.
#include "ui/decisions/PlanVsActualDialog.h"
#include "ui/decisions/DecisionsDialog.h"
#include "ui/decisions/PlanVsActualMonthsModel.h"
#include "ui/decisions/VariancePartsModel.h"

#include "DecisionBillFixture.h"
#include "core/actuals/ActualMonths.h"
#include "core/actuals/BillFilter.h"
#include "core/actuals/BillReforecast.h"
#include "core/actuals/CalendarMonth.h"
#include "core/actuals/PlanVsActual.h"
#include "core/actuals/VarianceWording.h"
#include "core/text/TextFormat.h"
#include "database/actuals/DecisionBill.h"
#include "ui/render/charts/PlanVsActualChart.h"
#include "ui/widgets/RefusedInput.h"

#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::ui {
namespace {

using Months = PlanVsActualMonthsModel;

const QString kBills = QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/database/fixtures/bills");
const char *kTag = "project=llm-train";

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

class PlanVsActualDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto opened = db::CatalogDatabase::open(m_dir.filePath(QStringLiteral("catalog.sqlite")));
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        const auto id =
            db::test::recordComparedDecision(*m_catalog, db::test::comparedScenario(kTag));
        ASSERT_TRUE(id.ok()) << id.error().toStdString();
        m_id = *id;
    }
    void importBills()
    {
        const QString problem = db::test::importBillFixtures(*m_catalog, kBills);
        ASSERT_TRUE(problem.isEmpty()) << problem.toStdString();
    }

    // What core gives for the record with the scenario's tag from its decision month,
    // computed here without the shared orchestration the dialog goes through.
    actuals::PlanVsActual coreComparison(actuals::PlannedMonths &plan)
    {
        const auto bill = db::DecisionBill::load(*m_catalog, m_id);
        EXPECT_TRUE(bill.ok());
        const int march = actuals::monthIndex("2026-03").value();
        plan = actuals::plannedMonths(bill->scenario, bill->evaluation, "trn1", march);
        const auto rows =
            actuals::rowsWithTag(bill->rows, actuals::BillFilter::parseTag(kTag).value());
        actuals::PlanVsActual comparison =
            actuals::comparePlanWithBill(plan, actuals::actualMonths(rows, bill->coverage, plan));
        comparison.reforecast =
            actuals::reforecastWithBill(bill->scenario, bill->evaluation, "trn1", plan, comparison);
        return comparison;
    }

    double monthValue(const PlanVsActualDialog &dialog, int row, int column) const
    {
        return dialog.monthsModel()->index(row, column).data(Months::ValueRole).toDouble();
    }
    QString monthText(const PlanVsActualDialog &dialog, int row, int column) const
    {
        return dialog.monthsModel()->index(row, column).data().toString();
    }

    void screenshot(QWidget &widget, const char *name, QSize size = {1180, 840})
    {
        const QString out = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
        if (out.isEmpty())
            return;
        // The dialog's own size on a desktop; the offscreen screen is only 800 x 800.
        widget.resize(size);
        widget.show();
        QApplication::processEvents();
        widget.grab().save(out + QStringLiteral("/") + QString::fromLatin1(name));
    }

    QTemporaryDir m_dir;
    std::unique_ptr<db::CatalogDatabase> m_catalog;
    qint64 m_id = 0;
};

TEST_F(PlanVsActualDialogTest, ShowsTheBillsMonthsAsCoreComparesThem)
{
    importBills();
    DecisionsDialog decisions(m_catalog.get());
    QPushButton *button = nullptr;
    for (QPushButton *candidate : decisions.findChildren<QPushButton *>())
        if (candidate->text() == QStringLiteral("Compare with &Bill…"))
            button = candidate;
    ASSERT_NE(button, nullptr);
    EXPECT_TRUE(button->isEnabled());
    PlanVsActualDialog *dialog = decisions.compareSelected();
    EXPECT_EQ(dialog->parent(), &decisions);
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->tagField()->text(), QString::fromLatin1(kTag));
    EXPECT_EQ(dialog->startField()->text(), QStringLiteral("2026-03"));
    ASSERT_NE(dialog->shown(), nullptr);

    actuals::PlannedMonths plan;
    const actuals::PlanVsActual core = coreComparison(plan);
    ASSERT_EQ(core.months.size(), 2u);
    ASSERT_EQ(dialog->monthsModel()->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const actuals::MonthComparison &month = core.months[std::size_t(row)];
        EXPECT_EQ(monthText(*dialog, row, Months::MonthColumn), qs(month.month));
        EXPECT_DOUBLE_EQ(monthValue(*dialog, row, Months::BilledColumn), month.actualUsd);
        EXPECT_DOUBLE_EQ(monthValue(*dialog, row, Months::PlannedColumn), month.plannedUsd);
        EXPECT_DOUBLE_EQ(monthValue(*dialog, row, Months::RunHoursColumn),
                         month.actualAcceleratorHours);
        EXPECT_DOUBLE_EQ(monthValue(*dialog, row, Months::StrandedColumn), month.strandedUsd);
        EXPECT_EQ(monthText(*dialog, row, Months::BilledColumn), qs(text::money(month.actualUsd)));
        EXPECT_EQ(monthText(*dialog, row, Months::CoverageColumn),
                  qs(text::percent(month.commitmentCoveragePercent)));
    }
    EXPECT_EQ(monthText(*dialog, 1, Months::MonthColumn), QStringLiteral("2026-04"));
    // The parts: a row a month and the period's, which is the bill less the plan.
    VariancePartsModel *parts = dialog->partsModel();
    ASSERT_EQ(parts->rowCount(), 3);
    const double total = parts->index(2, VariancePartsModel::VarianceColumn)
                             .data(VariancePartsModel::ValueRole)
                             .toDouble();
    EXPECT_DOUBLE_EQ(total, core.totals.totalUsd());
    EXPECT_NEAR(total, core.actualUsd - core.plannedUsd, 1e-6);
    // The words and the chart are core's too; the re-forecast has a line of its own.
    const std::vector<std::string> sentences = actuals::varianceSentences(core, plan);
    ASSERT_TRUE(core.reforecast.has_value());
    EXPECT_EQ(dialog->reforecast()->text(), qs(sentences.back()));
    EXPECT_TRUE(dialog->sentences()->toPlainText().contains(qs(sentences.front())));
    EXPECT_FALSE(dialog->sentences()->toPlainText().contains(qs(sentences.back())));
    EXPECT_DOUBLE_EQ(dialog->chart().partSets()[0]->at(1), core.months[1].parts.volumeUsd);
    EXPECT_DOUBLE_EQ(dialog->chart().actualLine()->at(1).y(),
                     core.months[0].actualUsd + core.months[1].actualUsd);
    EXPECT_TRUE(dialog->notice()->isHidden());
    screenshot(*dialog, "plan-vs-actual.png");
    screenshot(*dialog, "plan-vs-actual-narrow.png", {800, 640});

    // Without a record selected there is nothing to compare.
    decisions.filter()->setText(QStringLiteral("no such decision"));
    EXPECT_EQ(decisions.selectedId(), 0);
    EXPECT_FALSE(button->isEnabled());
    EXPECT_EQ(decisions.compareSelected(), nullptr);
}

TEST_F(PlanVsActualDialogTest, TypedTokensPriceAMillionAndCtrlZTakesThemBack)
{
    importBills();
    PlanVsActualDialog dialog(m_catalog.get(), m_id);
    dialog.show();
    dialog.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    QTableView *view = dialog.monthsView();
    const QModelIndex april = dialog.monthsModel()->index(1, Months::TokensColumn);
    view->setFocus();
    view->setCurrentIndex(april);
    view->edit(april);
    auto *editor = view->viewport()->findChild<QLineEdit *>();
    ASSERT_NE(editor, nullptr);
    QTest::keyClicks(editor, QStringLiteral("1,000,000,000"));
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits a line edit's text on Return through a queued call.
    QApplication::processEvents();

    const double billed = monthValue(dialog, 1, Months::BilledColumn);
    EXPECT_DOUBLE_EQ(monthValue(dialog, 1, Months::TokensColumn), 1e9);
    EXPECT_EQ(monthText(dialog, 1, Months::TokensColumn), QStringLiteral("1,000,000,000"));
    EXPECT_DOUBLE_EQ(monthValue(dialog, 1, Months::PerMillionTokensColumn), billed / 1000.0);
    EXPECT_EQ(monthText(dialog, 1, Months::PerMillionTokensColumn),
              qs(text::money(billed / 1000.0)));
    EXPECT_EQ(dialog.undoStack()->count(), 1);
    EXPECT_TRUE(dialog.monthsModel()
                    ->index(0, Months::PerMillionTokensColumn)
                    .data(Months::ValueRole)
                    .isNull());
    screenshot(dialog, "plan-vs-actual-tokens.png");

    const QString csv = m_dir.filePath(QStringLiteral("tokens.csv"));
    ASSERT_TRUE(dialog.saveTokens(csv).ok());
    QFile saved(csv);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_EQ(saved.readAll(), QByteArray("month,tokens\n2026-04,1000000000\n"));

    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_TRUE(dialog.tokens().empty());
    EXPECT_EQ(monthText(dialog, 1, Months::TokensColumn), qs(std::string(text::kNone)));
    EXPECT_TRUE(dialog.monthsModel()
                    ->index(1, Months::PerMillionTokensColumn)
                    .data(Months::ValueRole)
                    .isNull());

    // The CSV loads back as one undoable step; a count that is no number changes nothing.
    ASSERT_TRUE(dialog.loadTokens(csv).ok());
    EXPECT_DOUBLE_EQ(monthValue(dialog, 1, Months::PerMillionTokensColumn), billed / 1000.0);
    EXPECT_FALSE(dialog.monthsModel()->setData(april, QStringLiteral("lots")));
    EXPECT_EQ(dialog.tokens().at(actuals::monthIndex("2026-04").value()), 1e9);
    dialog.undoStack()->undo();
    EXPECT_TRUE(dialog.tokens().empty());
    const QString bad = m_dir.filePath(QStringLiteral("bad.csv"));
    QFile file(bad);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("2026-04,lots\n");
    file.close();
    const auto refused = dialog.loadTokens(bad);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().endsWith(
        QStringLiteral("line 1: tokens \"lots\" is not a number of 0 or more")))
        << refused.error().toStdString();
}

TEST_F(PlanVsActualDialogTest, ABadTagOrStartIsSaidBesideItsFieldAndTheLastViewStays)
{
    importBills();
    PlanVsActualDialog dialog(m_catalog.get(), m_id);
    const double march = monthValue(dialog, 0, Months::BilledColumn);

    dialog.tagField()->setText(QStringLiteral("project"));
    EXPECT_FALSE(dialog.tagMessage()->isHidden());
    EXPECT_TRUE(
        dialog.tagMessage()->text().startsWith(QStringLiteral("tag \"project\" is not key=value")))
        << dialog.tagMessage()->text().toStdString();
    EXPECT_TRUE(RefusedInput::isMarked(dialog.tagField()));
    EXPECT_DOUBLE_EQ(monthValue(dialog, 0, Months::BilledColumn), march);
    EXPECT_EQ(dialog.shown()->tag, kTag);
    screenshot(dialog, "plan-vs-actual-bad-tag.png");

    // Empty keeps every line: the search team's two tagged p5 hours (2 x $55.04) come in.
    dialog.tagField()->clear();
    EXPECT_TRUE(dialog.tagMessage()->isHidden());
    EXPECT_FALSE(RefusedInput::isMarked(dialog.tagField()));
    EXPECT_NEAR(monthValue(dialog, 0, Months::BilledColumn) - march, 110.08, 1e-6);

    dialog.startField()->setText(QStringLiteral("2026-13"));
    EXPECT_FALSE(dialog.startMessage()->isHidden());
    EXPECT_TRUE(
        dialog.startMessage()->text().startsWith(QStringLiteral("\"2026-13\" is not YYYY-MM")));
    EXPECT_EQ(dialog.monthsModel()->rowCount(), 2);
    dialog.startField()->setText(QStringLiteral("2026-02"));
    EXPECT_TRUE(dialog.startMessage()->isHidden());
    ASSERT_EQ(dialog.monthsModel()->rowCount(), 3);
    EXPECT_EQ(monthText(dialog, 0, Months::MonthColumn), QStringLiteral("2026-02"));
}

TEST_F(PlanVsActualDialogTest, SavesTheReportAndClosesWithEscape)
{
    importBills();
    PlanVsActualDialog dialog(m_catalog.get(), m_id);
    const QString pdf = m_dir.filePath(QStringLiteral("compare.pdf"));
    const auto saved = dialog.saveReport(pdf);
    ASSERT_TRUE(saved.ok()) << saved.error().toStdString();
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF"));
    const auto denied = dialog.saveReport(m_dir.filePath(QStringLiteral("no/such/dir/x.pdf")));
    EXPECT_FALSE(denied.ok());

    bool saveBound = false;
    for (const QAction *action : dialog.actions())
        saveBound |= action->shortcut() == QKeySequence(QKeySequence::Save);
    EXPECT_TRUE(saveBound);
    dialog.show();
    dialog.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    QTest::keyClick(&dialog, Qt::Key_Escape);
    EXPECT_FALSE(dialog.isVisible());
}

TEST_F(PlanVsActualDialogTest, WithoutABillItSaysSoAndShowsNothingElse)
{
    PlanVsActualDialog dialog(m_catalog.get(), m_id);
    EXPECT_EQ(dialog.shown(), nullptr);
    EXPECT_FALSE(dialog.notice()->isHidden());
    EXPECT_TRUE(dialog.notice()->text().startsWith(QStringLiteral("No bill is imported")))
        << dialog.notice()->text().toStdString();
    EXPECT_TRUE(dialog.monthsView()->isHidden() || !dialog.monthsView()->isVisibleTo(&dialog));
    EXPECT_FALSE(dialog.saveReport(m_dir.filePath(QStringLiteral("x.pdf"))).ok());
    screenshot(dialog, "plan-vs-actual-no-bill.png", dialog.size());

    PlanVsActualDialog unknown(m_catalog.get(), m_id + 5);
    EXPECT_EQ(unknown.shown(), nullptr);
    EXPECT_TRUE(unknown.notice()->text().contains(QString::number(m_id + 5)))
        << unknown.notice()->text().toStdString();
}

} // namespace
} // namespace acceldecide::ui
