// The team's credits and private discount, edited in the savings-plan panel below the
// held commitments: add, edit and delete credits, each one undo step (a spin box's steps
// on one cell merge), values the scenario format refuses refused with the field named,
// and a private discount that lowers what every AWS option costs.

#include "CommitmentWorkspace.h"

#include "ui/commitment/CreditsModel.h"
#include "ui/commitment/CreditsPanel.h"
#include "ui/widgets/RangeSpinBox.h"
#include "ui/widgets/RefusedInput.h"

#include "core/editing/CreditEditing.h"
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
using Model = CreditsModel;

struct Credits : CommitmentWorkspace
{
    Credits() : CommitmentWorkspace(test::savingsPlanExample()) {}
    CreditsPanel &credits() const { return *panel.creditsPanel(); }
    Model &model() const { return *credits().model(); }
    const Credit &row(std::size_t i) const { return scenario().credits[i]; }
    bool set(int row, int column, const QVariant &value)
    {
        return model().setData(model().index(row, column), value);
    }
    QString cell(int row, int column, int role = Qt::DisplayRole) const
    {
        return model().data(model().index(row, column), role).toString();
    }
    const OptionResult &result(const std::string &id) const
    {
        return *controller.evaluation().option(id);
    }
    void redo() { document.undoStack()->redo(); }
};

TEST(CreditsPanelTest, AddingOneIsOneUndoStepAndItPaysForEveryOption)
{
    Credits w;
    ASSERT_NE(w.panel.creditsPanel(), nullptr);
    EXPECT_EQ(w.model().rowCount(), 0);
    EXPECT_EQ(w.result("h100").creditsUsedUsd, 0.0);
    const double tcoBefore = w.result("trn3").tcoUsd;
    w.credits().addButton()->click();
    ASSERT_EQ(w.model().rowCount(), 1);
    EXPECT_EQ(w.undoCount(), 1);
    EXPECT_EQ(w.row(0), CreditEditing::suggested(test::savingsPlanExample()));
    EXPECT_EQ(w.cell(0, Model::IdColumn), "credit-1");
    EXPECT_EQ(w.cell(0, Model::UsdColumn), "$10,000");
    EXPECT_EQ(w.cell(0, Model::FirstMonthColumn), "1");
    EXPECT_EQ(w.cell(0, Model::ExpiresMonthColumn), QString::number(w.scenario().horizonMonths));
    EXPECT_EQ(w.cell(0, Model::AppliesToColumn), "All");
    EXPECT_EQ(w.credits().table()->currentIndex().row(), 0);
    // $10,000 of credits, spent in full by either option over its 24 months.
    EXPECT_DOUBLE_EQ(w.result("h100").creditsUsedUsd, 10000.0);
    EXPECT_DOUBLE_EQ(w.result("trn3").creditsUsedUsd, 10000.0);
    EXPECT_NEAR(w.result("trn3").tcoUsd, tcoBefore - 10000.0, 1e-6);

    w.undo();
    EXPECT_EQ(w.model().rowCount(), 0);
    EXPECT_EQ(w.result("trn3").creditsUsedUsd, 0.0);
    w.redo();
    ASSERT_EQ(w.model().rowCount(), 1);
    EXPECT_DOUBLE_EQ(w.result("trn3").creditsUsedUsd, 10000.0);
}

