#include "core/editing/OptionNaming.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

using namespace acceldecide;

TEST(OptionNaming, AutomaticLabelIsInstanceTypeAndPurchaseModel)
{
    const Scenario scenario = test::seed001Training(PurchaseModel::SavingsPlan1y, 40.0);
    EXPECT_EQ(OptionNaming::automaticLabel(scenario.options[1]), "trn3.48xlarge, Savings plan 1 y");
}

TEST(OptionNaming, ANumberKeepsTwoAutomaticLabelsApart)
{
    Scenario scenario = test::seed001Training();
    scenario.options[1].label = OptionNaming::automaticLabel(scenario.options[1]);
    Option copy = scenario.options[1];
    copy.id = "trn3-2";
    EXPECT_EQ(OptionNaming::uniqueAutomaticLabel(scenario, copy), "trn3.48xlarge, On-demand (2)");
    copy.label = OptionNaming::uniqueAutomaticLabel(scenario, copy);
    EXPECT_TRUE(OptionNaming::hasAutomaticLabel(copy));
}

TEST(OptionNaming, AnAutomaticLabelFollowsEditsUntilRenamed)
{
    Scenario before = test::seed001Training();
    before.options[1].label = OptionNaming::automaticLabel(before.options[1]) + " (2)";
    Scenario after = before;
    after.options[1].purchase.model = PurchaseModel::Spot;
    OptionNaming::follow(before, after);
    EXPECT_EQ(after.options[1].label, "trn3.48xlarge, Spot (2)");
    // h100's label was the user's own: it stays.
    EXPECT_EQ(after.options[0].label, before.options[0].label);

    // Renamed in the same edit: the user's name wins.
    Scenario renamed = before;
    renamed.options[1].label = "Our Trainium plan";
    renamed.options[1].purchase.model = PurchaseModel::Spot;
    OptionNaming::follow(before, renamed);
    EXPECT_EQ(renamed.options[1].label, "Our Trainium plan");

    // Once renamed, later edits leave it alone.
    Scenario later = renamed;
    later.options[1].purchase.model = PurchaseModel::OnDemand;
    OptionNaming::follow(renamed, later);
    EXPECT_EQ(later.options[1].label, "Our Trainium plan");
}
