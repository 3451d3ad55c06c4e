#include "core/report/ReportPlanVsActualSection.h"

#include "core/actuals/CalendarMonth.h"
#include "core/actuals/VarianceWording.h"
#include "core/report/ReportBlocks.h"
#include "core/text/TextFormat.h"

namespace acceldecide::report {

namespace {

std::string introduction(const DecisionRecord &record, const actuals::PlannedMonths &plan,
                         const std::string &tag)
{
    return "Decision " + std::to_string(record.id) + " (" + record.scenarioName + "), taken on " +
           record.decidedAt + ": " + record.chosenOption + " on " + plan.instanceType + " at " +
           text::rate(plan.ratePerAcceleratorHour) +
           " an accelerator-hour, its plan's month 1 being " + actuals::monthName(plan.firstMonth) +
           ". Held to the bills imported" +
           (tag.empty() ? std::string(", every accelerated line of them")
                        : ", the lines tagged " + tag + " and the charges no tag can be on") +
           "; effective cost (commitment fees spread over the usage they cover), tax left "
           "out.";
}

ReportBlock monthsTable(const actuals::PlanVsActual &comparison)
{
    ReportBlock table =
        blocks::table({"Month", "Planned", "Billed", "Accel-h planned", "Accel-h run", "$/accel-h",
                       "Coverage", "Utilisation", "Stranded", "Credits"},
                      {false, true, true, true, true, true, true, true, true, true},
                      {1.0, 1.15, 1.15, 1.0, 0.9, 0.9, 1.15, 1.25, 1.15, 1.0});
    for (const actuals::MonthComparison &month : comparison.months)
        table.table.rows.push_back(
            {month.month, text::money(month.plannedUsd), text::money(month.actualUsd),
             text::groupedNumber(month.plannedAcceleratorHours, 0),
             text::groupedNumber(month.actualAcceleratorHours, 0),
             text::rate(month.actualRatePerAcceleratorHour),
             text::percent(month.commitmentCoveragePercent),
             text::percent(month.commitmentUtilisationPercent), text::money(month.strandedUsd),
             text::money(month.creditsUsedUsd)});
    return table;
}

ReportBlock partsTable(const actuals::PlanVsActual &comparison)
{
    ReportBlock table = blocks::table(
        {"Month", "Volume", "Rate", "Mix", "Waste", "Credits", "Variance"},
        {false, true, true, true, true, true, true}, {1.0, 1.2, 1.0, 1.0, 1.0, 1.0, 1.2});
    const auto row = [&](const std::string &name, const actuals::VarianceParts &parts) {
        table.table.rows.push_back(
            {name, actuals::signedMoney(parts.volumeUsd), actuals::signedMoney(parts.rateUsd),
             actuals::signedMoney(parts.mixUsd), actuals::signedMoney(parts.commitmentWasteUsd),
             actuals::signedMoney(parts.creditsUsd), actuals::signedMoney(parts.totalUsd())});
    };
    for (const actuals::MonthComparison &month : comparison.months)
        row(month.month, month.parts);
    row("All", comparison.totals);
    return table;
}

} // namespace

ReportSection ReportPlanVsActualSection::build(const DecisionRecord &record,
                                               const actuals::PlanVsActual &comparison,
                                               const actuals::PlannedMonths &plan,
                                               const std::string &tag)
{
    ReportSection section;
    section.title = "Plan against the bill";
    section.blocks.push_back(blocks::paragraph(introduction(record, plan, tag)));
    ReportBlock sentences;
    sentences.kind = ReportBlock::Kind::Bullets;
    sentences.items = actuals::varianceSentences(comparison, plan);
    section.blocks.push_back(std::move(sentences));
    ReportBlock chart;
    chart.kind = ReportBlock::Kind::Chart;
    chart.chart = ChartKind::PlanVsActual;
    chart.text = "Cumulative cost as planned (dashed) and as billed (solid), and each month's "
                 "variance in its parts: volume (hours), rate (price per hour on the plan's "
                 "instance type and purchase model), mix (other instance types and purchase "
                 "models), commitment paid for and not used, credits.";
    section.blocks.push_back(std::move(chart));
    section.blocks.push_back(blocks::subheading("By month"));
    section.blocks.push_back(monthsTable(comparison));
    section.blocks.push_back(blocks::subheading("The variance in parts that add up to it"));
    section.blocks.push_back(
        blocks::paragraph("At the plan's rate r an accelerator-hour: volume = (hours run − "
                          "hours planned) × r; rate = cost of the hours on the plan's instance "
                          "type and purchase model − those hours × r; mix = cost of the other "
                          "hours − those hours × r; waste = the commitment left unused (this "
                          "workload's share, by what it covered); credits = credits and "
                          "refunds received + the credits the plan spent."));
    section.blocks.push_back(partsTable(comparison));
    return section;
}

} // namespace acceldecide::report
