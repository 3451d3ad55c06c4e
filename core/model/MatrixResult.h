#pragma once

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// What the weighted decision matrix says (DecisionMatrix).

struct MatrixTotal
{
    std::string option;
    double total = 0.0; // 0..100
};

struct FlipPoint
{
    std::string criterion;
    double currentWeight = 0.0;
    double flipWeight = 0.0;
    std::string newWinner;
};

struct MatrixResult
{
    std::vector<MatrixTotal> totals; // in option order
    std::optional<std::string> winner;
    std::optional<FlipPoint> flip;
    bool incomplete = false; // some preset criterion was never scored
};

} // namespace acceldecide
