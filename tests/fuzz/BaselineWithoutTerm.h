#pragma once

// The scenario with its baseline's own term taken away (its commitment, or a flat
// savings-plan or reserved purchase made on demand): the port's work is billed at the
// baseline's per-use purchase (core/engine/billing/PortWork.h), so no other option's total
// may move. Shared by the fuzzer's check and the shipped examples' test.

#include "core/model/Scenario.h"

#include <optional>

namespace acceldecide::test {

// nullopt where the baseline states no term.
inline std::optional<Scenario> baselineWithoutTerm(const Scenario &scenario)
{
    const int b = scenario.baselineIndex();
    if (b < 0)
        return std::nullopt;
    Scenario without = scenario;
    Option &baseline = without.options[std::size_t(b)];
    const bool flat = isCommitment(baseline.purchase.model);
    if (!baseline.commitment && !flat)
        return std::nullopt;
    baseline.commitment.reset();
    if (flat) {
        baseline.purchase.model = PurchaseModel::OnDemand;
        baseline.purchase.discountPercent = 0.0;
        baseline.purchase.discountFromCatalog = false;
    }
    return without;
}

} // namespace acceldecide::test
