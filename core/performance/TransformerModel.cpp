#include "core/performance/TransformerModel.h"

namespace acceldecide::performance {

namespace {

double countParameters(const TransformerModel &m, int experts)
{
    const double hidden = m.hiddenSize;
    const double attention =
        2.0 * hidden * m.attentionHeads * m.headDim + 2.0 * hidden * double(m.kvHeads) * m.headDim;
    const double feedForward = experts * double(m.ffnMatrices) * hidden * m.ffnSize;
    const double router = m.experts > 1 ? hidden * m.experts : 0.0;
    const double norms = 2.0 * hidden;
    const double embeddings = (m.tiedEmbeddings ? 1.0 : 2.0) * double(m.vocabulary) * hidden;
    return embeddings + m.layers * (attention + feedForward + router + norms) + hidden;
}

} // namespace

double TransformerModel::parameters() const
{
    return countParameters(*this, experts);
}

double TransformerModel::activeParameters() const
{
    return countParameters(*this, activeExperts);
}

double TransformerModel::kvElementsPerToken() const
{
    return 2.0 * layers * double(kvHeads) * headDim;
}

} // namespace acceldecide::performance
