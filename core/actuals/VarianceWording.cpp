#include "core/actuals/VarianceWording.h"

#include "core/actuals/PlanVsActual.h"
#include "core/text/TextFormat.h"

#include <cmath>

namespace acceldecide::actuals {

namespace {

constexpr double kCent = 0.005;

std::string hours(double value)
{
    return text::groupedNumber(value, 0) + " accelerator-hours";
}

std::string purchaseName(PurchaseGroup group)
{
    switch (group) {
    case PurchaseGroup::OnDemand:
        return "on demand";
    case PurchaseGroup::Commitment:
        return "under its commitment";
    case PurchaseGroup::Spot:
        return "on spot";
    case PurchaseGroup::CapacityBlock:
        return "in Capacity Blocks";
    }
    return {};
}

struct Totals
{
    double plannedHours = 0.0;
    double actualHours = 0.0;
    double plannedCredits = 0.0;
    double receivedCredits = 0.0;
};

Totals totalsOf(const PlanVsActual &comparison)
{
    Totals totals;
    for (const MonthComparison &month : comparison.months) {
        totals.plannedHours += month.plannedAcceleratorHours;
        totals.actualHours += month.actualAcceleratorHours;
        totals.receivedCredits += month.creditsUsedUsd;
    }
    totals.plannedCredits = totals.receivedCredits + comparison.totals.creditsUsd;
    return totals;
}

std::string volumeSentence(const Totals &totals, double usd)
{
    if (totals.plannedHours > 0.0) {
        const double change = (totals.actualHours / totals.plannedHours - 1.0) * 100.0;
        return "The accelerators ran " + text::groupedNumber(std::fabs(change), 0) + " % " +
               (change >= 0.0 ? "more" : "fewer") + " hours than planned (" +
               hours(totals.actualHours) + " against " + hours(totals.plannedHours) +
               "): " + signedMoney(usd) + ".";
    }
    return "The accelerators ran " + hours(totals.actualHours) +
           " the plan did not count by the hour: " + signedMoney(usd) + ".";
}

} // namespace

std::string signedMoney(double usd)
{
    if (std::fabs(usd) < kCent)
        return "$0.00";
    return (usd > 0.0 ? "+" : "") + text::money(usd);
}

std::vector<std::string> varianceSentences(const PlanVsActual &comparison,
                                           const PlannedMonths &plan)
{
    std::vector<std::string> sentences;
    const VarianceParts &parts = comparison.totals;
    const Totals totals = totalsOf(comparison);
    if (std::fabs(parts.volumeUsd) >= kCent)
        sentences.push_back(volumeSentence(totals, parts.volumeUsd));
    if (std::fabs(parts.rateUsd) >= kCent)
        sentences.push_back("On " + plan.instanceType + " " + purchaseName(plan.purchase) +
                            ", as planned, an hour cost " +
                            (parts.rateUsd > 0.0 ? "more" : "less") + " than the plan's " +
                            text::rate(plan.ratePerAcceleratorHour) +
                            " an accelerator-hour: " + signedMoney(parts.rateUsd) + ".");
    if (std::fabs(parts.mixUsd) >= kCent)
        sentences.push_back("Hours on other instance types or purchase models than " +
                            plan.instanceType + " " + purchaseName(plan.purchase) + " cost " +
                            (parts.mixUsd > 0.0 ? "more" : "less") +
                            " than the plan's rate: " + signedMoney(parts.mixUsd) + ".");
    if (std::fabs(parts.commitmentWasteUsd) >= kCent)
        sentences.push_back("Commitments were paid for and not used: " +
                            signedMoney(parts.commitmentWasteUsd) + " stranded.");
    if (std::fabs(parts.creditsUsd) >= kCent)
        sentences.push_back("Credits and refunds came to " + text::money(totals.receivedCredits) +
                            " where the plan spent " + text::money(totals.plannedCredits) +
                            " of credits: " + signedMoney(parts.creditsUsd) + ".");
    sentences.push_back("In all the bill came to " + text::money(comparison.actualUsd) +
                        " against the plan's " + text::money(comparison.plannedUsd) + ": " +
                        signedMoney(comparison.actualUsd - comparison.plannedUsd) + " (tax of " +
                        text::money(comparison.taxUsd) + " left out: no plan counts it).");
    if (const auto &forecast = comparison.reforecast) {
        const std::string breakEven =
            forecast->reforecastBreakEvenMonth
                ? "break-even now lands in month " +
                      std::to_string(*forecast->reforecastBreakEvenMonth)
                : std::string("it no longer breaks even within the horizon");
        const std::string usage = forecast->usagePercentOfPlan
                                      ? " (their usage " +
                                            text::groupedNumber(*forecast->usagePercentOfPlan, 0) +
                                            " % of the plan's)"
                                      : std::string();
        sentences.push_back(
            "Re-forecast with the months billed" + usage + ": " +
            text::money(forecast->reforecastTotalUsd) + " against " + forecast->baselineId + "'s " +
            text::money(forecast->baselineTotalUsd) + " for the same usage (" +
            text::money(forecast->baselinePlannedTotalUsd) + " as planned); the decision " +
            (forecast->stillHolds() ? "still holds" : "no longer holds") + ", and " + breakEven +
            ".");
    }
    return sentences;
}

} // namespace acceldecide::actuals
