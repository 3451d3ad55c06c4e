#include "core/capacity/CapacityFacts.h"

#include "core/capacity/CapacityData.h"
#include "core/model/Scenario.h"
#include "core/text/CsvTable.h"

#include <algorithm>
#include <cctype>

namespace acceldecide {

namespace {

struct BuiltIn
{
    std::vector<std::string> errors;
    CapacityFacts facts;
};

const BuiltIn &builtInFacts()
{
    static const BuiltIn table = [] {
        BuiltIn result;
        result.facts = CapacityFacts::parse(
            {capacitydata::salesRulesCsv(), capacitydata::serviceQuotasCsv(),
             capacitydata::instanceVcpusCsv(), capacitydata::availabilityScoresCsv()},
            result.errors);
        return result;
    }();
    return table;
}

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t bar = std::min(text.find('|', start), text.size());
        if (bar > start)
            items.push_back(text.substr(start, bar - start));
        start = bar + 1;
    }
    return items;
}

bool isPurchaseModelName(const std::string &name)
{
    return name == "savings_plan" || name == "reserved" || purchaseModelFromString(name);
}

// The purchase models of a row: each a scenario name or a family, at least one.
std::vector<std::string> purchaseModels(const CsvTable &table, std::size_t row,
                                        std::vector<std::string> &errors)
{
    std::vector<std::string> models = splitList(table.cell(row, "purchase_models"));
    const auto unknown = std::find_if_not(models.begin(), models.end(), isPurchaseModelName);
    if (models.empty() || unknown != models.end()) {
        errors.push_back(table.where(row, "purchase_models") +
                         "expected purchase models separated by |, e.g. "
                         "on_demand|savings_plan|reserved|spot|capacity_block, got \"" +
                         table.cell(row, "purchase_models") + "\"");
        return {};
    }
    return models;
}

// The source columns every table carries; a fact without them is refused.
std::optional<CapacitySource> sourceOf(const CsvTable &table, std::size_t row,
                                       std::vector<std::string> &errors)
{
    CapacitySource source{table.cell(row, "source"),
                          table.cell(row, "source_url"),
                          table.cell(row, "accessed_date"),
                          table.cell(row, "quote"),
                          {}};
    source.citation = "(" + source.source + ", read " + source.accessedDate + ")";
    for (const auto &[column, text] :
         {std::pair{"source", &source.source}, std::pair{"accessed_date", &source.accessedDate},
          std::pair{"quote", &source.quote}}) {
        if (text->empty()) {
            errors.push_back(table.where(row, column) + "empty: every fact names its source");
            return std::nullopt;
        }
    }
    return source;
}

void readSalesRules(std::string_view text, std::vector<SalesRule> &rules,
                    std::vector<std::string> &errors)
{
    const std::optional<CsvTable> table =
        CsvTable::read("sales-rules.csv", text,
                       {"instance_type", "rule", "purchase_models", "regions", "source",
                        "source_url", "accessed_date", "quote"},
                       errors);
    for (std::size_t row = 1; table && row <= table->rowCount(); ++row) {
        SalesRule rule;
        rule.instanceType = table->cell(row, "instance_type");
        const std::string kind = table->cell(row, "rule");
        if (kind != "sold_only_in" && kind != "sold_only_as") {
            errors.push_back(table->where(row, "rule") +
                             "expected sold_only_in or sold_only_as, got \"" + kind + "\"");
            continue;
        }
        rule.kind =
            kind == "sold_only_in" ? SalesRule::Kind::SoldOnlyIn : SalesRule::Kind::SoldOnlyAs;
        rule.purchaseModels = purchaseModels(*table, row, errors);
        rule.regions = splitList(table->cell(row, "regions"));
        if (rule.regions.empty())
            errors.push_back(table->where(row, "regions") + "expected regions separated by |");
        std::optional<CapacitySource> source = sourceOf(*table, row, errors);
        if (rule.instanceType.empty())
            errors.push_back(table->where(row, "instance_type") + "empty");
        if (rule.instanceType.empty() || rule.purchaseModels.empty() || rule.regions.empty() ||
            !source)
            continue;
        rule.source = std::move(*source);
        rules.push_back(std::move(rule));
    }
}

void readQuotas(std::string_view text, std::vector<ServiceQuota> &quotas,
                std::vector<std::string> &errors)
{
    const std::optional<CsvTable> table =
        CsvTable::read("service-quotas.csv", text,
                       {"provider", "families", "purchase_models", "quota_name", "quota_code",
                        "unit", "default_value", "source", "source_url", "accessed_date", "quote"},
                       errors);
    for (std::size_t row = 1; table && row <= table->rowCount(); ++row) {
        ServiceQuota quota{table->cell(row, "provider"),
                           splitList(table->cell(row, "families")),
                           purchaseModels(*table, row, errors),
                           table->cell(row, "quota_name"),
                           table->cell(row, "quota_code"),
                           table->cell(row, "unit"),
                           std::nullopt,
                           {},
                           {}};
        quota.named = "the \"" + quota.name + "\" quota" +
                      (quota.code.empty() ? "" : " (" + quota.code + ")");
        const std::size_t before = errors.size();
        if (!table->cell(row, "default_value").empty())
            quota.defaultValue = table->number(row, "default_value", 0.0, true, errors);
        for (const char *column : {"provider", "families", "quota_name", "unit"}) {
            if (table->cell(row, column).empty())
                errors.push_back(table->where(row, column) + "empty");
        }
        std::optional<CapacitySource> source = sourceOf(*table, row, errors);
        if (errors.size() != before || quota.purchaseModels.empty() || !source)
            continue;
        quota.source = std::move(*source);
        quotas.push_back(std::move(quota));
    }
}

