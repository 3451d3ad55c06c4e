#include "core/export/EvaluationJson.h"

#include "core/export/CommitmentResultJson.h"
#include "core/export/ProfileResultJson.h"
#include "core/export/StakeholderResultJson.h"
#include "core/export/ThroughputEstimateJson.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

namespace {

using json = nlohmann::ordered_json;

// Every optional becomes null when empty, so a consumer always finds the key.
template <typename T> json orNull(const std::optional<T> &value)
{
    return value ? json(*value) : json(nullptr);
}

json warningsJson(const std::vector<Warning> &warnings)
{
    json out = json::array();
    for (const Warning &warning : warnings)
        out.push_back({{"code", warning.code}, {"message", warning.message}});
    return out;
}

json sourceJson(const std::optional<PriceSource> &source)
{
    if (!source)
        return nullptr;
    return {{"title", source->title},
            {"observed_date", source->observedDate},
            {"stale", source->stale},
            {"id", source->observationId},
            {"kind", source->kind}};
}

const char *creditWindowKey(CreditWindow window)
{
    switch (window) {
    case CreditWindow::WithinHorizon:
        return "within_horizon";
    case CreditWindow::RunsPastHorizon:
        return "runs_past_horizon";
    case CreditWindow::StartsAfterHorizon:
        return "starts_after_horizon";
    }
    return "within_horizon";
}

json optionJson(const OptionResult &option)
{
    json out = {
        {"id", option.id},
        {"label", option.label},
        {"accelerator_hourly_usd", orNull(option.acceleratorHourlyUsd)},
        {"effective_hourly_usd", option.effectiveHourlyUsd},
        {"all_in_hourly_usd", orNull(option.allInHourlyUsd)},
        {"tokens_per_sec_per_accelerator", orNull(option.tokensPerSecPerAccelerator)},
        {"implied_mfu_percent", orNull(option.impliedMfuPercent)},
        {"accelerator_hours_per_run", orNull(option.acceleratorHoursPerRun)},
        {"cost_per_run_usd", orNull(option.costPerRunUsd)},
        {"wall_clock_hours_per_run", orNull(option.wallClockHoursPerRun)},
        {"cost_per_million_tokens_usd", orNull(option.costPerMillionTokensUsd)},
        {"one_time_usd", option.oneTimeUsd},
        {"monthly_compute_usd", option.monthlyComputeUsd},
        {"held_commitments_owed_usd_per_month", option.heldOwedUsdPerMonth},
        {"held_commitments_owed_usd", option.heldOwedUsd},
        {"port_months", option.portMonths},
        {"monthly_usd", option.monthlyUsd},
        {"cumulative_usd", option.cumulativeUsd},
        {"tco_usd", option.tcoUsd},
        {"commitment_owed_after_horizon_usd", option.commitmentOwedAfterHorizonUsd},
        {"commitment_used_after_horizon_usd", option.commitmentUsedAfterHorizonUsd},
        {"commitment_beyond_horizon_usd", option.commitmentBeyondHorizonUsd},
        {"total_usd", option.totalUsd()},
        {"commitment",
         option.commitment ? CommitmentResultJson::toJson(*option.commitment) : json(nullptr)},
        {"warnings", warningsJson(option.warnings)},
        {"availability",
         {{"score", option.availability.score},
          {"reason", option.availability.reason},
          {"checks", option.availability.checks}}},
        {"price_source", sourceJson(option.priceSource)},
        {"throughput_source", sourceJson(option.throughputSource)},
    };
    if (option.throughputEstimate)
        out["throughput_estimate"] = ThroughputEstimateJson::toJson(*option.throughputEstimate);
    // Only scenarios that hold commitments say what each does here, so other outputs
    // stay as they were.
    if (!option.heldCommitments.empty()) {
        json held = json::array();
        for (const HeldCommitmentUse &use : option.heldCommitments)
            held.push_back({{"id", use.id},
                            {"covers", use.covers},
                            {"rate", use.rate},
                            {"owed_usd", use.owedUsd},
                            {"used_usd", use.usedUsd},
                            {"stranded_usd", use.strandedUsd()}});
        out["held_commitments"] = std::move(held);
    }
    if (!option.credits.empty()) {
        json credits = json::array();
        for (const CreditUse &use : option.credits)
            credits.push_back({{"id", use.id},
                               {"label", use.label},
                               {"window", creditWindowKey(use.window)},
                               {"first_month", use.firstMonth},
                               {"expires_month", use.expiresMonth},
                               {"used_usd", use.usedUsd},
                               {"expired_usd", use.expiredUsd},
                               {"unused_at_horizon_usd", use.unusedAtHorizonUsd}});
        out["credits_used_usd"] = option.creditsUsedUsd;
        out["credits"] = std::move(credits);
    }
    if (const std::optional<CapacityBlockResult> &b = option.capacityBlocks) {
        json lengths = json::array();
        for (const CapacityBlockCount &count : b->blocks)
            lengths.push_back({{"count", count.count}, {"days", count.days}});
        out["capacity_blocks"] = {{"blocks", std::move(lengths)},
                                  {"block_count", b->blockCount},
                                  {"instances", b->instances},
                                  {"blocks_side_by_side", b->blocksSideBySide},
                                  {"largest_block_instances", b->largestBlock},
                                  {"peak_instances", b->peakInstances},
                                  {"usd_per_instance_hour", b->usdPerInstanceHour},
                                  {"block_hours", b->blockHours},
                                  {"busy_hours", b->busyHours},
                                  {"idle_hours", b->idleHours},
                                  {"fees_usd", b->feesUsd}};
    }
    const CashFlow &cash = option.cashFlow;
    json upfronts = json::array();
    for (const CashPayment &payment : cash.upfronts)
        upfronts.push_back({{"month", payment.month}, {"usd", payment.usd}});
    out["cash_flow"] = {{"monthly_usd", cash.monthlyUsd},
                        {"cumulative_usd", cash.cumulativeUsd},
                        {"total_usd", cash.totalUsd},
                        {"owed_after_horizon_usd", cash.owedAfterHorizonUsd},
                        {"upfront_payments", std::move(upfronts)},
                        {"discount_rate_percent", cash.discountRatePercent},
                        {"npv_with_owed_usd", cash.npvWithOwedUsd}};
    out["npv_usd"] = cash.npvUsd;
    return out;
}

json breakEvenJson(const BreakEvenResult &breakEven)
{
    return {
        {"option", breakEven.option},       {"baseline", breakEven.baseline},
        {"reached", breakEven.reached},     {"tokens_billion", orNull(breakEven.tokensBillion)},
        {"runs", orNull(breakEven.runs)},   {"days", orNull(breakEven.days)},
        {"month", orNull(breakEven.month)},
    };
}

json matrixJson(const std::optional<MatrixResult> &matrix)
{
    if (!matrix)
        return nullptr;
    // An object keyed by option id; nlohmann sorts keys, so "order" keeps the
    // scenario's option order for consumers that care.
    json totals = json::object();
    json order = json::array();
    for (const MatrixTotal &total : matrix->totals) {
        totals[total.option] = total.total;
        order.push_back(total.option);
    }
    json flip = nullptr;
    if (matrix->flip) {
        flip = {
            {"criterion", matrix->flip->criterion},
            {"current_weight", matrix->flip->currentWeight},
            {"flip_weight", matrix->flip->flipWeight},
            {"new_winner", matrix->flip->newWinner},
        };
    }
    return {
        {"totals", totals},
        {"order", order},
        {"winner", orNull(matrix->winner)},
        {"flip", flip},
        {"incomplete", matrix->incomplete},
    };
}

json recommendationJson(const Recommendation &recommendation)
{
    const RecommendationFacts &facts = recommendation.facts;
    json setAside = json::array();
    for (const SetAsideOption &option : recommendation.setAside)
        setAside.push_back({{"option", option.option},
                            {"label", option.label},
                            {"reasons", option.reasons},
                            {"total_usd", option.totalUsd}});
    return {
        {"option", recommendation.option.empty() ? json(nullptr) : json(recommendation.option)},
        {"set_aside", setAside},
        {"conflict", recommendation.conflict},
        {"matrix_winner", orNull(recommendation.matrixWinner)},
        {"summary", recommendation.summary},
        {"slots",
         {
             {"option", facts.optionId},
             {"option_label", facts.optionLabel},
             {"baseline", facts.baselineId},
             {"baseline_label", facts.baselineLabel},
             {"saving_usd", facts.savingUsd},
             {"saving_percent", facts.savingPercent},
             {"break_even", facts.breakEven ? breakEvenJson(*facts.breakEven) : json(nullptr)},
             {"biggest_risk", orNull(facts.biggestRisk)},
             {"biggest_risk_label", orNull(facts.biggestRiskLabel)},
             {"biggest_risk_swing_usd", facts.biggestRiskSwingUsd},
             {"warning_count", facts.warningCount},
         }},
    };
}

json sensitivityJson(const std::vector<SensitivityEntry> &entries,
                     const std::vector<std::string> &compared)
{
    json out = json::array();
    for (const SensitivityEntry &entry : entries) {
        json options = json::object();
        for (std::size_t column = 0; column < entry.options.size(); ++column)
            options[compared[column]] = {{"saving_low", entry.options[column].savingLow},
                                         {"saving_high", entry.options[column].savingHigh}};
        out.push_back({
            {"parameter", entry.parameter},
            {"base_value", entry.baseValue},
            {"low_value", entry.lowValue},
            {"high_value", entry.highValue},
            {"from_uncertainty", entry.fromUncertainty},
            {"swing", entry.swing},
            {"options", options},
        });
    }
    return out;
}

json monteCarloJson(const MonteCarloResult &result)
{
    json options = json::object();
    for (const MonteCarloOptionResult &option : result.options)
        options[option.option] = {
            {"probability_cheaper", option.probabilityCheaper},
            {"saving_p10", option.savingP10},
            {"saving_p50", option.savingP50},
            {"saving_p90", option.savingP90},
        };
    return {{"samples", result.samples}, {"seed", result.seed}, {"options", options}};
}

} // namespace