TEST(CreditsPanelTest, AmountAndScopeEditsAreUndoableAndNarrowWhatACreditPays)
{
    Credits w;
    w.credits().addCredit();
    // Two steps on one cell: one undo step.
    ASSERT_TRUE(w.set(0, Model::UsdColumn, 4000.0));
    ASSERT_TRUE(w.set(0, Model::UsdColumn, 5000.0));
    EXPECT_EQ(w.row(0).usd, 5000.0);
    EXPECT_EQ(w.undoCount(), 2);
    EXPECT_DOUBLE_EQ(w.result("h100").creditsUsedUsd, 5000.0);

    // Trainium3 is the Neuron option: an H100 no longer gets the credit.
    ASSERT_TRUE(w.set(0, Model::AppliesToColumn, QStringLiteral("neuron")));
    EXPECT_EQ(w.row(0).scope, CreditScope::Neuron);
    EXPECT_EQ(w.cell(0, Model::AppliesToColumn), "Neuron");
    EXPECT_EQ(w.result("h100").creditsUsedUsd, 0.0);
    EXPECT_DOUBLE_EQ(w.result("trn3").creditsUsedUsd, 5000.0);
    // Named options: the baseline H100 runs no Trainium3 months, so it gets nothing.
    ASSERT_TRUE(w.set(0, Model::AppliesToColumn, QStringLiteral("trn3")));
    EXPECT_EQ(w.row(0).optionIds, std::vector<std::string>{"trn3"});
    EXPECT_EQ(w.result("h100").creditsUsedUsd, 0.0);
    EXPECT_DOUBLE_EQ(w.result("trn3").creditsUsedUsd, 5000.0);
    ASSERT_TRUE(w.set(0, Model::AppliesToColumn, QStringLiteral("trn3, h100")));
    EXPECT_EQ(w.cell(0, Model::AppliesToColumn), "trn3, h100");
    ASSERT_TRUE(w.set(0, Model::LabelColumn, QStringLiteral("Activate")));
    ASSERT_TRUE(w.set(0, Model::FirstMonthColumn, 3));
    ASSERT_TRUE(w.set(0, Model::ExpiresMonthColumn, 6));
    EXPECT_EQ(w.row(0).label, "Activate");
    EXPECT_EQ(w.undoCount(), 8);

    w.undo(); // expires month
    w.undo(); // first month
    w.undo(); // label
    w.undo(); // "trn3, h100"
    EXPECT_EQ(w.row(0).optionIds, std::vector<std::string>{"trn3"});
    w.undo();
    w.undo();
    EXPECT_EQ(w.row(0).scope, CreditScope::All);
    w.undo();
    EXPECT_EQ(w.row(0).usd, CreditEditing::kSuggestedUsd);
    w.redo();
    EXPECT_EQ(w.row(0).usd, 5000.0);
    EXPECT_TRUE(w.credits().problemText().isEmpty());
}

