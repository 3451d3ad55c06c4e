#include "core/performance/DataType.h"

#include <array>
#include <utility>

namespace acceldecide::performance {

namespace {

constexpr std::array<std::pair<DataType, std::string_view>, 5> kNames{{
    {DataType::Fp32, "fp32"},
    {DataType::Bf16, "bf16"},
    {DataType::Fp16, "fp16"},
    {DataType::Fp8, "fp8"},
    {DataType::Fp4, "fp4"},
}};

} // namespace

std::optional<DataType> dataTypeNamed(std::string_view name)
{
    for (const auto &[type, text] : kNames) {
        if (text == name)
            return type;
    }
    return std::nullopt;
}

std::string_view nameOf(DataType type)
{
    for (const auto &[known, text] : kNames) {
        if (known == type)
            return text;
    }
    return "bf16";
}

} // namespace acceldecide::performance
