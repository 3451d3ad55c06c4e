#include "core/actuals/ChargeKind.h"

namespace acceldecide::actuals {

std::string_view nameOf(ChargeKind kind)
{
    switch (kind) {
    case ChargeKind::OnDemandUsage:
        return "on_demand_usage";
    case ChargeKind::CommittedUsage:
        return "committed_usage";
    case ChargeKind::SpotUsage:
        return "spot_usage";
    case ChargeKind::CapacityBlockFee:
        return "capacity_block_fee";
    case ChargeKind::CommitmentRecurringFee:
        return "commitment_recurring_fee";
    case ChargeKind::CommitmentUpfrontFee:
        return "commitment_upfront_fee";
    case ChargeKind::UnusedCommitment:
        return "unused_commitment";
    case ChargeKind::Credit:
        return "credit";
    case ChargeKind::Refund:
        return "refund";
    case ChargeKind::Tax:
        return "tax";
    }
    return {};
}

std::optional<ChargeKind> chargeKindNamed(std::string_view name)
{
    for (const ChargeKind kind : kAllChargeKinds)
        if (nameOf(kind) == name)
            return kind;
    return std::nullopt;
}

bool isUsage(ChargeKind kind)
{
    return kind == ChargeKind::OnDemandUsage || kind == ChargeKind::CommittedUsage ||
           kind == ChargeKind::SpotUsage;
}

bool isCommitmentCharge(ChargeKind kind)
{
    return kind == ChargeKind::CommitmentRecurringFee || kind == ChargeKind::CommitmentUpfrontFee ||
           kind == ChargeKind::UnusedCommitment;
}

} // namespace acceldecide::actuals
