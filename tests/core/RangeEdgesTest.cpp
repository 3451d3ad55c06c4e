#include "core/engine/ScenarioEvaluator.h"
#include "core/io/JsonValidator.h"
#include "core/io/ScenarioReader.h"
#include "core/model/RangeTable.h"
#include "core/text/TextFormat.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

using namespace acceldecide;
using json = nlohmann::json;

// Every numeric field of the range table, tested at its edges through the scenario
// reader: the last valid value on each side is accepted (and evaluates to finite
// figures), the first invalid one is refused with the field's path and requirement.

namespace {

enum class Base
{
    Training,
    Inference,
    Capacity,
    EffectiveRate,
    Profile,
    SavingsPlan,    // a commitment in $/hour, with a usage pattern over 120 months
    Reserved,       // a commitment in instances
    Held,           // commitments the team already holds: a savings plan and a reservation
    Credits,        // credits and a private discount
    CapacityBlock,  // a capacity workload bought in Capacity Blocks
    Stakeholders,   // two members' weight sets for the matrix
    Serving,        // serving throughput estimated from the model and the hardware
    ServedModel,    // an inference workload naming its model and request lengths
    Pretraining,    // training throughput estimated likewise
    SpotFromCatalog // a spot overhead left to the catalog's interruption bucket
};

json scenario(Base base)
{
    json s = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "edges", "horizon_months": 12,
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 300, "runs": 2, "overhead_percent": 15},
      "baseline": "gpu",
      "team": {"engineers": 2, "hours_per_week": 40, "hourly_rate_usd": 150},
      "options": [
        {"id": "gpu", "label": "GPU", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8,
         "instance_hourly_usd": 98.32,
         "purchase": {"model": "spot", "discount_percent": 60,
                      "interruption_overhead_percent": 10},
         "throughput": {"peak_tflops": 1979, "mfu_percent": 53.5},
         "cluster_accelerators": 64, "maintenance_usd_per_month": 100},
        {"id": "trn", "label": "Trainium", "stack": "neuron", "instance_type": "trn1.32xlarge",
         "accelerators_per_instance": 16,
         "instance_hourly_usd": 47.5,
         "throughput": {"tokens_per_sec_per_accelerator": 5000}, "peak_tflops": 2520,
         "cluster_accelerators": 64, "purchase": {"model": "on_demand"},
         "migration": {"weeks": 4, "engineers": 2, "hours_per_week": 40,
                       "hourly_rate_usd": 150}}
      ],
      "criteria": [{"id": "cost", "label": "Cost", "weight": 5,
                    "scores": {"gpu": 2, "trn": 5}},
                   {"id": "risk", "label": "Risk", "weight": 1,
                    "scores": {"gpu": 4, "trn": 3}}]
    })");
    if (base == Base::Inference)
        s["workload"] = {{"kind", "inference"},
                         {"model_params_billion", 70},
                         {"tokens_per_day_billion", 10},
                         {"utilization_percent", 60}};
    if (base == Base::ServedModel)
        s["workload"] = {{"kind", "inference"},          {"model_params_billion", 70},
                         {"tokens_per_day_billion", 10}, {"model", "llama-3.3-70b"},
                         {"input_tokens", 1000},         {"output_tokens", 1000}};
    if (base == Base::Capacity || base == Base::CapacityBlock) {
        s["workload"] = {{"kind", "capacity"}, {"hours_per_month", 730}};
        for (json &option : s["options"]) {
            option.erase("throughput");
            option.erase("peak_tflops");
            option.erase("cluster_accelerators");
            option["instances"] = 4;
        }
    }
    if (base == Base::CapacityBlock)
        s["options"][1]["purchase"] = {{"model", "capacity_block"},
                                       {"hourly_usd", 39.33},
                                       {"block_days", 14},
                                       {"block_instances", 4}};
    if (base == Base::EffectiveRate)
        s["options"][1]["purchase"] = {{"model", "effective"}, {"hourly_usd", 30}};
    if (base == Base::Profile)
        s["profile"] = json::parse(R"({"model_params_billion": 70,
            "monthly_training_spend_usd": 50000, "migration_budget_weeks": 4,
            "time_horizon_months": 12,
            "overrides": [{"criterion": "model_size", "option": "gpu", "score": 3}]})");
    if (base == Base::SavingsPlan || base == Base::Reserved) {
        s["horizon_months"] = 120;
        s["workload"]["usage"] = {{"busy_hours_per_month", 240},
                                  {"growth_percent_per_month", 2},
                                  {"last_month_with_usage", 60}};
        s["options"][1]["commitment"] = base == Base::SavingsPlan
                                            ? json{{"type", "savings_plan"},
                                                   {"term_years", 1},
                                                   {"usd_per_hour", 100},
                                                   {"discount_percent", 30},
                                                   {"other_term_discount_percent", 45}}
                                            : json{{"type", "reserved"},
                                                   {"term_years", 3},
                                                   {"instances", 2},
                                                   {"discount_percent", 40}};
    }
    if (base == Base::Held)
        s["existing_commitments"] = json::parse(R"([
            {"id": "plan", "type": "savings_plan", "plan": "compute", "usd_per_hour": 50,
             "discount_percent": 30, "months_remaining": 10},
            {"id": "ri", "type": "reserved", "instances": 2, "instance_type": "p5.48xlarge",
             "discount_percent": 40, "months_remaining": 6}])");
    if (base == Base::Credits) {
        s["private_discount_percent"] = 10;
        s["discount_rate_percent"] = 8;
        s["options"][0]["private_discount_percent"] = 5;
        s["credits"] = json::parse(R"([
            {"id": "activate", "usd": 100000, "first_month": 1, "expires_month": 120},
            {"id": "neuron", "usd": 5000, "expires_month": 6, "applies_to": "neuron"}])");
    }
    if (base == Base::Serving) {
        s["workload"] = {{"kind", "inference"},
                         {"model_params_billion", 8},
                         {"tokens_per_day_billion", 1},
                         {"utilization_percent", 60}};
        s["options"][1]["throughput"] = json::parse(R"({"estimate": {"model": "llama-3.1-8b",
            "dtype": "bf16", "tensor_parallel": 16, "concurrency": 8, "input_tokens": 128,
            "output_tokens": 128, "max_ms_per_output_token": 50}})");
    }
    if (base == Base::SpotFromCatalog)
        s["options"][0]["purchase"] = json::parse(R"({"model": "spot", "discount_percent": 60,
            "interruption": {"from_catalog": true, "checkpoint_minutes": 6,
                             "restart_minutes": 12}})");
    if (base == Base::Pretraining)
        s["options"][1]["throughput"] = json::parse(R"({"estimate": {"model": "llama-3.1-8b",
            "dtype": "bf16", "tensor_parallel": 16, "sequence_length": 4096,
            "global_batch_sequences": 64}})");
    if (base == Base::Stakeholders)
        s["stakeholders"] = json::parse(R"([
            {"id": "cfo", "name": "CFO", "influence": 2, "weights": {"cost": 5, "risk": 1}},
            {"id": "cto", "name": "CTO", "weights": {"cost": 1, "risk": 5}}])");
    return s;
}

