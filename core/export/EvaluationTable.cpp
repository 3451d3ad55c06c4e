#include "core/export/EvaluationTable.h"

#include "core/export/CapacityBlockTable.h"
#include "core/export/CommitmentTable.h"
#include "core/export/ProfileTable.h"
#include "core/export/StakeholderTable.h"
#include "core/export/ThroughputEstimateTable.h"
#include "core/report/FigureWording.h"
#include "core/report/ReportWording.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>

namespace acceldecide {

namespace {

using text::Table;

// Beyond this, a tornado list stops being read by humans; the JSON has them all.
constexpr std::size_t kSensitivityRows = 10;

std::string optional(const std::optional<std::string> &value)
{
    return value ? *value : std::string(text::kNone);
}

std::string heading(const std::string &title)
{
    return "\n" + title + "\n" + std::string(text::displayWidth(title), '=') + "\n";
}

// Where held commitments are owed, the all-in rate stands beside the effective one.
std::string pricesTable(const Evaluation &evaluation)
{
    const bool held = report::wording::anyHeldOwed(evaluation);
    std::string out = "\nPrices and throughput (per accelerator)\n";
    std::vector<std::string> header{"Option", "On-demand $/h", "Effective $/h"};
    if (held)
        header.push_back("All-in $/h");
    header.insert(header.end(), {"Tokens/s", "Implied MFU", "$/M tokens"});
    Table prices(std::move(header));
    for (const OptionResult &option : evaluation.options) {
        std::vector<std::string> row{option.id, text::rate(option.acceleratorHourlyUsd),
                                     text::rate(option.effectiveHourlyUsd)};
        if (held)
            row.push_back(text::rate(option.allInHourlyUsd));
        row.insert(row.end(), {text::number(option.tokensPerSecPerAccelerator, 0),
                               text::percent(option.impliedMfuPercent),
                               text::rate(option.costPerMillionTokensUsd)});
        prices.addRow(std::move(row));
    }
    return out + prices.render();
}

// Only where some option prices a training run.
std::string perRunTable(const Evaluation &evaluation)
{
    const bool perRun = std::any_of(evaluation.options.begin(), evaluation.options.end(),
                                    [](const OptionResult &o) { return o.costPerRunUsd; });
    if (!perRun)
        return {};
    std::string out = "\nPer training run\n";
    Table runs({"Option", "Accelerator-hours", "Cost", "Wall-clock hours"});
    for (const OptionResult &option : evaluation.options) {
        runs.addRow({option.id, text::number(option.acceleratorHoursPerRun, 1),
                     text::money(option.costPerRunUsd),
                     text::number(option.wallClockHoursPerRun, 1)});
    }
    return out + runs.render();
}

// Held commitments' monthly charge beside monthly compute where any is owed; what is owed
// after the horizon, and under work_continues the part the work after it uses, before the
// total they make; then what those columns include, in words.
std::string costsTable(const Evaluation &evaluation)
{
    const bool held = report::wording::anyHeldOwed(evaluation);
    const bool continues = evaluation.horizonTreatment == HorizonTreatment::WorkContinues;
    std::string out = "\nCosts over " + std::to_string(evaluation.horizonMonths) + " months\n";
    std::vector<std::string> header{"Option", "One-time", "Port (months)", "Monthly compute"};
    if (held)
        header.push_back("Held owed/month");
    header.insert(header.end(), {"TCO", "Owed after horizon"});
    if (continues)
        header.push_back("Used by work after it");
    header.push_back("Total");
    Table costs(std::move(header));
    for (const OptionResult &option : evaluation.options) {
        std::vector<std::string> row{option.id, text::money(option.oneTimeUsd),
                                     text::number(option.portMonths, 2),
                                     text::money(option.monthlyComputeUsd)};
        if (held)
            row.push_back(text::money(option.heldOwedUsdPerMonth));
        row.insert(row.end(),
                   {text::money(option.tcoUsd), text::money(option.commitmentOwedAfterHorizonUsd)});
        if (continues)
            row.push_back(text::money(option.commitmentUsedAfterHorizonUsd));
        row.push_back(text::money(option.totalUsd()));
        costs.addRow(std::move(row));
    }
    out += costs.render();
    for (const std::string &note :
         {report::wording::heldOwedNote(evaluation), report::wording::afterHorizonNote(evaluation)})
        if (!note.empty())
            out += "  " + note + "\n";
    return out;
}

// From the total the recommendation ranks to the net present value its NPV ranking
// compares (cash over the horizon and after it, discounted): what the work after the
// horizon uses is paid but not counted in the total, and discounting takes the rest off.
// Only where the step says more than the NPV column: some of the commitment owed after
// the horizon is used by the work after it, or something is paid after it and discounted.
std::string npvBridgeTable(const Evaluation &evaluation)
{
    const bool used =
        std::any_of(evaluation.options.begin(), evaluation.options.end(),
                    [](const OptionResult &o) { return o.commitmentUsedAfterHorizonUsd > 0.0; });
    const bool discounted =
        !evaluation.options.empty() && evaluation.options.front().cashFlow.discountRatePercent > 0;
    const bool paidLater =
        std::any_of(evaluation.options.begin(), evaluation.options.end(),
                    [](const OptionResult &o) { return o.cashFlow.owedAfterHorizonUsd > 0.0; });
    if (!used && !(discounted && paidLater))
        return {};
    std::string out = "\nFrom total to NPV: NPV with later payments = total + used by work "
                      "after the horizon − discounting\n";
    Table bridge({"Option", "Total", "Used by work after horizon", "Discounting",
                  "NPV with later payments"});
    for (const OptionResult &option : evaluation.options)
        bridge.addRow({option.id, text::money(option.totalUsd()),
                       text::money(option.commitmentUsedAfterHorizonUsd),
                       text::money(option.npvDiscountingUsd()),
                       text::money(option.cashFlow.npvWithOwedUsd)});
    return out + bridge.render();
}

// When the money leaves: the same totals in cash, and what they are worth today.
std::string cashFlowTable(const Evaluation &evaluation)
{
    const double rate =
        evaluation.options.empty() ? 0.0 : evaluation.options.front().cashFlow.discountRatePercent;
    std::string out = "\nCash flow (NPV at " + text::compact(rate, 2) + " % a year)\n";
    Table cash({"Option", "Upfront payments", "Cash over horizon", "Paid after horizon", "NPV"});
    for (const OptionResult &option : evaluation.options) {
        std::string upfronts;
        for (const CashPayment &payment : option.cashFlow.upfronts)
            upfronts += (upfronts.empty() ? "" : "; ") + std::string("month ") +
                        std::to_string(payment.month) + " " + text::money(payment.usd);
        cash.addRow({option.id, upfronts.empty() ? "none" : upfronts,
                     text::money(option.cashFlow.totalUsd),
                     text::money(option.cashFlow.owedAfterHorizonUsd),
                     text::money(option.cashFlow.npvUsd)});
    }
    return out + cash.render() + npvBridgeTable(evaluation);
}

// The catalog observations the options' prices and throughputs came from, if any.
std::string catalogSources(const Evaluation &evaluation)
{
    std::string out;
    for (const OptionResult &option : evaluation.options) {
        for (const auto &[what, source] : {std::pair{"price", &option.priceSource},
                                           std::pair{"throughput", &option.throughputSource}}) {
            if (!*source)
                continue;
            if (out.empty())
                out += "\nFrom the catalog\n";
            out += "  " + option.id + " " + what + ": " + (*source)->title;
            if (!(*source)->observedDate.empty())
                out +=
                    ", observed " + (*source)->observedDate + ((*source)->stale ? " (stale)" : "");
            out += " [id " + std::to_string((*source)->observationId) + "]\n";
        }
    }
    return out;
}

std::string warningList(const Evaluation &evaluation)
{
    std::string out;
    for (const OptionResult &option : evaluation.options) {
        for (const Warning &warning : option.warnings) {
            if (out.empty())
                out += "\nWarnings\n";
            out += "  " + option.id + ": [" + warning.code + "] " + warning.message + "\n";
        }
    }
    return out;
}

std::string optionsSection(const Evaluation &evaluation)
{
    std::string out = heading("Options");
    for (const OptionResult &option : evaluation.options) {
        out += "  " + option.id + (option.id == evaluation.baseline ? " (baseline)" : "") + ": " +
               option.label + "\n";
    }
    return out + pricesTable(evaluation) + perRunTable(evaluation) + costsTable(evaluation) +
           cashFlowTable(evaluation) + catalogSources(evaluation) + warningList(evaluation);
}

std::string monthlySection(const Evaluation &evaluation)
{
    std::vector<std::string> header{"Month"};
    for (const OptionResult &option : evaluation.options)
        header.push_back(option.id);
    Table monthly(header);
    Table cumulative(header);
    for (int month = 0; month < evaluation.horizonMonths; ++month) {
        std::vector<std::string> monthRow{std::to_string(month + 1)};
        std::vector<std::string> cumulativeRow{std::to_string(month + 1)};
        for (const OptionResult &option : evaluation.options) {
            const auto index = static_cast<std::size_t>(month);
            monthRow.push_back(index < option.monthlyUsd.size()
                                   ? text::money(option.monthlyUsd[index])
                                   : std::string(text::kNone));
            cumulativeRow.push_back(index < option.cumulativeUsd.size()
                                        ? text::money(option.cumulativeUsd[index])
                                        : std::string(text::kNone));
        }
        monthly.addRow(std::move(monthRow));
        cumulative.addRow(std::move(cumulativeRow));
    }
    return heading("Monthly cost") + monthly.render() + heading("Cumulative cost") +
           cumulative.render();
}

std::string breakEvenSection(const Evaluation &evaluation)
{
    std::string out = heading("Break-even against " + evaluation.baseline);
    if (evaluation.breakEven.empty())
        return out + "  " + std::string(text::kNone) + "\n";
    for (const BreakEvenResult &entry : evaluation.breakEven)
        out += "  " + entry.option + ": " + report::wording::breakEven(entry) + "\n";
    return out;
}

std::string matrixSection(const Evaluation &evaluation)
{
    std::string out = heading("Decision matrix");
    if (!evaluation.matrix)
        return out + "  " + std::string(text::kNone) + " (the scenario has no criteria)\n";
    const MatrixResult &matrix = *evaluation.matrix;
    Table totals({"Option", "Weighted score (0-100)"});
    for (const MatrixTotal &total : matrix.totals)
        totals.addRow({total.option, text::groupedNumber(total.total, 1)});
    out += totals.render();
    out += "  Winner: " + (matrix.winner ? *matrix.winner : std::string("none (exact tie)")) + "\n";
    if (matrix.flip) {
        const FlipPoint &flip = *matrix.flip;
        const double margin = std::fabs(flip.flipWeight - flip.currentWeight);
        out += "  Flip: changing the weight of \"" + flip.criterion + "\" from " +
               text::compact(flip.currentWeight, 2) + " to " + text::compact(flip.flipWeight, 2) +
               " (a margin of " + text::compact(margin, 2) + ") makes " + flip.newWinner +
               " tie the winner.\n";
    } else {
        out += "  Flip: no single weight change in [0, 10] changes the winner.\n";
    }
    if (matrix.incomplete)
        out += "  Note: some preset criteria are still unscored (every score is 3).\n";
    return out;
}

std::string recommendationSection(const Evaluation &evaluation)
{
    const Recommendation &recommendation = evaluation.recommendation;
    std::string out = heading("Recommendation");
    if (recommendation.option.empty()) {
        out += "  Option: none (no option passes the checks)\n";
    } else {
        out += "  Option: " + recommendation.option + "\n";
        out += "  Saving against " + recommendation.facts.baselineId + ": " +
               text::money(recommendation.facts.savingUsd) + " (" +
               text::percent(recommendation.facts.savingPercent) + ")\n";
    }
    for (const SetAsideOption &option : recommendation.setAside) {
        std::string reasons;
        for (const std::string &reason : option.reasons)
            reasons += (reasons.empty() ? "" : "; ") + reason;
        out += "  Set aside: " + option.option + " (" + reasons + ")\n";
    }
    out += "  Matrix winner: " + optional(recommendation.matrixWinner) +
           (recommendation.conflict ? " (conflicts with the cost recommendation)" : "") + "\n";
    out += "  " + recommendation.summary + "\n";
    return out;
}

std::string sensitivitySection(const std::vector<SensitivityEntry> &entries,
                               const std::vector<std::string> &compared)
{
    std::string out = heading("Sensitivity (largest swings first)");
    if (entries.empty())
        return out + "  " + std::string(text::kNone) + "\n";
    Table table({"Parameter", "Base", "Low", "High", "Range from", "Swing", "Saving at low",
                 "Saving at high"},
                {text::Align::Left, text::Align::Right, text::Align::Right, text::Align::Right,
                 text::Align::Left, text::Align::Right, text::Align::Left, text::Align::Left});
    const std::size_t rows = std::min(entries.size(), kSensitivityRows);
    for (std::size_t i = 0; i < rows; ++i) {
        const SensitivityEntry &entry = entries[i];
        std::string low;
        std::string high;
        for (std::size_t column = 0; column < entry.options.size(); ++column) {
            const SensitivityOptionSwing &swing = entry.options[column];
            const std::string &option = compared[column];
            low += (low.empty() ? "" : ", ") + option + " " + text::money(swing.savingLow);
            high += (high.empty() ? "" : ", ") + option + " " + text::money(swing.savingHigh);
        }
        table.addRow({entry.parameter, text::compact(entry.baseValue),
                      text::compact(entry.lowValue), text::compact(entry.highValue),
                      entry.fromUncertainty ? "uncertainty" : "±20 %", text::money(entry.swing),
                      low, high});
    }
    out += table.render();
    if (entries.size() > rows)
        out += "  (" + std::to_string(entries.size() - rows) +
               " smaller entries omitted; --format json lists all)\n";
    return out;
}

std::string monteCarloSection(const MonteCarloResult &result)
{
    std::string out = heading("Monte Carlo");
    out += "  " + text::groupedNumber(static_cast<double>(result.samples), 0) + " samples, seed " +
           std::to_string(result.seed) + "\n";
    Table table({"Option", "P(cheaper)", "Saving P10", "Saving P50", "Saving P90"});
    for (const MonteCarloOptionResult &option : result.options) {
        table.addRow({option.option, text::percent(option.probabilityCheaper * 100.0),
                      text::money(option.savingP10), text::money(option.savingP50),
                      text::money(option.savingP90)});
    }
    return out + table.render();
}

} // namespace

std::string EvaluationTable::format(const Evaluation &evaluation)
{
    std::string out = "Scenario: " + evaluation.scenarioName + "\n";
    out += "Horizon: " + std::to_string(evaluation.horizonMonths) +
           " months; baseline: " + evaluation.baseline + "\n";
    out += optionsSection(evaluation);
    out += CommitmentTable::format(evaluation);
    out += CommitmentTable::formatHeld(evaluation);
    out += CommitmentTable::formatCredits(evaluation);
    out += CapacityBlockTable::format(evaluation);
    out += ThroughputEstimateTable::format(evaluation);
    out += breakEvenSection(evaluation);
    out += matrixSection(evaluation);
    if (evaluation.stakeholders)
        out += StakeholderTable::format(*evaluation.stakeholders);
    if (evaluation.profile)
        out += ProfileTable::format(*evaluation.profile);
    out += recommendationSection(evaluation);
    if (evaluation.sensitivity)
        out += sensitivitySection(*evaluation.sensitivity, evaluation.comparedOptions());
    if (evaluation.monteCarlo)
        out += monteCarloSection(*evaluation.monteCarlo);
    out += monthlySection(evaluation);
    return out;
}

} // namespace acceldecide
