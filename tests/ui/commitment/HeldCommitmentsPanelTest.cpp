// The commitments the team already holds, edited in the savings-plan panel's table:
// add, edit and delete, each one undo step (a spin box's steps on one cell merge), values
// the scenario format refuses refused with the field named, and the horizon treatment.

#include "CommitmentWorkspace.h"

#include "ui/commitment/HeldCommitmentsModel.h"
#include "ui/commitment/HeldCommitmentsPanel.h"

#include "core/editing/HeldCommitmentEditing.h"
#include "core/model/HeldCommitments.h"
#include "core/model/RangeTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using test::CommitmentWorkspace;
using Model = HeldCommitmentsModel;

struct Held : CommitmentWorkspace
{
    Held() : CommitmentWorkspace(test::savingsPlanExample()) {}
    HeldCommitmentsPanel &held() const { return *panel.heldPanel(); }
    Model &model() const { return *held().model(); }
    const ExistingCommitment &row(std::size_t i) const { return scenario().existingCommitments[i]; }
    bool set(int row, int column, const QVariant &value)
    {
        return model().setData(model().index(row, column), value);
    }
};

TEST(HeldCommitmentsPanelTest, AddingOneIsOneUndoStepAndItIsOwedInEveryOption)
{
    Held w;
    ASSERT_NE(w.panel.heldPanel(), nullptr);
    EXPECT_EQ(w.model().rowCount(), 0);
    EXPECT_EQ(w.evaluated("h100").months[0].heldUsd, 0.0);
    w.held().addButton()->click();
    ASSERT_EQ(w.model().rowCount(), 1);
    EXPECT_EQ(w.undoCount(), 1);
    EXPECT_EQ(w.row(0), HeldCommitmentEditing::suggested(test::savingsPlanExample()));
    EXPECT_EQ(w.model().data(w.model().index(0, Model::IdColumn)).toString(), "held-1");
    EXPECT_EQ(w.model().data(w.model().index(0, Model::TypeColumn)).toString(), "Savings plan");
    EXPECT_EQ(w.model().data(w.model().index(0, Model::CoverageColumn)).toString(), "Compute");
    EXPECT_EQ(w.model().data(w.model().index(0, Model::UsdPerHourColumn)).toString(), "$10.00/h");
    EXPECT_EQ(w.model().data(w.model().index(0, Model::DiscountColumn)).toString(), "30.0 %");
    EXPECT_EQ(w.model().data(w.model().index(0, Model::MonthsColumn)).toInt(), 12);
    // A savings plan commits $/hour: its instances are not editable.
    EXPECT_FALSE(w.model().flags(w.model().index(0, Model::InstancesColumn)) & Qt::ItemIsEditable);
    // $10/h for 730 hours, owed in month 1 of both options.
    EXPECT_DOUBLE_EQ(w.evaluated("h100").months[0].heldUsd, 7300.0);
    EXPECT_DOUBLE_EQ(w.evaluated("trn3").months[0].heldUsd, 7300.0);

    w.undo();
    EXPECT_EQ(w.model().rowCount(), 0);
    EXPECT_EQ(w.evaluated("h100").months[0].heldUsd, 0.0);
}

TEST(HeldCommitmentsPanelTest, EditsAreUndoableAndRefusalsNameTheField)
{
    Held w;
    w.held().addCommitment();
    // Two steps on one cell: one undo step.
    ASSERT_TRUE(w.set(0, Model::DiscountColumn, 35.0));
    ASSERT_TRUE(w.set(0, Model::DiscountColumn, 36.0));
    EXPECT_EQ(w.row(0).discountPercent, 36.0);
    EXPECT_EQ(w.undoCount(), 2);
    ASSERT_TRUE(w.set(0, Model::UsdPerHourColumn, 25.5));
    EXPECT_EQ(w.row(0).usdPerHour, std::optional<double>(25.5));
    ASSERT_TRUE(w.set(0, Model::IdColumn, QStringLiteral("compute-2025")));
    EXPECT_EQ(w.row(0).id, "compute-2025");
    EXPECT_EQ(w.undoCount(), 4);
    EXPECT_TRUE(w.held().problemText().isEmpty());

    // Past RangeTable's 36 months: the format's message, naming the field and the value.
    EXPECT_FALSE(w.set(0, Model::MonthsColumn, 40));
    EXPECT_TRUE(w.held().problemText().contains("existing_commitments[0].months_remaining"))
        << w.held().problemText().toStdString();
    EXPECT_TRUE(w.held().problemText().contains("40")) << w.held().problemText().toStdString();
    EXPECT_EQ(w.row(0).monthsRemaining, 12);
    EXPECT_FALSE(w.set(0, Model::DiscountColumn, QStringLiteral("lots")));
    EXPECT_EQ(w.held().problemText(),
              "existing_commitments[0].discount_percent: \"lots\" is not a number");
    EXPECT_FALSE(w.set(0, Model::IdColumn, QStringLiteral("bad id")));
    EXPECT_TRUE(w.held().problemText().contains("existing_commitments[0].id"))
        << w.held().problemText().toStdString();
    // A savings plan needs its $/hour.
    EXPECT_FALSE(w.set(0, Model::UsdPerHourColumn, QVariant()));
    EXPECT_TRUE(w.held().problemText().contains("existing_commitments[0].usd_per_hour"))
        << w.held().problemText().toStdString();
    EXPECT_EQ(w.undoCount(), 4);

    // A second one may not take the first's id.
    w.held().addCommitment();
    EXPECT_FALSE(w.set(1, Model::IdColumn, QStringLiteral("compute-2025")));
    EXPECT_TRUE(w.held().problemText().contains("duplicate id"))
        << w.held().problemText().toStdString();
}

