#include "core/actuals/Cur2RowReader.h"

#include "core/actuals/BillTags.h"

#include <cmath>

namespace acceldecide::actuals {

namespace {

enum Column : std::size_t
{
    LineItemType,
    UsageStartDate,
    UsageAccountId,
    ProductCode,
    UsageType,
    UsageAmount,
    UnblendedCost,
    kRequired,
    NetUnblendedCost = kRequired,
    InstanceType,
    RegionCode,
    PricingTerm,
    SavingsPlanArn,
    SavingsPlanEffectiveCost,
    SavingsPlanTotalCommitment,
    SavingsPlanUsedCommitment,
    ReservationArn,
    ReservationEffectiveCost,
    ReservationUnusedUpfront,
    ReservationUnusedRecurring,
    ResourceTags,
};

const std::vector<std::string_view> kNames = {
    "line_item_line_item_type",
    "line_item_usage_start_date",
    "line_item_usage_account_id",
    "line_item_product_code",
    "line_item_usage_type",
    "line_item_usage_amount",
    "line_item_unblended_cost",
    "line_item_net_unblended_cost",
    "product_instance_type",
    "product_region_code",
    "pricing_term",
    "savings_plan_savings_plan_a_r_n",
    "savings_plan_savings_plan_effective_cost",
    "savings_plan_total_commitment_to_date",
    "savings_plan_used_commitment",
    "reservation_reservation_a_r_n",
    "reservation_effective_cost",
    "reservation_unused_amortized_upfront_fee_for_billing_period",
    "reservation_unused_recurring_fee",
    "resource_tags",
};

std::string quoted(std::string_view column, std::string_view value)
{
    return std::string(column) + " \"" + std::string(value.substr(0, 80)) + "\"";
}

// An optional money column: empty is nothing; anything else must be a number.
bool amountOr0(const BillColumns &columns, const std::vector<std::string_view> &row,
               std::size_t column, double &value, std::string &rejection)
{
    const std::string_view text = columns.field(row, column);
    if (text.empty()) {
        value = 0.0;
        return true;
    }
    const auto parsed = parseAmount(text);
    if (!parsed) {
        rejection = quoted(kNames[column], text) + " is not a number";
        return false;
    }
    value = *parsed;
    return true;
}

// Two finite amounts whose difference or sum is not: a plan's commitment of 1.7e308 less
// a use of -1.7e308 left an infinite unused part (fuzz_cur2_bill checks that every line
// it reads is finite).
BillRowReading outOfRange(Column first, const char *operation, Column second)
{
    return BillRowReading::rejected(std::string(kNames[first]) + operation +
                                    std::string(kNames[second]) + " is beyond a double's range");
}

// A savings plan's negation cancels covered usage's on-demand equivalent, which is never
// read; the discount lines are in the usage lines' net cost. Names compared whole:
// "DiscountedUsage" (reservation-covered usage) must not match.
bool countedElsewhere(std::string_view type)
{
    for (const std::string_view name :
         {"SavingsPlanNegation", "BundledDiscount", "EdpDiscount", "PrivateRateDiscount",
          "SppDiscount", "DistributorDiscount", "Discount"})
        if (equalsNoCase(type, name))
            return true;
    return false;
}

// Compute is EC2 and what a compute savings plan charges; every other product code is
// another service's line.
bool isComputeProduct(std::string_view productCode)
{
    return equalsNoCase(productCode, "AmazonEC2") ||
           equalsNoCase(productCode, "ComputeSavingsPlans");
}

} // namespace

Cur2RowReader::Cur2RowReader(const std::vector<std::string_view> &header)
    : m_columns(header, kNames, kRequired)
{}

std::optional<ComputeColumn> Cur2RowReader::computeColumn() const
{
    // "null" reads as empty (BillColumns::field), which is not compute either.
    return ComputeColumn{m_columns.index(ProductCode), &isComputeProduct};
}

BillRowReading Cur2RowReader::read(const std::vector<std::string_view> &row) const
{
    const std::string_view type = m_columns.field(row, LineItemType);
    const bool tax = equalsNoCase(type, "Tax");
    if (!isComputeProduct(m_columns.field(row, ProductCode)))
        return BillRowReading::skipped(SkipReason::NotCompute);
    if (countedElsewhere(type))
        return BillRowReading::skipped(SkipReason::CountedElsewhere);
    BillLine line;
    line.provider = "AWS";
    const std::string_view start = m_columns.field(row, UsageStartDate);
    const auto month = monthOf(start);
    if (!month)
        return BillRowReading::rejected(quoted(kNames[UsageStartDate], start) + " is not a date");
    line.month = *month;
    const std::string_view unblended = m_columns.field(row, UnblendedCost);
    const auto unblendedUsd = parseAmount(unblended);
    if (!unblendedUsd)
        return BillRowReading::rejected(quoted(kNames[UnblendedCost], unblended) +
                                        " is not a number");
    // The net cost holds the discounts (EDP, private rates) whose own lines are skipped.
    std::string rejection;
    double net = 0.0;
    if (!amountOr0(m_columns, row, NetUnblendedCost, net, rejection))
        return BillRowReading::rejected(rejection);
    const bool hasNet = !m_columns.field(row, NetUnblendedCost).empty();
    line.billedUsd = hasNet ? net : *unblendedUsd;
    line.effectiveUsd = line.billedUsd;
    line.account = std::string(m_columns.field(row, UsageAccountId));
    line.region = std::string(m_columns.field(row, RegionCode));
    const std::string_view instance = m_columns.field(row, InstanceType);
    line.instanceType = std::string(
        instance.empty() ? instanceTypeInUsageType(m_columns.field(row, UsageType)) : instance);
    const std::string_view tags = m_columns.field(row, ResourceTags);
    const auto parsedTags = parseTagsCell(tags);
    if (!parsedTags)
        return BillRowReading::rejected(quoted(kNames[ResourceTags], tags) +
                                        " is not a JSON object of text");
    line.tags = *parsedTags;

    BillRowReading reading;
    if (equalsNoCase(type, "Usage") || equalsNoCase(type, "SavingsPlanCoveredUsage") ||
        equalsNoCase(type, "DiscountedUsage"))
        return readUsage(row, std::move(line), type);
    if (tax)
        line.kind = ChargeKind::Tax;
    else if (equalsNoCase(type, "Credit"))
        line.kind = ChargeKind::Credit;
    else if (equalsNoCase(type, "Refund"))
        line.kind = ChargeKind::Refund;
    else
        return readFee(row, std::move(line), type);
    reading.lines.push_back(std::move(line));
    return reading;
}

BillRowReading Cur2RowReader::readUsage(const std::vector<std::string_view> &row, BillLine line,
                                        std::string_view type) const
{
    const std::string_view amount = m_columns.field(row, UsageAmount);
    const auto hours = amount.empty() ? std::optional<double>(0.0) : parseAmount(amount);
    if (!hours)
        return BillRowReading::rejected(quoted(kNames[UsageAmount], amount) + " is not a number");
    line.instanceHours = *hours;
    BillRowReading reading;
    std::string rejection;
    if (equalsNoCase(type, "SavingsPlanCoveredUsage")) {
        // Billed through the plan's fee; its own cost column is the on-demand equivalent
        // the negation line cancels.
        line.kind = ChargeKind::CommittedUsage;
        line.commitmentId = std::string(m_columns.field(row, SavingsPlanArn));
        line.billedUsd = 0.0;
        if (!amountOr0(m_columns, row, SavingsPlanEffectiveCost, line.effectiveUsd, rejection))
            return BillRowReading::rejected(rejection);
    } else if (equalsNoCase(type, "DiscountedUsage")) {
        line.kind = ChargeKind::CommittedUsage;
        line.commitmentId = std::string(m_columns.field(row, ReservationArn));
        line.billedUsd = 0.0;
        if (!amountOr0(m_columns, row, ReservationEffectiveCost, line.effectiveUsd, rejection))
            return BillRowReading::rejected(rejection);
    } else if (equalsNoCase(m_columns.field(row, PricingTerm), "Spot") ||
               containsNoCase(m_columns.field(row, UsageType), "SpotUsage")) {
        line.kind = ChargeKind::SpotUsage;
    } else {
        line.kind = ChargeKind::OnDemandUsage;
    }
    if (line.kind == ChargeKind::CommittedUsage)
        reading.coverage = CommitmentCoverage{line.month, line.commitmentId, line.effectiveUsd};
    reading.lines.push_back(std::move(line));
    return reading;
}

BillRowReading Cur2RowReader::readFee(const std::vector<std::string_view> &row, BillLine line,
                                      std::string_view type) const
{
    BillRowReading reading;
    std::string rejection;
    double unusedUsd = 0.0;
    if (equalsNoCase(type, "SavingsPlanRecurringFee") ||
        equalsNoCase(type, "SavingsPlanUpfrontFee")) {
        line.commitmentId = std::string(m_columns.field(row, SavingsPlanArn));
        line.kind = equalsNoCase(type, "SavingsPlanUpfrontFee")
                        ? ChargeKind::CommitmentUpfrontFee
                        : ChargeKind::CommitmentRecurringFee;
        double total = 0.0;
        double used = 0.0;
        if (!amountOr0(m_columns, row, SavingsPlanTotalCommitment, total, rejection) ||
            !amountOr0(m_columns, row, SavingsPlanUsedCommitment, used, rejection))
            return BillRowReading::rejected(rejection);
        if (line.kind == ChargeKind::CommitmentRecurringFee)
            unusedUsd = std::max(0.0, total - used);
        if (!std::isfinite(unusedUsd))
            return outOfRange(SavingsPlanTotalCommitment, " less ", SavingsPlanUsedCommitment);
    } else if (equalsNoCase(type, "RIFee")) {
        line.commitmentId = std::string(m_columns.field(row, ReservationArn));
        line.kind = ChargeKind::CommitmentRecurringFee;
        double upfront = 0.0;
        double recurring = 0.0;
        if (!amountOr0(m_columns, row, ReservationUnusedUpfront, upfront, rejection) ||
            !amountOr0(m_columns, row, ReservationUnusedRecurring, recurring, rejection))
            return BillRowReading::rejected(rejection);
        unusedUsd = upfront + recurring;
        if (!std::isfinite(unusedUsd))
            return outOfRange(ReservationUnusedUpfront, " plus ", ReservationUnusedRecurring);
    } else if (equalsNoCase(type, "Fee")) {
        if (containsNoCase(m_columns.field(row, UsageType), "CapacityBlock")) {
            line.kind = ChargeKind::CapacityBlockFee;
        } else {
            line.commitmentId = std::string(m_columns.field(row, ReservationArn));
            line.kind = ChargeKind::CommitmentUpfrontFee;
        }
    } else {
        return BillRowReading::rejected(quoted(kNames[LineItemType], type) +
                                        " is not a line item type CUR 2.0 documents");
    }
    // A commitment's fee is spread over the usage it covers (that usage's effective
    // cost holds it), so the fee itself costs nothing more; a Capacity Block's fee is
    // the block's whole cost.
    if (line.kind != ChargeKind::CapacityBlockFee)
        line.effectiveUsd = 0.0;
    BillLine unused = line;
    reading.lines.push_back(std::move(line));
    if (unusedUsd > 0.0) {
        unused.kind = ChargeKind::UnusedCommitment;
        unused.billedUsd = 0.0;
        unused.effectiveUsd = unusedUsd;
        reading.lines.push_back(std::move(unused));
    }
    return reading;
}

} // namespace acceldecide::actuals
