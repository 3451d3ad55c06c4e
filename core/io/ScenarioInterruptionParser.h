#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace acceldecide {

// A spot purchase's `interruption` object: its overhead left to the catalog's AWS Spot
// Instance Advisor bucket, with the checkpoint and restart times that price it:
//
//   "purchase": {"model": "spot",
//                "interruption": {"from_catalog": true, "checkpoint_minutes": 6,
//                                 "restart_minutes": 12}}
//
// from_catalog must be true (false says nothing the typed percentage does not). Refused:
// under another purchase model, beside interruption_overhead_percent (two overheads),
// without a catalog to resolve it, and on an option another provider bills (the advisor's
// buckets are AWS's Spot capacity).
class ScenarioInterruptionParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioInterruptionParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator())
    {}

    // Reads purchase.interruption when present; `model` is the purchase's, unset when
    // unreadable.
    void read(const json &purchase, const std::string &path, std::optional<PurchaseModel> model,
              Purchase &p);
    // Once the option's provider is read: refuses the catalog's AWS bucket for an option
    // another provider bills.
    void checkProvider(const std::string &optionPath, const Option &option);

private:
    ScenarioParseState &m_state;
    JsonValidator &m_validator;
};

} // namespace acceldecide
