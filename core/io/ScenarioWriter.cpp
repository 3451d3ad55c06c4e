#include "core/io/ScenarioWriter.h"

#include "core/decision/ProfileRules.h"
#include "core/model/ProfileFactors.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

namespace {

// Built once for both outputs: toJson returns the library's usual (sorted) json,
// toText an ordered_json so a saved file reads top-down in the documented order
// (format, version, name, ...), which keeps hand edits and diffs pleasant.
template <typename Json>
void putIfSet(Json &object, const char *key, const std::optional<double> &value)
{
    if (value)
        object[key] = *value;
}

template <typename Json> Json workloadJson(const Workload &workload)
{
    Json out = Json::object();
    out["kind"] = toString(workload.kind);
    switch (workload.kind) {
    case WorkloadKind::Training:
        out["model_params_billion"] = workload.modelParamsBillion;
        out["tokens_per_run_billion"] = workload.tokensPerRunBillion;
        out["runs"] = workload.runs;
        out["overhead_percent"] = workload.overheadPercent;
        if (!workload.runMonths.empty())
            out["run_months"] = workload.runMonths;
        break;
    case WorkloadKind::Inference:
        out["model_params_billion"] = workload.modelParamsBillion;
        out["tokens_per_day_billion"] = workload.tokensPerDayBillion;
        out["utilization_percent"] = workload.utilizationPercent;
        if (!workload.model.empty())
            out["model"] = workload.model;
        if (workload.inputTokens)
            out["input_tokens"] = *workload.inputTokens;
        if (workload.outputTokens)
            out["output_tokens"] = *workload.outputTokens;
        break;
    case WorkloadKind::Capacity:
        out["hours_per_month"] = workload.hoursPerMonth;
        break;
    }
    if (workload.hasUsagePattern()) {
        Json usage = Json::object();
        if (workload.busyHoursPerMonth > 0.0)
            usage["busy_hours_per_month"] = workload.busyHoursPerMonth;
        if (workload.growthPercentPerMonth != 0.0)
            usage["growth_percent_per_month"] = workload.growthPercentPerMonth;
        if (workload.lastMonthWithUsage)
            usage["last_month_with_usage"] = *workload.lastMonthWithUsage;
        out["usage"] = std::move(usage);
    }
    return out;
}

template <typename Json> Json commitmentJson(const Commitment &commitment)
{
    Json out = Json::object();
    out["type"] = toString(commitment.kind);
    out["term_years"] = commitment.termYears;
    out["payment"] = toString(commitment.payment);
    if (commitment.kind == CommitmentKind::SavingsPlan)
        out["usd_per_hour"] = commitment.usdPerHour;
    else
        out["instances"] = static_cast<long long>(commitment.instances);
    if (!commitment.discountFromCatalog)
        out["discount_percent"] = commitment.discountPercent;
    putIfSet(out, "other_term_discount_percent", commitment.otherTermDiscountPercent);
    // Defaults are left out, so files written before these fields existed round-trip.
    if (commitment.kind == CommitmentKind::SavingsPlan &&
        commitment.plan != SavingsPlanType::Compute)
        out["plan"] = toString(commitment.plan);
    if (commitment.kind == CommitmentKind::Reserved &&
        commitment.offeringClass != OfferingClass::Standard)
        out["offering_class"] = toString(commitment.offeringClass);
    if (commitment.renewal != RenewalPolicy::Optimal)
        out["renewal"] = toString(commitment.renewal);
    if (commitment.startMonth)
        out["start_month"] = *commitment.startMonth;
    return out;
}

template <typename Json> Json existingCommitmentJson(const ExistingCommitment &held)
{
    Json out = Json::object();
    out["id"] = held.id;
    out["type"] = toString(held.kind);
    if (held.kind == CommitmentKind::SavingsPlan)
        out["plan"] = toString(held.plan);
    else if (held.offeringClass != OfferingClass::Standard)
        out["offering_class"] = toString(held.offeringClass);
    putIfSet(out, "usd_per_hour", held.usdPerHour);
    if (held.instances)
        out["instances"] = static_cast<long long>(*held.instances);
    if (!held.instanceType.empty())
        out["instance_type"] = held.instanceType;
    out["discount_percent"] = held.discountPercent;
    out["months_remaining"] = held.monthsRemaining;
    if (held.termYears)
        out["term_years"] = *held.termYears;
    if (held.payment)
        out["payment"] = toString(*held.payment);
    // Only what the person stated: unset is left out, so that catalog resolution decides
    // it again on reading (Option::heldCatalogTerms are never written).
    if (held.exchange)
        out["exchange"] = *held.exchange;
    return out;
}

template <typename Json> Json teamJson(const Team &team)
{
    Json out = Json::object();
    putIfSet(out, "engineers", team.engineers);
    putIfSet(out, "hours_per_week", team.hoursPerWeek);
    putIfSet(out, "hourly_rate_usd", team.hourlyRateUsd);
    return out;
}

template <typename Json> Json purchaseJson(const Purchase &purchase)
{
    Json out = Json::object();
    out["model"] = toString(purchase.model);
    // The reader rejects a discount or an interruption overhead under models that do
    // not use them, so they are written exactly where they mean something.
    if (takesDiscount(purchase.model) && !purchase.discountFromCatalog)
        out["discount_percent"] = purchase.discountPercent;
    // An overhead left to the catalog is written as asked, never as the figure it resolved
    // to: the bucket is read again from the catalog each time.
    if (purchase.model == PurchaseModel::Spot && purchase.interruption) {
        Json interruption = Json::object();
        interruption["from_catalog"] = true;
        putIfSet(interruption, "checkpoint_minutes", purchase.interruption->checkpointMinutes);
        putIfSet(interruption, "restart_minutes", purchase.interruption->restartMinutes);
        out["interruption"] = interruption;
    } else if (purchase.model == PurchaseModel::Spot) {
        out["interruption_overhead_percent"] = purchase.interruptionOverheadPercent;
    }
    putIfSet(out, "hourly_usd", purchase.hourlyUsd);
    if (purchase.blockDays)
        out["block_days"] = *purchase.blockDays;
    if (purchase.blockInstances)
        out["block_instances"] = *purchase.blockInstances;
    const bool savingsPlan = purchase.model == PurchaseModel::SavingsPlan1y ||
                             purchase.model == PurchaseModel::SavingsPlan3y;
    const bool reserved =
        purchase.model == PurchaseModel::Reserved1y || purchase.model == PurchaseModel::Reserved3y;
    if (savingsPlan && purchase.plan != SavingsPlanType::Compute)
        out["plan"] = toString(purchase.plan);
    if (reserved && purchase.offeringClass != OfferingClass::Standard)
        out["offering_class"] = toString(purchase.offeringClass);
    return out;
}

// Only what differs from the reader's defaults, so a file reads back as it was written.
template <typename Json> Json estimateJson(const ThroughputEstimateInput &estimate)
{
    Json out = Json::object();
    out["model"] = estimate.model;
    if (!estimate.accelerator.empty())
        out["accelerator"] = estimate.accelerator;
    if (!estimate.engine.empty())
        out["engine"] = estimate.engine;
    out["dtype"] = estimate.dataType;
    out["tensor_parallel"] = estimate.tensorParallel;
    if (estimate.pipelineParallel != 1)
        out["pipeline_parallel"] = estimate.pipelineParallel;
    if (estimate.concurrency)
        out["concurrency"] = *estimate.concurrency;
    if (estimate.inputTokens > 0)
        out["input_tokens"] = estimate.inputTokens;
    if (estimate.outputTokens > 0)
        out["output_tokens"] = estimate.outputTokens;
    putIfSet(out, "max_ms_per_output_token", estimate.maxMsPerOutputToken);
    if (estimate.sequenceLength > 0)
        out["sequence_length"] = estimate.sequenceLength;
    if (estimate.globalBatchSequences > 0)
        out["global_batch_sequences"] = estimate.globalBatchSequences;
    return out;
}

template <typename Json> Json optionJson(const Option &option)
{
    Json out = Json::object();
    out["id"] = option.id;
    out["label"] = option.label;
    out["stack"] = toString(option.stack);
    out["instance_type"] = option.instanceType;
    out["accelerators_per_instance"] = option.acceleratorsPerInstance;
    if (option.acceleratorUnit)
        out["accelerator_unit"] = toString(*option.acceleratorUnit);
    putIfSet(out, "instance_hourly_usd", option.instanceHourlyUsd);
    out["purchase"] = purchaseJson<Json>(option.purchase);
    if (option.commitment)
        out["commitment"] = commitmentJson<Json>(*option.commitment);
    if (option.throughput) {
        Json throughput = Json::object();
        putIfSet(throughput, "tokens_per_sec_per_accelerator",
                 option.throughput->tokensPerSecPerAccelerator);
        putIfSet(throughput, "peak_tflops", option.throughput->peakTflops);
        putIfSet(throughput, "mfu_percent", option.throughput->mfuPercent);
        if (const auto &estimate = option.throughput->estimate)
            throughput["estimate"] = estimateJson<Json>(*estimate);
        out["throughput"] = std::move(throughput);
    }
    putIfSet(out, "peak_tflops", option.peakTflops);
    if (option.clusterAccelerators)
        out["cluster_accelerators"] = *option.clusterAccelerators;
    if (option.instances)
        out["instances"] = *option.instances;
    if (option.migration) {
        Json migration = Json::object();
        migration["weeks"] = option.migration->weeks;
        putIfSet(migration, "engineers", option.migration->engineers);
        putIfSet(migration, "hours_per_week", option.migration->hoursPerWeek);
        putIfSet(migration, "hourly_rate_usd", option.migration->hourlyRateUsd);
        out["migration"] = std::move(migration);
    }
    out["maintenance_usd_per_month"] = option.maintenanceUsdPerMonth;
    if (option.region)
        out["region"] = *option.region;
    if (option.priceObservationId)
        out["price_observation_id"] = *option.priceObservationId;
    if (option.benchmarkId)
        out["benchmark_id"] = *option.benchmarkId;
    putIfSet(out, "compute_savings_plan_discount_percent",
             option.computeSavingsPlanDiscountPercent);
    if (option.provider)
        out["provider"] = *option.provider;
    if (option.privateDiscountPercent)
        out["private_discount_percent"] = *option.privateDiscountPercent;
    return out;
}

template <typename Json> Json creditJson(const Credit &credit)
{
    Json out = Json::object();
    out["id"] = credit.id;
    if (!credit.label.empty())
        out["label"] = credit.label;
    out["usd"] = credit.usd;
    out["first_month"] = credit.firstMonth;
    out["expires_month"] = credit.expiresMonth;
    switch (credit.scope) {
    case CreditScope::All:
        out["applies_to"] = "all";
        break;
    case CreditScope::Neuron:
        out["applies_to"] = "neuron";
        break;
    case CreditScope::Cuda:
        out["applies_to"] = "cuda";
        break;
    case CreditScope::Options: {
        Json ids = Json::array();
        for (const std::string &id : credit.optionIds)
            ids.push_back(id);
        out["applies_to"] = std::move(ids);
        break;
    }
    }
    return out;
}

template <typename Json> Json profileJson(const WorkloadProfile &profile)
{
    Json out = Json::object();
    if (profile.matrix)
        out["matrix"] = *profile.matrix;
    for (const ProfileFactor &factor : ProfileFactors::all()) {
        const std::optional<ProfileAnswer> answer = profile.answer(factor.id);
        if (!answer)
            continue;
        if (answer->number)
            out[std::string(factor.id)] = *answer->number;
        else
            out[std::string(factor.id)] = answer->choice;
    }
    if (!profile.overrides.empty()) {
        Json overrides = Json::array();
        for (const ScoreOverride &override : profile.overrides) {
            Json entry = Json::object();
            entry["criterion"] = override.criterion;
            entry["option"] = override.option;
            entry["score"] = override.score;
            overrides.push_back(std::move(entry));
        }
        out["overrides"] = std::move(overrides);
    }
    return out;
}

// `governed`: the workload profile scores this criterion, so it has no scores here.
template <typename Json> Json criterionJson(const Criterion &criterion, bool governed)
{
    Json out = Json::object();
    out["id"] = criterion.id;
    out["label"] = criterion.label;
    out["weight"] = criterion.weight;
    if (criterion.scoredBy == CriterionScoring::CapacityFacts) {
        out["scored_by"] = "capacity_facts";
        return out;
    }
    if (governed)
        return out;
    Json scores = Json::object();
    for (const auto &[optionId, score] : criterion.scores)
        scores[optionId] = score;
    out["scores"] = std::move(scores);
    if (criterion.incomplete)
        out["incomplete"] = true;
    return out;
}

template <typename Json> Json stakeholderJson(const Stakeholder &stakeholder)
{
    Json out = Json::object();
    out["id"] = stakeholder.id;
    out["name"] = stakeholder.name;
    if (!stakeholder.role.empty())
        out["role"] = stakeholder.role;
    if (stakeholder.influence != 1.0)
        out["influence"] = stakeholder.influence;
    if (stakeholder.usesPairwise()) {
        Json rows = Json::array();
        for (const std::vector<double> &row : stakeholder.pairwise) {
            Json cells = Json::array();
            for (double cell : row)
                cells.push_back(cell);
            rows.push_back(std::move(cells));
        }
        out["pairwise"] = std::move(rows);
    } else {
        Json weights = Json::object();
        for (const auto &[criterion, weight] : stakeholder.weights)
            weights[criterion] = weight;
        out["weights"] = std::move(weights);
    }
    return out;
}

template <typename Json> Json scenarioJson(const Scenario &scenario)
{
    Json out = Json::object();
    out["format"] = "acceldecide.scenario";
    out["version"] = 1;
    out["name"] = scenario.name;
    out["horizon_months"] = scenario.horizonMonths;
    if (scenario.asOf)
        out["as_of"] = *scenario.asOf;
    if (scenario.billTag)
        out["bill_tag"] = *scenario.billTag;
    out["workload"] = workloadJson<Json>(scenario.workload);
    out["baseline"] = scenario.baseline;
    Json options = Json::array();
    for (const Option &option : scenario.options)
        options.push_back(optionJson<Json>(option));
    out["options"] = std::move(options);
    if (scenario.team)
        out["team"] = teamJson<Json>(*scenario.team);
    if (!scenario.existingCommitments.empty()) {
        Json held = Json::array();
        for (const ExistingCommitment &commitment : scenario.existingCommitments)
            held.push_back(existingCommitmentJson<Json>(commitment));
        out["existing_commitments"] = std::move(held);
    }
    if (scenario.horizonTreatment != HorizonTreatment::ProjectEnds)
        out["horizon_treatment"] = toString(scenario.horizonTreatment);
    if (scenario.privateDiscountPercent != 0.0)
        out["private_discount_percent"] = scenario.privateDiscountPercent;
    if (!scenario.credits.empty()) {
        Json credits = Json::array();
        for (const Credit &credit : scenario.credits)
            credits.push_back(creditJson<Json>(credit));
        out["credits"] = std::move(credits);
    }
    if (scenario.discountRatePercent != 0.0)
        out["discount_rate_percent"] = scenario.discountRatePercent;
    if (scenario.criteria) {
        Json criteria = Json::array();
        for (const Criterion &criterion : *scenario.criteria) {
            const bool governed =
                scenario.profile &&
                ProfileRules::builtIn().governs(scenario.profile->matrixId(), criterion.id);
            criteria.push_back(criterionJson<Json>(criterion, governed));
        }
        out["criteria"] = std::move(criteria);
    }
    if (!scenario.stakeholders.empty()) {
        Json stakeholders = Json::array();
        for (const Stakeholder &stakeholder : scenario.stakeholders)
            stakeholders.push_back(stakeholderJson<Json>(stakeholder));
        out["stakeholders"] = std::move(stakeholders);
    }
    if (scenario.stakeholderMean != StakeholderMean::Arithmetic)
        out["stakeholder_mean"] = toString(scenario.stakeholderMean);
    if (!scenario.uncertainty.empty()) {
        Json ranges = Json::array();
        for (const UncertaintyRange &range : scenario.uncertainty) {
            Json entry = Json::object();
            entry["target"] = range.target;
            entry["low"] = range.low;
            entry["high"] = range.high;
            ranges.push_back(std::move(entry));
        }
        out["uncertainty"] = std::move(ranges);
    }
    if (scenario.profile)
        out["profile"] = profileJson<Json>(*scenario.profile);
    if (!scenario.presentation.liveInputs.empty()) {
        Json presentation = Json::object();
        presentation["live_inputs"] = scenario.presentation.liveInputs;
        out["presentation"] = std::move(presentation);
    }
    return out;
}

} // namespace

nlohmann::json ScenarioWriter::toJson(const Scenario &scenario)
{
    return scenarioJson<nlohmann::json>(scenario);
}

std::string ScenarioWriter::toText(const Scenario &scenario, int indent)
{
    // `replace` keeps a label with invalid UTF-8 (pasted from somewhere) from
    // throwing; the file still reads back.
    return scenarioJson<nlohmann::ordered_json>(scenario).dump(
               indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace) +
           "\n";
}

} // namespace acceldecide
