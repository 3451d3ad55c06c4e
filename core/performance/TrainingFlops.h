#pragma once

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/DataType.h"
#include "core/performance/TransformerModel.h"

namespace acceldecide::performance {

// FLOPs to train on one token of a `sequenceLength`-token sequence, forward and backward:
// 6 per active parameter plus attention's 12 x layers x heads x head dimension x sequence
// length (Chowdhery et al., "PaLM", 2022, appendix B), not only 6 x parameters.
double trainingFlopsPerToken(const TransformerModel &model, int sequenceLength);

// Tokens a second one accelerator trains on at `computeEfficiency` of its dense peak for
// `type` (compute alone: communication not hidden behind it comes on top), and the MFU
// that implies as the seeds count it (6 x parameters a token).
struct TrainingRate
{
    double tokensPerSecondPerAccelerator = 0.0;
    double impliedMfuPercent = 0.0;
};

TrainingRate trainingRate(const TransformerModel &model, const AcceleratorSpec &accelerator,
                          DataType type, int sequenceLength, double computeEfficiency);

} // namespace acceldecide::performance
