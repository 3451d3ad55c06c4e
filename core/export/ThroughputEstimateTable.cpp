#include "core/export/ThroughputEstimateTable.h"

#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide {

namespace {

std::string memoryText(const ThroughputEstimateResult &e)
{
    std::string text =
        text::groupedNumber(e.neededGb, 1) + " of " + text::groupedNumber(e.availableGb, 1) + " GB";
    if (!e.fits)
        text += " (does not fit)";
    return text;
}

} // namespace

std::string ThroughputEstimateTable::format(const Evaluation &evaluation)
{
    const bool any =
        std::any_of(evaluation.options.begin(), evaluation.options.end(),
                    [](const OptionResult &o) { return o.throughputEstimate.has_value(); });
    if (!any)
        return {};
    const std::string title = "Throughput estimates";
    std::string out = "\n" + title + "\n" + std::string(title.size(), '=') + "\n";
    out += "The roofline of the model on the accelerator at the efficiencies calibrated on "
           "published measurements; the band is the calibration's held-out error\n";
    text::Table table({"Option", "Tokens/s/acc", "Band", "Bound by", "Batch", "TTFT ms", "ms/token",
                       "Memory/acc", "Calibrated on"});
    std::string nearest;
    for (const OptionResult &option : evaluation.options) {
        if (!option.throughputEstimate)
            continue;
        const ThroughputEstimateResult &e = *option.throughputEstimate;
        table.addRow({option.id, text::groupedNumber(e.tokensPerSecPerAccelerator, 0),
                      text::groupedNumber(e.lowTokensPerSec, 0) + " to " +
                          text::groupedNumber(e.highTokensPerSec, 0),
                      e.bottleneck, e.training ? "-" : std::to_string(e.concurrency),
                      e.training ? "-" : text::groupedNumber(e.timeToFirstTokenMs, 1),
                      e.training ? "-" : text::groupedNumber(e.msPerOutputToken, 2), memoryText(e),
                      e.calibrationScope + " (" + std::to_string(e.calibrationPoints) + ")"});
        if (e.nearest)
            nearest += option.id + ": nearest measurement " + e.nearest->description + ": " +
                       text::groupedNumber(e.nearest->measured, 1) + " " + e.nearest->metric +
                       " measured, " + text::groupedNumber(e.nearest->predicted, 1) +
                       " estimated (" + (e.nearest->percentOff() >= 0 ? "+" : "") +
                       text::groupedNumber(e.nearest->percentOff(), 1) + " %)\n";
    }
    return out + table.render() + nearest;
}

} // namespace acceldecide
