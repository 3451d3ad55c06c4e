// The GUI names purchase models as the report does (core's table), untranslated in the
// tests' English locale.

#include "ui/render/labels/EnumLabels.h"

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(EnumLabelsTest, PurchaseModelsAreNamedAsInTheReport)
{
    EXPECT_EQ(EnumLabels::purchaseModel(PurchaseModel::OnDemand), QStringLiteral("On-demand"));
    EXPECT_EQ(EnumLabels::purchaseModel(PurchaseModel::SavingsPlan1y),
              QStringLiteral("Savings plan 1 y"));
    EXPECT_EQ(EnumLabels::purchaseModel(PurchaseModel::SavingsPlan3y),
              QStringLiteral("Savings plan 3 y"));
    EXPECT_EQ(EnumLabels::purchaseModel(PurchaseModel::Reserved1y), QStringLiteral("Reserved 1 y"));
    EXPECT_EQ(EnumLabels::purchaseModel(PurchaseModel::Reserved3y), QStringLiteral("Reserved 3 y"));
    EXPECT_EQ(EnumLabels::purchaseModel(PurchaseModel::Spot), QStringLiteral("Spot"));
    EXPECT_EQ(EnumLabels::purchaseModel(PurchaseModel::Effective),
              QStringLiteral("Effective rate"));
}

} // namespace
} // namespace acceldecide::ui
