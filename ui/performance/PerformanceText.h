#pragma once

#include "core/model/ThroughputEstimateResult.h"

#include <QCoreApplication>
#include <QString>

namespace acceldecide::ui {

// The Performance panel's sentences, from core's ThroughputEstimateResult for one option:
// the figure and its band, what bounds it, the batch and latencies, memory against what
// the accelerator has, the calibration and the nearest published measurement. Formatting
// only: every number is core's.
class PerformanceText
{
    Q_DECLARE_TR_FUNCTIONS(PerformanceText)

public:
    // "1,234.5 output tokens/s per accelerator (band 1,010.2–1,580.0), bound by memory"
    static QString throughput(const ThroughputEstimateResult &result);
    // "Batch 64 · first token 36.0 ms · 12.9 ms a token"
    static QString latency(const ThroughputEstimateResult &result);
    // "Memory: 71.2 of 80.0 GB per accelerator"; "does not fit" when it does not.
    static QString memory(const ThroughputEstimateResult &result);
    // "Calibrated on h100-sxm on tensorrt-llm (27 points): 62 % of peak, 81 % of bandwidth"
    static QString calibration(const ThroughputEstimateResult &result);
    // "Nearest measurement: ... 4,205 tokens/s measured, 4,170.2 estimated (−0.8 %)"
    static QString nearest(const ThroughputEstimateResult &result);
};

} // namespace acceldecide::ui
