#include "core/model/RangeTable.h"

#include <array>
#include <cctype>
#include <unordered_map>

namespace acceldecide {

namespace {

// Limits are generous on purpose: they reject nonsense (negative hours, zero
// throughput, a 2,000-year horizon) and values that would overflow the arithmetic,
// not unusual but real plans. Upper bounds keep every product of two fields far
// below the largest double.
//
// Lower bounds do the same for quotients: a throughput, MFU, peak, model size or
// utilization divides a cost, and a price, amount of work or hours per month ends up
// in a denominator (the saving in percent of the baseline's total). "> 0" alone let
// 5e-324 tokens/s through, making accelerator-hours per run infinite (found by
// fuzz_scenario). Above kMinPositive -- a millionth of the unit, far below any real
// plan -- every figure the engine derives stays finite. Fields that only multiply
// into the one-time porting cost (engineers, hours per week) keep "> 0".
constexpr double kMinPositive = 1e-6;

constexpr std::array kRanges = std::to_array<FieldRange>({
    {"horizon_months", 1, 120, true, true, true, "months", "Planning horizon"},
    {"workload.model_params_billion", kMinPositive, 100000, false, true, false, "B params",
     "Model size in billions of parameters"},
    {"workload.tokens_per_run_billion", kMinPositive, 1e6, false, true, false, "B tokens",
     "Training tokens per run"},
    {"workload.runs", kMinPositive, 1e6, false, true, false, "runs",
     "Training runs within the horizon (may be fractional)"},
    {"workload.overhead_percent", 0, 1000, true, true, false, "%",
     "Checkpointing and restart overhead on accelerator-hours"},
    {"workload.tokens_per_day_billion", kMinPositive, 1e6, false, true, false, "B tokens/day",
     "Tokens served per day"},
    {"workload.utilization_percent", kMinPositive, 100, false, true, false, "%",
     "Share of paid accelerator time that serves tokens"},
    {"workload.input_tokens", 1, 10000000, true, true, true, "tokens",
     "Input tokens per request of the served model (the throughput check)"},
    {"workload.output_tokens", 1, 10000000, true, true, true, "tokens",
     "Output tokens per request of the served model (the throughput check)"},
    {"workload.hours_per_month", kMinPositive, 730, false, true, false, "h/month",
     "Hours each instance runs per month"},
    {"workload.usage.busy_hours_per_month", kMinPositive, 730, false, true, false, "h/month",
     "Hours of each month the accelerators are busy (bursts waste a commitment)"},
    {"workload.usage.growth_percent_per_month", -99, 100, true, true, false, "%/month",
     "Usage growth per month, compounded (negative: decline)"},
    {"workload.usage.last_month_with_usage", 1, 120, true, true, true, "month",
     "Last month with usage (the project ends or moves to a newer chip)"},
    {"team.engineers", 0, 10000, false, true, false, "engineers", "Engineers on the port"},
    {"team.hours_per_week", 0, 168, false, true, false, "h/week", "Hours per engineer-week"},
    {"team.hourly_rate_usd", 0, 100000, true, true, false, "$/h", "Blended engineering rate"},
    {"options[].accelerators_per_instance", 1, 1024, true, true, true, "accelerators",
     "Accelerators per instance"},
    {"options[].instance_hourly_usd", kMinPositive, 1e6, false, true, false, "$/h",
     "On-demand price per instance-hour"},
    {"options[].purchase.discount_percent", 0, 100, true, false, false, "%",
     "Discount off on-demand"},
    {"options[].purchase.interruption_overhead_percent", 0, 1000, true, true, false, "%",
     "Extra hours lost to spot interruptions"},
    {"options[].purchase.interruption.checkpoint_minutes", 0, 1440, true, true, false, "min",
     "Time to write one checkpoint (spot interruptions priced from the catalog)"},
    {"options[].purchase.interruption.restart_minutes", 0, 1440, true, true, false, "min",
     "Time to restart from a checkpoint after an interruption"},
    {"options[].purchase.hourly_usd", kMinPositive, 1e5, false, true, false, "$/h",
     "Effective price per accelerator-hour"},
    {"options[].purchase.block_days", 1, 182, true, true, true, "days",
     "Capacity block length: 1 to 14 days, then 7-day steps to 182"},
    {"options[].purchase.block_instances", 1, 64, true, true, true, "instances",
     "Instances in each capacity block"},
    {"options[].commitment.term_years", 1, 3, true, true, true, "years",
     "Commitment term: 1 or 3 years"},
    {"options[].commitment.usd_per_hour", 0, 1e7, true, true, false, "$/h",
     "Savings plan: committed spend per hour"},
    {"options[].commitment.instances", 0, 1000000, true, true, true, "instances",
     "Reserved instances committed"},
    {"options[].commitment.discount_percent", 0, 100, true, false, false, "%",
     "Commitment discount off on-demand (for its term and payment option)"},
    {"options[].commitment.other_term_discount_percent", 0, 100, true, false, false, "%",
     "The other term's discount, for comparing 1-year against 3-year"},
    {"options[].commitment.start_month", 1, 120, true, true, true, "month",
     "Month the commitment's first term starts (default: the month the port ends in)"},
    {"existing_commitments[].usd_per_hour", 0, 1e7, true, true, false, "$/h",
     "Held savings plan: committed spend per hour (a reservation: its hourly charge)"},
    {"existing_commitments[].instances", 0, 1000000, true, true, true, "instances",
     "Held reservation: instances reserved"},
    {"existing_commitments[].discount_percent", 0, 100, true, false, false, "%",
     "Held commitment's discount off on-demand"},
    {"existing_commitments[].months_remaining", 0, 36, true, true, true, "months",
     "Months left on a held commitment's term"},
    {"existing_commitments[].term_years", 1, 3, true, true, true, "years",
     "Held commitment's term: 1 or 3 years (chooses the catalog's Compute Savings Plan rate)"},
    {"private_discount_percent", 0, 100, true, false, false, "%",
     "Private pricing discount on every option AWS bills"},
    {"options[].private_discount_percent", 0, 100, true, false, false, "%",
     "This option's private pricing discount (overrides the scenario's)"},
    {"options[].compute_savings_plan_discount_percent", 0, 100, true, false, false, "%",
     "This option's own Compute Savings Plan discount (a held Compute plan covers it at that)"},
    {"discount_rate_percent", 0, 100, true, true, false, "%",
     "Annual discount rate for each option's net present value"},
    {"credits[].usd", 0, 1e9, true, true, false, "$", "Credit amount"},
    {"credits[].first_month", 1, 120, true, true, true, "month",
     "First month the credit may be spent"},
    {"credits[].expires_month", 1, 120, true, true, true, "month",
     "Last month the credit may be spent (what is left then expires)"},
    {"options[].throughput.tokens_per_sec_per_accelerator", kMinPositive, 1e9, false, true, false,
     "tokens/s", "Measured throughput per accelerator"},
    {"options[].throughput.peak_tflops", kMinPositive, 1e6, false, true, false, "TFLOPS",
     "Peak dense TFLOPS per accelerator"},
    {"options[].throughput.mfu_percent", kMinPositive, 100, false, true, false, "%",
     "Model FLOPs utilization"},
    {"options[].throughput.estimate.concurrency", 1, 65536, true, true, true, "requests",
     "Requests served at once"},
    {"options[].throughput.estimate.input_tokens", 0, 10000000, true, true, true, "tokens",
     "Input tokens per request"},
    {"options[].throughput.estimate.output_tokens", 1, 10000000, true, true, true, "tokens",
     "Output tokens per request"},
    {"options[].throughput.estimate.max_ms_per_output_token", kMinPositive, 1e6, false, true, false,
     "ms", "Latency target: time per output token"},
    {"options[].throughput.estimate.sequence_length", 1, 10000000, true, true, true, "tokens",
     "Training sequence length"},
    {"options[].throughput.estimate.global_batch_sequences", 1, 100000000, true, true, true,
     "sequences", "Training global batch"},
    {"options[].peak_tflops", kMinPositive, 1e6, false, true, false, "TFLOPS",
     "Peak dense TFLOPS per accelerator (implied-MFU check)"},
    {"options[].cluster_accelerators", 1, 10000000, true, true, true, "accelerators",
     "Accelerators in the training cluster"},
    {"options[].instances", 1, 1000000, true, true, true, "instances",
     "Instances running (capacity workloads)"},
    {"options[].migration.weeks", 0, 520, true, true, false, "weeks", "Porting effort"},
    {"options[].migration.engineers", 0, 10000, false, true, false, "engineers",
     "Engineers on the port"},
    {"options[].migration.hours_per_week", 0, 168, false, true, false, "h/week",
     "Hours per engineer-week"},
    {"options[].migration.hourly_rate_usd", 0, 100000, true, true, false, "$/h",
     "Blended engineering rate"},
    {"options[].maintenance_usd_per_month", 0, 1e9, true, true, false, "$/month",
     "Ongoing maintenance"},
    {"options[].price_observation_id", 1, 2147483647, true, true, true, "",
     "Catalog price observation pinned for this option"},
    {"options[].benchmark_id", 1, 2147483647, true, true, true, "",
     "Catalog benchmark pinned for this option"},
    {"criteria[].weight", 0, 10, true, true, false, "", "Criterion weight"},
    {"criteria[].scores", 1, 5, true, true, true, "", "Score of an option on a criterion"},
    {"stakeholders[].influence", kMinPositive, 1000, false, true, false, "",
     "Stakeholder's relative say in the group's weights"},
    {"stakeholders[].weights", 0, 10, true, true, false, "",
     "Stakeholder's weight for a criterion"},
    {"profile.model_params_billion", 0, 100000, false, true, false, "B params",
     "Workload profile: model size"},
    {"profile.monthly_training_spend_usd", 0, 1e9, true, true, false, "$/month",
     "Workload profile: monthly training spend"},
    {"profile.migration_budget_weeks", 0, 520, true, true, false, "weeks",
     "Workload profile: time the team can spend on migration"},
    {"profile.time_horizon_months", 0, 240, false, true, false, "months",
     "Workload profile: time on this infrastructure"},
    {"profile.overrides[].score", 1, 5, true, true, true, "",
     "Workload profile: a score set by hand instead of the derived one"},
});

} // namespace

std::span<const FieldRange> RangeTable::all()
{
    return kRanges;
}

namespace {

constexpr std::string_view kOptionsGeneric = "options[]";

// The table by generic path, and the option fields by what follows "options[]": sensitivity
// looks up every input on every evaluation. Built once (thread-safe static), read-only.
struct RangeIndex
{
    std::unordered_map<std::string_view, const FieldRange *> byPath;
    std::unordered_map<std::string_view, const FieldRange *> byOptionField;

