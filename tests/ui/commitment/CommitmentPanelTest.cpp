// The savings-plan panel edits an option's commitment and the workload's usage through
// the document (validated, undoable; a slider drag is one undo step), using core's
// CommitmentEditing for every value, and chooses the option the savings-plan charts draw.

#include "CommitmentTestSupport.h"

#include "ui/MainWindow.h"
#include "ui/charts/ChartArea.h"
#include "ui/commitment/CommitmentPanel.h"
#include "ui/commitment/CommitmentText.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/render/charts/CommitmentLevelChart.h"

#include "core/editing/CommitmentEditing.h"
#include "core/engine/CommitmentAnalysis.h"
#include "core/engine/OptionCostModel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

constexpr int kLevelChart = 6; // EvaluationCharts::createAll() order

struct Workspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    ChartArea area{&controller};
    CommitmentPanel panel{&document, &controller};

    explicit Workspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        // As MainWindow wires them.
        QObject::connect(&panel, &CommitmentPanel::optionChosen, &area,
                         [this](const QString &id) { area.setCommitmentOption(id.toStdString()); });
        document.reset(std::move(scenario));
        area.setCurrentIndex(kLevelChart);
    }

    const Scenario &scenario() const { return document.scenario(); }
    const Option &option(const std::string &id) const
    {
        return scenario().options[std::size_t(scenario().optionIndex(id))];
    }
    const CommitmentOptionResult &evaluated(const std::string &id) const
    {
        return *controller.evaluation().option(id)->commitment;
    }
    CommitmentLevelChart &levelChart() const
    {
        return *dynamic_cast<CommitmentLevelChart *>(area.chartAt(kLevelChart));
    }
    int undoCount() const { return document.undoStack()->count(); }
    void undo() { document.undoStack()->undo(); }
};

void drag(QSlider *slider, std::initializer_list<int> positions)
{
    slider->setSliderDown(true); // sliderPressed, as a mouse press on the handle
    for (const int position : positions)
        slider->setValue(position);
    slider->setSliderDown(false); // sliderReleased
}

TEST(CommitmentPanelTest, ShowsTheFirstOptionWithACommitmentAndCoresFigures)
{
    Workspace w(test::savingsPlanExample());
    EXPECT_EQ(w.panel.optionId(), "h100");
    EXPECT_EQ(w.area.commitmentOption(), "h100");
    EXPECT_EQ(w.panel.optionCombo()->currentText(), "H100 (savings plan)");
    EXPECT_FALSE(w.panel.addButton()->isEnabled());
    EXPECT_TRUE(w.panel.removeButton()->isEnabled());
    EXPECT_EQ(w.panel.termCombo()->currentData().toInt(), 1);
    EXPECT_DOUBLE_EQ(w.panel.discountSpin()->value(), 40.0);
    EXPECT_DOUBLE_EQ(w.panel.otherTermDiscountSpin()->value(), 55.0);
    EXPECT_EQ(w.panel.levelSlider()->value(), 75); // $354/h of $471.94/h at the peak
    EXPECT_EQ(w.panel.lastMonthSpin()->value(), 18);

    const CommitmentOptionResult &c = w.evaluated("h100");
    EXPECT_EQ(w.panel.levelText(), CommitmentText::level(c));
    EXPECT_TRUE(w.panel.levelText().startsWith("$354.00/h = 75 % of the busiest month"))
        << w.panel.levelText().toStdString();
    // Month 13 is not renewed (12 months bought for 6 of work would cost more than on
    // demand), so the committed hours are those of months 1-12, 81.4 % of them used.
    EXPECT_TRUE(w.panel.utilizationText().startsWith("Utilization: 81.4 %"))
        << w.panel.utilizationText().toStdString();
    EXPECT_TRUE(w.panel.breakEvenText().startsWith("Break-even utilization: 60.0 %"))
        << w.panel.breakEvenText().toStdString();
    // The optimal ladder: the whole cluster for the first year, nothing in month 13.
    EXPECT_TRUE(w.panel.optimumText().startsWith("Optimum: $471.94/h (100 % of peak), costing "
                                                 "$6,937,458 (now $7,305,418"))
        << w.panel.optimumText().toStdString();
    EXPECT_TRUE(w.panel.owedText().contains("nothing is owed for idle months"))
        << w.panel.owedText().toStdString();
}

