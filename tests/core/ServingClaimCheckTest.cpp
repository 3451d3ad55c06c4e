#include "core/engine/ServingClaimCheck.h"
#include "core/decision/RecommendationChecks.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/performance/DecodeBound.h"
#include "core/performance/PerformanceCatalog.h"
#include "core/performance/ThroughputEstimator.h"
#include "core/text/MoneyFormat.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace acceldecide;

// The fixture serves Llama 3.3 70B at 1,000 tokens in and 1,000 out on trn2.48xlarge (16
// Trainium2 chips, which the performance catalog knows) three ways beside an H100 baseline
// (p5.48xlarge, which it does not): a stated 6,000 tokens/s per chip, a stated 1,000, and
// 1,299 peak TFLOPS x 40 % MFU. Prices are illustrative, not sourced: the check never reads
// them.

namespace {

Scenario fixture()
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_TEST_FIXTURES) + "/valid/inference-served-model.json");
    EXPECT_TRUE(read.ok()) << (read.ok() ? "" : read.error().front().toString());
    return read.ok() ? *read : Scenario{};
}

const OptionResult &optionNamed(const Evaluation &evaluation, const std::string &id)
{
    return *std::find_if(evaluation.options.begin(), evaluation.options.end(),
                         [&](const OptionResult &o) { return o.id == id; });
}

const Warning *warningOf(const OptionResult &option, const std::string &code)
{
    const auto found = std::find_if(option.warnings.begin(), option.warnings.end(),
                                    [&](const Warning &w) { return w.code == code; });
    return found == option.warnings.end() ? nullptr : &*found;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

// Trainium2 per the catalog: 96 GiB at 2.9 TB/s; the decode bound with 4-bit weights over
// tensor parallel 1 to 16.
double trn2Bound()
{
    const auto &catalog = performance::PerformanceCatalog::builtIn();
    return performance::decodeBound(catalog.model("llama-3.3-70b")->shapes,
                                    catalog.accelerator("trainium2")->spec, 16, 1000, 1000)
        .tokensPerSecPerAccelerator;
}

} // namespace

TEST(ServingClaimCheck, AStatedThroughputAboveTheDecodeBoundIsSetAside)
{
    const double bound = trn2Bound();
    ASSERT_GT(bound, 1000.0);
    ASSERT_LT(bound, 6000.0);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(fixture());
    const OptionResult &claimed = optionNamed(evaluation, "trn2-claimed");
    const Warning *warning = warningOf(claimed, "throughput_above_decode_bound");
    ASSERT_NE(warning, nullptr);
    // The stated figure, the bound, the model, the lengths and the accelerator.
    EXPECT_TRUE(contains(warning->message, "6,000 tokens/s per accelerator stated is above the "
                                           "decode bound, " +
                                               MoneyFormat::number(bound) + " output tokens/s"))
        << warning->message;
    EXPECT_TRUE(contains(warning->message, "Llama 3.3 70B at 1,000/1,000 tokens on trainium2"))
        << warning->message;
    EXPECT_TRUE(contains(warning->message, "physically impossible")) << warning->message;
    EXPECT_TRUE(RecommendationChecks::disqualifies("throughput_above_decode_bound"));

    // The cheapest per token by far, and never recommended: set aside with the warning's words.
    EXPECT_NE(evaluation.recommendation.option, "trn2-claimed");
    const auto aside = std::find_if(
        evaluation.recommendation.setAside.begin(), evaluation.recommendation.setAside.end(),
        [](const SetAsideOption &o) { return o.option == "trn2-claimed"; });
    ASSERT_NE(aside, evaluation.recommendation.setAside.end());
    ASSERT_EQ(aside->reasons.size(), 1u);
    EXPECT_TRUE(contains(aside->reasons[0], "above the decode bound")) << aside->reasons[0];
    EXPECT_FALSE(aside->reasons[0].ends_with(".")) << aside->reasons[0];
}

