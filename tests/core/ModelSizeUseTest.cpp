#include "core/model/ModelSizeUse.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

TEST(ModelSizeUse, MeasuredThroughputWithoutPeakTflopsLeavesModelSizeUnused)
{
    const Scenario scenario = test::seed004Inference(); // both options measured, no peak
    const ModelSizeUse use = ModelSizeUse::of(scenario);
    EXPECT_FALSE(use.matters());
}

TEST(ModelSizeUse, APeakTflopsMakesItCheckTheClaimAndMfuMakesItPrice)
{
    Scenario scenario = test::seed004Inference();
    scenario.options[0].peakTflops = 989;
    scenario.options[1].throughput = Throughput::fromPeak(667.0, 40.0);
    const ModelSizeUse use = ModelSizeUse::of(scenario);
    EXPECT_TRUE(use.matters());
    EXPECT_EQ(use.checkOptions, std::vector<std::string>{"h200_spot"});
    EXPECT_EQ(use.costOptions, std::vector<std::string>{"trn3"});

    scenario.workload.kind = WorkloadKind::Capacity;
    EXPECT_FALSE(ModelSizeUse::of(scenario).matters());
}

} // namespace