TEST(CreditsPanelTest, InvalidValuesAreRefusedNamingTheFieldAndTheValue)
{
    Credits w;
    w.credits().addCredit();
    const int steps = w.undoCount();
    // Below RangeTable's $0: the format's message, naming the field and the value.
    EXPECT_FALSE(w.set(0, Model::UsdColumn, -5.0));
    EXPECT_TRUE(w.credits().problemText().contains("credits[0].usd"))
        << w.credits().problemText().toStdString();
    EXPECT_TRUE(w.credits().problemText().contains("-5"))
        << w.credits().problemText().toStdString();
    EXPECT_EQ(w.row(0).usd, CreditEditing::kSuggestedUsd);
    EXPECT_FALSE(w.set(0, Model::UsdColumn, QStringLiteral("plenty")));
    EXPECT_EQ(w.credits().problemText(), "credits[0].usd: \"plenty\" is not a number");
    EXPECT_FALSE(w.set(0, Model::FirstMonthColumn, 2.5));
    EXPECT_EQ(w.credits().problemText(), "credits[0].first_month: must be a whole number, got 2.5");
    EXPECT_FALSE(w.set(0, Model::ExpiresMonthColumn, 121));
    EXPECT_TRUE(w.credits().problemText().contains("credits[0].expires_month"))
        << w.credits().problemText().toStdString();
    // A credit may not expire before it can first be spent.
    ASSERT_TRUE(w.set(0, Model::ExpiresMonthColumn, 4));
    EXPECT_FALSE(w.set(0, Model::FirstMonthColumn, 5));
    EXPECT_TRUE(w.credits().problemText().contains("credits[0].expires_month"))
        << w.credits().problemText().toStdString();
    EXPECT_EQ(w.row(0).firstMonth, 1);
    EXPECT_FALSE(w.set(0, Model::AppliesToColumn, QStringLiteral("trn3, gpu9")));
    EXPECT_TRUE(w.credits().problemText().contains("credits[0].applies_to[1]"))
        << w.credits().problemText().toStdString();
    EXPECT_TRUE(w.credits().problemText().contains("gpu9"))
        << w.credits().problemText().toStdString();
    EXPECT_FALSE(w.set(0, Model::AppliesToColumn, QStringLiteral(" ")));
    EXPECT_TRUE(w.credits().problemText().startsWith("credits[0].applies_to: must be All"))
        << w.credits().problemText().toStdString();
    EXPECT_EQ(w.row(0).scope, CreditScope::All);
    EXPECT_FALSE(w.set(0, Model::IdColumn, QStringLiteral("bad id")));
    EXPECT_TRUE(w.credits().problemText().contains("credits[0].id"))
        << w.credits().problemText().toStdString();
    EXPECT_EQ(w.undoCount(), steps + 1); // only the expiry at month 4

    // A second credit may not take the first's id.
    w.credits().addCredit();
    EXPECT_TRUE(w.credits().problemText().isEmpty());
    EXPECT_FALSE(w.set(1, Model::IdColumn, QStringLiteral("credit-1")));
    EXPECT_TRUE(w.credits().problemText().contains("duplicate id"))
        << w.credits().problemText().toStdString();
}

TEST(CreditsPanelTest, RemovingIsOneUndoStep)
{
    Credits w;
    EXPECT_FALSE(w.credits().removeButton()->isEnabled()); // nothing to remove
    for (int i = 0; i < 3; ++i)
        w.credits().addCredit();
    EXPECT_EQ(w.credits().table()->currentIndex().row(), 2);
    w.credits().table()->setCurrentIndex(w.model().index(1, Model::IdColumn));
    ASSERT_TRUE(w.credits().removeButton()->isEnabled());
    const int before = w.undoCount();
    w.credits().removeButton()->click();
    ASSERT_EQ(w.model().rowCount(), 2);
    EXPECT_EQ(w.row(1).id, "credit-3");
    EXPECT_EQ(w.undoCount(), before + 1);
    w.undo();
    ASSERT_EQ(w.model().rowCount(), 3);
    EXPECT_EQ(w.row(1).id, "credit-2");
}

