// The savings-plan panel's plan type, offering class and renewal combos (one undo step
// each, re-evaluated like the other controls), the optimal ladder and which terms the
// stated level is bought for, and what it says is owed once usage stops.

#include "CommitmentWorkspace.h"

#include "ui/commitment/CommitmentEdits.h"
#include "ui/commitment/CommitmentText.h"

#include <QComboBox>
#include <QSpinBox>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using test::CommitmentWorkspace;

void choose(QComboBox *combo, int data)
{
    const int index = combo->findData(data);
    ASSERT_GE(index, 0) << data;
    combo->setCurrentIndex(index);
}

TEST(CommitmentPlanControlsTest, ShowTheCommitmentsChoicesEachForItsKind)
{
    CommitmentWorkspace w(test::savingsPlanExample());
    QComboBox *plan = w.panel.planCombo();
    QComboBox *offering = w.panel.offeringClassCombo();
    QComboBox *renewal = w.panel.renewalCombo();
    // SageMaker plans are not offered: an option is an EC2 instance.
    ASSERT_EQ(plan->count(), 2);
    EXPECT_EQ(plan->itemText(0), "Compute");
    EXPECT_EQ(plan->itemText(1), "EC2 Instance");
    EXPECT_EQ(offering->itemText(0), "Standard");
    EXPECT_EQ(offering->itemText(1), "Convertible");
    ASSERT_EQ(renewal->count(), 3);
    EXPECT_EQ(renewal->itemText(1), "While usage continues");
    EXPECT_EQ(plan->currentData().toInt(), int(SavingsPlanType::Compute));
    EXPECT_EQ(renewal->currentData().toInt(), int(RenewalPolicy::Optimal));
    EXPECT_TRUE(plan->isEnabled());
    EXPECT_FALSE(offering->isEnabled()); // a savings plan has no offering class

    QComboBox *kind = w.panel.kindCombo();
    kind->setCurrentIndex(kind->findData(int(CommitmentKind::Reserved)));
    EXPECT_FALSE(plan->isEnabled());
    EXPECT_TRUE(offering->isEnabled());
}

TEST(CommitmentPlanControlsTest, EachChoiceIsOneUndoStepAndReEvaluates)
{
    CommitmentWorkspace w(test::savingsPlanExample());
    choose(w.panel.planCombo(), int(SavingsPlanType::Ec2Instance));
    EXPECT_EQ(w.commitment("h100").plan, SavingsPlanType::Ec2Instance);
    EXPECT_EQ(w.evaluated("h100").plan, SavingsPlanType::Ec2Instance);
    EXPECT_EQ(w.undoCount(), 1);

    // Never renewing: the stated level is bought for month 1's term only.
    choose(w.panel.renewalCombo(), int(RenewalPolicy::Never));
    EXPECT_EQ(w.commitment("h100").renewal, RenewalPolicy::Never);
    EXPECT_EQ(w.evaluated("h100").renewal, RenewalPolicy::Never);
    EXPECT_EQ(w.undoCount(), 2);
    // While usage continues: month 13 starts with six months of work left, so it renews.
    choose(w.panel.renewalCombo(), int(RenewalPolicy::WhileUsageContinues));
    EXPECT_GT(w.evaluated("h100").currentLevels[1], 0.0);
    EXPECT_TRUE(w.panel.ladderText().contains(
        "Your level: month 1: bought; month 13: renewed (renewal: while usage continues)."))
        << w.panel.ladderText().toStdString();
    EXPECT_EQ(w.undoCount(), 3);

    QComboBox *kind = w.panel.kindCombo();
    kind->setCurrentIndex(kind->findData(int(CommitmentKind::Reserved)));
    choose(w.panel.offeringClassCombo(), int(OfferingClass::Convertible));
    EXPECT_EQ(w.commitment("h100").offeringClass, OfferingClass::Convertible);
    EXPECT_EQ(w.evaluated("h100").offeringClass, OfferingClass::Convertible);
    EXPECT_EQ(w.undoCount(), 5);

    for (int i = 0; i < 5; ++i)
        w.undo();
    EXPECT_EQ(w.commitment("h100"), *test::savingsPlanExample().options[0].commitment);
    EXPECT_EQ(w.panel.planCombo()->currentData().toInt(), int(SavingsPlanType::Compute));
    EXPECT_EQ(w.panel.renewalCombo()->currentData().toInt(), int(RenewalPolicy::Optimal));
}

