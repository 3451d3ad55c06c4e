#include "core/report/ReportChartCaptions.h"

#include "core/engine/TornadoRows.h"
#include "core/report/ReportWording.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace acceldecide::report {

namespace {

ReportBlock chart(ChartKind kind, std::string caption)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Chart;
    block.chart = kind;
    block.text = std::move(caption);
    return block;
}

std::string money(double value)
{
    return text::money(value, 0);
}

std::string tcoCaption(const Scenario &scenario, const Evaluation &evaluation)
{
    std::string out = "Cumulative cost of each option, month by month over " +
                      std::to_string(evaluation.horizonMonths) +
                      " months, one-time porting costs included. After month " +
                      std::to_string(evaluation.horizonMonths) + ": ";
    bool first = true;
    for (const OptionResult &option : evaluation.options) {
        out += (first ? "" : ", ") + option.id + " " + money(option.tcoUsd);
        first = false;
    }
    out += ".";
    // Options crossing in the same month are named together: with eight options, one
    // sentence per option would bury the point.
    std::map<int, std::vector<std::string>> byMonth; // 0: never within the horizon
    for (const BreakEvenResult &entry : evaluation.breakEven)
        byMonth[entry.month.value_or(0)].push_back(entry.option);
    for (const auto &[month, options] : byMonth) {
        std::string names;
        for (std::size_t i = 0; i < options.size(); ++i)
            names += (i == 0 ? "" : i + 1 == options.size() ? " and " : ", ") + options[i];
        const bool one = options.size() == 1;
        out += month > 0 ? " " + names + (one ? " crosses " : " cross ") + scenario.baseline +
                               " in month " + std::to_string(month) + "."
                         : " " + names + (one ? " does" : " do") + " not cross " +
                               scenario.baseline + " within the horizon.";
    }
    return out;
}

std::string breakEvenCaption(const Scenario &scenario, const Evaluation &evaluation)
{
    std::string out = "Each option's extra one-time cost against its net saving per unit of work "
                      "compared with " +
                      scenario.baseline + ", over " + wording::workUnit(scenario.workload.kind) +
                      ".";
    for (const BreakEvenResult &entry : evaluation.breakEven)
        out += " " + entry.option + ": " + wording::breakEven(entry) + ".";
    return out;
}

std::string purchaseCaption(const std::vector<OptionPurchaseModels> &models)
{
    std::string out = "Cost over the horizon of each option under every purchase model with a "
                      "known price, everything else unchanged; commitment still owed after the "
                      "horizon is stacked on top. Models without a price have no bar.";
    const OptionPurchaseModels *cheapestOption = nullptr;
    std::size_t cheapestModel = 0;
    double cheapest = 0.0;
    for (const OptionPurchaseModels &option : models) {
        for (std::size_t m = 0; m < option.models.size(); ++m) {
            if (!option.models[m])
                continue;
            const double total = option.models[m]->totalUsd();
            if (!cheapestOption || total < cheapest) {
                cheapestOption = &option;
                cheapestModel = m;
                cheapest = total;
            }
        }
    }
    if (cheapestOption)
        out += " Cheapest: " + cheapestOption->option + " " +
               wording::purchaseModel(kComparedPurchaseModels[cheapestModel]) + " at " +
               money(cheapest) + ".";
    return out;
}

std::string unitCostCaption(const Scenario &scenario, const Evaluation &evaluation)
{
    std::string out;
    switch (scenario.workload.kind) {
    case WorkloadKind::Training:
        out = "What one training run costs on each option.";
        break;
    case WorkloadKind::Inference:
        out = "What serving one million tokens costs on each option, at the stated utilization.";
        break;
    case WorkloadKind::Capacity:
        out = "Compute cost per month of each option's capacity.";
        break;
    }
    for (const OptionResult &option : evaluation.options) {
        std::string value;
        if (scenario.workload.kind == WorkloadKind::Training)
            value = text::money(option.costPerRunUsd, 0);
        else if (scenario.workload.kind == WorkloadKind::Inference)
            value = text::rate(option.costPerMillionTokensUsd);
        else
            value = money(option.monthlyComputeUsd);
        out += " " + option.id + ": " + value + ".";
    }
    return out;
}