void readVcpus(std::string_view text, std::vector<InstanceVcpus> &vcpus,
               std::vector<std::string> &errors)
{
    const std::optional<CsvTable> table = CsvTable::read(
        "instance-vcpus.csv", text,
        {"instance_type", "vcpus", "source", "source_url", "accessed_date", "quote"}, errors);
    for (std::size_t row = 1; table && row <= table->rowCount(); ++row) {
        const std::optional<int> count = table->integer(row, "vcpus", 1, 100000, errors);
        std::optional<CapacitySource> source = sourceOf(*table, row, errors);
        if (!count || !source)
            continue;
        vcpus.push_back({table->cell(row, "instance_type"), *count, std::move(*source)});
    }
}

void readScores(std::string_view text, std::vector<AvailabilityScoreRule> &scores,
                std::vector<std::string> &errors)
{
    const std::optional<CsvTable> table = CsvTable::read(
        "availability-scores.csv", text, {"condition", "score", "reason", "source"}, errors);
    const std::vector<std::string> &known = CapacityFacts::conditions();
    for (std::size_t row = 1; table && row <= table->rowCount(); ++row) {
        const std::string condition = table->cell(row, "condition");
        const std::optional<int> score = table->integer(row, "score", 1, 5, errors);
        if (std::find(known.begin(), known.end(), condition) == known.end()) {
            errors.push_back(table->where(row, "condition") + "unknown condition \"" + condition +
                             "\"");
            continue;
        }
        if (table->cell(row, "reason").empty() || table->cell(row, "source").empty()) {
            errors.push_back(table->where(row, "reason") + "every score says why and from where");
            continue;
        }
        if (score)
            scores.push_back(
                {condition, *score, table->cell(row, "reason"), table->cell(row, "source")});
    }
    for (const std::string &condition : known) {
        const auto listed = [&](const AvailabilityScoreRule &rule) {
            return rule.condition == condition;
        };
        if (table && std::none_of(scores.begin(), scores.end(), listed))
            errors.push_back("availability-scores.csv: no row for condition \"" + condition + "\"");
    }
}

bool sameText(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) ==
               std::tolower(static_cast<unsigned char>(y));
    });
}

} // namespace

bool SalesRule::coversModel(std::string_view purchaseModel) const
{
    return std::any_of(purchaseModels.begin(), purchaseModels.end(), [&](const std::string &m) {
        return CapacityFacts::modelMatches(m, purchaseModel);
    });
}

bool SalesRule::coversRegion(std::string_view region) const
{
    return std::find(regions.begin(), regions.end(), region) != regions.end();
}

const CapacityFacts &CapacityFacts::builtIn()
{
    return builtInFacts().facts;
}

const std::vector<std::string> &CapacityFacts::builtInErrors()
{
    return builtInFacts().errors;
}

const std::vector<std::string> &CapacityFacts::conditions()
{
    static const std::vector<std::string> names{"not_sold",         "capacity_block_limit",
                                                "quota_below_need", "spot",
                                                "not_reserved",     "reserved_capacity"};
    return names;
}

CapacityFacts CapacityFacts::parse(const Tables &tables, std::vector<std::string> &errors)
{
    CapacityFacts facts;
    readSalesRules(tables.salesRules, facts.m_salesRules, errors);
    readQuotas(tables.serviceQuotas, facts.m_serviceQuotas, errors);
    readVcpus(tables.instanceVcpus, facts.m_vcpus, errors);
    readScores(tables.availabilityScores, facts.m_scoreRules, errors);
    return facts;
}

const ServiceQuota *CapacityFacts::quotaFor(std::string_view provider,
                                            std::string_view instanceType,
                                            std::string_view purchaseModel) const
{
    const std::string family = familyOf(instanceType);
    for (const ServiceQuota &quota : m_serviceQuotas) {
        const bool model = std::any_of(
            quota.purchaseModels.begin(), quota.purchaseModels.end(),
            [&](const std::string &listed) { return modelMatches(listed, purchaseModel); });
        const bool listed =
            std::find(quota.families.begin(), quota.families.end(), family) != quota.families.end();
        if (model && listed && sameText(quota.provider, provider))
            return &quota;
    }
    return nullptr;
}

const InstanceVcpus *CapacityFacts::vcpuFact(std::string_view instanceType) const
{
    const auto found = std::find_if(m_vcpus.begin(), m_vcpus.end(), [&](const InstanceVcpus &v) {
        return v.instanceType == instanceType;
    });
    return found == m_vcpus.end() ? nullptr : &*found;
}

std::optional<int> CapacityFacts::vcpusOf(std::string_view instanceType) const
{
    const InstanceVcpus *fact = vcpuFact(instanceType);
    return fact ? std::optional<int>(fact->vcpus) : std::nullopt;
}

const AvailabilityScoreRule *CapacityFacts::scoreRule(std::string_view condition) const
{
    const auto found = std::find_if(
        m_scoreRules.begin(), m_scoreRules.end(),
        [&](const AvailabilityScoreRule &rule) { return rule.condition == condition; });
    return found == m_scoreRules.end() ? nullptr : &*found;
}

std::string CapacityFacts::familyOf(std::string_view instanceType)
{
    return std::string(instanceType.substr(0, instanceType.find('.')));
}

bool CapacityFacts::modelMatches(std::string_view listed, std::string_view purchaseModel)
{
    if (listed == purchaseModel)
        return true;
    return (listed == "savings_plan" || listed == "reserved") &&
           purchaseModel.substr(0, listed.size()) == listed;
}

} // namespace acceldecide
