#include "core/performance/ThroughputEstimator.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/model/ParameterPath.h"
#include "core/performance/DecodeRoofline.h"
#include "core/performance/MemoryFit.h"
#include "core/report/ReportThroughputSection.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;
using json = nlohmann::json;

namespace {

ThroughputEstimateInput serving(std::string model, std::string accelerator, std::string type,
                                int tensorParallel, int input, int output)
{
    ThroughputEstimateInput in;
    in.model = std::move(model);
    in.accelerator = std::move(accelerator);
    in.dataType = std::move(type);
    in.tensorParallel = tensorParallel;
    in.inputTokens = input;
    in.outputTokens = output;
    return in;
}

json servingScenario(json estimate)
{
    json s = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "estimate", "horizon_months": 12,
      "workload": {"kind": "inference", "model_params_billion": 70,
                   "tokens_per_day_billion": 1, "utilization_percent": 60},
      "baseline": "gpu",
      "options": [
        {"id": "gpu", "label": "H100", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 55.04,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 2000}},
        {"id": "est", "label": "Estimated", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 55.04,
         "purchase": {"model": "on_demand"}}
      ]})");
    s["options"][1]["throughput"] = {{"estimate", std::move(estimate)}};
    return s;
}

} // namespace

// TensorRT-LLM's performance overview: Llama 3.3 70B in FP8 on two H100s, 1,000 tokens in
// and out, 4,205 output tokens a second for the pair. The estimate for that setup is the
// calibrated model's, within its stated band, and names that measurement as its nearest.
TEST(ThroughputEstimator, APublishedSetupIsEstimatedWithinItsBandAndNamesTheMeasurement)
{
    const ThroughputEstimator &estimator = ThroughputEstimator::builtIn();
    ThroughputEstimateInput in = serving("llama-3.3-70b", "h100-sxm", "fp8", 2, 1000, 1000);
    in.engine = "tensorrt-llm";
    ASSERT_TRUE(estimator.problems(in, "p5.48xlarge", 8, WorkloadKind::Inference).empty());
    const ThroughputEstimateResult result =
        estimator.estimate(in, "p5.48xlarge", 8, WorkloadKind::Inference);
    EXPECT_TRUE(result.fits);
    EXPECT_EQ(result.calibrationScope, "h100-sxm on tensorrt-llm");
    ASSERT_TRUE(result.nearest.has_value());
    EXPECT_EQ(result.nearest->id, "trtllm-v1.0:h100-sxm:llama-3.3-70b:fp8:tp2:1000-1000");
    EXPECT_EQ(result.nearest->measured, 4205.0);
    // 2,102.5 per GPU measured; the estimate and its band are the calibrated model's.
    EXPECT_LE(result.lowTokensPerSec, 2102.5);
    EXPECT_GE(result.highTokensPerSec, 2102.5);
    EXPECT_NEAR(result.tokensPerSecPerAccelerator / 2102.5, 1.0, 0.35);
    EXPECT_LE(result.lowTokensPerSec, result.tokensPerSecPerAccelerator);
    EXPECT_GE(result.highTokensPerSec, result.tokensPerSecPerAccelerator);
}

// Llama 3.1 70B in BF16 (141 GB of weights) does not fit one 80 GB H100 for serving; two
// hold it.
TEST(ThroughputEstimator, ALayoutThatDoesNotFitSaysWhatItNeedsAndWhatWould)
{
    ThroughputEstimateInput in = serving("llama-3.1-70b", "h100-sxm", "bf16", 1, 1000, 1000);
    in.concurrency = 1;
    const ThroughputEstimateResult result =
        ThroughputEstimator::builtIn().estimate(in, "p5.48xlarge", 8, WorkloadKind::Inference);
    EXPECT_FALSE(result.fits);
    EXPECT_GT(result.neededGb, 141.0);
    EXPECT_EQ(result.availableGb, 80.0);
    EXPECT_EQ(result.smallestFittingTensorParallel, 2);
}

TEST(ThroughputEstimator, ALatencyTargetCapsTheBatch)
{
    ThroughputEstimateInput in = serving("llama-3.1-8b", "h100-sxm", "fp8", 1, 1000, 1000);
    const ThroughputEstimator &estimator = ThroughputEstimator::builtIn();
    const ThroughputEstimateResult free =
        estimator.estimate(in, "p5.48xlarge", 8, WorkloadKind::Inference);
    in.maxMsPerOutputToken = 20.0;
    const ThroughputEstimateResult capped =
        estimator.estimate(in, "p5.48xlarge", 8, WorkloadKind::Inference);
    EXPECT_LE(capped.msPerOutputToken, 20.0);
    EXPECT_LT(capped.concurrency, free.concurrency);
    EXPECT_LE(capped.tokensPerSecPerAccelerator, free.tokensPerSecPerAccelerator);
}

