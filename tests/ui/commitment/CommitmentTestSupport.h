#pragma once

// Seed 001's savings-plan example (resources/scenarios/seed001-startup-70b-savings-plan-
// scenarios.json): H100 and Trainium3, each on a 1-year no-upfront savings plan at 40 %
// (3-year 55 %), usage stopping after month 18 of a 24-month horizon.

#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>

#include <string>

namespace acceldecide::ui::test {

inline const std::string kSavingsPlanExample = "seed001-startup-70b-savings-plan-scenarios.json";

inline Scenario savingsPlanExample()
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + kSavingsPlanExample);
    EXPECT_TRUE(read.ok()) << kSavingsPlanExample;
    return read.ok() ? read.value() : Scenario{};
}

} // namespace acceldecide::ui::test
