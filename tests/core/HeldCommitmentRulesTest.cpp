// The held-commitment rules every engine asks (core/engine/billing/HeldCommitmentRules.h),
// each case worked from AWS's wording: reservations apply first, then EC2 Instance
// Savings Plans, then Compute Savings Plans; plans and reservations pay for on-demand EC2
// usage only, a Compute plan any instance, an EC2 Instance plan its family, a
// reservation its instance type, a SageMaker plan none.
#include "core/engine/billing/HeldCommitmentRules.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>

namespace acceldecide {
namespace {

ExistingCommitment held(CommitmentKind kind, SavingsPlanType plan, std::string instanceType)
{
    ExistingCommitment commitment;
    commitment.id = "held";
    commitment.kind = kind;
    commitment.plan = plan;
    commitment.instanceType = std::move(instanceType);
    return commitment;
}

Option option(PurchaseModel model, std::string instanceType)
{
    Option result;
    result.id = "option";
    result.instanceType = std::move(instanceType);
    result.instanceHourlyUsd = 98.32;
    result.purchase.model = model;
    return result;
}

struct CoverCase
{
    std::string name;
    ExistingCommitment held;
    Option option;
    bool covers;
};

void PrintTo(const CoverCase &c, std::ostream *out)
{
    *out << c.name;
}

class HeldCommitmentCoversTest : public testing::TestWithParam<CoverCase>
{};

TEST_P(HeldCommitmentCoversTest, PaysOnlyForTheUsageAwsLetsItPayFor)
{
    EXPECT_EQ(HeldCommitmentRules::covers(GetParam().held, GetParam().option), GetParam().covers);
}

using enum CommitmentKind;
using enum SavingsPlanType;
INSTANTIATE_TEST_SUITE_P(
    Cases, HeldCommitmentCoversTest,
    testing::Values(CoverCase{"ComputePlanAnyInstance", held(SavingsPlan, Compute, ""),
                              option(PurchaseModel::OnDemand, "trn1.32xlarge"), true},
                    CoverCase{"Ec2PlanItsFamily", held(SavingsPlan, Ec2Instance, "p5.48xlarge"),
                              option(PurchaseModel::OnDemand, "p5.4xlarge"), true},
                    CoverCase{"Ec2PlanNotAnotherFamily",
                              held(SavingsPlan, Ec2Instance, "p5.48xlarge"),
                              option(PurchaseModel::OnDemand, "p4d.24xlarge"), false},
                    CoverCase{"ReservationItsType", held(Reserved, Compute, "p5.48xlarge"),
                              option(PurchaseModel::OnDemand, "p5.48xlarge"), true},
                    CoverCase{"ReservationNotASibling", held(Reserved, Compute, "p5.48xlarge"),
                              option(PurchaseModel::OnDemand, "p5.4xlarge"), false},
                    CoverCase{"SageMakerPlanNoEc2Option", held(SavingsPlan, SageMaker, ""),
                              option(PurchaseModel::OnDemand, "p5.48xlarge"), false},
                    CoverCase{"NotSpot", held(SavingsPlan, Compute, ""),
                              option(PurchaseModel::Spot, "p5.48xlarge"), false},
                    CoverCase{"NotACapacityBlock", held(SavingsPlan, Compute, ""),
                              option(PurchaseModel::CapacityBlock, "p5.48xlarge"), false}),
    [](const testing::TestParamInfo<CoverCase> &info) { return info.param.name; });

TEST(HeldCommitmentRules, ReservationsFirstThenEc2InstancePlansThenComputePlans)
{
    Scenario scenario;
    scenario.existingCommitments = {held(SavingsPlan, Compute, ""),            // 0
                                    held(Reserved, Compute, "p5.48xlarge"),    // 1
                                    held(SavingsPlan, Ec2Instance, "p5"),      // 2
                                    held(SavingsPlan, Compute, ""),            // 3: ties keep order
                                    held(Reserved, Compute, "trn1.32xlarge")}; // 4
    const std::vector<std::size_t> expected{1, 4, 2, 0, 3};
    EXPECT_EQ(HeldCommitmentRules::order(scenario), expected);
}

} // namespace
} // namespace acceldecide
