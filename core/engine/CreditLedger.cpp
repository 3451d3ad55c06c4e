#include "core/engine/CreditLedger.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/model/Units.h"

#include <algorithm>
#include <array>

namespace acceldecide {

namespace {

// Horizons are at most 120 months and scenarios list a handful of credits: the
// balances fit on the stack for the allocation-free total.
constexpr std::size_t kStackCredits = 32;

// Spends `credits` month by month; `onMonth(m, used)` and `onCredit(k, used, expired)`
// report what happened. `balance` holds each credit's remaining amount.
template <typename OnMonth>
double run(std::span<const CreditInputs> credits, std::span<double> balance,
           const CreditLedger::Side &option, const CreditLedger::Side &baseline,
           const Workload &workload, int horizonMonths, OnMonth onMonth)
{
    // Only credits that may pay either side matter; the months after the last of them
    // expires (or after all are spent) cost what they cost.
    const auto applies = [&](std::size_t k) {
        return credits[k].applies[option.index] != 0 || credits[k].applies[baseline.index] != 0;
    };
    int lastMonth = 0;
    for (std::size_t k = 0; k < credits.size(); ++k) {
        balance[k] = credits[k].usd;
        if (applies(k) && balance[k] > 0.0)
            lastMonth = std::max(lastMonth, credits[k].expiresMonth);
    }
    lastMonth = std::min(lastMonth, horizonMonths);
    const double portMonths = std::clamp(option.economics->portMonths, 0.0, double(horizonMonths));
    double total = 0.0;
    for (int m = 1; m <= lastMonth; ++m) {
        // A month no usable credit can pay needs no spend figures.
        bool any = false;
        for (std::size_t k = 0; k < credits.size() && !any; ++k)
            any = applies(k) && m >= credits[k].firstMonth && m <= credits[k].expiresMonth &&
                  balance[k] > 0.0;
        if (!any)
            continue;
        // The port's share of the month runs on the baseline (as the TCO counts it).
        const double porting = std::clamp(portMonths - (m - 1), 0.0, 1.0);
        double own = (1.0 - porting) * CreditLedger::eligibleMonthUsd(option, workload, m);
        double onBaseline =
            porting > 0.0 ? porting * CreditLedger::eligibleMonthUsd(baseline, workload, m) : 0.0;
        double used = 0.0;
        for (std::size_t k = 0; k < credits.size(); ++k) {
            const CreditInputs &credit = credits[k];
            if (m < credit.firstMonth || m > credit.expiresMonth || !(balance[k] > 0.0))
                continue;
            // The larger charge first, as AWS applies a credit.
            double *pools[2] = {&own, &onBaseline};
            const bool eligible[2] = {credit.applies[option.index] != 0,
                                      credit.applies[baseline.index] != 0};
            const int first = own >= onBaseline ? 0 : 1;
            for (int p : {first, 1 - first}) {
                if (!eligible[p] || !(*pools[p] > 0.0))
                    continue;
                const double take = std::min(balance[k], *pools[p]);
                balance[k] -= take;
                *pools[p] -= take;
                used += take;
            }
        }
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
    if (economics.commitment && side.upfrontShare > 0.0 && month <= economics.commitmentEndMonth) {
        const CommitmentTerms &terms = *economics.commitment;
        const double level = economics.termLevels[std::size_t(
            CommitmentSimulation::termIndexOf(month, terms.termMonths))];
        spend -= side.upfrontShare * level * terms.committedRate() * units::kHoursPerMonth;
    }
    return std::max(0.0, spend);
}

CreditLedger::Use CreditLedger::spend(std::span<const CreditInputs> credits, const Side &option,
                                      const Side &baseline, const Workload &workload,
                                      int horizonMonths)
{
    Use use;
    use.byMonth.assign(std::size_t(std::max(0, horizonMonths)), 0.0);
    std::vector<double> balance(credits.size());
    use.totalUsd = run(credits, balance, option, baseline, workload, horizonMonths,
                       [&](int m, double used) { use.byMonth[std::size_t(m - 1)] = used; });
    for (std::size_t k = 0; k < credits.size(); ++k) {
        use.usedByCredit.push_back(credits[k].usd - balance[k]);
        use.expiredByCredit.push_back(balance[k]);
    }
    return use;
}

double CreditLedger::totalUsd(std::span<const CreditInputs> credits, const Side &option,
                              const Side &baseline, const Workload &workload, int horizonMonths)
{
    if (credits.empty())
        return 0.0;
    std::array<double, kStackCredits> onStack{};
    std::vector<double> onHeap;
    if (credits.size() > kStackCredits)
        onHeap.resize(credits.size());
    const std::span<double> balance = onHeap.empty()
                                          ? std::span<double>(onStack.data(), credits.size())
                                          : std::span<double>(onHeap);
    return run(credits, balance, option, baseline, workload, horizonMonths, [](int, double) {});
}

} // namespace acceldecide
