#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Where a fact comes from: the page, the day it was read, and its own words.
struct CapacitySource
{
    std::string source; // a short title
    std::string url;    // empty for a seed article, which has none
    std::string accessedDate;
    std::string quote;
    // "(title, read date)", as a finding cites it: written once, when the table is read.
    std::string citation;
};

// How a provider sells an instance type, as it says so itself (resources/capacity/
// sales-rules.csv). Purchase models are the scenario's names (on_demand, spot,
// capacity_block, ...) or a family of them (savings_plan, reserved).
struct SalesRule
{
    enum class Kind
    {
        // The listed purchase models of this type are sold in the listed regions only.
        SoldOnlyIn,
        // In the listed regions, this type is sold as the listed purchase models only.
        SoldOnlyAs,
    };
    std::string instanceType;
    Kind kind = Kind::SoldOnlyIn;
    std::vector<std::string> purchaseModels;
    std::vector<std::string> regions;
    CapacitySource source;

    bool coversModel(std::string_view purchaseModel) const;
    bool coversRegion(std::string_view region) const;
};

// A service quota that caps how much of a family an account may run at once, counted in
// `unit` (AWS counts its EC2 instance quotas in vCPUs).
struct ServiceQuota
{
    std::string provider;
    std::vector<std::string> families; // instance families, the names before the dot
    std::vector<std::string> purchaseModels;
    std::string name;
    std::string code;
    std::string unit;
    std::optional<double> defaultValue; // unset: the provider states none
    CapacitySource source;
    // 'the "Running On-Demand P instances" quota (L-...)', as a finding names it.
    std::string named;
};

struct InstanceVcpus
{
    std::string instanceType;
    int vcpus = 0;
    CapacitySource source;
};

// One condition of the availability score and the score it gives (availability-scores.csv).
struct AvailabilityScoreRule
{
    std::string condition;
    int score = 0;
    std::string reason;
    std::string source;
};

// The capacity tables, parsed. The built-in tables are compiled in; parse() reads others
// (tests), naming every problem with the file, line and column.
class CapacityFacts
{
public:
    struct Tables
    {
        std::string_view salesRules;
        std::string_view serviceQuotas;
        std::string_view instanceVcpus;
        std::string_view availabilityScores;
    };

    static const CapacityFacts &builtIn();
    static const std::vector<std::string> &builtInErrors();
    static CapacityFacts parse(const Tables &tables, std::vector<std::string> &errors);

    // The conditions the availability score knows, in the order they are checked.
    static const std::vector<std::string> &conditions();

    const std::vector<SalesRule> &salesRules() const { return m_salesRules; }
    const std::vector<ServiceQuota> &serviceQuotas() const { return m_serviceQuotas; }

    // The quota an instance type of `provider` bought as `purchaseModel` counts against.
    const ServiceQuota *quotaFor(std::string_view provider, std::string_view instanceType,
                                 std::string_view purchaseModel) const;
    std::optional<int> vcpusOf(std::string_view instanceType) const;
    const InstanceVcpus *vcpuFact(std::string_view instanceType) const;
    const AvailabilityScoreRule *scoreRule(std::string_view condition) const;

    // "trn2" for "trn2.48xlarge", "p5e" for "p5e.48xlarge": the name before the dot.
    static std::string familyOf(std::string_view instanceType);
    // Whether `family` (savings_plan, reserved) or the exact name matches `purchaseModel`.
    static bool modelMatches(std::string_view listed, std::string_view purchaseModel);

private:
    std::vector<SalesRule> m_salesRules;
    std::vector<ServiceQuota> m_serviceQuotas;
    std::vector<InstanceVcpus> m_vcpus;
    std::vector<AvailabilityScoreRule> m_scoreRules;
};

} // namespace acceldecide
