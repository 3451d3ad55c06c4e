#include "core/report/ReportThroughputSection.h"

#include "core/report/ReportBlocks.h"
#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide::report {

using blocks::paragraph;

namespace {

std::string setup(const ThroughputEstimateInput &in, const ThroughputEstimateResult &e)
{
    std::string text =
        in.model + " in " + in.dataType + " on " +
        (in.accelerator.empty() ? std::string("the instance's accelerator") : in.accelerator) +
        ", tensor parallel " + std::to_string(in.tensorParallel);
    if (in.pipelineParallel > 1)
        text += " x pipeline " + std::to_string(in.pipelineParallel);
    if (e.training)
        return text + ", sequences of " + text::groupedNumber(in.sequenceLength, 0) + " tokens";
    text += ", " + std::to_string(e.concurrency) + " requests of " +
            text::groupedNumber(in.inputTokens, 0) + " tokens in and " +
            text::groupedNumber(in.outputTokens, 0) + " out";
    if (in.maxMsPerOutputToken)
        text +=
            " (the most within " + text::groupedNumber(*in.maxMsPerOutputToken, 1) + " ms a token)";
    return text;
}

// Where a training step's time goes, and the optimizer the memory fit assumed.
std::string trainingStepSentence(const TrainingStepTimes &step, const ThroughputEstimateResult &e)
{
    const auto seconds = [](double value) {
        return text::groupedNumber(value, 2) + " s";
    };
    std::string text = " A step over " + std::to_string(step.dataParallel) +
                       " data-parallel replicas takes " + seconds(step.step) + ": " +
                       seconds(step.compute) + " of compute";
    if (step.pipelineBubble > 0.0)
        text += ", " + seconds(step.pipelineBubble) + " of pipeline bubble";
    if (step.tensorParallel > 0.0)
        text += ", " + seconds(step.tensorParallel) + " of tensor-parallel collectives";
    if (step.dataParallelExposed > 0.0)
        text += ", " + seconds(step.dataParallelExposed) + " of gradient all-reduce compute leaves";
    text += "; that is " + text::groupedNumber(e.impliedMfuPercent.value_or(0.0), 1) +
            " % MFU. Memory assumes " + step.optimizer + ".";
    return text;
}

std::string sentenceFor(const OptionResult &option, const ThroughputEstimateInput &in)
{
    const ThroughputEstimateResult &e = *option.throughputEstimate;
    std::string text = option.label + ": " + setup(in, e) + ". " +
                       text::groupedNumber(e.tokensPerSecPerAccelerator, 0) +
                       " tokens a second per accelerator, bound by " + e.bottleneck +
                       "; the calibration's held-out error puts it between " +
                       text::groupedNumber(e.lowTokensPerSec, 0) + " and " +
                       text::groupedNumber(e.highTokensPerSec, 0) + " (fitted on " +
                       std::to_string(e.calibrationPoints) +
                       " measurements: " + e.calibrationScope + "). It needs " +
                       text::groupedNumber(e.neededGb, 1) + " of the accelerator's " +
                       text::groupedNumber(e.availableGb, 1) + " GB";
    text += e.fits ? "." : ", which does not fit: it is not recommended.";
    if (!e.training)
        text += " First token after " + text::groupedNumber(e.timeToFirstTokenMs, 1) +
                " ms, then " + text::groupedNumber(e.msPerOutputToken, 2) + " ms a token.";
    if (e.trainingStep)
        text += trainingStepSentence(*e.trainingStep, e);
    if (e.nearest)
        text +=
            std::string(" Nearest ") +
            (e.nearest->teamOwn ? "of the team's own measurements: " : "published measurement: ") +
            e.nearest->description + ", " + text::groupedNumber(e.nearest->measured, 1) + " " +
            e.nearest->metric + "; the calibrated model gives " +
            text::groupedNumber(e.nearest->predicted, 1) + " (" +
            (e.nearest->percentOff() >= 0 ? "+" : "") +
            text::groupedNumber(e.nearest->percentOff(), 1) + " %).";
    return text;
}

} // namespace

std::optional<ReportSection> ReportThroughputSection::build(const Scenario &scenario,
                                                            const Evaluation &evaluation)
{
    ReportSection section;
    section.title = "How throughput was estimated";
    for (std::size_t i = 0; i < evaluation.options.size() && i < scenario.options.size(); ++i) {
        const OptionResult &option = evaluation.options[i];
        const Option &input = scenario.options[i];
        if (!option.throughputEstimate || !input.throughput || !input.throughput->estimate)
            continue;
        if (section.blocks.empty())
            section.blocks.push_back(paragraph(
                "Each estimate is the roofline of the model's published shapes on the "
                "accelerator's datasheet (compute, memory bandwidth, memory fit) at efficiencies "
                "fitted to published measurements; its band is where the measurements of the "
                "same accelerator and engine fell when each was predicted without itself. "
                "Monte Carlo samples that band unless the scenario gives its own range."));
        section.blocks.push_back(paragraph(sentenceFor(option, *input.throughput->estimate)));
    }
    if (section.blocks.empty())
        return std::nullopt;
    return section;
}

} // namespace acceldecide::report