TEST(CommitmentPanelTest, ADragSetsAtLevelsRateAsOneUndoStepAndTheChartFollows)
{
    Workspace w(test::savingsPlanExample());
    const Commitment original = *w.option("h100").commitment;
    const CommitmentOptionResult before = w.evaluated("h100");
    ASSERT_EQ(original.usdPerHour, 354.0);

    drag(w.panel.levelSlider(), {70, 60, 50});
    const double firstDrag =
        CommitmentEditing::atLevel(original, w.option("h100"), before, 50).usdPerHour;
    EXPECT_DOUBLE_EQ(w.option("h100").commitment->usdPerHour, firstDrag);
    EXPECT_EQ(w.undoCount(), 1);
    // The chart on screen was redrawn with every step: its current level is the new one.
    EXPECT_NEAR(w.levelChart().currentPoint()->at(0).x(), 50.0, 1e-9);
    EXPECT_EQ(w.levelChart().currentPoint()->at(0).y(), w.evaluated("h100").current.costUsd);

    drag(w.panel.levelSlider(), {80, 90});
    EXPECT_DOUBLE_EQ(w.option("h100").commitment->usdPerHour,
                     CommitmentEditing::atLevel(original, w.option("h100"), before, 90).usdPerHour);
    EXPECT_EQ(w.undoCount(), 2); // a second drag is a second step
    EXPECT_EQ(w.panel.levelSlider()->value(), 90);

    w.undo();
    EXPECT_DOUBLE_EQ(w.option("h100").commitment->usdPerHour, firstDrag);
    EXPECT_EQ(w.panel.levelSlider()->value(), 50);
    w.undo();
    EXPECT_EQ(*w.option("h100").commitment, original);
    EXPECT_EQ(w.panel.levelSlider()->value(), 75);
    EXPECT_NEAR(w.levelChart().currentPoint()->at(0).x(), before.current.percentOfPeak, 1e-9);
}

TEST(CommitmentPanelTest, UseOptimumCommitsTheOptimalLevel)
{
    Workspace w(test::savingsPlanExample());
    const CommitmentOptionResult before = w.evaluated("h100");
    w.panel.optimumButton()->click();
    EXPECT_NEAR(w.option("h100").commitment->usdPerHour, before.optimal.usdPerHour, 1e-9);
    EXPECT_EQ(w.panel.levelSlider()->value(), 100);
    EXPECT_NEAR(w.evaluated("h100").current.costUsd, before.optimal.costUsd, 1e-6);
    EXPECT_EQ(w.undoCount(), 1);
}

TEST(CommitmentPanelTest, AddAndRemoveACommitmentAreUndoable)
{
    Workspace w(test::savingsPlanExample());
    const Commitment original = *w.option("h100").commitment;
    w.panel.removeButton()->click();
    EXPECT_FALSE(w.option("h100").commitment.has_value());
    EXPECT_TRUE(w.panel.addButton()->isEnabled());
    EXPECT_FALSE(w.panel.removeButton()->isEnabled());
    EXPECT_FALSE(w.panel.levelSlider()->isEnabled());
    EXPECT_TRUE(w.panel.levelText().contains("no commitment")) << w.panel.levelText().toStdString();
    // The charts fall back on the option that still has one.
    EXPECT_EQ(w.levelChart().focusIndex(), w.scenario().optionIndex("trn3"));

    // Added back: core's suggestion, sized to the option's busiest month.
    const Scenario &resolved = w.controller.resolvedScenario();
    const Option &h100 = resolved.options[std::size_t(resolved.optionIndex("h100"))];
    const double peak = CommitmentAnalysis::peakAccelerators(
        CommitmentAnalysis::usageOf(OptionCostModel::economics(resolved, h100, true),
                                    resolved.workload),
        resolved.horizonMonths);
    EXPECT_EQ(peak, 64.0);
    const Commitment expected = CommitmentEditing::suggested(h100, peak);
    w.panel.addButton()->click();
    ASSERT_TRUE(w.option("h100").commitment.has_value());
    EXPECT_EQ(*w.option("h100").commitment, expected);
    EXPECT_EQ(w.option("h100").commitment->kind, CommitmentKind::SavingsPlan);
    EXPECT_EQ(w.option("h100").commitment->termYears, 1);
    EXPECT_EQ(w.panel.levelSlider()->value(), 100);
    EXPECT_EQ(w.levelChart().focusIndex(), 0);
    EXPECT_EQ(w.undoCount(), 2);

    w.undo();
    EXPECT_FALSE(w.option("h100").commitment.has_value());
    w.undo();
    EXPECT_EQ(*w.option("h100").commitment, original);
}