TEST(CommitmentPlanControlsTest, TheStartMonthIsStatedOrLeftToThePortAndUndone)
{
    CommitmentWorkspace w(test::savingsPlanExample());
    QSpinBox *start = w.panel.startMonthSpin();
    // Nothing stated: the commitment starts when the option's usage begins, month 1 for
    // the baseline.
    EXPECT_EQ(start->value(), 0);
    EXPECT_EQ(start->text(), "When the port ends");
    EXPECT_EQ(w.evaluated("h100").startMonth, 1);
    EXPECT_TRUE(start->toolTip().contains("month 1")) << start->toolTip().toStdString();

    start->setValue(4);
    EXPECT_EQ(w.commitment("h100").startMonth, 4);
    EXPECT_EQ(w.evaluated("h100").startMonth, 4);
    EXPECT_EQ(w.evaluated("h100").ladder.steps.front().startMonth, 4);
    EXPECT_EQ(w.undoCount(), 1);

    w.undo();
    EXPECT_EQ(w.commitment("h100").startMonth, std::nullopt);
    EXPECT_EQ(w.panel.startMonthSpin()->value(), 0);
    EXPECT_EQ(w.evaluated("h100").startMonth, 1);
}

TEST(CommitmentPlanControlsTest, ASageMakerPlanIsRefusedWithTheFormatsReason)
{
    CommitmentWorkspace w(test::savingsPlanExample());
    CommitmentEdits edits(&w.document, &w.controller);
    const Expected<void, QString> refused = edits.setPlan("h100", SavingsPlanType::SageMaker);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.error().contains("options[0].commitment.plan"))
        << refused.error().toStdString();
    EXPECT_TRUE(refused.error().contains("SageMaker")) << refused.error().toStdString();
    EXPECT_EQ(w.undoCount(), 0);
}

TEST(CommitmentPlanControlsTest, TheLadderAndTheRenewalsAreCoresFigures)
{
    CommitmentWorkspace w(test::savingsPlanExample());
    const CommitmentOptionResult &c = w.evaluated("h100");
    ASSERT_EQ(c.ladder.steps.size(), 2u);
    EXPECT_EQ(c.ladder.steps[1].startMonth, 13);
    EXPECT_EQ(c.ladder.steps[1].accelerators, 0.0);
    // The optimal ladder: the whole 64-GPU cluster for the first year, nothing in month 13.
    EXPECT_EQ(CommitmentText::ladder(c),
              "Optimal ladder: month 1: $471.94/h (64.0 accelerators); month 13: nothing "
              "\u2014 costing $6,937,458.");
    // The stated $354/h is bought in month 1 and, under the optimal renewal, not in 13.
    EXPECT_EQ(CommitmentText::renewals(c),
              "Your level: month 1: bought; month 13: not renewed (renewal: optimal).");
    EXPECT_EQ(w.panel.ladderText(), CommitmentText::ladder(c) + "\n" + CommitmentText::renewals(c));
    EXPECT_EQ(CommitmentText::lastBoughtMonth(c), 12);
}

TEST(CommitmentPlanControlsTest, UsageOutlastingTheLastTermSaysThatTermWasNotRenewed)
{
    CommitmentWorkspace w(test::savingsPlanExample());
    // Usage stops after month 18, but the last term bought ended with month 12: nothing is
    // owed because month 13 was not renewed, not because a term ends with the work.
    EXPECT_EQ(w.panel.owedText(),
              "Usage stops after month 18; the term ending with month 12 was not renewed, so "
              "nothing is owed for idle months.");

    // Usage stopping with the first term: that term ends with the work.
    w.panel.lastMonthSpin()->setValue(12);
    EXPECT_EQ(w.panel.owedText(), "Usage stops after month 12, when the commitment ends: "
                                  "nothing is owed for idle months.");

    // Renewed while usage continues: month 13's term is paid for after month 18.
    w.panel.lastMonthSpin()->setValue(18);
    choose(w.panel.renewalCombo(), int(RenewalPolicy::WhileUsageContinues));
    EXPECT_EQ(w.evaluated("h100").monthsOwedAfterUsageStops, 6);
    EXPECT_TRUE(w.panel.owedText().startsWith(
        "Usage stops after month 18; the commitment is still paid for 6 more month"))
        << w.panel.owedText().toStdString();
}

} // namespace
} // namespace acceldecide::ui