TEST(ServingClaimCheck, AStatedThroughputUnderTheBoundPasses)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(fixture());
    const OptionResult &measured = optionNamed(evaluation, "trn2-measured");
    EXPECT_EQ(warningOf(measured, "throughput_above_decode_bound"), nullptr);
    EXPECT_EQ(warningOf(measured, "compute_bound_assumed"), nullptr);
    EXPECT_TRUE(std::none_of(evaluation.recommendation.setAside.begin(),
                             evaluation.recommendation.setAside.end(),
                             [](const SetAsideOption &o) { return o.option == "trn2-measured"; }));
    // The H100's instance type is not in the performance catalog: no check, no warning.
    const OptionResult &h100 = optionNamed(evaluation, "h100");
    EXPECT_EQ(warningOf(h100, "throughput_above_decode_bound"), nullptr);
    EXPECT_EQ(warningOf(h100, "compute_bound_assumed"), nullptr);
}

TEST(ServingClaimCheck, PeakTimesMfuForServingSaysItAssumesComputeBoundAndGivesTheEstimate)
{
    // 1,299e12 x 40 % / (2 x 70e9) = 3,711 tokens/s per chip by the compute-bound rule.
    const Evaluation evaluation = ScenarioEvaluator::evaluate(fixture());
    const OptionResult &peak = optionNamed(evaluation, "trn2-peak");
    const Warning *warning = warningOf(peak, "compute_bound_assumed");
    ASSERT_NE(warning, nullptr);
    EXPECT_FALSE(RecommendationChecks::disqualifies("compute_bound_assumed"));
    EXPECT_TRUE(contains(warning->message, "Peak × MFU gives 3,711 tokens/s per accelerator, "
                                           "assuming compute-bound serving"))
        << warning->message;
    // The performance model's estimate for the same setup: FP8 (the peak stated is the FP8
    // one), the whole instance as one tensor-parallel group, as many requests as fit.
    ThroughputEstimateInput input;
    input.model = "llama-3.3-70b";
    input.accelerator = "trainium2";
    input.dataType = "fp8";
    input.tensorParallel = 16;
    input.inputTokens = 1000;
    input.outputTokens = 1000;
    const ThroughputEstimateResult estimate = performance::ThroughputEstimator::builtIn().estimate(
        input, "trn2.48xlarge", 16, WorkloadKind::Inference);
    EXPECT_TRUE(contains(warning->message,
                         "the performance model estimates " +
                             MoneyFormat::number(estimate.tokensPerSecPerAccelerator) +
                             " for Llama 3.3 70B at 1,000/1,000 tokens on trainium2 (FP8, tensor "
                             "parallel 16, " +
                             MoneyFormat::number(estimate.concurrency) + " requests)"))
        << warning->message;
    EXPECT_EQ(warningOf(peak, "throughput_above_decode_bound"), nullptr);
}

TEST(ServingClaimCheck, WithoutAModelPeakTimesMfuAsksForOneAndStatedFiguresAreUnchecked)
{
    Scenario scenario = fixture();
    scenario.workload.model.clear();
    scenario.workload.inputTokens.reset();
    scenario.workload.outputTokens.reset();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const Warning *warning =
        warningOf(optionNamed(evaluation, "trn2-peak"), "compute_bound_assumed");
    ASSERT_NE(warning, nullptr);
    EXPECT_TRUE(contains(warning->message, "name workload.model, input_tokens and output_tokens"))
        << warning->message;
    EXPECT_EQ(warningOf(optionNamed(evaluation, "trn2-claimed"), "throughput_above_decode_bound"),
              nullptr);
}

TEST(ServingClaimCheck, AnOptionCountingNeuronCoresSharesTheInstancesBound)
{
    // 64 accelerators a trn2.48xlarge (NeuronCores at logical size 2) share 16 chips' bound:
    // a quarter of a chip's each, so 1,500 tokens/s per core is above it.
    Scenario scenario = fixture();
    Option &measured = scenario.options[std::size_t(scenario.optionIndex("trn2-measured"))];
    measured.acceleratorsPerInstance = 64;
    measured.acceleratorUnit = AcceleratorUnit::NeuronCore;
    const double perCore = trn2Bound() / 4;
    ASSERT_LT(perCore, 1500.0);
    EXPECT_TRUE(ServingClaimCheck::warningsFor(scenario, measured, 1500.0).size() == 1u);
    EXPECT_TRUE(ServingClaimCheck::warningsFor(scenario, measured, perCore * 0.99).empty());
}

TEST(ServingClaimCheck, TrainingIsNotChecked)
{
    Scenario scenario = fixture();
    scenario.workload.kind = WorkloadKind::Training;
    for (const Option &option : scenario.options)
        EXPECT_TRUE(ServingClaimCheck::warningsFor(scenario, option, 1e9).empty()) << option.id;
}
