#include "core/export/CommitmentTable.h"

#include "core/report/FigureWording.h"
#include "core/report/ReportWording.h"

#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide {

namespace {

using text::Table;

std::string describe(const CommitmentOptionResult &c)
{
    return std::string(c.kind == CommitmentKind::SavingsPlan ? "savings plan" : "reserved") + " " +
           std::to_string(c.termYears) + " y, " + toString(c.payment) +
           (c.fromPurchaseModel ? " (purchase model, at peak)" : "");
}

// "$354.00/h (48 accel.)" or "3 instances (48 accel.)".
std::string level(const CommitmentLevel &level)
{
    if (level.accelerators <= 0.0)
        return "none";
    const std::string accelerators = " (" + text::compact(level.accelerators, 1) + " accel.)";
    if (level.instances)
        return text::compact(*level.instances, 1) +
               (*level.instances == 1.0 ? " instance" : " instances") + accelerators;
    return text::money(level.usdPerHour) + "/h" + accelerators;
}

std::string owed(double usd, int months)
{
    return months > 0 ? text::money(usd, 0) + " (" + std::to_string(months) + " months)"
                      : std::string(text::kNone);
}

} // namespace

std::string CommitmentTable::format(const Evaluation &evaluation)
{
    const bool any = std::any_of(evaluation.options.begin(), evaluation.options.end(),
                                 [](const OptionResult &o) { return o.commitment.has_value(); });
    if (!any)
        return {};
    const std::string title = "Savings-plan commitments";
    std::string out = "\n" + title + "\n" + std::string(title.size(), '=') + "\n";

    Table levels({"Option", "Commitment", "Discount", "Level", "% of peak", "Utilization",
                  "Break-even", "Effective $/h"});
    Table costs({"Option", "Cost", "All on-demand", "Best level", "Cost at best",
                 "Owed after usage stops", "Owed after horizon"});
    Table terms(
        {"Option", "Term", "Discount", "Best level", "Cost at best", "Owed after usage stops"});
    for (const OptionResult &option : evaluation.options) {
        if (!option.commitment)
            continue;
        const CommitmentOptionResult &c = *option.commitment;
        levels.addRow({option.id, describe(c), text::percent(c.discountPercent), level(c.current),
                       text::percent(c.current.percentOfPeak), text::percent(c.utilizationPercent),
                       text::percent(c.breakEvenUtilizationPercent),
                       text::rate(c.effectiveUsdPerAcceleratorHour)});
        costs.addRow({option.id, text::money(c.current.costUsd, 0),
                      text::money(c.onDemandCostUsd, 0), level(c.optimal),
                      text::money(c.optimal.costUsd, 0),
                      owed(c.owedAfterUsageStopsUsd, c.monthsOwedAfterUsageStops),
                      text::money(c.owedAfterHorizonUsd, 0)});
        for (const CommitmentTermResult &term : c.terms)
            terms.addRow({option.id, std::to_string(term.termYears) + " y",
                          text::percent(term.discountPercent), level(term.optimal),
                          text::money(term.optimal.costUsd, 0),
                          owed(term.owedAfterUsageStopsUsd, term.monthsOwedAfterUsageStops)});
    }
    out += levels.render();
    out += "\nCost over the horizon plus what is owed after it (compute only, as if each option "
           "ran from month 1)\n";
    out += costs.render();
    out += "\n1-year against 3-year, each at its best level\n";
    out += terms.render();
    for (const OptionResult &option : evaluation.options) {
        if (option.commitment)
            out += "\n" + option.id + ": " + report::wording::ladder(*option.commitment) + "\n";
    }

    for (const OptionResult &option : evaluation.options) {
        if (!option.commitment)
            continue;
        const CommitmentOptionResult &c = *option.commitment;
        if (c.underUncertainty) {
            const UncertainSizing &u = *c.underUncertainty;
            out += "\n" + option.id + " under uncertain usage: the P50 cost is lowest at " +
                   text::compact(u.levelMinimisingP50, 1) + " accelerators (" +
                   text::money(u.p50AtThatLevelUsd, 0) + "); up to " +
                   text::compact(u.largestLevelKeepingP90, 1) +
                   " accelerators keep the P90 at or below all-on-demand's " +
                   text::money(u.onDemandP90Usd, 0) + "\n";
        }
        out += "\n" + option.id + " month by month\n";
        Table months({"Month", "Committed", "Used", "Wasted", "On-demand overflow"});
        for (std::size_t m = 0; m < c.months.size(); ++m) {
            const CommitmentMonth &month = c.months[m];
            months.addRow({std::to_string(m + 1), text::money(month.committedUsd, 0),
                           text::money(month.usedUsd, 0), text::money(month.wastedUsd, 0),
                           text::money(month.overflowUsd, 0)});
        }
        out += months.render();
    }
    return out;
}

std::string CommitmentTable::formatHeld(const Evaluation &evaluation)
{
    const bool any = std::any_of(evaluation.options.begin(), evaluation.options.end(),
                                 [](const OptionResult &o) { return !o.heldCommitments.empty(); });
    if (!any)
        return {};
    const std::string title = "Commitments already held";
    std::string out = "\n" + title + "\n" + std::string(title.size(), '=') + "\n";
    out += "Owed in every option; what each pays for here, and what is stranded (within the "
           "horizon, as if each option ran from month 1)\n";
    Table held({"Option", "Commitment", "Covers", "Owed", "Used", "Stranded"});
    for (const OptionResult &option : evaluation.options) {
        for (const HeldCommitmentUse &use : option.heldCommitments)
            held.addRow({option.id, use.id, use.covers ? "yes" : "no", text::money(use.owedUsd, 0),
                         text::money(use.usedUsd, 0), text::money(use.strandedUsd(), 0)});
    }
    out += held.render();
    return out;
}

std::string CommitmentTable::formatCredits(const Evaluation &evaluation)
{
    const bool any = std::any_of(evaluation.options.begin(), evaluation.options.end(),
                                 [](const OptionResult &o) { return !o.credits.empty(); });
    if (!any)
        return {};
    const std::string title = "Credits";
    std::string out = "\n" + title + "\n" + std::string(title.size(), '=') + "\n";
    out += "Spent month by month on each option's eligible AWS spend within the horizon, "
           "soonest to expire first (already taken off its months and TCO); what a credit still "
           "usable when the horizon ends has left is not lost\n";
    Table table({"Option", "Credit", "Used", "Expired unused", "Unused at horizon's end", "Why"});
    for (const OptionResult &option : evaluation.options) {
        for (const CreditUse &use : option.credits)
            table.addRow({option.id, use.label.empty() ? use.id : use.label,
                          text::money(use.usedUsd, 0), text::money(use.expiredUsd, 0),
                          text::money(use.unusedAtHorizonUsd, 0),
                          report::wording::creditLeft(use, evaluation.horizonMonths)});
    }
    out += table.render();
    return out;
}

} // namespace acceldecide
