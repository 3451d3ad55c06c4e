#pragma once

#include <string>

namespace acceldecide::performance {

// One figure of an accelerator's datasheet as one source gives it. Where sources
// disagree every observation is kept (as prices are); AcceleratorCatalog resolves them.
struct SpecObservation
{
    std::string acceleratorId; // "h100-sxm", "trainium2", ...
    std::string spec;          // bf16_tflops, fp8_tflops, fp4_tflops, hbm_gb, hbm_bandwidth_tbps...
    double value = 0.0;
    // For *_tflops: "dense", "sparse_2_4" (with 2:4 structured sparsity, twice the dense
    // figure) or "unstated"; empty for other specs.
    std::string sparsity;
    std::string sourceUrl;
    std::string sourceTitle;
    std::string publishedDate;
    std::string standing; // provider_page, independent, vendor_estimate
    std::string quote;
};

} // namespace acceldecide::performance
