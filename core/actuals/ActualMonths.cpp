#include "core/actuals/ActualMonths.h"

#include "core/actuals/BillTags.h"
#include "core/actuals/CalendarMonth.h"

#include <nlohmann/json.hpp>

namespace acceldecide::actuals {

namespace {

std::optional<PurchaseGroup> groupOf(ChargeKind kind)
{
    switch (kind) {
    case ChargeKind::OnDemandUsage:
        return PurchaseGroup::OnDemand;
    case ChargeKind::CommittedUsage:
        return PurchaseGroup::Commitment;
    case ChargeKind::SpotUsage:
        return PurchaseGroup::Spot;
    case ChargeKind::CapacityBlockFee:
        return PurchaseGroup::CapacityBlock;
    default:
        return std::nullopt;
    }
}

std::vector<BillTag> tagsOf(const std::string &json)
{
    return parseTagsCell(json).value_or(std::vector<BillTag>{});
}

using CommitmentMonth = std::pair<std::string, int>; // commitment id, month

// Each commitment's kept covered cost and all it covered, by month and over all months.
struct CoverageShares
{
    std::map<CommitmentMonth, double> kept;
    std::map<CommitmentMonth, double> all;
    std::map<std::string, double> keptEver;
    std::map<std::string, double> allEver;

    double share(const std::string &commitment, int month) const
    {
        const auto all = this->all.find({commitment, month});
        if (all != this->all.end() && all->second > 0.0) {
            const auto kept = this->kept.find({commitment, month});
            return kept == this->kept.end() ? 0.0 : kept->second / all->second;
        }
        const auto ever = allEver.find(commitment);
        if (ever == allEver.end() || !(ever->second > 0.0))
            return 0.0;
        const auto keptEver = this->keptEver.find(commitment);
        return keptEver == this->keptEver.end() ? 0.0 : keptEver->second / ever->second;
    }
};

CoverageShares coverageShares(const std::vector<ActualRow> &rows,
                              const std::vector<CommitmentCoverage> &coverage)
{
    CoverageShares shares;
    for (const ActualRow &row : rows) {
        const auto month = monthIndex(row.month);
        if (row.kind != ChargeKind::CommittedUsage || row.commitmentId.empty() || !month)
            continue;
        shares.kept[{row.commitmentId, *month}] += row.effectiveUsd;
        shares.keptEver[row.commitmentId] += row.effectiveUsd;
    }
    for (const CommitmentCoverage &covered : coverage) {
        const auto month = monthIndex(covered.month);
        if (!month)
            continue;
        shares.all[{covered.commitmentId, *month}] += covered.effectiveUsd;
        shares.allEver[covered.commitmentId] += covered.effectiveUsd;
    }
    return shares;
}

} // namespace

std::vector<ActualRow> rowsWithTag(const std::vector<ActualRow> &rows, const BillTag &tag)
{
    std::vector<ActualRow> kept;
    for (const ActualRow &row : rows) {
        const std::vector<BillTag> tags = tagsOf(row.tagsJson);
        if (tags.empty() ? !isUsage(row.kind) : hasTag(tags, tag.first, tag.second))
            kept.push_back(row);
    }
    return kept;
}

std::map<int, ActualMonth> actualMonths(const std::vector<ActualRow> &rows,
                                        const std::vector<CommitmentCoverage> &coverage,
                                        const PlannedMonths &plan)
{
    const CoverageShares shares = coverageShares(rows, coverage);
    std::map<int, ActualMonth> months;
    for (const ActualRow &row : rows) {
        const auto index = monthIndex(row.month);
        if (!index)
            continue;
        ActualMonth &month = months[*index];
        month.billedUsd += row.billedUsd;
        const auto group = groupOf(row.kind);
        if (group) {
            month.acceleratorHours += row.acceleratorHours;
            month.usageUsd += row.effectiveUsd;
            if (row.instanceType == plan.instanceType && *group == plan.purchase) {
                month.matchedHours += row.acceleratorHours;
                month.matchedUsd += row.effectiveUsd;
            }
            if (row.kind == ChargeKind::CommittedUsage) {
                month.committedHours += row.acceleratorHours;
                month.committedUsd += row.effectiveUsd;
            }
        } else if (row.kind == ChargeKind::UnusedCommitment) {
            month.strandedUsd += row.effectiveUsd * shares.share(row.commitmentId, *index);
        } else if (row.kind == ChargeKind::Credit || row.kind == ChargeKind::Refund) {
            month.creditsUsd += row.effectiveUsd;
        } else if (row.kind == ChargeKind::Tax) {
            month.taxUsd += row.effectiveUsd;
        }
    }
    return months;
}

} // namespace acceldecide::actuals
