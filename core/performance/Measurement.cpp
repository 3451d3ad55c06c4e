#include "core/performance/Measurement.h"

#include <array>
#include <utility>

namespace acceldecide::performance {

namespace {

constexpr std::array<std::pair<MeasuredMetric, std::string_view>, 7> kNames{{
    {MeasuredMetric::OutputTokensPerSecond, "output_tokens_per_s"},
    {MeasuredMetric::OutputTokensPerSecondPerAccelerator, "output_tokens_per_s_per_accelerator"},
    {MeasuredMetric::TotalTokensPerSecond, "total_tokens_per_s"},
    {MeasuredMetric::TimeToFirstTokenMs, "ttft_ms"},
    {MeasuredMetric::TimePerOutputTokenMs, "tpot_ms"},
    {MeasuredMetric::TrainingTokensPerSecondPerAccelerator,
     "training_tokens_per_s_per_accelerator"},
    {MeasuredMetric::TrainingSequencesPerSecond, "training_sequences_per_s"},
}};

} // namespace

std::optional<MeasuredMetric> measuredMetricNamed(std::string_view name)
{
    for (const auto &[metric, text] : kNames) {
        if (text == name)
            return metric;
    }
    return std::nullopt;
}

std::string_view nameOf(MeasuredMetric metric)
{
    for (const auto &[known, text] : kNames) {
        if (known == metric)
            return text;
    }
    return "output_tokens_per_s";
}

bool isRate(MeasuredMetric metric)
{
    return metric != MeasuredMetric::TimeToFirstTokenMs &&
           metric != MeasuredMetric::TimePerOutputTokenMs;
}

} // namespace acceldecide::performance
