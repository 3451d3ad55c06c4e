#pragma once

#include "core/model/CommitmentPlan.h"

namespace acceldecide {

// What a commitment term buys at its start, before any cost is looked at.
enum class TermChoice
{
    Buy,    // the stated level
    Skip,   // nothing: the term's months are billed on demand
    Compare // the stated level if that costs the term less than buying nothing
};

// The renew-or-not rule for a commitment's terms, the one place it is written: the scalar
// simulation, the level sweep and every batch kernel ask it, and only the cost comparison
// that `Compare` asks for is theirs (each works it out with its own arithmetic).
//
// `term` counts from 0; `termsBought` is how many terms start within the horizon (a term
// from there on buys nothing); `firstMonth` is the term's first month (1-based) and
// `lastRunningMonth` the last month with usage within the horizon. The first term is
// what the team signed; each later one is a renewal, decided by the policy:
// `WhileUsageContinues` renews while the work runs when the term starts, `Never` lets the
// commitment lapse, and `Optimal` renews where renewing costs less, as a FinOps team that
// reviews each renewal would.
constexpr TermChoice termChoice(RenewalPolicy policy, int term, int termsBought, int firstMonth,
                                int lastRunningMonth)
{
    if (term >= termsBought)
        return TermChoice::Skip;
    if (term == 0)
        return TermChoice::Buy;
    switch (policy) {
    case RenewalPolicy::Never:
        return TermChoice::Skip;
    case RenewalPolicy::WhileUsageContinues:
        return firstMonth <= lastRunningMonth ? TermChoice::Buy : TermChoice::Skip;
    case RenewalPolicy::Optimal:
        break;
    }
    return TermChoice::Compare;
}

// Whether a term buys: `Compare` asks `costAt(level) < costAt(0)`, the term's cost at the
// stated level against its cost at none, evaluated only then.
template <class CostAt> bool termBuys(TermChoice choice, double level, CostAt &&costAt)
{
    return choice == TermChoice::Buy ||
           (choice == TermChoice::Compare && costAt(level) < costAt(0.0));
}

} // namespace acceldecide