struct FieldCase
{
    const char *field;   // RangeTable's generic path
    Base base;           // a scenario in which the field means something
    const char *pointer; // where it goes (JSON pointer)
};

const FieldCase kCases[] = {
    {"horizon_months", Base::Training, "/horizon_months"},
    {"workload.model_params_billion", Base::Training, "/workload/model_params_billion"},
    {"workload.tokens_per_run_billion", Base::Training, "/workload/tokens_per_run_billion"},
    {"workload.runs", Base::Training, "/workload/runs"},
    {"workload.overhead_percent", Base::Training, "/workload/overhead_percent"},
    {"workload.tokens_per_day_billion", Base::Inference, "/workload/tokens_per_day_billion"},
    {"workload.utilization_percent", Base::Inference, "/workload/utilization_percent"},
    {"workload.input_tokens", Base::ServedModel, "/workload/input_tokens"},
    {"workload.output_tokens", Base::ServedModel, "/workload/output_tokens"},
    {"workload.hours_per_month", Base::Capacity, "/workload/hours_per_month"},
    {"workload.usage.busy_hours_per_month", Base::SavingsPlan,
     "/workload/usage/busy_hours_per_month"},
    {"workload.usage.growth_percent_per_month", Base::SavingsPlan,
     "/workload/usage/growth_percent_per_month"},
    {"workload.usage.last_month_with_usage", Base::SavingsPlan,
     "/workload/usage/last_month_with_usage"},
    {"team.engineers", Base::Training, "/team/engineers"},
    {"team.hours_per_week", Base::Training, "/team/hours_per_week"},
    {"team.hourly_rate_usd", Base::Training, "/team/hourly_rate_usd"},
    {"options[].accelerators_per_instance", Base::Training, "/options/0/accelerators_per_instance"},
    {"options[].instance_hourly_usd", Base::Training, "/options/0/instance_hourly_usd"},
    {"options[].purchase.discount_percent", Base::Training, "/options/0/purchase/discount_percent"},
    {"options[].purchase.interruption_overhead_percent", Base::Training,
     "/options/0/purchase/interruption_overhead_percent"},
    {"options[].purchase.interruption.checkpoint_minutes", Base::SpotFromCatalog,
     "/options/0/purchase/interruption/checkpoint_minutes"},
    {"options[].purchase.interruption.restart_minutes", Base::SpotFromCatalog,
     "/options/0/purchase/interruption/restart_minutes"},
    {"options[].purchase.hourly_usd", Base::EffectiveRate, "/options/1/purchase/hourly_usd"},
    {"options[].purchase.block_days", Base::CapacityBlock, "/options/1/purchase/block_days"},
    {"options[].purchase.block_instances", Base::CapacityBlock,
     "/options/1/purchase/block_instances"},
    {"options[].commitment.term_years", Base::Reserved, "/options/1/commitment/term_years"},
    {"options[].commitment.usd_per_hour", Base::SavingsPlan, "/options/1/commitment/usd_per_hour"},
    {"options[].commitment.instances", Base::Reserved, "/options/1/commitment/instances"},
    {"options[].commitment.discount_percent", Base::SavingsPlan,
     "/options/1/commitment/discount_percent"},
    {"options[].commitment.other_term_discount_percent", Base::SavingsPlan,
     "/options/1/commitment/other_term_discount_percent"},
    {"options[].commitment.start_month", Base::SavingsPlan, "/options/1/commitment/start_month"},
    {"existing_commitments[].usd_per_hour", Base::Held, "/existing_commitments/0/usd_per_hour"},
    {"existing_commitments[].instances", Base::Held, "/existing_commitments/1/instances"},
    {"existing_commitments[].discount_percent", Base::Held,
     "/existing_commitments/0/discount_percent"},
    {"existing_commitments[].months_remaining", Base::Held,
     "/existing_commitments/1/months_remaining"},
    {"existing_commitments[].term_years", Base::Held, "/existing_commitments/0/term_years"},
    {"private_discount_percent", Base::Credits, "/private_discount_percent"},
    {"discount_rate_percent", Base::Credits, "/discount_rate_percent"},
    {"options[].private_discount_percent", Base::Credits, "/options/0/private_discount_percent"},
    {"options[].compute_savings_plan_discount_percent", Base::Held,
     "/options/0/compute_savings_plan_discount_percent"},
    {"credits[].usd", Base::Credits, "/credits/1/usd"},
    {"credits[].first_month", Base::Credits, "/credits/0/first_month"},
    {"credits[].expires_month", Base::Credits, "/credits/0/expires_month"},
    {"options[].throughput.tokens_per_sec_per_accelerator", Base::Training,
     "/options/1/throughput/tokens_per_sec_per_accelerator"},
    {"options[].throughput.peak_tflops", Base::Training, "/options/0/throughput/peak_tflops"},
    {"options[].throughput.mfu_percent", Base::Training, "/options/0/throughput/mfu_percent"},
    {"options[].peak_tflops", Base::Training, "/options/1/peak_tflops"},
    {"options[].throughput.estimate.concurrency", Base::Serving,
     "/options/1/throughput/estimate/concurrency"},
    {"options[].throughput.estimate.input_tokens", Base::Serving,
     "/options/1/throughput/estimate/input_tokens"},
    {"options[].throughput.estimate.output_tokens", Base::Serving,
     "/options/1/throughput/estimate/output_tokens"},
    {"options[].throughput.estimate.max_ms_per_output_token", Base::Serving,
     "/options/1/throughput/estimate/max_ms_per_output_token"},
    {"options[].throughput.estimate.sequence_length", Base::Pretraining,
     "/options/1/throughput/estimate/sequence_length"},
    {"options[].throughput.estimate.global_batch_sequences", Base::Pretraining,
     "/options/1/throughput/estimate/global_batch_sequences"},
    {"options[].cluster_accelerators", Base::Training, "/options/0/cluster_accelerators"},
    {"options[].instances", Base::Capacity, "/options/1/instances"},
    {"options[].migration.weeks", Base::Training, "/options/1/migration/weeks"},
    {"options[].migration.engineers", Base::Training, "/options/1/migration/engineers"},
    {"options[].migration.hours_per_week", Base::Training, "/options/1/migration/hours_per_week"},
    {"options[].migration.hourly_rate_usd", Base::Training, "/options/1/migration/hourly_rate_usd"},
    {"options[].maintenance_usd_per_month", Base::Training, "/options/0/maintenance_usd_per_month"},
    {"options[].price_observation_id", Base::Training, "/options/0/price_observation_id"},
    {"options[].benchmark_id", Base::Training, "/options/1/benchmark_id"},
    {"criteria[].weight", Base::Training, "/criteria/0/weight"},
    {"criteria[].scores", Base::Training, "/criteria/0/scores/gpu"},
    {"stakeholders[].influence", Base::Stakeholders, "/stakeholders/0/influence"},
    {"stakeholders[].weights", Base::Stakeholders, "/stakeholders/0/weights/cost"},
    {"profile.model_params_billion", Base::Profile, "/profile/model_params_billion"},
    {"profile.monthly_training_spend_usd", Base::Profile, "/profile/monthly_training_spend_usd"},
    {"profile.migration_budget_weeks", Base::Profile, "/profile/migration_budget_weeks"},
    {"profile.time_horizon_months", Base::Profile, "/profile/time_horizon_months"},
    {"profile.overrides[].score", Base::Profile, "/profile/overrides/0/score"},
};

