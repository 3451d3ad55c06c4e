#include "core/capacity/CapacityChecks.h"

#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

// The code CapacityBlockChecks gives Capacity Blocks above AWS's instance limit.
constexpr const char *kCapacityBlockInstanceLimit = "capacity_block_instance_limit";

std::optional<double> instancesAtOnce(const Scenario &scenario, const Option &option,
                                      const OptionResult &result)
{
    const double perInstance = std::max(option.acceleratorsPerInstance, 1);
    if (scenario.workload.kind == WorkloadKind::Training && option.clusterAccelerators)
        return std::ceil(*option.clusterAccelerators / perInstance);
    if (scenario.workload.kind == WorkloadKind::Capacity && option.instances)
        return double(*option.instances);
    if (!(result.effectiveHourlyUsd > 0.0) || !(result.monthlyComputeUsd > 0.0))
        return std::nullopt;
    const double accelerators =
        result.monthlyComputeUsd / result.effectiveHourlyUsd / units::kHoursPerMonth;
    return std::ceil(accelerators / perInstance);
}

} // namespace

CapacityUse CapacityChecks::useOf(const Scenario &scenario, const Option &option,
                                  const OptionResult &result)
{
    CapacityUse use;
    use.provider = option.provider.value_or("AWS");
    use.instanceType = option.instanceType;
    use.region = option.region;
    use.purchaseModel = toString(option.purchase.model);
    use.instancesAtOnce = instancesAtOnce(scenario, option, result);
    use.aboveCapacityBlockLimit =
        std::any_of(result.warnings.begin(), result.warnings.end(),
                    [](const Warning &w) { return w.code == kCapacityBlockInstanceLimit; });
    return use;
}

void CapacityChecks::assess(const Scenario &scenario, std::vector<OptionResult> &options,
                            const CapacityFacts &facts)
{
    for (std::size_t i = 0; i < options.size() && i < scenario.options.size(); ++i) {
        OptionResult &result = options[i];
        const CapacityAssessment assessment =
            CapacityAssessment::assess(facts, useOf(scenario, scenario.options[i], result));
        result.availability = {assessment.score, assessment.reason, {}};
        for (const CapacityFinding &finding : assessment.findings) {
            if (finding.warns())
                result.warnings.push_back({finding.code, finding.message});
            else
                result.availability.checks.push_back(finding.message);
        }
    }
}

bool CapacityChecks::scoresAny(const std::vector<Criterion> &criteria)
{
    return std::any_of(criteria.begin(), criteria.end(), [](const Criterion &criterion) {
        return criterion.scoredBy == CriterionScoring::CapacityFacts;
    });
}

std::vector<Criterion> CapacityChecks::scored(std::vector<Criterion> criteria,
                                              const std::vector<OptionResult> &options)
{
    for (Criterion &criterion : criteria) {
        if (criterion.scoredBy != CriterionScoring::CapacityFacts)
            continue;
        criterion.scores.clear();
        for (const OptionResult &option : options)
            criterion.scores[option.id] = option.availability.score;
        criterion.incomplete = false;
    }
    return criteria;
}

} // namespace acceldecide