// Physics over the whole catalog: for every model and accelerator with a layout that
// fits, the estimate stays under the compute and the bandwidth bound, more bandwidth
// never lowers decode throughput, and more requests never lower it while they fit.
TEST(ThroughputEstimator, EveryModelOnEveryAcceleratorObeysTheRoofline)
{
    const ThroughputEstimator &estimator = ThroughputEstimator::builtIn();
    const PerformanceCatalog &catalog = estimator.catalog();
    int checked = 0;
    for (const ModelCard &card : catalog.models()) {
        for (const std::string &id : catalog.acceleratorIds()) {
            const auto accelerator = catalog.accelerator(id);
            if (!accelerator)
                continue;
            const FittedEfficiencies fitted = estimator.calibration().forServing(id, "");
            ServingRequest request;
            request.layout.weights = DataType::Bf16;
            request.layout.contextTokens = 2000;
            request.inputTokens = 1000;
            request.outputTokens = 1000;
            request.continuousBatching = true;
            const auto tp =
                smallestServingTensorParallel(card.shapes, accelerator->spec, request.layout, 64);
            if (!tp)
                continue;
            request.layout.tensorParallel = *tp;
            const auto most =
                largestServingConcurrency(card.shapes, accelerator->spec, request.layout, 512);
            ASSERT_TRUE(most.has_value());
            double previous = 0.0;
            for (int c = 1; c <= *most; c *= 2) {
                request.layout.concurrency = c;
                const ServingEstimate e =
                    estimateServing(card.shapes, accelerator->spec, request, fitted.efficiencies);
                const double peak = peakTflops(accelerator->spec, DataType::Bf16) * 1e12;
                const double computeBound = peak / (2.0 * card.shapes.activeParameters());
                const double weightsPerAccelerator =
                    card.shapes.parameters() * 2.0 / request.layout.tensorParallel;
                const double bandwidthBound = accelerator->spec.memoryBandwidthTbPerS * 1e12 /
                                              weightsPerAccelerator * c /
                                              request.layout.tensorParallel;
                EXPECT_LE(e.tokensPerSecondPerAccelerator, computeBound * 1.000001)
                    << card.shapes.id << " on " << id << " at " << c;
                EXPECT_LE(e.tokensPerSecondPerAccelerator, bandwidthBound * 1.000001)
                    << card.shapes.id << " on " << id << " at " << c;
                EXPECT_GE(e.tokensPerSecondPerAccelerator, previous * 0.999999)
                    << card.shapes.id << " on " << id << " at " << c;
                previous = e.tokensPerSecondPerAccelerator;
                AcceleratorSpec faster = accelerator->spec;
                faster.memoryBandwidthTbPerS *= 2.0;
                EXPECT_GE(estimateServing(card.shapes, faster, request, fitted.efficiencies)
                              .tokensPerSecondPerAccelerator,
                          e.tokensPerSecondPerAccelerator)
                    << card.shapes.id << " on " << id << " at " << c;
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 100);
}

TEST(ThroughputEstimator, AnEstimatedOptionIsBilledByItsEstimateAndReportsIt)
{
    const ScenarioReadResult read =
        ScenarioReader::fromJson(servingScenario({{"model", "llama-3.3-70b"},
                                                  {"accelerator", "h100-sxm"},
                                                  {"engine", "tensorrt-llm"},
                                                  {"dtype", "fp8"},
                                                  {"tensor_parallel", 2},
                                                  {"input_tokens", 1000},
                                                  {"output_tokens", 1000}}));
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const OptionResult &option = evaluation.options[1];
    ASSERT_TRUE(option.throughputEstimate.has_value());
    EXPECT_EQ(option.tokensPerSecPerAccelerator,
              option.throughputEstimate->tokensPerSecPerAccelerator);
    // $55.04 an hour for 8 GPUs: $6.88 per GPU-hour over its tokens an hour, per million,
    // at 60 % utilization.
    const double perMillion =
        6.88 / (option.throughputEstimate->tokensPerSecPerAccelerator * 3600.0 / 1e6) / 0.6;
    ASSERT_TRUE(option.costPerMillionTokensUsd.has_value());
    EXPECT_NEAR(*option.costPerMillionTokensUsd, perMillion, perMillion * 1e-9);
}

TEST(ThroughputEstimator, AnOptionWhoseLayoutDoesNotFitIsNeverRecommended)
{
    const ScenarioReadResult read =
        ScenarioReader::fromJson(servingScenario({{"model", "llama-3.1-70b"},
                                                  {"accelerator", "h100-sxm"},
                                                  {"dtype", "bf16"},
                                                  {"tensor_parallel", 1},
                                                  {"concurrency", 4},
                                                  {"input_tokens", 1000},
                                                  {"output_tokens", 1000}}));
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const OptionResult &option = evaluation.options[1];
    const auto warning = std::find_if(option.warnings.begin(), option.warnings.end(),
                                      [](const Warning &w) { return w.code == "does_not_fit"; });
    ASSERT_NE(warning, option.warnings.end());
    EXPECT_NE(warning->message.find("per accelerator; it has 80.0 GB"), std::string::npos)
        << warning->message;
    EXPECT_NE(evaluation.recommendation.option, "est");
    const auto aside = std::find_if(evaluation.recommendation.setAside.begin(),
                                    evaluation.recommendation.setAside.end(),
                                    [](const SetAsideOption &o) { return o.option == "est"; });
    EXPECT_NE(aside, evaluation.recommendation.setAside.end());
}

struct BadEstimate
{
    const char *name;
    json estimate;
    const char *path;
    const char *message;
};

class ThroughputEstimateErrors : public ::testing::TestWithParam<BadEstimate>
{};

TEST_P(ThroughputEstimateErrors, AreNamedWithTheFieldAndValue)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(servingScenario(GetParam().estimate));
    ASSERT_FALSE(read.ok());
    bool found = false;
    for (const ValidationError &error : read.error())
        found = found || (error.path == GetParam().path &&
                          error.message.find(GetParam().message) != std::string::npos);
    EXPECT_TRUE(found) << read.error().front().toString();
}

INSTANTIATE_TEST_SUITE_P(
    Inputs, ThroughputEstimateErrors,
    ::testing::Values(
        BadEstimate{"UnknownModel",
                    {{"model", "llama-9"}, {"accelerator", "h100-sxm"}, {"output_tokens", 10}},
                    "options[1].throughput.estimate.model",
                    "unknown model \"llama-9\""},
        BadEstimate{"HeadsNotDivided",
                    {{"model", "llama-3.1-8b"},
                     {"accelerator", "h100-sxm"},
                     {"tensor_parallel", 3},
                     {"output_tokens", 10}},
                    "options[1].throughput.estimate.tensor_parallel",
                    "3 does not divide the model's 32 attention heads"},
        BadEstimate{"MoreThanTheAccelerators",
                    {{"model", "llama-3.1-8b"},
                     {"accelerator", "h100-sxm"},
                     {"tensor_parallel", 16},
                     {"output_tokens", 10}},
                    "options[1].throughput.estimate.tensor_parallel",
                    "exceeds the option's 8 accelerators"},
        BadEstimate{"NoConcurrency",
                    {{"model", "llama-3.1-8b"},
                     {"accelerator", "h100-sxm"},
                     {"concurrency", 0},
                     {"output_tokens", 10}},
                    "options[1].throughput.estimate.concurrency",
                    "0"},
        BadEstimate{"NegativeLength",
                    {{"model", "llama-3.1-8b"},
                     {"accelerator", "h100-sxm"},
                     {"input_tokens", -5},
                     {"output_tokens", 10}},
                    "options[1].throughput.estimate.input_tokens",
                    "-5"},
        BadEstimate{"UnknownType",
                    {{"model", "llama-3.1-8b"},
                     {"accelerator", "h100-sxm"},
                     {"dtype", "int3"},
                     {"output_tokens", 10}},
                    "options[1].throughput.estimate.dtype",
                    "got \"int3\""},
        BadEstimate{"UnknownAccelerator",
                    {{"model", "llama-3.1-8b"}, {"accelerator", "tpu-v9"}, {"output_tokens", 10}},
                    "options[1].throughput.estimate.accelerator",
                    "\"tpu-v9\""}),
    [](const auto &info) { return std::string(info.param.name); });

// An estimate is uncertain by its calibration's held-out error: Monte Carlo samples the
// band unless the scenario gives that throughput a range of its own.
TEST(ThroughputEstimator, MonteCarloSamplesTheEstimatesBand)
{
    json s = servingScenario({{"model", "llama-3.3-70b"},
                              {"accelerator", "h100-sxm"},
                              {"engine", "tensorrt-llm"},
                              {"dtype", "fp8"},
                              {"tensor_parallel", 2},
                              {"input_tokens", 1000},
                              {"output_tokens", 1000}});
    EvaluationRequest request;
    request.monteCarloSamples = 2000;
    const ScenarioReadResult read = ScenarioReader::fromJson(s);
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    const Evaluation banded = ScenarioEvaluator::evaluate(*read, request);
    ASSERT_TRUE(banded.monteCarlo.has_value());
    const auto &sampled = banded.monteCarlo->options;
    const auto estimated = std::find_if(sampled.begin(), sampled.end(),
                                        [](const auto &o) { return o.option == "est"; });
    ASSERT_NE(estimated, sampled.end());
    EXPECT_LT(estimated->savingP10, estimated->savingP90);

    // A range of the scenario's own, here 5 % either side of the estimate and so narrower
    // than the band (tens of per cent), takes the band's place.
    const auto result = std::find_if(banded.options.begin(), banded.options.end(),
                                     [](const OptionResult &o) { return o.id == "est"; });
    ASSERT_NE(result, banded.options.end());
    ASSERT_TRUE(result->throughputEstimate.has_value());
    const double estimate = result->throughputEstimate->tokensPerSecPerAccelerator;
    EXPECT_LT(result->throughputEstimate->lowTokensPerSec, 0.95 * estimate);
    EXPECT_GT(result->throughputEstimate->highTokensPerSec, 1.05 * estimate);
    s["uncertainty"] =
        json::array({{{"target", "options.est.throughput.tokens_per_sec_per_accelerator"},
                      {"low", 0.95 * estimate},
                      {"high", 1.05 * estimate}}});
    const ScenarioReadResult pinned = ScenarioReader::fromJson(s);
    ASSERT_TRUE(pinned.ok()) << pinned.error().front().toString();
    const Evaluation fixed = ScenarioEvaluator::evaluate(*pinned, request);
    const auto &fixedOptions = fixed.monteCarlo->options;
    const auto one = std::find_if(fixedOptions.begin(), fixedOptions.end(),
                                  [](const auto &o) { return o.option == "est"; });
    ASSERT_NE(one, fixedOptions.end());
    EXPECT_LT(one->savingP10, one->savingP90);
    EXPECT_LT(one->savingP90 - one->savingP10, estimated->savingP90 - estimated->savingP10);
}

// The PDF's "How throughput was estimated": the estimate's setup, its band and the nearest
// measurement, in words; no such section without an estimate.
TEST(ThroughputEstimator, TheReportSaysHowEachThroughputWasEstimated)
{
    const ScenarioReadResult read =
        ScenarioReader::fromJson(servingScenario({{"model", "llama-3.3-70b"},
                                                  {"accelerator", "h100-sxm"},
                                                  {"engine", "tensorrt-llm"},
                                                  {"dtype", "fp8"},
                                                  {"tensor_parallel", 2},
                                                  {"input_tokens", 1000},
                                                  {"output_tokens", 1000}}));
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const std::optional<report::ReportSection> section =
        report::ReportThroughputSection::build(*read, evaluation);
    ASSERT_TRUE(section.has_value());
    EXPECT_EQ(section->title, "How throughput was estimated");
    ASSERT_EQ(section->blocks.size(), 2u);
    const std::string &text = section->blocks[1].text;
    EXPECT_NE(text.find("Estimated: llama-3.3-70b in fp8 on h100-sxm, tensor parallel 2"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("Nearest published measurement: h100-sxm, tensorrt-llm 1.0, "
                        "Llama 3.3 70B fp8, TP2, 1000/1000, 4,205.0 output_tokens_per_s"),
              std::string::npos)
        << text;

    Scenario measured = *read;
    measured.options[1].throughput = Throughput::measured(2000.0);
    EXPECT_FALSE(
        report::ReportThroughputSection::build(measured, ScenarioEvaluator::evaluate(measured))
            .has_value());
}

// A training estimate is calibrated on the published training runs (Megatron Bridge's
// H100 and B200 rows: too few of H100's own, so the engine's three) and counts the
// collectives. Eight H100s of one p5 in pure data parallelism: the gradients' all-reduce
// (8,030,261,248 x 2 bytes x 2 x 7/8 over 450 GB/s x 0.7 = 0.089 s) hides behind
// backward compute, so the rate is the compute's alone.
TEST(ThroughputEstimator, ATrainingEstimateIsCalibratedOnTrainingRunsAndCountsCollectives)
{
    json s = servingScenario({{"model", "llama-3.1-8b"},
                              {"accelerator", "h100-sxm"},
                              {"dtype", "bf16"},
                              {"tensor_parallel", 1},
                              {"sequence_length", 8192},
                              {"global_batch_sequences", 256}});
    s["workload"] = {{"kind", "training"},
                     {"model_params_billion", 8},
                     {"tokens_per_run_billion", 10},
                     {"runs", 1}};
    s["options"][0]["cluster_accelerators"] = 8;
    s["options"][1]["cluster_accelerators"] = 8;
    const ScenarioReadResult read = ScenarioReader::fromJson(s);
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const OptionResult &option = evaluation.options[1];
    ASSERT_TRUE(option.throughputEstimate.has_value());
    const ThroughputEstimateResult &e = *option.throughputEstimate;
    EXPECT_TRUE(e.training);
    EXPECT_EQ(e.calibrationScope, "megatron-bridge");
    EXPECT_EQ(e.calibrationPoints, 3);
    EXPECT_LT(e.lowTokensPerSec, e.tokensPerSecPerAccelerator);
    EXPECT_GT(e.highTokensPerSec, e.tokensPerSecPerAccelerator);
    ASSERT_TRUE(e.trainingStep.has_value());
    EXPECT_EQ(e.trainingStep->dataParallel, 8);
    EXPECT_EQ(e.trainingStep->dataParallelExposed, 0.0);
    // 989.4 TFLOPS at the fitted efficiency over 6 x 8,030,261,248 + 12 x 32 x 32 x 128 x
    // 8,192 FLOPs a token.
    const double flops = 6.0 * 8030261248.0 + 12.0 * 32 * 32 * 128 * 8192;
    EXPECT_NEAR(e.tokensPerSecPerAccelerator, 989.4e12 * e.computeEfficiency / flops, 1e-6);
    EXPECT_FALSE(std::any_of(option.warnings.begin(), option.warnings.end(),
                             [](const Warning &w) { return w.code == "throughput_uncalibrated"; }));
}

// Llama 3.1 70B with mixed-precision Adam (16 bytes a parameter, 1.13 TB) fits no
// layout of one 8-GPU H100 instance (640 GB); over four instances, pure data parallelism
// does not fit and the smallest layout that does is offered.
TEST(ThroughputEstimator, ATrainingLayoutThatDoesNotFitOffersTheSmallestThatDoes)
{
    ThroughputEstimateInput in;
    in.model = "llama-3.1-70b";
    in.accelerator = "h100-sxm";
    in.sequenceLength = 8192;
    in.globalBatchSequences = 256;
    const ThroughputEstimator &estimator = ThroughputEstimator::builtIn();
    const ThroughputEstimateResult one =
        estimator.estimate(in, "p5.48xlarge", 8, WorkloadKind::Training);
    EXPECT_FALSE(one.fits);
    EXPECT_FALSE(one.smallestFittingTensorParallel.has_value());
    const ThroughputEstimateResult four =
        estimator.estimate(in, "p5.48xlarge", 32, WorkloadKind::Training);
    EXPECT_FALSE(four.fits);
    ASSERT_TRUE(four.smallestFittingTensorParallel.has_value());
    ASSERT_TRUE(four.smallestFittingPipelineParallel.has_value());
    in.tensorParallel = *four.smallestFittingTensorParallel;
    in.pipelineParallel = *four.smallestFittingPipelineParallel;
    EXPECT_TRUE(estimator.estimate(in, "p5.48xlarge", 32, WorkloadKind::Training).fits);
    // Smallest: half as many accelerators a model copy does not fit.
    const int copy = in.tensorParallel * in.pipelineParallel;
    if (copy > 1) {
        in.tensorParallel = std::max(1, in.tensorParallel / 2);
        in.pipelineParallel = copy / 2 / in.tensorParallel;
        EXPECT_FALSE(estimator.estimate(in, "p5.48xlarge", 32, WorkloadKind::Training).fits);
    }
}

// An estimated option's throughput is named as estimated wherever an input is named
// (the banner's biggest risk, the uncertainty ranges), never as measured.
TEST(ThroughputEstimator, AnEstimatedThroughputIsNamedAsEstimated)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(servingScenario(
        {{"model", "llama-3.1-8b"}, {"accelerator", "h100-sxm"}, {"output_tokens", 100}}));
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    EXPECT_EQ(
        ParameterPath::describe(*read, "options.est.throughput.tokens_per_sec_per_accelerator"),
        "Estimated throughput per accelerator (est)");
    EXPECT_EQ(
        ParameterPath::describe(*read, "options.gpu.throughput.tokens_per_sec_per_accelerator"),
        "Measured throughput per accelerator (gpu)");
}