TEST(CommitmentPanelTest, UsageSpinBoxesEditGrowthAndTheLastMonthWithUsage)
{
    Workspace w(test::savingsPlanExample());
    QSpinBox *last = w.panel.lastMonthSpin();
    last->setValue(12);
    EXPECT_EQ(w.scenario().workload.lastMonthWithUsage, std::optional<int>(12));
    EXPECT_TRUE(w.panel.owedText().startsWith("Usage stops after month 12"))
        << w.panel.owedText().toStdString();
    last->setValue(last->minimum());
    EXPECT_FALSE(w.scenario().workload.lastMonthWithUsage.has_value());
    EXPECT_EQ(last->text(), "whole horizon");
    EXPECT_EQ(w.panel.owedText(), "Usage runs the whole horizon.");

    w.panel.growthSpin()->setValue(5.0);
    EXPECT_EQ(w.scenario().workload.growthPercentPerMonth, 5.0);
    EXPECT_EQ(w.undoCount(), 2); // both stop-month edits merged into one step, growth another

    w.undo();
    EXPECT_EQ(w.scenario().workload.growthPercentPerMonth, 0.0);
    w.undo();
    EXPECT_EQ(w.scenario().workload.lastMonthWithUsage, std::optional<int>(18));
    EXPECT_EQ(last->value(), 18);
}

TEST(CommitmentPanelTest, TermTypeAndPaymentEditTheCommitment)
{
    Workspace w(test::savingsPlanExample());
    const CommitmentOptionResult before = w.evaluated("h100");
    QComboBox *term = w.panel.termCombo();
    term->setCurrentIndex(term->findData(3));
    const Commitment &threeYear = *w.option("h100").commitment;
    EXPECT_EQ(threeYear.termYears, 3);
    // The discounts trade places: 3-year is now this term's, 1-year the other's.
    EXPECT_EQ(threeYear.discountPercent, 55.0);
    EXPECT_EQ(threeYear.otherTermDiscountPercent, std::optional<double>(40.0));

    QComboBox *kind = w.panel.kindCombo();
    const Commitment beforeKind = *w.option("h100").commitment;
    const CommitmentOptionResult atThreeYears = w.evaluated("h100");
    kind->setCurrentIndex(kind->findData(int(CommitmentKind::Reserved)));
    const Commitment &reserved = *w.option("h100").commitment;
    EXPECT_EQ(reserved.kind, CommitmentKind::Reserved);
    Commitment expected = beforeKind;
    expected.kind = CommitmentKind::Reserved;
    expected.usdPerHour = 0.0;
    expected = CommitmentEditing::atLevel(expected, w.option("h100"), atThreeYears,
                                          atThreeYears.current.percentOfPeak);
    EXPECT_EQ(reserved.instances, expected.instances);
    // $354/h at the 3-year rate ($5.53 per GPU-hour) covers the whole peak of 64 GPUs:
    // 8 p5.48xlarge.
    EXPECT_EQ(reserved.instances, 8.0);
    EXPECT_EQ(reserved.usdPerHour, 0.0);
    EXPECT_EQ(w.panel.optionCombo()->currentText(), "H100 (reserved)");

    QComboBox *payment = w.panel.paymentCombo();
    payment->setCurrentIndex(payment->findData(int(PaymentOption::AllUpfront)));
    EXPECT_EQ(w.option("h100").commitment->payment, PaymentOption::AllUpfront);

    w.panel.discountSpin()->setValue(50.0);
    EXPECT_EQ(w.option("h100").commitment->discountPercent, 50.0);
    w.panel.otherTermDiscountSpin()->setValue(w.panel.otherTermDiscountSpin()->minimum());
    EXPECT_FALSE(w.option("h100").commitment->otherTermDiscountPercent.has_value());
    EXPECT_EQ(w.panel.otherTermDiscountSpin()->text(), "not set");
    EXPECT_EQ(w.undoCount(), 5);
    for (int i = 0; i < 5; ++i)
        w.undo();
    EXPECT_EQ(w.evaluated("h100").current.usdPerHour, before.current.usdPerHour);
    EXPECT_EQ(w.option("h100").commitment->termYears, 1);
}