TEST(CreditsPanelTest, EditorsAndToolTipsFollowRangeTable)
{
    Credits w;
    w.credits().addCredit();
    const FieldRange *usdRange = RangeTable::find("credits[].usd");
    ASSERT_NE(usdRange, nullptr);
    EXPECT_TRUE(w.cell(0, Model::UsdColumn, Qt::ToolTipRole).contains("credits[0].usd"));
    EXPECT_TRUE(w.cell(0, Model::UsdColumn, Qt::ToolTipRole)
                    .contains(QString::fromUtf8(usdRange->description.data(),
                                                qsizetype(usdRange->description.size()))));
    EXPECT_TRUE(w.cell(0, Model::ExpiresMonthColumn, Qt::ToolTipRole).contains("120"));
    EXPECT_TRUE(w.cell(0, Model::AppliesToColumn, Qt::ToolTipRole).contains("Neuron"));

    QTableView *table = w.credits().table();
    const QModelIndex usd = w.model().index(0, Model::UsdColumn);
    table->openPersistentEditor(usd);
    auto *spin = qobject_cast<QDoubleSpinBox *>(table->indexWidget(usd));
    ASSERT_NE(spin, nullptr);
    EXPECT_EQ(spin->minimum(), usdRange->min);
    EXPECT_EQ(spin->maximum(), usdRange->max);
    EXPECT_EQ(spin->value(), CreditEditing::kSuggestedUsd);
    spin->stepUp();
    spin->stepUp();
    EXPECT_EQ(w.row(0).usd, 12000.0);
    EXPECT_EQ(w.undoCount(), 2); // the add, and one merged step for the spin
    table->closePersistentEditor(usd);

    const QModelIndex first = w.model().index(0, Model::FirstMonthColumn);
    table->openPersistentEditor(first);
    auto *monthSpin = qobject_cast<QSpinBox *>(table->indexWidget(first));
    ASSERT_NE(monthSpin, nullptr);
    EXPECT_EQ(monthSpin->minimum(), 1);
    EXPECT_EQ(monthSpin->maximum(), 120);
    table->closePersistentEditor(first);

    const QModelIndex scope = w.model().index(0, Model::AppliesToColumn);
    table->openPersistentEditor(scope);
    auto *combo = qobject_cast<QComboBox *>(table->indexWidget(scope));
    ASSERT_NE(combo, nullptr);
    ASSERT_EQ(combo->count(), 5); // All, Neuron, CUDA and the two options
    EXPECT_EQ(combo->itemText(3), "h100");
    combo->setCurrentIndex(4);
    Q_EMIT combo->activated(4);
    EXPECT_EQ(w.row(0).optionIds, std::vector<std::string>{combo->itemText(4).toStdString()});
    table->closePersistentEditor(scope);
}

TEST(CreditsPanelTest, APrivateDiscountLowersEveryAwsOptionsComputeByItsPercentage)
{
    Credits w;
    RangeSpinBox *discount = w.credits().privateDiscountSpinBox();
    ASSERT_NE(discount, nullptr);
    const FieldRange *range = RangeTable::find("private_discount_percent");
    EXPECT_EQ(discount->validMinimum(), range->min);
    EXPECT_LT(discount->validMaximum(), range->max); // 100 % is excluded
    EXPECT_TRUE(discount->toolTip().contains("Private pricing discount"))
        << discount->toolTip().toStdString();
    EXPECT_EQ(discount->value(), 0.0);
    const double h100 = w.result("h100").monthlyComputeUsd;
    const double trn3 = w.result("trn3").monthlyComputeUsd;
    ASSERT_GT(h100, 0.0);

    discount->setValue(10.0);
    EXPECT_EQ(w.scenario().privateDiscountPercent, 10.0);
    EXPECT_EQ(w.undoCount(), 1);
    EXPECT_NEAR(w.result("h100").monthlyComputeUsd, h100 * 0.9, 1e-6 * h100);
    EXPECT_NEAR(w.result("trn3").monthlyComputeUsd, trn3 * 0.9, 1e-6 * trn3);
    discount->setValue(12.5); // the same field again: one undo step
    EXPECT_EQ(w.undoCount(), 1);
    EXPECT_NEAR(w.result("h100").monthlyComputeUsd, h100 * 0.875, 1e-6 * h100);

    // Past the range: refused in words, the typed value kept and marked.
    discount->setValue(150.0);
    EXPECT_EQ(w.scenario().privateDiscountPercent, 12.5);
    EXPECT_TRUE(RefusedInput::isMarked(discount));
    EXPECT_TRUE(w.credits().problemText().startsWith("private_discount_percent: "))
        << w.credits().problemText().toStdString();
    EXPECT_EQ(discount->value(), 150.0);

    w.undo();
    EXPECT_EQ(w.scenario().privateDiscountPercent, 0.0);
    EXPECT_EQ(discount->value(), 0.0);
    EXPECT_FALSE(RefusedInput::isMarked(discount));
    EXPECT_DOUBLE_EQ(w.result("h100").monthlyComputeUsd, h100);
    w.redo();
    EXPECT_EQ(discount->value(), 12.5);
}

} // namespace
} // namespace acceldecide::ui