void PrintTo(const FieldCase &fieldCase, std::ostream *out)
{
    *out << fieldCase.field;
}

// "/options/0/purchase/discount_percent" → "options[0].purchase.discount_percent"
std::string errorPath(const std::string &pointer)
{
    std::string path;
    std::size_t start = 1;
    while (start <= pointer.size()) {
        const std::size_t end = std::min(pointer.find('/', start), pointer.size());
        const std::string token = pointer.substr(start, end - start);
        if (!token.empty() && std::all_of(token.begin(), token.end(), ::isdigit))
            path += "[" + token + "]";
        else
            path += (path.empty() ? "" : ".") + token;
        start = end + 1;
    }
    return path;
}

ScenarioReadResult readWith(const FieldCase &fieldCase, double value)
{
    json s = scenario(fieldCase.base);
    s[json::json_pointer(fieldCase.pointer)] = value;
    // Catalog ids are only allowed where a catalog can resolve them.
    return ScenarioReader::fromJson(s, ScenarioReadOptions{true});
}

// The last valid values: the bound itself when inclusive, else one small step inside.
double insideLow(const FieldRange &r)
{
    return r.minInclusive ? r.min
           : r.integer    ? r.min + 1
                          : r.min + 1e-9 * std::max(1.0, std::fabs(r.min));
}
double insideHigh(const FieldRange &r)
{
    return r.maxInclusive ? r.max
           : r.integer    ? r.max - 1
                          : r.max - 1e-9 * std::max(1.0, std::fabs(r.max));
}
// The first invalid values: the bound itself when exclusive, else one step outside.
double outsideLow(const FieldRange &r)
{
    return !r.minInclusive ? r.min
           : r.integer     ? r.min - 1
                           : r.min - 1e-9 * std::max(1.0, std::fabs(r.min));
}
double outsideHigh(const FieldRange &r)
{
    return !r.maxInclusive ? r.max
           : r.integer     ? r.max + 1
                           : r.max + 1e-6 * std::max(1.0, std::fabs(r.max));
}