TEST(HeldCommitmentsPanelTest, AReservationTakesInstancesOfATypeAndAnOfferingClass)
{
    Held w;
    w.held().addCommitment();
    ASSERT_TRUE(w.set(0, Model::TypeColumn, int(CommitmentKind::Reserved)));
    EXPECT_EQ(w.row(0).kind, CommitmentKind::Reserved);
    EXPECT_EQ(w.row(0).instances, std::optional<double>(1.0));
    EXPECT_EQ(w.row(0).instanceType, "p5.48xlarge");
    EXPECT_EQ(w.model().data(w.model().index(0, Model::UsdPerHourColumn)).toString(),
              "from the option");
    EXPECT_EQ(w.model()
                  .data(w.model().index(0, Model::CoverageColumn), Model::ChoiceLabelsRole)
                  .toStringList(),
              (QStringList{"Standard", "Convertible"}));
    ASSERT_TRUE(w.set(0, Model::CoverageColumn, int(OfferingClass::Convertible)));
    EXPECT_EQ(w.row(0).offeringClass, OfferingClass::Convertible);
    ASSERT_TRUE(w.set(0, Model::InstancesColumn, 8));
    EXPECT_EQ(w.row(0).instances, std::optional<double>(8.0));
    EXPECT_FALSE(w.set(0, Model::InstancesColumn, 2.5));
    EXPECT_EQ(w.held().problemText(),
              "existing_commitments[0].instances: must be a whole number, got 2.5");
    // Eight H100 instances at p5.48xlarge's price, owed in Trainium3's months too, where
    // they cover nothing.
    EXPECT_GT(w.evaluated("trn3").months[0].heldUsd, 0.0);
    EXPECT_EQ(w.evaluated("trn3").months[0].heldCoveredAcceleratorHours, 0.0);
    EXPECT_EQ(w.undoCount(), 4);
}

TEST(HeldCommitmentsPanelTest, APlansTermAndPaymentAndAConvertiblesExchangeAreEditable)
{
    Held w;
    w.held().addButton()->click();
    ASSERT_EQ(w.model().rowCount(), 1);
    // A savings plan: its term and payment choose the catalog's Compute rate; no exchange.
    EXPECT_EQ(w.model().data(w.model().index(0, Model::TermColumn)).toString(), "not stated");
    EXPECT_FALSE(w.model().flags(w.model().index(0, Model::ExchangeColumn)) & Qt::ItemIsEditable);
    ASSERT_TRUE(w.set(0, Model::TermColumn, 3));
    ASSERT_TRUE(w.set(0, Model::PaymentColumn, int(PaymentOption::AllUpfront)));
    EXPECT_FALSE(w.set(0, Model::TermColumn, 2)); // not a term AWS sells
    EXPECT_EQ(w.row(0).termYears, 3);
    EXPECT_EQ(w.row(0).payment, PaymentOption::AllUpfront);
    EXPECT_EQ(w.model().data(w.model().index(0, Model::TermColumn)).toString(), "3 years");
    EXPECT_EQ(w.undoCount(), 3);
    w.undo();
    EXPECT_FALSE(w.row(0).payment.has_value());

    // A convertible reservation: exchanged where offered until the team says otherwise.
    ASSERT_TRUE(w.set(0, Model::TypeColumn, int(CommitmentKind::Reserved)));
    ASSERT_TRUE(w.set(0, Model::CoverageColumn, int(OfferingClass::Convertible)));
    EXPECT_FALSE(w.model().flags(w.model().index(0, Model::TermColumn)) & Qt::ItemIsEditable);
    EXPECT_EQ(w.model().data(w.model().index(0, Model::ExchangeColumn)).toString(),
              "where offered");
    ASSERT_TRUE(w.set(0, Model::ExchangeColumn, 0));
    EXPECT_EQ(w.row(0).exchange, false);
    EXPECT_EQ(w.model().data(w.model().index(0, Model::ExchangeColumn)).toString(), "no");
}

