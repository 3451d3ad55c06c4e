#include "core/report/ReportCommitmentSection.h"

#include "core/report/ReportBlocks.h"
#include "core/report/ReportChartCaptions.h"
#include "core/report/ReportWording.h"
#include "core/text/MoneyFormat.h"
#include "core/text/TextFormat.h"

namespace acceldecide::report {

namespace {

using blocks::paragraph;
using blocks::subheading;

std::string levelText(const CommitmentLevel &level)
{
    if (level.accelerators <= 0.0)
        return "no commitment";
    const std::string accelerators = text::compact(level.accelerators, 1) + " accelerators";
    if (level.instances)
        return text::compact(*level.instances, 1) +
               (*level.instances == 1.0 ? " instance (" : " instances (") + accelerators + ")";
    return text::money(level.usdPerHour) + "/h (" + accelerators + ")";
}

std::string summary(const OptionResult &option, const CommitmentOptionResult &c, int horizon)
{
    std::string text =
        std::string(c.kind == CommitmentKind::SavingsPlan ? "A savings plan" : "A reservation") +
        " of " + levelText(c.current) + " for " + std::to_string(c.termYears) + " year" +
        (c.termYears == 1 ? "" : "s") + " (" + toString(c.payment) + ") at " +
        text::compact(c.discountPercent, 1) + " % off " +
        text::money(c.onDemandUsdPerAcceleratorHour) + " per accelerator-hour" +
        (c.fromPurchaseModel
             ? ", the option's purchase model: a commitment to its busiest month's accelerators"
             : "") +
        ". The workload keeps " + text::compact(c.busyAccelerators, 1) + " accelerators busy " +
        text::compact(c.busyHoursPerMonth, 0) + " hours a month, so the commitment is " +
        text::percent(c.utilizationPercent) + " used against a break-even of " +
        text::percent(c.breakEvenUtilizationPercent) + ". Over " + std::to_string(horizon) +
        " months the compute costs " + text::money(c.current.costUsd, 0) +
        " (all on-demand: " + text::money(c.onDemandCostUsd, 0) + "); the best level is " +
        levelText(c.optimal) + " at " + text::money(c.optimal.costUsd, 0) + ".";
    if (c.monthsOwedAfterUsageStops > 0)
        text += " Usage stops with " + std::to_string(c.monthsOwedAfterUsageStops) +
                " months of the term left: " + text::money(c.owedAfterUsageStopsUsd, 0) +
                " is paid for nothing.";
    if (option.portMonths > 0.0)
        text += " These figures assume " + option.id +
                " runs from month 1; its TCO bills the port's months at the baseline.";
    return text;
}

ReportBlock termsTable(const CommitmentOptionResult &c)
{
    ReportBlock table =
        blocks::table({"Term", "Discount", "Best level", "Cost at best", "Owed after usage stops"},
                      {false, true, true, true, true}, {0.7, 0.9, 2.2, 1.3, 1.6});
    for (const CommitmentTermResult &term : c.terms)
        table.table.rows.push_back(
            {std::to_string(term.termYears) + " year" + (term.termYears == 1 ? "" : "s"),
             text::percent(term.discountPercent), levelText(term.optimal),
             text::money(term.optimal.costUsd, 0),
             term.monthsOwedAfterUsageStops > 0
                 ? text::money(term.owedAfterUsageStopsUsd, 0) + " (" +
                       std::to_string(term.monthsOwedAfterUsageStops) + " months)"
                 : std::string(text::kNone)});
    return table;
}

// Per option, what each commitment the team already holds pays for and what is
// stranded; empty rows when the scenario holds none.
ReportBlock heldTable(const Evaluation &evaluation)
{
    ReportBlock table =
        blocks::table({"Option", "Held commitment", "Covers it", "Owed", "Used", "Stranded"},
                      {false, false, false, true, true, true}, {1.2, 1.6, 0.9, 1.1, 1.1, 1.1});
    for (const OptionResult &option : evaluation.options) {
        for (const HeldCommitmentUse &use : option.heldCommitments)
            table.table.rows.push_back({option.id, use.id, use.covers ? "yes" : "no",
                                        text::money(use.owedUsd, 0), text::money(use.usedUsd, 0),
                                        text::money(use.strandedUsd(), 0)});
    }
    return table;
}

ReportBlock chart(ChartKind kind, const std::string &option, std::string caption)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Chart;
    block.chart = kind;
    block.chartOption = option;
    block.text = std::move(caption);
    return block;
}

} // namespace

std::optional<ReportSection> ReportCommitmentSection::build(const Scenario &scenario,
                                                            const Evaluation &evaluation)
{
    ReportSection section;
    section.title = "Savings-plan scenarios";
    section.newPage = true;
    section.blocks.push_back(paragraph(
        "Savings plans and reservations are billed hour by hour: in each busy hour, usage up to "
        "the commitment runs at the committed rate and the rest on demand; in idle hours the "
        "commitment is paid and wasted. Below the break-even utilization (100 % minus the "
        "discount) a commitment costs more than staying on demand. Each term's end is a "
        "renewal decision."));
    for (const OptionResult &option : evaluation.options) {
        if (!option.commitment)
            continue;
        const CommitmentOptionResult &c = *option.commitment;
        section.blocks.push_back(subheading(option.label));
        section.blocks.push_back(paragraph(summary(option, c, scenario.horizonMonths)));
        section.blocks.push_back(paragraph(wording::ladder(c)));
        if (!c.terms.empty())
            section.blocks.push_back(termsTable(c));
        if (c.underUncertainty)
            section.blocks.push_back(paragraph(
                "Under the scenario's uncertainty ranges the P50 cost is lowest at " +
                text::compact(c.underUncertainty->levelMinimisingP50, 1) + " accelerators; up to " +
                text::compact(c.underUncertainty->largestLevelKeepingP90, 1) +
                " accelerators keep the P90 cost at or below all-on-demand's " +
                text::money(c.underUncertainty->onDemandP90Usd, 0) + "."));
        section.blocks.push_back(
            chart(ChartKind::CommitmentLevel, option.id,
                  "Cost over the horizon plus what is owed after it, against the committed level "
                  "(100 % = the busiest month's accelerators), for each term; the optimum and "
                  "the current choice are marked."));
        section.blocks.push_back(
            chart(ChartKind::CommitmentMonthly, option.id,
                  "Each month's commitment split into the part the usage used and the part "
                  "wasted, with usage beyond it billed on demand; a dashed line marks each "
                  "term's start and whether the stated level is bought there."));
        section.blocks.push_back(chart(ChartKind::CommitmentUtilization, option.id,
                                       "What a used accelerator-hour costs at each utilization "
                                       "of the commitment; it matches on-demand at " +
                                           text::percent(c.breakEvenUtilizationPercent) + "."));
    }
    if (!scenario.existingCommitments.empty()) {
        section.blocks.push_back(subheading("Commitments already held"));
        section.blocks.push_back(paragraph(
            "What is owed on them is paid whichever option is chosen; what differs is what "
            "each option can use. A Compute Savings Plan covers any EC2 instance, an EC2 "
            "Instance Savings Plan one instance family, a reservation one instance type; the "
            "rest of what is owed is stranded. Figures within the horizon, as if each option "
            "ran from month 1."));
        section.blocks.push_back(heldTable(evaluation));
    }
    if (section.blocks.size() == 1)
        return std::nullopt;
    return section;
}

} // namespace acceldecide::report
