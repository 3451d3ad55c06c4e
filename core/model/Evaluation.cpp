#include "core/model/Evaluation.h"

namespace acceldecide {

const OptionResult *Evaluation::option(const std::string &id) const
{
    for (const OptionResult &result : options) {
        if (result.id == id)
            return &result;
    }
    return nullptr;
}

} // namespace acceldecide