std::string sensitivityCaption(const Evaluation &evaluation)
{
    const std::string focus = TornadoRows::focusOption(evaluation);
    if (focus.empty())
        return "Sensitivity needs an option besides the baseline.";
    const TornadoChartData data = TornadoRows::of(evaluation, focus, 10);
    std::string out = "The saving of " + focus + " against " + evaluation.baseline + " (" +
                      money(data.baseSaving) +
                      ") when one input at a time moves to its low and high value (±20 %, or "
                      "its uncertainty range), largest swing first.";
    if (!data.rows.empty()) {
        const TornadoRow &top = data.rows.front();
        out += " The largest: " + top.label + " from " + text::compact(top.lowValue) + " to " +
               text::compact(top.highValue) + " moves the saving between " +
               money(std::min(top.savingLow, top.savingHigh)) + " and " +
               money(std::max(top.savingLow, top.savingHigh)) + ".";
    }
    return out;
}

std::string monteCarloCaption(const Evaluation &evaluation, const MonteCarloResult &result)
{
    const std::string focus = TornadoRows::focusOption(evaluation);
    const auto found =
        std::find_if(result.options.begin(), result.options.end(),
                     [&](const MonteCarloOptionResult &o) { return o.option == focus; });
    std::string out = "Distribution of the saving of " + focus + " against " + evaluation.baseline +
                      " over " + text::groupedNumber(double(result.samples), 0) +
                      " samples of the scenario's uncertainty ranges (triangular, seed " +
                      std::to_string(result.seed) + ").";
    if (found != result.options.end())
        out +=
            " Probability that it is cheaper: " + text::percent(found->probabilityCheaper * 100.0) +
            "; P10 " + money(found->savingP10) + ", P50 " + money(found->savingP50) + ", P90 " +
            money(found->savingP90) + ".";
    return out;
}

} // namespace

std::string ReportChartCaptions::chartTitle(ChartKind kind, WorkloadKind workload)
{
    switch (kind) {
    case ChartKind::TcoOverTime:
        return "Total cost of ownership over time";
    case ChartKind::BreakEven:
        return "Break-even against the baseline";
    case ChartKind::PurchaseModels:
        return "Cost by purchase model";
    case ChartKind::UnitCost:
        return workload == WorkloadKind::Training    ? "Cost per training run"
               : workload == WorkloadKind::Inference ? "Cost per million tokens"
                                                     : "Compute cost per month";
    case ChartKind::Sensitivity:
        return "What moves the saving most";
    case ChartKind::MonteCarlo:
        return "Uncertainty of the saving";
    case ChartKind::CommitmentLevel:
        return "Savings plan: cost against commitment level";
    case ChartKind::CommitmentMonthly:
        return "Savings plan: month by month";
    case ChartKind::CommitmentUtilization:
        return "Savings plan: effective rate against utilization";
    case ChartKind::CashFlow:
        return "Cash flow";
    case ChartKind::PlanVsActual:
        return "Plan against the bill";
    }
    return "";
}

std::vector<ReportBlock>
ReportChartCaptions::charts(const Scenario &scenario, const Evaluation &evaluation,
                            const std::vector<OptionPurchaseModels> &purchaseModels)
{
    std::vector<ReportBlock> blocks;
    blocks.push_back(chart(ChartKind::TcoOverTime, tcoCaption(scenario, evaluation)));
    blocks.push_back(chart(ChartKind::BreakEven, breakEvenCaption(scenario, evaluation)));
    blocks.push_back(chart(ChartKind::PurchaseModels, purchaseCaption(purchaseModels)));
    blocks.push_back(chart(ChartKind::UnitCost, unitCostCaption(scenario, evaluation)));
    blocks.push_back(chart(ChartKind::Sensitivity, sensitivityCaption(evaluation)));
    if (evaluation.monteCarlo)
        blocks.push_back(
            chart(ChartKind::MonteCarlo, monteCarloCaption(evaluation, *evaluation.monteCarlo)));
    return blocks;
}

} // namespace acceldecide::report
