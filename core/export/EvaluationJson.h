#pragma once

#include "core/model/Evaluation.h"

#include <nlohmann/json_fwd.hpp>

namespace acceldecide {

// The CLI's JSON output for an Evaluation. Names are fixed by the CLI contract;
// money is plain, unrounded numbers; absent values are null. Keys keep the
// contract's order (ordered_json), so "scenario" comes first.
class EvaluationJson
{
public:
    static nlohmann::ordered_json toJson(const Evaluation &evaluation);
};

} // namespace acceldecide
