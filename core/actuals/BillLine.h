#pragma once

#include "core/actuals/ChargeKind.h"

#include <string>
#include <utility>
#include <vector>

namespace acceldecide::actuals {

// A cost-allocation tag as the bill wrote it ("user:project" in FOCUS, "user_project" in
// CUR 2.0) with its value. Sorted by key in a BillLine.
using BillTag = std::pair<std::string, std::string>;

// One line of a cloud bill, whichever format it came from, in the units the plan uses.
struct BillLine
{
    std::string month;        // "2026-03": the month the charge is for (its period's start)
    std::string provider;     // "AWS"
    std::string account;      // the account that used it (FOCUS SubAccountId)
    std::string region;       // "us-east-1"; empty for charges without one
    std::string instanceType; // "p5.48xlarge"; empty for fees and account-wide lines
    std::string commitmentId; // the savings plan or reservation behind the line, if any
    ChargeKind kind = ChargeKind::OnDemandUsage;
    double instanceHours = 0.0; // usage kinds only
    // What was invoiced for the line, and what it cost once upfront and recurring
    // commitment fees are spread over the usage they cover (FOCUS's two cost columns).
    double billedUsd = 0.0;
    double effectiveUsd = 0.0;
    std::vector<BillTag> tags;
};

} // namespace acceldecide::actuals
