#pragma once

#include "core/model/Evaluation.h"

#include <string>

namespace acceldecide {

// The same content as EvaluationJson for a human: aligned columns, money with
// thousands separators.
class EvaluationTable
{
public:
    static std::string format(const Evaluation &evaluation);
};

} // namespace acceldecide
