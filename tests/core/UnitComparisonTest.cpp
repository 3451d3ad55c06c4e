#include "core/decision/UnitComparison.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

using namespace acceldecide;

namespace {

const Warning *unitWarning(const OptionResult &option)
{
    for (const Warning &warning : option.warnings) {
        if (warning.code == "unit_mismatch")
            return &warning;
    }
    return nullptr;
}

} // namespace

TEST(UnitComparison, ChipsAndGpusCompareNeuronCoresAndUltraServersDoNot)
{
    EXPECT_TRUE(UnitComparison::comparable(AcceleratorUnit::Chip, AcceleratorUnit::Gpu));
    EXPECT_FALSE(UnitComparison::comparable(AcceleratorUnit::NeuronCore, AcceleratorUnit::Gpu));
    EXPECT_FALSE(UnitComparison::comparable(AcceleratorUnit::NeuronCore, AcceleratorUnit::Chip));
    EXPECT_FALSE(UnitComparison::comparable(AcceleratorUnit::UltraServer, AcceleratorUnit::Chip));
    EXPECT_TRUE(
        UnitComparison::comparable(AcceleratorUnit::NeuronCore, AcceleratorUnit::NeuronCore));
}

TEST(UnitComparison, UnitDefaultsToTheStacks)
{
    Option option;
    option.stack = Stack::Cuda;
    EXPECT_EQ(unitOf(option), AcceleratorUnit::Gpu);
    option.stack = Stack::Neuron;
    EXPECT_EQ(unitOf(option), AcceleratorUnit::Chip);
    option.acceleratorUnit = AcceleratorUnit::NeuronCore;
    EXPECT_EQ(unitOf(option), AcceleratorUnit::NeuronCore);
}

// Seed 004's first screen: Trainium 3 per NeuronCore against H200 per GPU.
TEST(UnitComparison, Seed004WarnsThatANeuronCoreIsNotAGpu)
{
    ScenarioReadResult read = ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) +
                                                       "/seed004-trn3-vs-h200-inference.json");
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read->options[2].acceleratorUnit, AcceleratorUnit::NeuronCore);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const Warning *warning = unitWarning(*evaluation.option("trn3"));
    ASSERT_NE(warning, nullptr);
    EXPECT_NE(warning->message.find("per NeuronCore"), std::string::npos) << warning->message;
    EXPECT_NE(warning->message.find("per GPU"), std::string::npos) << warning->message;
    EXPECT_EQ(unitWarning(*evaluation.option("h200-od")), nullptr);
    EXPECT_EQ(unitWarning(*evaluation.option("h200-spot")), nullptr);
}

TEST(UnitComparison, TrainiumChipAgainstGpuIsNoMismatch)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(test::seed001Training());
    for (const OptionResult &option : evaluation.options)
        EXPECT_EQ(unitWarning(option), nullptr) << option.id;
}

TEST(UnitComparison, ScenarioFileRoundTripsTheUnitAndRefusesAnUnknownOne)
{
    Scenario scenario = test::seed004Inference();
    scenario.options[1].acceleratorUnit = AcceleratorUnit::UltraServer;
    nlohmann::json json = ScenarioWriter::toJson(scenario);
    EXPECT_EQ(json["options"][1]["accelerator_unit"], "ultraserver");
    EXPECT_FALSE(json["options"][0].contains("accelerator_unit"));
    ScenarioReadResult read = ScenarioReader::fromJson(json);
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(*read, scenario);

    json["options"][1]["accelerator_unit"] = "core";
    ScenarioReadResult bad = ScenarioReader::fromJson(json);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().at(0).toString(),
              "options[1].accelerator_unit: must be \"chip\", \"gpu\", \"neuron_core\" or "
              "\"ultraserver\", got \"core\"");
}
