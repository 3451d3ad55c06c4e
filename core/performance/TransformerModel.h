#pragma once

#include <string>

namespace acceldecide::performance {

// A decoder-only transformer as its published configuration describes it (a model card's
// config.json): what its weights, its FLOPs per token and its KV cache follow from.
// Mixture-of-experts models state their experts and how many each token uses.
struct TransformerModel
{
    std::string id; // "llama-3.1-70b"
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0; // grouped-query attention: fewer key/value heads than query heads
    int headDim = 0;
    int ffnSize = 0; // each expert's, for a mixture of experts
    int vocabulary = 0;
    int experts = 1;       // 1: dense
    int activeExperts = 1; // experts each token passes through
    int contextLength = 0;
    bool tiedEmbeddings = false;
    // Matrices of hidden x FFN in each feed-forward network: 3 for a gated one (SwiGLU,
    // Llama, Mixtral), 2 for a plain MLP (GPT-3).
    int ffnMatrices = 3;

    // Parameters, counted from the shapes: the token embedding and (untied) output
    // projection; per layer the query and output projections (hidden x heads x head
    // dimension each), key and value (hidden x KV heads x head dimension each), a gated
    // feed-forward network per expert (ffnMatrices hidden x FFN matrices), the router, two
    // norms; and the final norm.
    double parameters() const;
    // The same counting only the experts a token uses: what a token's FLOPs and a decode
    // step's weight reads scale with.
    double activeParameters() const;
    // Keys and values one token adds to the cache, in elements: 2 x layers x KV heads x
    // head dimension.
    double kvElementsPerToken() const;
};

} // namespace acceldecide::performance
