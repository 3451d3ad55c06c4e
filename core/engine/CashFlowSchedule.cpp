#include "core/engine/CashFlowSchedule.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/engine/billing/PortMonths.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

// The port's engineering, accrued in month 1, paid over the port's own months instead
// (not the ones the work then waits on the baseline for a Capacity Block). A port that
// outlasts the horizon leaves the rest to be paid after it.
void payPort(const OptionEconomics &economics, int horizonMonths, CashFlow &flow)
{
    const double port = economics.portWorkMonths;
    if (!(economics.oneTimeUsd > 0.0) || !(port > 0.0) || horizonMonths < 1)
        return;
    flow.monthlyUsd[0] -= economics.oneTimeUsd;
    const int months = static_cast<int>(std::ceil(port));
    for (int m = 1; m <= months; ++m) {
        const double share = economics.oneTimeUsd * billing::portingShare(port, m) / port;
        if (m <= horizonMonths)
            flow.monthlyUsd[std::size_t(m - 1)] += share;
        else
            flow.owedAfterHorizonUsd += share;
    }
}

// The share of a month's fee a term accrues in its month `index` (from 0): all of it,
// except for a term that starts within a month, in its first month and the month after
// its last.
double termShareIn(const CommitmentTerms &terms, int index)
{
    if (!terms.startsWithinMonth())
        return 1.0;
    if (index == 0)
        return 1.0 - terms.startFraction;
    return index == terms.termMonths ? terms.startFraction : 1.0;
}

// Each term's upfront share, accrued month by month (AWS bills a commitment every hour
// from its start, a port or not), and for months past the horizon owed after it, paid in
// the term's first month instead.
void payUpfront(const OptionEconomics &economics, double upfrontShare, int horizonMonths,
                CashFlow &flow)
{
    if (!economics.commitment || !(upfrontShare > 0.0))
        return;
    const CommitmentTerms &terms = *economics.commitment;
    const double feePerLevel = billing::owedPerAcceleratorUsd(terms.committedRate());
    const int count = std::min(CommitmentSimulation::termCount(terms, horizonMonths), kMaxTerms);
    for (int k = 0; k < count; ++k) {
        const double level = economics.termLevels[std::size_t(k)];
        const int first = terms.termStartMonth(k);
        if (!(level > 0.0) || first > economics.commitmentEndMonth)
            continue;
        const double fee = level * feePerLevel;
        double upfront = 0.0;
        // A term that starts within a month accrues (1 - f) of its first month's fee and
        // f of the month after its last (CommitmentTerms::startFraction).
        const int months = terms.termMonths + (terms.startsWithinMonth() ? 1 : 0);
        for (int m = first; m < first + months; ++m) {
            const double accrued = termShareIn(terms, m - first);
            if (m <= horizonMonths) {
                const double moved = upfrontShare * fee * accrued;
                flow.monthlyUsd[std::size_t(m - 1)] -= moved;
                upfront += moved;
            } else {
                // Owed after the horizon in the accrual; paid now.
                flow.owedAfterHorizonUsd -= upfrontShare * fee * accrued;
                upfront += upfrontShare * fee * accrued;
            }
        }
        flow.monthlyUsd[std::size_t(first - 1)] += upfront;
        flow.upfronts.push_back({first, upfront});
    }
}

} // namespace

double CashFlowSchedule::monthlyRate(double annualPercent)
{
    return std::pow(1.0 + annualPercent / 100.0, 1.0 / 12.0) - 1.0;
}

double CashFlowSchedule::npv(std::span<const double> flow, double monthlyRate)
{
    double value = 0.0;
    double factor = 1.0;
    for (const double cash : flow) {
        factor *= 1.0 + monthlyRate;
        value += cash / factor;
    }
    return value;
}

CashFlow CashFlowSchedule::build(const OptionResult &result, const OptionEconomics &economics,
                                 double upfrontShare, int horizonMonths, double discountRatePercent)
{
    CashFlow flow;
    const int horizon = std::min(horizonMonths, static_cast<int>(result.monthlyUsd.size()));
    flow.monthlyUsd.assign(result.monthlyUsd.begin(), result.monthlyUsd.begin() + horizon);
    flow.owedAfterHorizonUsd = economics.commitmentOwedAfterHorizonUsd;
    payPort(economics, horizon, flow);
    payUpfront(economics, upfrontShare, horizon, flow);

    flow.cumulativeUsd.resize(flow.monthlyUsd.size());
    double cumulative = 0.0;
    for (std::size_t m = 0; m < flow.monthlyUsd.size(); ++m) {
        cumulative += flow.monthlyUsd[m];
        flow.cumulativeUsd[m] = cumulative;
    }
    flow.totalUsd = cumulative;
    flow.discountRatePercent = discountRatePercent;
    const double rate = monthlyRate(discountRatePercent);
    flow.npvUsd = npv(flow.monthlyUsd, rate);
    flow.npvWithOwedUsd =
        flow.npvUsd + flow.owedAfterHorizonUsd / std::pow(1.0 + rate, horizon + 1);
    return flow;
}

} // namespace acceldecide
