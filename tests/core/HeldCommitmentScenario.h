#pragma once

// The scenario the held-commitment rate tests share: tests/core/HeldCommitmentRateTest.cpp
// (rates stated or assumed) and tests/database/HeldRateFromCatalogTest.cpp (the same
// rules with the rate and the exchange left to a catalog). A GPU baseline (p5.48xlarge,
// one accelerator at $10 an hour, on demand) and a Trainium option (trn1.32xlarge, three
// accelerators at $5 an hour, on demand), a capacity workload busy all 730 hours of each
// of 12 months, and the commitments the team already holds.
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <string>

namespace acceldecide::test::held {

using json = nlohmann::json;

// `trnExtra` is merged into the Trainium option (options[1]).
inline json scenario(const json &held, const json &trnExtra = json::object())
{
    json trn = {{"id", "trn"},
                {"label", "Trainium"},
                {"stack", "neuron"},
                {"instance_type", "trn1.32xlarge"},
                {"accelerators_per_instance", 1},
                {"instance_hourly_usd", 5},
                {"purchase", {{"model", "on_demand"}}},
                {"instances", 3}};
    trn.update(trnExtra);
    return {{"format", "acceldecide.scenario"},
            {"version", 1},
            {"name", "held"},
            {"horizon_months", 12},
            {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
            {"baseline", "gpu"},
            {"existing_commitments", json::array({held})},
            {"options",
             {{{"id", "gpu"},
               {"label", "GPU"},
               {"stack", "cuda"},
               {"instance_type", "p5.48xlarge"},
               {"accelerators_per_instance", 1},
               {"instance_hourly_usd", 10},
               {"purchase", {{"model", "on_demand"}}},
               {"instances", 1}},
              trn}}};
}

// $6 an hour of a Compute Savings Plan at 40 % off, 12 months left: $4,380 a month.
inline const json kComputePlan = {
    {"id", "sp"},        {"type", "savings_plan"}, {"plan", "compute"},
    {"usd_per_hour", 6}, {"discount_percent", 40}, {"months_remaining", 12}};

// One p5.48xlarge reserved at 40 % off: 1 x $10 x 0.6 = $6 an hour, $4,380 a month.
// `exchange` unset leaves the key out.
inline json reservation(const std::string &offeringClass, std::optional<bool> exchange)
{
    json held = {{"id", "ri"},
                 {"type", "reserved"},
                 {"offering_class", offeringClass},
                 {"instance_type", "p5.48xlarge"},
                 {"instances", 1},
                 {"discount_percent", 40},
                 {"months_remaining", 12}};
    if (exchange)
        held["exchange"] = *exchange;
    return held;
}

// The document read; a failed read fails the test and gives an empty scenario.
inline Scenario read(const json &document, bool catalogAvailable = false)
{
    ScenarioReadOptions options;
    options.catalogAvailable = catalogAvailable;
    const ScenarioReadResult read = ScenarioReader::fromJson(document, options);
    if (!read) {
        ADD_FAILURE() << read.error()[0].path << ": " << read.error()[0].message;
        return {};
    }
    return *read;
}

// The Trainium option's result.
inline OptionResult trn(const Scenario &scenario, const EvaluationRequest &request = {})
{
    if (scenario.options.size() < 2)
        return {};
    return ScenarioEvaluator::evaluate(scenario, request).options.at(1);
}

inline OptionResult trn(const json &document)
{
    return trn(read(document));
}

// The option's warning `code`; nullptr when it has none.
inline const Warning *warning(const OptionResult &option, const std::string &code)
{
    const auto found = std::find_if(option.warnings.begin(), option.warnings.end(),
                                    [&](const Warning &w) { return w.code == code; });
    return found == option.warnings.end() ? nullptr : &*found;
}

inline bool warns(const OptionResult &option, const std::string &code)
{
    return warning(option, code) != nullptr;
}

} // namespace acceldecide::test::held
