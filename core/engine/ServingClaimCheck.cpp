#include "core/engine/ServingClaimCheck.h"

#include "core/performance/DecodeBound.h"
#include "core/performance/ThroughputEstimator.h"
#include "core/text/MoneyFormat.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <string>

namespace acceldecide {

namespace {

using performance::DataType;
using performance::ModelCard;
using performance::PerformanceCatalog;

constexpr const char *kAboveDecodeBound = "throughput_above_decode_bound";
constexpr const char *kComputeBoundAssumed = "compute_bound_assumed";

// The option's accelerator as the performance catalog knows it, and how many an instance
// holds: the largest tensor-parallel group the bound and the estimate may use.
struct ServingHardware
{
    std::string id;
    performance::AcceleratorSpec spec;
    int perInstance = 1;
};

std::optional<ServingHardware> hardwareOf(const Option &option)
{
    const PerformanceCatalog &catalog = PerformanceCatalog::builtIn();
    ServingHardware hardware;
    const performance::InstanceFacts *facts = catalog.instance(option.instanceType);
    if (!facts)
        return std::nullopt;
    hardware.id = facts->acceleratorId;
    hardware.perInstance = facts->acceleratorsPerInstance;
    const auto resolved = catalog.accelerator(hardware.id);
    if (!resolved)
        return std::nullopt;
    hardware.spec = resolved->spec;
    hardware.perInstance = std::max(1, hardware.perInstance);
    return hardware;
}

std::string upper(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::toupper(c)); });
    return out;
}

// "Llama 3.3 70B at 1,000/1,000 tokens on trainium2"
std::string setupText(const ModelCard &card, const Workload &workload, const std::string &id)
{
    return card.name + " at " + MoneyFormat::number(*workload.inputTokens) + "/" +
           MoneyFormat::number(*workload.outputTokens) + " tokens on " + id;
}

std::optional<Warning> aboveDecodeBound(const Workload &workload, const Option &option,
                                        const ModelCard &card, const ServingHardware &hardware,
                                        double stated)
{
    const performance::DecodeBound bound =
        performance::decodeBound(card.shapes, hardware.spec, hardware.perInstance,
                                 *workload.inputTokens, *workload.outputTokens);
    // Not one request fits the instance: the model spans instances, which the bound does
    // not cover, so it says nothing.
    if (!bound.fits())
        return std::nullopt;
    // An option counting its accelerators otherwise than the catalog (NeuronCores, say)
    // shares the instance's bound among its own.
    const double bounded = bound.tokensPerSecPerAccelerator * hardware.perInstance /
                           std::max(1, option.acceleratorsPerInstance);
    if (!(stated > bounded))
        return std::nullopt;
    return Warning{kAboveDecodeBound,
                   MoneyFormat::number(stated) +
                       " tokens/s per accelerator stated is above the decode bound, " +
                       MoneyFormat::number(bounded) +
                       " output tokens/s per accelerator: the most any engine could serve " +
                       setupText(card, workload, hardware.id) +
                       ", at the full bandwidth and the highest peak with 4-bit weights and KV "
                       "cache, tensor parallel " +
                       std::to_string(bound.tensorParallel) + " and " +
                       MoneyFormat::number(bound.concurrency) +
                       " requests; physically impossible."};
}

// The number format whose peak the option's peak_tflops is nearest: the format a peak x
// MFU figure assumes, so the estimate beside it assumes the same.
DataType formatNearest(const performance::AcceleratorSpec &spec, double peakTflops)
{
    DataType best = DataType::Bf16;
    double distance = std::fabs(std::log(peakTflops / spec.peakDenseTflopsBf16));
    for (const DataType type : {DataType::Fp8, DataType::Fp4}) {
        const auto peak = type == DataType::Fp8 ? spec.peakDenseTflopsFp8 : spec.peakDenseTflopsFp4;
        if (!peak)
            continue;
        const double d = std::fabs(std::log(peakTflops / *peak));
        if (d < distance) {
            best = type;
            distance = d;
        }
    }
    return best;
}

