#include "core/capacity/CapacityAssessment.h"

#include "core/model/Scenario.h"
#include "core/text/MoneyFormat.h"

#include <cmath>
#include <initializer_list>
#include <string_view>

namespace acceldecide {

namespace {

// "Capacity Block", "Savings plans": a purchase model or family as people read it.
std::string modelLabel(const std::string &name)
{
    if (name == "savings_plan")
        return "Savings Plans";
    if (name == "reserved")
        return "Reserved Instances";
    const std::optional<PurchaseModel> model = purchaseModelFromString(name);
    return model ? purchaseModelLabel(*model) : name;
}

std::string joined(const std::vector<std::string> &items, const char *separator,
                   std::string (*each)(const std::string &))
{
    std::string text;
    for (const std::string &item : items)
        text += (text.empty() ? "" : separator) + each(item);
    return text;
}

std::string same(const std::string &text)
{
    return text;
}

const std::string &cited(const CapacitySource &source)
{
    return source.citation;
}

void checkSales(const CapacityFacts &facts, const CapacityUse &use,
                std::vector<CapacityFinding> &findings)
{
    for (const SalesRule &rule : facts.salesRules()) {
        if (rule.instanceType != use.instanceType)
            continue;
        // Written only for a finding: most purchases a rule names are sold as bought.
        const auto models = [&] {
            return joined(rule.purchaseModels, " or ", modelLabel);
        };
        const auto regions = [&] {
            return joined(rule.regions, ", ", same);
        };
        if (rule.kind == SalesRule::Kind::SoldOnlyIn && rule.coversModel(use.purchaseModel)) {
            if (!use.region) {
                findings.push_back({CapacityAssessment::kRegionUnstated,
                                    use.instanceType + " is sold as " + models() + " only in " +
                                        regions() + " " + cited(rule.source) +
                                        "; the option names no region, so this is unchecked",
                                    {}});
            } else if (!rule.coversRegion(*use.region)) {
                findings.push_back({CapacityAssessment::kNotSold,
                                    use.instanceType + " is sold as " + models() + " only in " +
                                        regions() + " " + cited(rule.source) + ", not in " +
                                        *use.region + " as this option buys it",
                                    "not_sold"});
            }
        } else if (rule.kind == SalesRule::Kind::SoldOnlyAs && use.region &&
                   rule.coversRegion(*use.region) && !rule.coversModel(use.purchaseModel)) {
            findings.push_back({CapacityAssessment::kNotSold,
                                "In " + *use.region + ", " + use.instanceType +
                                    " is sold only as " + models() + " " + cited(rule.source) +
                                    ", not as " + modelLabel(use.purchaseModel) +
                                    " as this option buys it",
                                "not_sold"});
        }
    }
}

// Joins `parts` into one string, allocated once: the quota finding is written for most
// options of every evaluation.
std::string concat(std::initializer_list<std::string_view> parts)
{
    std::size_t size = 0;
    for (std::string_view part : parts)
        size += part.size();
    std::string text;
    text.reserve(size);
    for (std::string_view part : parts)
        text += part;
    return text;
}

void checkQuota(const CapacityFacts &facts, const CapacityUse &use,
                std::vector<CapacityFinding> &findings)
{
    const ServiceQuota *quota = facts.quotaFor(use.provider, use.instanceType, use.purchaseModel);
    if (!quota)
        return;
    const std::optional<int> vcpus = facts.vcpusOf(use.instanceType);
    if (!vcpus || !use.instancesAtOnce) {
        findings.push_back(
            {CapacityAssessment::kServiceQuota,
             concat({use.instanceType, " counts against ", quota->named, ", in ", quota->unit, " ",
                     cited(quota->source), "; check it before the run"}),
             {}});
        return;
    }
    const double instances = std::ceil(*use.instancesAtOnce);
    const double needed = instances * *vcpus;
    const bool belowNeed = quota->defaultValue && *quota->defaultValue < needed;
    if (quota->defaultValue && !belowNeed)
        return; // within the default: nothing to ask
    const std::string count = MoneyFormat::number(instances);
    const std::string vcpuCount = MoneyFormat::number(needed);
    const std::string_view verb = instances == 1.0 ? " needs " : " at once need ";
    if (belowNeed) {
        const std::string defaultCount = MoneyFormat::number(*quota->defaultValue);
        findings.push_back(
            {CapacityAssessment::kServiceQuota,
             concat({count, " ", use.instanceType, verb, vcpuCount, " ", quota->unit, " of ",
                     quota->named, ", above its default of ", defaultCount, " ",
                     cited(quota->source), ": ask for the increase before the run"}),
             "quota_below_need"});
        return;
    }
    findings.push_back({CapacityAssessment::kServiceQuota,
                        concat({count, " ", use.instanceType, verb, vcpuCount, " ", quota->unit,
                                " of ", quota->named, "; its value is set per account ",
                                cited(quota->source), ": check it before the run"}),
                        {}});
}

// The condition the purchase model alone falls under.
std::string_view purchaseCondition(const std::string &purchaseModel)
{
    if (purchaseModel == "capacity_block")
        return "reserved_capacity";
    if (purchaseModel == "spot")
        return "spot";
    return "not_reserved";
}

} // namespace

CapacityAssessment CapacityAssessment::assess(const CapacityFacts &facts, const CapacityUse &use)
{
    CapacityAssessment assessment;
    checkSales(facts, use, assessment.findings);
    checkQuota(facts, use, assessment.findings);

    const AvailabilityScoreRule *lowest = nullptr;
    const auto consider = [&](std::string_view condition) {
        const AvailabilityScoreRule *rule = facts.scoreRule(condition);
        if (rule && (!lowest || rule->score < lowest->score))
            lowest = rule;
    };
    consider(purchaseCondition(use.purchaseModel));
    if (use.aboveCapacityBlockLimit)
        consider("capacity_block_limit");
    for (const CapacityFinding &finding : assessment.findings) {
        if (finding.warns())
            consider(finding.condition);
    }
    if (lowest) {
        assessment.score = lowest->score;
        assessment.reason = lowest->reason;
    }
    return assessment;
}

} // namespace acceldecide
