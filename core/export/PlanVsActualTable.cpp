#include "core/export/PlanVsActualTable.h"

#include "core/actuals/VarianceWording.h"
#include "core/text/TextFormat.h"

namespace acceldecide {

namespace {

using text::Align;

std::string monthsTable(const actuals::PlanVsActual &comparison)
{
    text::Table table({"Month", "Planned", "Actual", "Plan h", "Actual h", "$/accel-h", "Coverage",
                       "Utilisation", "Stranded", "Credits", "$/M tokens"},
                      {Align::Left, Align::Right, Align::Right, Align::Right, Align::Right,
                       Align::Right, Align::Right, Align::Right, Align::Right, Align::Right,
                       Align::Right});
    for (const actuals::MonthComparison &month : comparison.months)
        table.addRow({month.month, text::money(month.plannedUsd), text::money(month.actualUsd),
                      text::groupedNumber(month.plannedAcceleratorHours, 0),
                      text::groupedNumber(month.actualAcceleratorHours, 0),
                      text::rate(month.actualRatePerAcceleratorHour),
                      text::percent(month.commitmentCoveragePercent),
                      text::percent(month.commitmentUtilisationPercent),
                      text::money(month.strandedUsd), text::money(month.creditsUsedUsd),
                      month.usdPerMillionTokens ? text::money(*month.usdPerMillionTokens)
                                                : std::string(text::kNone)});
    return table.render();
}

std::string partsTable(const actuals::PlanVsActual &comparison)
{
    text::Table table({"Month", "Volume", "Rate", "Mix", "Waste", "Credits", "Variance"},
                      {Align::Left, Align::Right, Align::Right, Align::Right, Align::Right,
                       Align::Right, Align::Right});
    const auto row = [&](const std::string &name, const actuals::VarianceParts &parts) {
        table.addRow(
            {name, actuals::signedMoney(parts.volumeUsd), actuals::signedMoney(parts.rateUsd),
             actuals::signedMoney(parts.mixUsd), actuals::signedMoney(parts.commitmentWasteUsd),
             actuals::signedMoney(parts.creditsUsd), actuals::signedMoney(parts.totalUsd())});
    };
    for (const actuals::MonthComparison &month : comparison.months)
        row(month.month, month.parts);
    row("All", comparison.totals);
    return table.render();
}

} // namespace

std::string planVsActualTable(const actuals::PlanVsActual &comparison,
                              const actuals::PlannedMonths &plan)
{
    std::string out;
    for (const std::string &sentence : actuals::varianceSentences(comparison, plan))
        out += sentence + "\n";
    out += "\nPlan against the bill, by month (effective cost, tax left out):\n";
    out += monthsTable(comparison);
    out += "\nThe variance in parts that add up to it:\n";
    out += partsTable(comparison);
    return out;
}

} // namespace acceldecide