// "the performance model estimates 2,070 for Llama 3.3 70B at ..." on the whole instance
// as one tensor-parallel group (else the largest that divides the heads), at the most
// requests whose KV cache fits (no latency target). Empty where the estimator refuses.
std::string estimateText(const Workload &workload, const Option &option, const ModelCard &card,
                         const ServingHardware &hardware)
{
    ThroughputEstimateInput input;
    input.model = card.shapes.id;
    input.accelerator = hardware.id;
    input.dataType = std::string(performance::nameOf(
        formatNearest(hardware.spec, option.throughput->peakTflops.value_or(0.0))));
    input.tensorParallel = hardware.perInstance;
    while (input.tensorParallel > 1 && card.shapes.attentionHeads % input.tensorParallel != 0)
        --input.tensorParallel;
    input.inputTokens = *workload.inputTokens;
    input.outputTokens = *workload.outputTokens;
    const performance::ThroughputEstimator &estimator = performance::ThroughputEstimator::builtIn();
    if (!estimator
             .problems(input, option.instanceType, hardware.perInstance, WorkloadKind::Inference)
             .empty())
        return {};
    const ThroughputEstimateResult result = estimator.estimate(
        input, option.instanceType, hardware.perInstance, WorkloadKind::Inference);
    const std::string layout =
        upper(input.dataType) + ", tensor parallel " + std::to_string(input.tensorParallel);
    if (!result.fits)
        return "the performance model finds " + setupText(card, workload, hardware.id) +
               " does not fit (" + layout + ": " + MoneyFormat::number(result.neededGb, 1) +
               " GB per accelerator needed, " + MoneyFormat::number(result.availableGb, 1) +
               " held)";
    return "the performance model estimates " +
           MoneyFormat::number(result.tokensPerSecPerAccelerator) + " for " +
           setupText(card, workload, hardware.id) + " (" + layout + ", " +
           MoneyFormat::number(result.concurrency) + " requests)";
}

Warning computeBoundAssumed(const Workload &workload, const Option &option, const ModelCard *card,
                            const ServingHardware &hardware, double derived)
{
    std::string message = "Peak × MFU gives " + MoneyFormat::number(derived) +
                          " tokens/s per accelerator, assuming compute-bound serving (2 × "
                          "parameters FLOPs a token), while decoding is mostly bound by memory "
                          "bandwidth";
    if (!card)
        return {kComputeBoundAssumed, message + "; name workload.model, input_tokens and "
                                                "output_tokens to check it against the "
                                                "performance model."};
    const std::string estimate = estimateText(workload, option, *card, hardware);
    return {kComputeBoundAssumed, message + (estimate.empty() ? "" : "; " + estimate) + "."};
}

} // namespace

std::vector<Warning> ServingClaimCheck::warningsFor(const Scenario &scenario, const Option &option,
                                                    double tokensPerSecPerAccelerator)
{
    const Workload &workload = scenario.workload;
    if (workload.kind != WorkloadKind::Inference || !option.throughput ||
        option.throughput->isEstimated() || unitOf(option) == AcceleratorUnit::UltraServer)
        return {};
    const std::optional<ServingHardware> hardware = hardwareOf(option);
    if (!hardware)
        return {};
    const ModelCard *card =
        workload.namesServedModel() ? PerformanceCatalog::builtIn().model(workload.model) : nullptr;
    std::vector<Warning> warnings;
    if (option.throughput->isMeasured()) {
        if (!card)
            return {};
        if (auto above =
                aboveDecodeBound(workload, option, *card, *hardware, tokensPerSecPerAccelerator))
            warnings.push_back(std::move(*above));
    } else if (option.throughput->peakTflops && option.throughput->mfuPercent) {
        warnings.push_back(
            computeBoundAssumed(workload, option, card, *hardware, tokensPerSecPerAccelerator));
    }
    return warnings;
}

} // namespace acceldecide
