#pragma once

#include <optional>
#include <string_view>

namespace acceldecide::actuals {

// What a line of a cloud bill is, once the two export formats are read into one model.
// Usage kinds carry instance-hours; fee, waste, credit, refund and tax kinds carry money
// only. A savings plan's negation lines (CUR) are never a kind: they cancel the covered
// usage's on-demand-equivalent cost, which this model never counts in the first place.
enum class ChargeKind
{
    OnDemandUsage,
    CommittedUsage, // usage a savings plan or a reservation covered
    SpotUsage,
    CapacityBlockFee,       // an EC2 Capacity Block's reservation fee, charged at purchase
    CommitmentRecurringFee, // a savings plan's or reservation's monthly fee
    CommitmentUpfrontFee,   // its upfront payment
    UnusedCommitment,       // the part of a commitment's fee no usage used: stranded
    Credit,
    Refund,
    Tax,
};

inline constexpr ChargeKind kAllChargeKinds[] = {
    ChargeKind::OnDemandUsage,
    ChargeKind::CommittedUsage,
    ChargeKind::SpotUsage,
    ChargeKind::CapacityBlockFee,
    ChargeKind::CommitmentRecurringFee,
    ChargeKind::CommitmentUpfrontFee,
    ChargeKind::UnusedCommitment,
    ChargeKind::Credit,
    ChargeKind::Refund,
    ChargeKind::Tax,
};

// "on_demand_usage", "committed_usage", ...: the names the catalog stores and JSON shows.
std::string_view nameOf(ChargeKind kind);
std::optional<ChargeKind> chargeKindNamed(std::string_view name);
// Whether the kind's quantity is instance-hours of running instances.
bool isUsage(ChargeKind kind);
// Whether the line is what a commitment costs (fees and what they strand) rather than
// running instances: spread over the instances the commitment covered.
bool isCommitmentCharge(ChargeKind kind);

} // namespace acceldecide::actuals
