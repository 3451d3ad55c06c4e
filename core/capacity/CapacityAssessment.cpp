#include "core/capacity/CapacityAssessment.h"

#include "core/model/Scenario.h"
#include "core/text/MoneyFormat.h"

#include <cmath>

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

std::string cited(const CapacitySource &source)
{
    return "(" + source.source + ", read " + source.accessedDate + ")";
}

void checkSales(const CapacityFacts &facts, const CapacityUse &use,
                std::vector<CapacityFinding> &findings)
{
    for (const SalesRule &rule : facts.salesRules()) {
        if (rule.instanceType != use.instanceType)
            continue;
        const std::string models = joined(rule.purchaseModels, " or ", modelLabel);
        const std::string regions = joined(rule.regions, ", ", same);
        if (rule.kind == SalesRule::Kind::SoldOnlyIn && rule.coversModel(use.purchaseModel)) {
            if (!use.region) {
                findings.push_back({CapacityAssessment::kRegionUnstated,
                                    use.instanceType + " is sold as " + models + " only in " +
                                        regions + " " + cited(rule.source) +
                                        "; the option names no region, so this is unchecked",
                                    {}});
            } else if (!rule.coversRegion(*use.region)) {
                findings.push_back({CapacityAssessment::kNotSold,
                                    use.instanceType + " is sold as " + models + " only in " +
                                        regions + " " + cited(rule.source) + ", not in " +
                                        *use.region + " as this option buys it",
                                    "not_sold"});
            }
        } else if (rule.kind == SalesRule::Kind::SoldOnlyAs && use.region &&
                   rule.coversRegion(*use.region) && !rule.coversModel(use.purchaseModel)) {
            findings.push_back({CapacityAssessment::kNotSold,
                                "In " + *use.region + ", " + use.instanceType +
                                    " is sold only as " + models + " " + cited(rule.source) +
                                    ", not as " + modelLabel(use.purchaseModel) +
                                    " as this option buys it",
                                "not_sold"});
        }
    }
}

void checkQuota(const CapacityFacts &facts, const CapacityUse &use,
                std::vector<CapacityFinding> &findings)
{
    const ServiceQuota *quota = facts.quotaFor(use.provider, use.instanceType, use.purchaseModel);
    if (!quota)
        return;
    const std::string named =
        "the \"" + quota->name + "\" quota" + (quota->code.empty() ? "" : " (" + quota->code + ")");
    const std::optional<int> vcpus = facts.vcpusOf(use.instanceType);
    if (!vcpus || !use.instancesAtOnce) {
        findings.push_back({CapacityAssessment::kServiceQuota,
                            use.instanceType + " counts against " + named + ", in " + quota->unit +
                                " " + cited(quota->source) + "; check it before the run",
                            {}});
        return;
    }
    const double instances = std::ceil(*use.instancesAtOnce);
    const double needed = instances * *vcpus;
    std::string message = MoneyFormat::number(instances) + " " + use.instanceType +
                          (instances == 1.0 ? " needs " : " at once need ") +
                          MoneyFormat::number(needed) + " " + quota->unit + " of " + named;
    if (quota->defaultValue && *quota->defaultValue < needed) {
        findings.push_back({CapacityAssessment::kServiceQuota,
                            message + ", above its default of " +
                                MoneyFormat::number(*quota->defaultValue) + " " +
                                cited(quota->source) + ": ask for the increase before the run",
                            "quota_below_need"});
        return;
    }
    if (quota->defaultValue)
        return; // within the default: nothing to ask
    findings.push_back({CapacityAssessment::kServiceQuota,
                        message + "; its value is set per account " + cited(quota->source) +
                            ": check it before the run",
                        {}});
}

// The condition the purchase model alone falls under.
std::string purchaseCondition(const std::string &purchaseModel)
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

    std::vector<std::string> conditions{purchaseCondition(use.purchaseModel)};
    if (use.aboveCapacityBlockLimit)
        conditions.push_back("capacity_block_limit");
    for (const CapacityFinding &finding : assessment.findings) {
        if (!finding.condition.empty())
            conditions.push_back(finding.condition);
    }
    const AvailabilityScoreRule *lowest = nullptr;
    for (const std::string &condition : conditions) {
        const AvailabilityScoreRule *rule = facts.scoreRule(condition);
        if (rule && (!lowest || rule->score < lowest->score))
            lowest = rule;
    }
    if (lowest) {
        assessment.score = lowest->score;
        assessment.reason = lowest->reason;
    }
    return assessment;
}

} // namespace acceldecide