nlohmann::ordered_json EvaluationJson::toJson(const Evaluation &evaluation)
{
    json options = json::array();
    for (const OptionResult &option : evaluation.options)
        options.push_back(optionJson(option));
    json breakEven = json::array();
    for (const BreakEvenResult &entry : evaluation.breakEven)
        breakEven.push_back(breakEvenJson(entry));

    json out = {
        {"scenario", evaluation.scenarioName},
        {"horizon_months", evaluation.horizonMonths},
        {"horizon_treatment", toString(evaluation.horizonTreatment)},
        {"baseline", evaluation.baseline},
        {"options", options},
        {"break_even", breakEven},
        {"matrix", matrixJson(evaluation.matrix)},
        {"recommendation", recommendationJson(evaluation.recommendation)},
    };
    // Present only when asked for, so "absent" and "asked but empty" stay distinct.
    if (evaluation.sensitivity)
        out["sensitivity"] = sensitivityJson(*evaluation.sensitivity, evaluation.comparedOptions());
    if (evaluation.monteCarlo)
        out["monte_carlo"] = monteCarloJson(*evaluation.monteCarlo);
    if (evaluation.profile)
        out["profile"] = ProfileResultJson::toJson(*evaluation.profile);
    if (evaluation.stakeholders)
        out["stakeholders"] = StakeholderResultJson::toJson(*evaluation.stakeholders);
    return out;
}

} // namespace acceldecide
