#include "core/model/Stakeholder.h"

namespace acceldecide {

const char *toString(StakeholderMean mean)
{
    return mean == StakeholderMean::Geometric ? "geometric" : "arithmetic";
}

std::optional<StakeholderMean> stakeholderMeanFromString(const std::string &text)
{
    if (text == "arithmetic")
        return StakeholderMean::Arithmetic;
    if (text == "geometric")
        return StakeholderMean::Geometric;
    return std::nullopt;
}

} // namespace acceldecide
