#pragma once

#include "core/performance/TransformerModel.h"

#include <string>

namespace acceldecide::performance {

// A model of the catalog: its shapes, the name and parameter count its publisher states,
// and where the shapes were read.
struct ModelCard
{
    TransformerModel shapes;
    std::string name; // "Llama 3.1 70B"
    double statedParametersBillion = 0.0;
    std::string sourceUrl;
    std::string sourceTitle;
    std::string accessedDate;
};

} // namespace acceldecide::performance