class FieldEdges : public ::testing::TestWithParam<FieldCase>
{};

} // namespace

TEST(RangeEdges, EveryFieldOfTheRangeTableHasAnEdgeCase)
{
    std::set<std::string> covered;
    for (const FieldCase &fieldCase : kCases)
        covered.insert(fieldCase.field);
    for (const FieldRange &range : RangeTable::all())
        EXPECT_TRUE(covered.count(std::string(range.path))) << range.path << " has no edge case";
}

TEST_P(FieldEdges, LastValidValuesAreAcceptedAndEvaluateToFiniteFigures)
{
    const FieldRange *range = RangeTable::find(GetParam().field);
    ASSERT_NE(range, nullptr);
    const ScenarioReadResult base =
        ScenarioReader::fromJson(scenario(GetParam().base), ScenarioReadOptions{true});
    ASSERT_TRUE(base.ok()) << "the base scenario must be valid: " << base.error()[0].toString();
    for (const double value : {insideLow(*range), insideHigh(*range)}) {
        const ScenarioReadResult read = readWith(GetParam(), value);
        ASSERT_TRUE(read.ok()) << GetParam().field << " = " << value << ": "
                               << (read.error().empty() ? "" : read.error()[0].toString());
        if (std::string(GetParam().field).ends_with("_id") ||
            std::string(GetParam().field).starts_with("options[].purchase.interruption."))
            continue; // evaluating needs the catalog to resolve the id or the bucket
        EvaluationRequest request;
        request.threads = 1;
        const Evaluation evaluation = ScenarioEvaluator::evaluate(*read, request);
        for (const OptionResult &option : evaluation.options) {
            EXPECT_TRUE(std::isfinite(option.tcoUsd))
                << GetParam().field << " = " << value << ": " << option.id << " TCO";
            for (const double month : option.monthlyUsd)
                EXPECT_TRUE(std::isfinite(month)) << GetParam().field << " = " << value;
        }
    }
}

