#include "ui/performance/PerformanceText.h"

#include "ui/widgets/Qs.h"

#include "core/text/MoneyFormat.h"
#include "core/text/TextFormat.h"

namespace acceldecide::ui {

namespace {

// Thousands separators for throughputs ("4,170.2"), as the CLI's estimate table prints.
QString number(double value, int decimals)
{
    return qs(MoneyFormat::number(value, decimals));
}

QString compact(double value, int decimals)
{
    return qs(text::compact(value, decimals));
}

} // namespace

QString PerformanceText::throughput(const ThroughputEstimateResult &result)
{
    const QString unit =
        result.training ? tr("tokens/s per accelerator") : tr("output tokens/s per accelerator");
    QString text = tr("%1 %2").arg(number(result.tokensPerSecPerAccelerator, 1), unit);
    if (result.lowTokensPerSec != result.highTokensPerSec)
        text += tr(" (band %1 to %2)")
                    .arg(number(result.lowTokensPerSec, 1), number(result.highTokensPerSec, 1));
    return text + tr(", bound by %1")
                      .arg(result.bottleneck == "memory" ? tr("memory bandwidth") : tr("compute"));
}

QString PerformanceText::latency(const ThroughputEstimateResult &result)
{
    if (result.training)
        return result.impliedMfuPercent
                   ? tr("Implied MFU %1 %").arg(compact(*result.impliedMfuPercent, 1))
                   : QString();
    return tr("Batch %1 · first token %2 ms · %3 ms a token")
        .arg(result.concurrency)
        .arg(compact(result.timeToFirstTokenMs, 1), compact(result.msPerOutputToken, 2));
}

QString PerformanceText::memory(const ThroughputEstimateResult &result)
{
    const QString figures = tr("%1 GB needed of %2 GB per accelerator")
                                .arg(compact(result.neededGb, 1), compact(result.availableGb, 1));
    if (result.fits)
        return tr("Memory: %1").arg(figures);
    QString text = tr("Memory: does not fit, %1").arg(figures);
    if (result.smallestFittingTensorParallel)
        text += tr("; tensor parallel %1 would fit one request")
                    .arg(*result.smallestFittingTensorParallel);
    return text;
}

QString PerformanceText::calibration(const ThroughputEstimateResult &result)
{
    if (result.calibrationPoints == 0)
        return tr("Not calibrated (no measurement of this kind): the roofline, an upper bound");
    return tr("Calibrated on %1 (%2 measurements): %3 % of peak, %4 % of bandwidth, %5 µs a "
              "layer")
        .arg(qs(result.calibrationScope), QString::number(result.calibrationPoints),
             compact(result.computeEfficiency * 100.0, 1),
             compact(result.memoryEfficiency * 100.0, 1), compact(result.layerOverheadUs, 1));
}

QString PerformanceText::nearest(const ThroughputEstimateResult &result)
{
    if (!result.nearest)
        return tr("No published measurement to compare with");
    const NearestMeasurement &n = *result.nearest;
    const double off = n.percentOff();
    return tr("Nearest measurement: %1, %2 %3 measured, %4 estimated (%5%6 %)")
        .arg(qs(n.description), number(n.measured, 1),
             n.metric == "output_tokens_per_s" ? tr("output tokens/s")
             : n.metric == "ttft_ms"           ? tr("ms to the first token")
                                               : qs(n.metric),
             number(n.predicted, 1), off > 0.0 ? QStringLiteral("+") : QString(), compact(off, 1));
}

} // namespace acceldecide::ui
