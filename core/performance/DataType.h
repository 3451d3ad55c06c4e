#pragma once

#include <optional>
#include <string_view>

namespace acceldecide::performance {

// The number formats weights, activations and the KV cache are held and multiplied in.
enum class DataType
{
    Fp32,
    Bf16,
    Fp16,
    Fp8,
    Fp4
};

inline constexpr double bytesPerElement(DataType type)
{
    switch (type) {
    case DataType::Fp32:
        return 4.0;
    case DataType::Bf16:
    case DataType::Fp16:
        return 2.0;
    case DataType::Fp8:
        return 1.0;
    case DataType::Fp4:
        return 0.5;
    }
    return 2.0;
}

// The KV cache an engine keeps beside weights of `weights`: FP8 beside FP8 or FP4
// weights (as the engines measured do), BF16 otherwise.
inline constexpr DataType cacheTypeFor(DataType weights)
{
    return weights == DataType::Fp8 || weights == DataType::Fp4 ? DataType::Fp8 : DataType::Bf16;
}

// "bf16", "fp8", ...; nullopt for a name that is none of them.
std::optional<DataType> dataTypeNamed(std::string_view name);
std::string_view nameOf(DataType type);

} // namespace acceldecide::performance
