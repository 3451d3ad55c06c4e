#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <optional>
#include <string>

namespace acceldecide::report::wording {

// Words the report's sections share, so one thing is always called the same.

// "Savings plan 1 y", "Spot", ...
std::string purchaseModel(PurchaseModel model);
// "Vendor claim", "Independent", "Price list", "User entry"; "" when unknown.
std::string sourceStanding(const std::string &kind);
// "trn3 (Trainium3 on trn3.48xlarge …)" is too long for tables: the option id, and
// " (baseline)" for the baseline.
std::string optionName(const Scenario &scenario, const std::string &id);
// "runs", "billion tokens" or "months": what one unit of work is for this workload.
std::string workUnit(WorkloadKind kind);
// The break-even in words: "0.21 runs (62.3 B tokens); cumulative costs cross in month 3".
std::string breakEven(const BreakEvenResult &result);
// The optimal ladder and the stated level's renewals: "Optimal ladder, each term bought at
// its own best level: month 1: $471.94/h (64 accelerators); month 13: nothing, costing
// $6,937,458. Renewal policy optimal for the stated level: month 13 not renewed."
std::string ladder(const CommitmentOptionResult &c);

} // namespace acceldecide::report::wording
