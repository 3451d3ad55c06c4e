#include "core/model/ExistingCommitment.h"

namespace acceldecide {

std::string instanceFamily(const std::string &instanceType)
{
    return instanceType.substr(0, instanceType.find('.'));
}

} // namespace acceldecide