// Seed 001's decision-matrix example buys both options as flat 1-year savings plans (40 %
// off): each is analysed as the commitment to its peak it is, and the panel shows that
// analysis read-only, the purchase's discount in its field, until "Add commitment" states
// it as an explicit commitment.
TEST(CommitmentPanelTest, AFlatSavingsPlanShowsItsAnalysisReadOnly)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed001-decision-matrix-uncertainty.json");
    ASSERT_TRUE(read.ok());
    Workspace w(*read);
    EXPECT_EQ(w.panel.optionId(), "h100");
    EXPECT_EQ(w.area.commitmentOption(), "h100");
    EXPECT_TRUE(w.panel.optionCombo()->currentText().endsWith("(Savings plan 1 y, purchase model)"))
        << w.panel.optionCombo()->currentText().toStdString();
    EXPECT_EQ(w.levelChart().focusIndex(), 0);
    const CommitmentOptionResult &flat = w.evaluated("h100");
    EXPECT_TRUE(flat.fromPurchaseModel);
    EXPECT_EQ(w.panel.levelText(), CommitmentText::level(flat));
    EXPECT_EQ(w.panel.utilizationText(), CommitmentText::utilization(flat));
    EXPECT_DOUBLE_EQ(w.panel.discountSpin()->value(), 40.0);
    EXPECT_EQ(w.panel.termCombo()->currentData().toInt(), 1);
    EXPECT_FALSE(w.panel.levelSlider()->isEnabled());
    EXPECT_FALSE(w.panel.optimumButton()->isEnabled());
    EXPECT_FALSE(w.panel.discountSpin()->isEnabled());
    EXPECT_TRUE(w.panel.addButton()->isEnabled());
    EXPECT_FALSE(w.panel.removeButton()->isEnabled());
}

TEST(CommitmentPanelTest, ChoosingAnOptionChoosesTheChartsOption)
{
    Workspace w(test::savingsPlanExample());
    QSignalSpy chosen(&w.panel, &CommitmentPanel::optionChosen);
    QComboBox *combo = w.panel.optionCombo();
    combo->setCurrentIndex(combo->findData(QStringLiteral("trn3")));
    ASSERT_EQ(chosen.count(), 1);
    EXPECT_EQ(chosen.front().front().toString(), "trn3");
    EXPECT_EQ(w.area.commitmentOption(), "trn3");
    EXPECT_EQ(w.levelChart().focusIndex(), 1);
    EXPECT_TRUE(w.levelChart().title().endsWith(QStringLiteral("\u2014 Trainium3")));
    EXPECT_EQ(w.area.tabToolTip(kLevelChart), w.levelChart().title());
    EXPECT_EQ(w.panel.levelText(), CommitmentText::level(w.evaluated("trn3")));

    // The slider now edits Trainium3's commitment, and H100's stays as it was.
    const Commitment h100 = *w.option("h100").commitment;
    const Commitment trn3 = *w.option("trn3").commitment;
    const CommitmentOptionResult before = w.evaluated("trn3");
    drag(w.panel.levelSlider(), {100});
    EXPECT_DOUBLE_EQ(w.option("trn3").commitment->usdPerHour,
                     CommitmentEditing::atLevel(trn3, w.option("trn3"), before, 100).usdPerHour);
    EXPECT_EQ(*w.option("h100").commitment, h100);
}

TEST(CommitmentPanelTest, TheWindowDocksThePanelBesideTheOthersAndItChoosesTheChartsOption)
{
    MainWindow window;
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("commitmentDock"));
    ASSERT_NE(dock, nullptr);
    EXPECT_EQ(dock->windowTitle(), "Savings plan");
    EXPECT_EQ(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    auto *panel = qobject_cast<CommitmentPanel *>(dock->widget());
    ASSERT_NE(panel, nullptr);

    const QStringList problems =
        window.loadScenarioFile(QStringLiteral(ACCELDECIDE_SCENARIOS_DIR "/") +
                                QString::fromStdString(test::kSavingsPlanExample));
    ASSERT_TRUE(problems.isEmpty()) << problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(window.chartArea()->commitmentOption(), "h100");
    panel->selectOption("trn3");
    EXPECT_EQ(window.chartArea()->commitmentOption(), "trn3");
    window.chartArea()->setCurrentIndex(kLevelChart);
    EXPECT_TRUE(
        window.chartArea()->tabToolTip(kLevelChart).endsWith(QStringLiteral("\u2014 Trainium3")));

    // Ctrl+Z undoes a panel edit like any other.
    const double before = window.document()->scenario().options[1].commitment->usdPerHour;
    drag(panel->levelSlider(), {120});
    EXPECT_NE(window.document()->scenario().options[1].commitment->usdPerHour, before);
    window.document()->undoStack()->undo();
    EXPECT_EQ(window.document()->scenario().options[1].commitment->usdPerHour, before);
}

} // namespace
} // namespace acceldecide::ui
