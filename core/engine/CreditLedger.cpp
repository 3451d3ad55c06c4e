#include "core/engine/CreditLedger.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/engine/billing/PortMonths.h"
#include "core/model/Units.h"

#include <algorithm>
#include <array>

namespace acceldecide {

namespace {

// Horizons are at most 120 months and scenarios list a handful of credits: the
// balances fit on the stack for the allocation-free total.
constexpr std::size_t kStackCredits = 32;

// A side's eligible spend by month. Most options bill every month alike (no usage
// pattern, no commitment billed hour by hour): their month is one figure, taken once.
class EligibleSpend
{
public:
    // An option whose months are alike has no usage pattern, no commitment billed hour
    // by hour and no held commitment: each month's eligible spend is its monthly compute.
    EligibleSpend(const CreditLedger::Side &side, const Workload &workload)
        : m_side(side), m_workload(workload), m_alike(!side.economics->varies),
          m_monthUsd(m_alike ? std::max(0.0, side.economics->monthlyComputeUsd) : 0.0)
    {}

    bool alike() const { return m_alike; }
    double in(int month) const
    {
        return m_alike ? m_monthUsd : CreditLedger::eligibleMonthUsd(m_side, m_workload, month);
    }
    // Months first..last together. Capacity Blocks are the whole of such an option's
    // eligible spend (held commitments' charges are not), and their fees over a run of
    // months have a closed form. Summing month by month stops once the sum passes
    // `enough`: beyond it, what the credits pay no longer depends on the sum.
    double in(int first, int last, double enough) const
    {
        if (m_alike)
            return double(last - first + 1) * m_monthUsd;
        if (m_side.economics->capacityBlocks.active)
            return m_side.economics->capacityBlocks.feesUsd(first, last);
        double sum = 0.0;
        for (int m = first; m <= last && !(sum > enough); ++m)
            sum += in(m);
        return sum;
    }

private:
    const CreditLedger::Side &m_side;
    const Workload &m_workload;
    bool m_alike;
    double m_monthUsd;
};

// A port month's two charges when training runs or Capacity Blocks go whole to the side
// they start on (OptionCostModel::portedComputeUsd, as the TCO counts them). Such a side
// has no commitment of its own, so its eligible spend is its compute less held
// commitments; a side billed by time keeps its porting share.
void portWholeRuns(const CreditLedger::Side &option, const CreditLedger::Side &baseline,
                   const Workload &workload, int horizonMonths, int m, double portMonths,
                   double &own, double &onBaseline)
{
    const double scale = OptionCostModel::usageScale(workload, m);
    const double work = OptionCostModel::portedWorkShare(workload, horizonMonths, m, portMonths);
    const auto blockSpend = [&](const OptionEconomics &side, bool ported) {
        const double heldOwed = side.held.empty() ? 0.0 : side.held.owedIn(m);
        const double porting = billing::portingShare(portMonths, m);
        const double moved = OptionCostModel::portedComputeUsd(side, m, scale, portMonths, work);
        const double part =
            ported ? moved : OptionCostModel::monthComputeUsd(side, m, scale) - moved;
        return std::max(0.0, part - (ported ? porting : 1.0 - porting) * heldOwed);
    };
    // A side not on blocks gives way, or takes over, whole runs too (the runs' share of
    // its eligible spend).
    const auto runShare = [&](const CreditLedger::Side &side, bool ported) {
        const double eligible = CreditLedger::eligibleMonthUsd(side, workload, m);
        return ported ? work * eligible : std::max(0.0, eligible - work * eligible);
    };
    own = OptionCostModel::portsWholeBlocks(*option.economics)
              ? blockSpend(*option.economics, false)
              : runShare(option, false);
    onBaseline = OptionCostModel::portsWholeBlocks(*baseline.economics)
                     ? blockSpend(*baseline.economics, true)
                     : runShare(baseline, true);
}

// One credit as the two sides of a decision can spend it.
struct Usable
{
    double balance;
    int firstMonth;
    int expiresMonth;
    bool paysOption;
    bool paysBaseline;
    std::size_t index; // in `credits`
};

// Fills `usable` with the credits that may pay either side, in order, and narrows it to
// them. Returns the last month any of them can pay within the horizon: the months after
// it cost what they cost.
int collectUsable(std::span<const CreditInputs> credits, std::span<Usable> &usable,
                  const CreditLedger::Side &option, const CreditLedger::Side &baseline,
                  int horizonMonths)
{
    std::size_t count = 0;
    int lastMonth = 0;
    for (std::size_t k = 0; k < credits.size(); ++k) {
        const CreditInputs &credit = credits[k];
        const bool paysOption = credit.applies[option.index] != 0;
        const bool paysBaseline = credit.applies[baseline.index] != 0;
        if (!(paysOption || paysBaseline) || !(credit.usd > 0.0))
            continue;
        usable[count++] = {credit.usd, credit.firstMonth, credit.expiresMonth,
                           paysOption, paysBaseline,      k};
        lastMonth = std::max(lastMonth, credit.expiresMonth);
    }
    usable = usable.first(count);
    return std::min(lastMonth, horizonMonths);
}

// The credits usable in month m pay the two charges, the larger first as AWS applies a
// credit; each credit in turn, soonest to expire first. Returns what they paid.
double pay(std::span<Usable> usable, int m, double own, double onBaseline)
{
    double used = 0.0;
    const auto take = [&used](double &balance, double &pool, bool eligible) {
        if (!eligible || !(pool > 0.0))
            return;
        const double taken = std::min(balance, pool);
        balance -= taken;
        pool -= taken;
        used += taken;
    };
    for (Usable &credit : usable) {
        if (m < credit.firstMonth || m > credit.expiresMonth || !(credit.balance > 0.0))
            continue;
        if (own >= onBaseline) {
            take(credit.balance, own, credit.paysOption);
            take(credit.balance, onBaseline, credit.paysBaseline);
        } else {
            take(credit.balance, onBaseline, credit.paysBaseline);
            take(credit.balance, own, credit.paysOption);
        }
    }
    return used;
}

// Whether a credit with something left can pay in month m, and whether one can in m or
// any later month.
struct Reach
{
    bool now;
    bool later;
};
Reach reach(std::span<const Usable> usable, int m)
{
    Reach r{false, false};
    for (const Usable &credit : usable) {
        if (!(credit.balance > 0.0) || m > credit.expiresMonth)
            continue;
        r.later = true;
        if (m >= credit.firstMonth) {
            r.now = true;
            break;
        }
    }
    return r;
}

// The month after the run of months from m in which the same credits can pay (until one
// starts or expires, at most lastMonth + 1), and what the credits able to pay the option
// in month m hold.
int endOfAlikeRun(std::span<const Usable> usable, int m, int lastMonth, double &balances)
{
    int end = lastMonth + 1;
    balances = 0.0;
    for (const Usable &credit : usable) {
        if (credit.firstMonth > m)
            end = std::min(end, credit.firstMonth);
        if (credit.expiresMonth >= m)
            end = std::min(end, credit.expiresMonth + 1);
        if (credit.paysOption && m >= credit.firstMonth && m <= credit.expiresMonth &&
            credit.balance > 0.0)
            balances += credit.balance;
    }
    return end;
}

// What credits may pay of the option's own bill in a port month: its share after the port,
// and its commitment's fee whole (billed every hour from the commitment's start, as AWS
// does) less what its payment option paid upfront.
double ownPortMonthSpend(const CreditLedger::Side &option, const Workload &workload,
                         double eligibleUsd, int month, double porting)
{
    const OptionEconomics &economics = *option.economics;
    const double owed = OptionCostModel::ownCommitmentOwedUsd(economics, month);
    if (owed == 0.0)
        return porting < 1.0 ? (1.0 - porting) * eligibleUsd : 0.0;
    // What the port leaves on the bill beyond the fee (a commitment that starts within
    // the month: OptionCostModel::portKeptUsd()); nothing otherwise.
    const double keptBeyondOwed =
        economics.commitment && economics.commitment->startsWithinMonth()
            ? OptionCostModel::portKeptUsd(economics, month,
                                           OptionCostModel::usageScale(workload, month), porting) -
                  owed
            : 0.0;
    const double owedEligible = owed * (1.0 - option.upfrontShare) + keptBeyondOwed;
    return owedEligible + (1.0 - porting) * std::max(0.0, eligibleUsd - owedEligible);
}

// Spends `credits` month by month; `onMonth(m, used)` reports each month's use (with
// kByMonth; without it, runs of months alike are spent at once). `usable` has room for
// every credit; on return it holds the ones either side can use, with what is left of
// each.
template <bool kByMonth, typename OnMonth>
double run(std::span<const CreditInputs> credits, std::span<Usable> &usable,
           const CreditLedger::Side &option, const CreditLedger::Side &baseline,
           const Workload &workload, int horizonMonths, OnMonth onMonth)
{
    // Only credits that may pay either side matter; the months after the last of them
    // expires (or after all are spent) cost what they cost.
    const int lastMonth = collectUsable(credits, usable, option, baseline, horizonMonths);
    const double portMonths = billing::portedShare(option.economics->portMonths, horizonMonths);
    const EligibleSpend ownSpend{option, workload};
    const EligibleSpend baselineSpend{baseline, workload};
    const bool wholeRuns =
        OptionCostModel::portsWholeRuns(*option.economics, *baseline.economics, workload);
    double total = 0.0;
    for (int m = 1; m <= lastMonth; ++m) {
        // A month no usable credit can pay needs no spend figures; once every usable
        // credit is spent or expired, no later month can either.
        const Reach r = reach(usable, m);
        if (!r.later)
            break;
        if (!r.now)
            continue;
        // The port's share of the month runs on the baseline (as the TCO counts it).
        const double porting = billing::portingShare(portMonths, m);
        if (!kByMonth && porting == 0.0) {
            // Until a credit starts or expires the same credits pay the option's charges
            // each month, draining in the same order: paying the months' sum at once
            // leaves every credit where paying month by month would.
            // A charge of twice what those credits hold drains every one of them whatever
            // it is exactly (each takes its whole balance, rounding included).
            double balances = 0.0;
            const int end = endOfAlikeRun(usable, m, lastMonth, balances);
            total += pay(usable, m, ownSpend.in(m, end - 1, 2.0 * balances), 0.0);
            m = end - 1;
            continue;
        }
        double own = ownPortMonthSpend(option, workload, ownSpend.in(m), m, porting);
        double onBaseline = porting > 0.0 ? porting * baselineSpend.in(m) : 0.0;
        if (porting > 0.0 && wholeRuns)
            portWholeRuns(option, baseline, workload, horizonMonths, m, portMonths, own,
                          onBaseline);
        const double used = pay(usable, m, own, onBaseline);
        onMonth(m, used);
        total += used;
    }
    return total;
}

} // namespace

double CreditLedger::eligibleMonthUsd(const Side &side, const Workload &workload, int month)
{
    const OptionEconomics &economics = *side.economics;
    double spend = OptionCostModel::monthComputeUsd(economics, workload, month);
    if (!economics.held.empty())
        spend -= economics.held.owedIn(month);
    if (economics.commitment && side.upfrontShare > 0.0) {
        const CommitmentTerms &terms = *economics.commitment;
        const CommitmentSimulation::MonthLevels level = CommitmentSimulation::levelsIn(
            month, terms, economics.termLevels, economics.commitmentEndMonth);
        spend -=
            terms.startsWithinMonth()
                ? side.upfrontShare * CommitmentSimulation::owedIn(terms, level)
                : billing::owedUsd(side.upfrontShare * level.fromStartMonth, terms.committedRate());
    }
    return std::max(0.0, spend);
}

CreditLedger::Use CreditLedger::spend(std::span<const CreditInputs> credits, const Side &option,
                                      const Side &baseline, const Workload &workload,
                                      int horizonMonths)
{
    Use use;
    use.byMonth.assign(std::size_t(std::max(0, horizonMonths)), 0.0);
    std::vector<Usable> room(credits.size());
    std::span<Usable> usable(room);
    use.totalUsd = run<true>(credits, usable, option, baseline, workload, horizonMonths,
                             [&](int m, double used) { use.byMonth[std::size_t(m - 1)] = used; });
    // A credit neither side can use expires whole.
    use.expiredByCredit.resize(credits.size());
    for (std::size_t k = 0; k < credits.size(); ++k)
        use.expiredByCredit[k] = credits[k].usd;
    for (const Usable &credit : usable)
        use.expiredByCredit[credit.index] = credit.balance;
    use.usedByCredit.resize(credits.size());
    for (std::size_t k = 0; k < credits.size(); ++k)
        use.usedByCredit[k] = credits[k].usd - use.expiredByCredit[k];
    return use;
}

double CreditLedger::totalUsd(std::span<const CreditInputs> credits, const Side &option,
                              const Side &baseline, const Workload &workload, int horizonMonths)
{
    if (credits.empty())
        return 0.0;
    // Not initialised: run() fills what it reads.
    std::array<Usable, kStackCredits> onStack;
    std::vector<Usable> onHeap;
    if (credits.size() > kStackCredits)
        onHeap.resize(credits.size());
    std::span<Usable> usable = onHeap.empty() ? std::span<Usable>(onStack.data(), credits.size())
                                              : std::span<Usable>(onHeap);
    return run<false>(credits, usable, option, baseline, workload, horizonMonths,
                      [](int, double) {});
}

} // namespace acceldecide
