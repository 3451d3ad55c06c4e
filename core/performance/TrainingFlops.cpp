#include "core/performance/TrainingFlops.h"

#include "core/performance/DecodeRoofline.h"

namespace acceldecide::performance {

double trainingFlopsPerToken(const TransformerModel &model, int sequenceLength)
{
    return 6.0 * model.activeParameters() +
           12.0 * model.layers * double(model.attentionHeads) * model.headDim * sequenceLength;
}

TrainingRate trainingRate(const TransformerModel &model, const AcceleratorSpec &accelerator,
                          DataType type, int sequenceLength, double computeEfficiency)
{
    TrainingRate rate;
    const double peak = peakTflops(accelerator, type) * 1e12;
    const double flops = trainingFlopsPerToken(model, sequenceLength);
    if (!(peak > 0.0) || !(flops > 0.0))
        return rate;
    rate.tokensPerSecondPerAccelerator = peak * computeEfficiency / flops;
    rate.impliedMfuPercent =
        rate.tokensPerSecondPerAccelerator * 6.0 * model.activeParameters() / peak * 100.0;
    return rate;
}

} // namespace acceldecide::performance