TEST_P(FieldEdges, FirstInvalidValuesAreRefusedNamingThePathAndTheRange)
{
    const FieldRange *range = RangeTable::find(GetParam().field);
    ASSERT_NE(range, nullptr);
    std::vector<double> invalid = {outsideLow(*range), outsideHigh(*range)};
    if (range->integer)
        invalid.push_back(insideLow(*range) + 0.5);
    for (const double value : invalid) {
        const ScenarioReadResult read = readWith(GetParam(), value);
        ASSERT_FALSE(read.ok()) << GetParam().field << " = " << value << " was accepted";
        ASSERT_EQ(read.error().size(), 1u) << read.error()[0].toString();
        EXPECT_EQ(read.error()[0].path, errorPath(GetParam().pointer));
        // The message names the side that was crossed and the value given.
        const double bound = value < insideLow(*range) + 0.25 ? range->min : range->max;
        const std::string &message = read.error()[0].message;
        EXPECT_NE(message.find(text::exactNumber(bound)), std::string::npos)
            << read.error()[0].toString() << " should name the bound " << bound;
        EXPECT_NE(message.find("got " + text::exactNumber(value)), std::string::npos)
            << read.error()[0].toString();
    }
}

INSTANTIATE_TEST_SUITE_P(EveryField, FieldEdges, ::testing::ValuesIn(kCases), [](const auto &info) {
    std::string name = info.param.field;
    for (char &c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
});