    RangeIndex()
    {
        for (const FieldRange &range : kRanges) {
            const std::string_view path = range.path;
            byPath.emplace(path, &range);
            if (path.starts_with(kOptionsGeneric))
                byOptionField.emplace(path.substr(kOptionsGeneric.size()), &range);
        }
    }

    static const RangeIndex &instance()
    {
        static const RangeIndex index;
        return index;
    }
};

const FieldRange *lookUp(const std::unordered_map<std::string_view, const FieldRange *> &map,
                         std::string_view key)
{
    const auto found = map.find(key);
    return found == map.end() ? nullptr : found->second;
}

} // namespace

const FieldRange *RangeTable::find(std::string_view genericPath)
{
    return lookUp(RangeIndex::instance().byPath, genericPath);
}

const FieldRange *RangeTable::findFor(std::string_view path)
{
    constexpr std::string_view kOptionsDot = "options.";
    if (path.starts_with(kOptionsDot)) {
        const auto idEnd = path.find('.', kOptionsDot.size());
        if (idEnd == std::string_view::npos)
            return nullptr;
        return lookUp(RangeIndex::instance().byOptionField, path.substr(idEnd));
    }
    if (path.find('[') == std::string_view::npos && !path.starts_with("criteria") &&
        !path.starts_with("stakeholders"))
        return find(path);
    return find(genericPath(path));
}

std::string RangeTable::genericPath(std::string_view path)
{
    std::string result;
    result.reserve(path.size());
    constexpr std::string_view kOptionsDot = "options.";
    if (path.starts_with(kOptionsDot)) {
        // options.<id>.<field path>: ids never contain dots.
        const auto idEnd = path.find('.', kOptionsDot.size());
        result = "options[]";
        if (idEnd != std::string_view::npos)
            result += path.substr(idEnd);
        return result;
    }
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (path[i] == '[') {
            const auto close = path.find(']', i);
            if (close == std::string_view::npos) {
                result += path.substr(i);
                break;
            }
            result += "[]";
            i = close;
        } else {
            result += path[i];
        }
    }
    // criteria[].scores.<option id> -> criteria[].scores
    constexpr std::string_view kScores = "criteria[].scores.";
    if (std::string_view(result).starts_with(kScores))
        result.resize(kScores.size() - 1);
    // stakeholders[].weights.<criterion id> -> stakeholders[].weights
    constexpr std::string_view kWeights = "stakeholders[].weights.";
    if (std::string_view(result).starts_with(kWeights))
        result.resize(kWeights.size() - 1);
    return result;
}

std::string RangeTable::markdown()
{
    std::string text = "| Field | Valid values | Unit | Meaning |\n|---|---|---|---|\n";
    for (const FieldRange &range : kRanges) {
        std::string requirement = range.requirement();
        constexpr std::string_view kMustBe = "must be ";
        if (requirement.starts_with(kMustBe))
            requirement.erase(0, kMustBe.size());
        text += "| `";
        text += range.path;
        text += "` | ";
        text += requirement;
        text += " | ";
        text += range.unit;
        text += " | ";
        text += range.description;
        text += " |\n";
    }
    return text;
}

} // namespace acceldecide
