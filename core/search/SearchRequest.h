#pragma once

#include "core/model/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::search {

// What the candidates are ranked by.
enum class SearchObjective
{
    Tco,                  // the horizon's total cost, port and credits included
    CostPerMillionTokens, // that total over the tokens the workload processes
    TimeToResult,         // a training run's wall-clock hours (then the total)
};

std::optional<SearchObjective> objectiveNamed(std::string_view name);
std::string_view nameOf(SearchObjective objective);

// Which offers are candidates. Empty lists keep everything.
struct SearchFilter
{
    std::vector<std::string> providers; // case-insensitive
    std::vector<std::string> regions;
    std::vector<Stack> stacks;
    std::vector<PurchaseModel> purchaseModels;
    bool latestPriceOnly = true; // else every observation is a candidate of its own
    std::optional<double> minMemoryGbPerAccelerator;
};

struct SearchRequest
{
    SearchObjective objective = SearchObjective::Tco;
    int limit = 20; // rows returned, best first; the Pareto front is over every candidate
    SearchFilter filter;
    // Instances in a training cluster, each a candidate of its own (more instances: the
    // same accelerator-hours sooner). Inference and capacity workloads take the count
    // their work needs.
    std::vector<int> trainingInstanceCounts = {1, 2, 4, 8, 16, 32, 64};
};

} // namespace acceldecide::search