TEST(HeldCommitmentsPanelTest, RemovingIsOneUndoStepAndTheMostHeldIsEight)
{
    Held w;
    EXPECT_FALSE(w.held().removeButton()->isEnabled()); // nothing to remove
    for (int i = 0; i < HeldCommitments::kMax; ++i)
        w.held().addCommitment();
    EXPECT_EQ(w.model().rowCount(), HeldCommitments::kMax);
    EXPECT_FALSE(w.held().addButton()->isEnabled());
    w.held().addCommitment();
    EXPECT_TRUE(w.held().problemText().startsWith("existing_commitments: at most 8"))
        << w.held().problemText().toStdString();
    EXPECT_EQ(w.model().rowCount(), HeldCommitments::kMax);

    // The row added last is the current one.
    EXPECT_EQ(w.held().table()->currentIndex().row(), HeldCommitments::kMax - 1);
    w.held().table()->setCurrentIndex(w.model().index(2, Model::IdColumn));
    ASSERT_TRUE(w.held().removeButton()->isEnabled());
    const int before = w.undoCount();
    w.held().removeButton()->click();
    EXPECT_EQ(w.model().rowCount(), HeldCommitments::kMax - 1);
    EXPECT_EQ(w.row(2).id, "held-4");
    EXPECT_EQ(w.undoCount(), before + 1);
    w.undo();
    EXPECT_EQ(w.row(2).id, "held-3");
}

TEST(HeldCommitmentsPanelTest, EditorsFollowRangeTableAndASpinIsOneUndoStep)
{
    Held w;
    w.held().addCommitment();
    QTableView *table = w.held().table();
    const QModelIndex discount = w.model().index(0, Model::DiscountColumn);
    table->openPersistentEditor(discount);
    auto *spin = qobject_cast<QDoubleSpinBox *>(table->indexWidget(discount));
    ASSERT_NE(spin, nullptr);
    const FieldRange *range = RangeTable::find("existing_commitments[].discount_percent");
    EXPECT_EQ(spin->minimum(), range->min);
    EXPECT_LT(spin->maximum(), range->max); // 100 % is excluded
    EXPECT_EQ(spin->value(), 30.0);
    spin->stepUp();
    spin->stepUp();
    EXPECT_EQ(w.row(0).discountPercent, 31.0);
    EXPECT_EQ(w.undoCount(), 2); // the add, and one merged step for the spin
    table->closePersistentEditor(discount);

    const QModelIndex months = w.model().index(0, Model::MonthsColumn);
    table->openPersistentEditor(months);
    auto *monthSpin = qobject_cast<QSpinBox *>(table->indexWidget(months));
    ASSERT_NE(monthSpin, nullptr);
    EXPECT_EQ(monthSpin->maximum(), 36);
    table->closePersistentEditor(months);

    const QModelIndex coverage = w.model().index(0, Model::CoverageColumn);
    table->openPersistentEditor(coverage);
    auto *combo = qobject_cast<QComboBox *>(table->indexWidget(coverage));
    ASSERT_NE(combo, nullptr);
    ASSERT_EQ(combo->count(), 3); // a held plan may be a SageMaker one
    EXPECT_EQ(combo->itemText(2), "SageMaker");
    combo->setCurrentIndex(1);
    Q_EMIT combo->activated(1);
    EXPECT_EQ(w.row(0).plan, SavingsPlanType::Ec2Instance);
    EXPECT_EQ(w.row(0).instanceType, "p5.48xlarge"); // an EC2 Instance plan names a family
    table->closePersistentEditor(coverage);
}

TEST(HeldCommitmentsPanelTest, TheHorizonTreatmentIsOneUndoStep)
{
    Held w;
    QComboBox *treatment = w.held().horizonTreatmentCombo();
    EXPECT_EQ(treatment->currentData().toInt(), int(HorizonTreatment::ProjectEnds));
    treatment->setCurrentIndex(treatment->findData(int(HorizonTreatment::WorkContinues)));
    EXPECT_EQ(w.scenario().horizonTreatment, HorizonTreatment::WorkContinues);
    EXPECT_EQ(w.undoCount(), 1);
    w.undo();
    EXPECT_EQ(w.scenario().horizonTreatment, HorizonTreatment::ProjectEnds);
    EXPECT_EQ(treatment->currentData().toInt(), int(HorizonTreatment::ProjectEnds));
}

} // namespace
} // namespace acceldecide::ui
