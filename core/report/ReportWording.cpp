#include "core/report/ReportWording.h"

#include "core/text/TextFormat.h"

namespace acceldecide::report::wording {

std::string purchaseModel(PurchaseModel model)
{
    return purchaseModelLabel(model);
}

std::string sourceStanding(const std::string &kind)
{
    if (kind == "vendor_claim")
        return "Vendor claim";
    if (kind == "independent")
        return "Independent";
    if (kind == "price_list")
        return "Price list";
    if (kind == "user" || kind == "user_measured")
        return "User entry";
    if (kind == "estimate")
        return "Estimate";
    return kind;
}

std::string optionName(const Scenario &scenario, const std::string &id)
{
    return id == scenario.baseline ? id + " (baseline)" : id;
}

std::string workUnit(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training:
        return "runs";
    case WorkloadKind::Inference:
        return "billion tokens";
    case WorkloadKind::Capacity:
        return "months";
    }
    return "";
}

std::string breakEven(const BreakEvenResult &result)
{
    if (!result.reached)
        return "not reached (no net saving per unit of work)";
    std::string out;
    // No extra one-time cost: "0.00 runs, 0.0 B tokens" would read as a bug.
    const bool immediately = result.runs.value_or(0.0) == 0.0 &&
                             result.tokensBillion.value_or(0.0) == 0.0 &&
                             result.days.value_or(0.0) == 0.0;
    if (immediately)
        out = "immediately (no extra one-time cost)";
    else if (result.runs)
        out += text::number(result.runs, 2) + " runs";
    if (result.tokensBillion && !immediately)
        out += (out.empty() ? "" : ", ") + text::number(result.tokensBillion, 1) + " B tokens";
    if (result.days && !immediately)
        out += (out.empty() ? "" : ", ") + text::number(result.days, 1) + " days";
    if (out.empty())
        out = "immediately";
    out += result.month ? "; cumulative costs cross in month " + std::to_string(*result.month)
                        : "; the cumulative costs do not cross within the horizon";
    return out;
}

// "month 1: $471.94/h (64 accelerators); month 13: nothing", then its cost.
std::string ladder(const CommitmentOptionResult &c)
{
    std::string steps;
    for (const LadderStep &step : c.ladder.steps) {
        if (!steps.empty())
            steps += "; ";
        steps += "month " + std::to_string(step.startMonth) + ": ";
        steps += step.accelerators > 0.0
                     ? text::money(step.usdPerHour) + "/h (" + text::compact(step.accelerators, 1) +
                           " accelerators)"
                     : std::string("nothing");
    }
    std::string renewals;
    for (std::size_t k = 1; k < c.ladder.steps.size(); ++k)
        renewals += (renewals.empty() ? "" : ", ") + std::to_string(c.ladder.steps[k].startMonth) +
                    (c.currentLevels[k] > 0.0 ? " renewed" : " not renewed");
    return "Optimal ladder, each term bought at its own best level: " + steps + ", costing " +
           text::money(c.ladder.costUsd, 0) + ". Renewal policy " + toString(c.renewal) +
           (renewals.empty() ? std::string(".") : " for the stated level: month " + renewals + ".");
}

} // namespace acceldecide::report::wording
