#include "core/actuals/FocusRowReader.h"

#include "core/actuals/BillTags.h"

namespace acceldecide::actuals {

namespace {

// The columns read, the required ones first (their order is the order named when missing).
enum Column : std::size_t
{
    ChargeCategory,
    ChargePeriodStart,
    BilledCost,
    EffectiveCost,
    ConsumedQuantity,
    kRequired,
    XUsageType = kRequired, // FOCUS 1.0 as AWS exports it
    SkuMeter,               // FOCUS 1.2: AWS moved the usage type here
    ChargeClass,
    ChargeFrequency,
    CommitmentDiscountId,
    CommitmentDiscountStatus,
    PricingCategory,
    ConsumedUnit,
    SubAccountId,
    BillingAccountId,
    RegionId,
    ServiceName,
    XServiceCode,
    Tags,
    ProviderName,
    ServiceProviderName,
};

const std::vector<std::string_view> kNames = {
    "ChargeCategory",
    "ChargePeriodStart",
    "BilledCost",
    "EffectiveCost",
    "ConsumedQuantity",
    "x_UsageType",
    "SkuMeter",
    "ChargeClass",
    "ChargeFrequency",
    "CommitmentDiscountId",
    "CommitmentDiscountStatus",
    "PricingCategory",
    "ConsumedUnit",
    "SubAccountId",
    "BillingAccountId",
    "RegionId",
    "ServiceName",
    "x_ServiceCode",
    "Tags",
    "ProviderName",
    "ServiceProviderName",
};

std::string quoted(std::string_view column, std::string_view value)
{
    return std::string(column) + " \"" + std::string(value.substr(0, 80)) + "\"";
}

bool isHours(std::string_view unit)
{
    return unit.empty() || equalsNoCase(unit, "Hrs") || equalsNoCase(unit, "Hours") ||
           equalsNoCase(unit, "Hour") || equalsNoCase(unit, "Hr");
}

bool isComputeServiceCode(std::string_view code)
{
    return equalsNoCase(code, "AmazonEC2") || equalsNoCase(code, "ComputeSavingsPlans");
}

bool isComputeServiceName(std::string_view service)
{
    return containsNoCase(service, "Elastic Compute Cloud") ||
           containsNoCase(service, "Savings Plans");
}

} // namespace

FocusRowReader::FocusRowReader(const std::vector<std::string_view> &header)
    : m_columns(header, kNames, kRequired)
{}

std::optional<std::string> FocusRowReader::missingColumn() const
{
    if (const auto missing = m_columns.firstMissing())
        return missing;
    if (!m_columns.has(XUsageType) && !m_columns.has(SkuMeter))
        return std::string("x_UsageType (FOCUS 1.0) or SkuMeter (FOCUS 1.2)");
    return std::nullopt;
}

std::string_view FocusRowReader::usageType(const std::vector<std::string_view> &row) const
{
    return m_columns.has(XUsageType) ? m_columns.field(row, XUsageType)
                                     : m_columns.field(row, SkuMeter);
}

bool FocusRowReader::isCompute(const std::vector<std::string_view> &row) const
{
    if (m_columns.has(XServiceCode))
        return isComputeServiceCode(m_columns.field(row, XServiceCode));
    if (m_columns.has(ServiceName))
        return isComputeServiceName(m_columns.field(row, ServiceName));
    return true;
}

std::optional<ComputeColumn> FocusRowReader::computeColumn() const
{
    // The column isCompute() reads; "null" reads as empty, which is not compute either.
    if (m_columns.has(XServiceCode))
        return ComputeColumn{m_columns.index(XServiceCode), &isComputeServiceCode};
    if (m_columns.has(ServiceName))
        return ComputeColumn{m_columns.index(ServiceName), &isComputeServiceName};
    return std::nullopt;
}

BillRowReading FocusRowReader::read(const std::vector<std::string_view> &row) const
{
    if (!isCompute(row))
        return BillRowReading::skipped(SkipReason::NotCompute);
    BillLine line;
    const std::string_view period = m_columns.field(row, ChargePeriodStart);
    const auto month = monthOf(period);
    if (!month)
        return BillRowReading::rejected(quoted("ChargePeriodStart", period) + " is not a date");
    line.month = *month;
    const std::string_view billed = m_columns.field(row, BilledCost);
    const std::string_view effective = m_columns.field(row, EffectiveCost);
    const auto billedUsd = parseAmount(billed);
    if (!billedUsd)
        return BillRowReading::rejected(quoted("BilledCost", billed) + " is not a number");
    const auto effectiveUsd = parseAmount(effective);
    if (!effectiveUsd)
        return BillRowReading::rejected(quoted("EffectiveCost", effective) + " is not a number");
    line.billedUsd = *billedUsd;
    line.effectiveUsd = *effectiveUsd;
    const std::string_view provider = m_columns.has(ServiceProviderName)
                                          ? m_columns.field(row, ServiceProviderName)
                                          : m_columns.field(row, ProviderName);
    line.provider = provider.empty() ? "AWS" : std::string(provider);
    const std::string_view sub = m_columns.field(row, SubAccountId);
    line.account = std::string(sub.empty() ? m_columns.field(row, BillingAccountId) : sub);
    line.region = std::string(m_columns.field(row, RegionId));
    line.instanceType = std::string(instanceTypeInUsageType(usageType(row)));
    line.commitmentId = std::string(m_columns.field(row, CommitmentDiscountId));
    const std::string_view tags = m_columns.field(row, Tags);
    const auto parsedTags = parseTagsCell(tags);
    if (!parsedTags)
        return BillRowReading::rejected(quoted("Tags", tags) + " is not a JSON object of text");
    line.tags = *parsedTags;

    const std::string_view category = m_columns.field(row, ChargeCategory);
    const bool tax = equalsNoCase(category, "Tax");
    // FOCUS puts a refund in the category of what it refunds, as a negative correction of
    // an earlier period's charge.
    const bool refund = !tax && line.billedUsd < 0.0 &&
                        equalsNoCase(m_columns.field(row, ChargeClass), "Correction");
    if (equalsNoCase(category, "Usage") && !refund)
        return readUsage(row, std::move(line));
    if (equalsNoCase(category, "Purchase") && !refund)
        return readPurchase(row, std::move(line));
    BillRowReading reading;
    if (tax)
        line.kind = ChargeKind::Tax;
    else if (refund)
        line.kind = ChargeKind::Refund;
    // An adjustment (FOCUS 1.0 on: neither a credit nor a refund, e.g. rounding) is money
    // the bill gives or takes outside usage, as a credit is.
    else if (equalsNoCase(category, "Credit") || equalsNoCase(category, "Adjustment"))
        line.kind = ChargeKind::Credit;
    else
        return BillRowReading::rejected(quoted("ChargeCategory", category) +
                                        " is not Usage, Purchase, Tax, Credit or Adjustment");
    reading.lines.push_back(std::move(line));
    return reading;
}

BillRowReading FocusRowReader::readUsage(const std::vector<std::string_view> &row,
                                         BillLine line) const
{
    const std::string_view status = m_columns.field(row, CommitmentDiscountStatus);
    BillRowReading reading;
    if (equalsNoCase(status, "Unused")) {
        line.kind = ChargeKind::UnusedCommitment;
        reading.lines.push_back(std::move(line));
        return reading;
    }
    const std::string_view unit = m_columns.field(row, ConsumedUnit);
    if (!isHours(unit))
        return BillRowReading::skipped(SkipReason::NotCompute);
    const std::string_view quantity = m_columns.field(row, ConsumedQuantity);
    const auto hours = quantity.empty() ? std::optional<double>(0.0) : parseAmount(quantity);
    if (!hours)
        return BillRowReading::rejected(quoted("ConsumedQuantity", quantity) + " is not a number");
    line.instanceHours = *hours;
    const std::string_view type = usageType(row);
    const std::string_view pricing = m_columns.field(row, PricingCategory);
    // "Commitment-Based" is FOCUS 1.0-preview's name for "Committed".
    if (!line.commitmentId.empty() || equalsNoCase(status, "Used") ||
        equalsNoCase(pricing, "Committed") || equalsNoCase(pricing, "Commitment-Based")) {
        line.kind = ChargeKind::CommittedUsage;
        reading.coverage = CommitmentCoverage{line.month, line.commitmentId, line.effectiveUsd};
    } else if (equalsNoCase(pricing, "Dynamic") || containsNoCase(type, "SpotUsage")) {
        // Spot: "Dynamic" since FOCUS 1.0-preview.
        line.kind = ChargeKind::SpotUsage;
    } else {
        line.kind = ChargeKind::OnDemandUsage;
    }
    reading.lines.push_back(std::move(line));
    return reading;
}

BillRowReading FocusRowReader::readPurchase(const std::vector<std::string_view> &row,
                                            BillLine line) const
{
    BillRowReading reading;
    if (containsNoCase(usageType(row), "CapacityBlock")) {
        line.kind = ChargeKind::CapacityBlockFee;
        // The block's fee is its whole cost, whatever the export amortises.
        line.effectiveUsd = line.billedUsd;
    } else if (equalsNoCase(m_columns.field(row, ChargeFrequency), "One-Time")) {
        line.kind = ChargeKind::CommitmentUpfrontFee;
    } else {
        line.kind = ChargeKind::CommitmentRecurringFee;
    }
    reading.lines.push_back(std::move(line));
    return reading;
}

} // namespace acceldecide::actuals
