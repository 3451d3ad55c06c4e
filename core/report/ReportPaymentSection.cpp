#include "core/report/ReportPaymentSection.h"

#include "core/report/FigureWording.h"
#include "core/report/ReportBlocks.h"
#include "core/report/ReportCashFlowBlocks.h"
#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide::report {

using blocks::paragraph;

namespace {

ReportBlock creditsTable(const Scenario &scenario, const Evaluation &evaluation)
{
    ReportBlock table = blocks::table(
        {"Option", "Credit", "Amount", "Used", "Expired unused", "Unused at the horizon's end"},
        {false, false, true, true, true, true}, {1.6, 1.6, 1.0, 1.0, 1.1, 1.3});
    for (const OptionResult &option : evaluation.options) {
        for (std::size_t k = 0; k < option.credits.size() && k < scenario.credits.size(); ++k) {
            const CreditUse &use = option.credits[k];
            table.table.rows.push_back({option.label, use.label.empty() ? use.id : use.label,
                                        text::money(scenario.credits[k].usd, 0),
                                        text::money(use.usedUsd, 0), text::money(use.expiredUsd, 0),
                                        text::money(use.unusedAtHorizonUsd, 0)});
        }
    }
    return table;
}

// One sentence per credit that is still usable when the horizon ends, once (the window is
// the credit's, the same in every option).
std::string creditsAfterHorizon(const Evaluation &evaluation)
{
    if (evaluation.options.empty())
        return {};
    std::string text;
    for (const CreditUse &use : evaluation.options.front().credits) {
        if (use.window == CreditWindow::WithinHorizon)
            continue;
        const std::string left = wording::creditLeft(use, evaluation.horizonMonths);
        if (!left.empty())
            text += (text.empty() ? "" : " ") + (use.label.empty() ? use.id : use.label) + " " +
                    left + ".";
    }
    return text;
}

} // namespace

std::optional<ReportSection> ReportPaymentSection::build(const Scenario &scenario,
                                                         const Evaluation &evaluation)
{
    bool discounted = scenario.privateDiscountPercent != 0.0;
    for (const Option &option : scenario.options)
        discounted = discounted || privateDiscountPercentOf(scenario, option) != 0.0;
    ReportSection section;
    section.title = "How it is paid";
    if (discounted) {
        std::string text = "A private pricing agreement takes its discount off what AWS bills "
                           "for each option's usage and commitments, before credits:";
        for (const Option &option : scenario.options)
            text += " " + option.label + " " +
                    text::percent(privateDiscountPercentOf(scenario, option)) +
                    (option.billedByAws() ? "" : " (billed outside AWS)") + ";";
        text.back() = '.';
        section.blocks.push_back(paragraph(text));
    }
    const bool anyBlocks =
        std::any_of(evaluation.options.begin(), evaluation.options.end(),
                    [](const OptionResult &option) { return option.capacityBlocks.has_value(); });
    if (!scenario.credits.empty()) {
        // No AWS page says whether credits pay Capacity Block fees: the figures that count
        // them say it is an assumption (CapacityBlockChecks warns of each option).
        section.blocks.push_back(paragraph(
            std::string("Credits pay eligible AWS spend month by month, soonest to expire first: "
                        "usage and a commitment's recurring fee, not its upfront part, not held "
                        "commitments, not engineering time. ") +
            (anyBlocks ? "Capacity Block fees are counted as eligible too, an assumption: AWS's "
                         "credit terms rule out upfront fees and no AWS page names Capacity "
                         "Blocks (see the warnings). "
                       : "") +
            "While a port runs, only credits that apply to the baseline pay for the work it "
            "keeps running. What is left when a credit expires within the horizon is lost; what "
            "a credit still usable when the horizon ends has left (one running past it, or "
            "starting after it) is unused, not lost. Every month, total and break-even in this "
            "report is after credits."));
        section.blocks.push_back(creditsTable(scenario, evaluation));
        if (const std::string later = creditsAfterHorizon(evaluation); !later.empty())
            section.blocks.push_back(paragraph(later));
    }
    if (anyBlocks) {
        section.blocks.push_back(paragraph(
            "Capacity Blocks are paid upfront, whole, in the month each is bought: a training "
            "run's wall-clock hours rounded up to whole blocks, bought when the run starts. "
            "Hours reserved but not used are idle and still paid. Fees are before credits. A "
            "block holds at most 64 instances, so a larger cluster buys blocks side by side for "
            "the same days (128 instances: 2 × 64), at the same fee."));
        ReportBlock table =
            blocks::table({"Option", "Blocks", "Instances", "$/instance-h", "Idle hours", "Fees"},
                          {false, false, true, true, true, true}, {1.8, 1.3, 0.9, 1.0, 0.9, 1.1});
        for (const OptionResult &option : evaluation.options) {
            if (!option.capacityBlocks)
                continue;
            const CapacityBlockResult &bought = *option.capacityBlocks;
            table.table.rows.push_back({option.label, bought.describe(), bought.describeInstances(),
                                        text::money(bought.usdPerInstanceHour, 2),
                                        text::groupedNumber(bought.idleHours, 1),
                                        text::money(bought.feesUsd, 0)});
        }
        section.blocks.push_back(std::move(table));
    }
    // Every scenario has a cash side: when the money leaves and what it is worth today.
    for (ReportBlock &block : ReportCashFlowBlocks::build(scenario, evaluation))
        section.blocks.push_back(std::move(block));
    return section;
}

} // namespace acceldecide::report
