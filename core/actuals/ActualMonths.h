#pragma once

#include "core/actuals/BillAggregator.h"
#include "core/actuals/PlannedMonths.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide::actuals {

// One calendar month of the bill, in what a plan comparison asks of it (effective costs:
// commitment fees spread over the usage they covered, the unused part stranded).
struct ActualMonth
{
    double acceleratorHours = 0.0;
    double usageUsd = 0.0; // usage and Capacity Block fees
    // The part on the plan's instance type and purchase group, and the rest.
    double matchedHours = 0.0;
    double matchedUsd = 0.0;
    double committedHours = 0.0;
    double committedUsd = 0.0; // covered usage's effective cost: the commitments' used part
    double strandedUsd = 0.0;  // unused commitment, this workload's share
    double creditsUsd = 0.0;   // credits and refunds, negative
    double taxUsd = 0.0;
    double billedUsd = 0.0; // cash: what the invoices say, tax included

    // What the plan compares with: usage, stranded commitment and credits, before tax.
    double comparedUsd() const { return usageUsd + strandedUsd + creditsUsd; }
};

// Only the rows that carry `tag` (key as typed, compared as plainTagKey), and the rows no
// tag can be on (a commitment's fee and unused part, account-wide credits and taxes).
std::vector<ActualRow> rowsWithTag(const std::vector<ActualRow> &rows, const BillTag &tag);

// The bill by calendar month (monthIndex). A commitment's unused part is this workload's in
// the share its kept rows' covered cost is of everything the commitment covered that month
// (`coverage`, every instance), or of all its months when it covered nothing that month.
std::map<int, ActualMonth> actualMonths(const std::vector<ActualRow> &rows,
                                        const std::vector<CommitmentCoverage> &coverage,
                                        const PlannedMonths &plan);

} // namespace acceldecide::actuals
