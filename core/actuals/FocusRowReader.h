#pragma once

#include "core/actuals/BillColumns.h"
#include "core/actuals/BillRowReading.h"

#include <string_view>
#include <vector>

namespace acceldecide::actuals {

// Reads rows of a FOCUS export (FinOps Open Cost and Usage Specification 1.0 to 1.2) as
// AWS Data Exports writes it: FOCUS has no instance-type column, so the instance type is
// taken from the usage type ("USE1-BoxUsage:p5.48xlarge"), AWS's x_UsageType in its FOCUS
// 1.0 export and SkuMeter in its 1.2 export, one of which is required.
class FocusRowReader
{
public:
    explicit FocusRowReader(const std::vector<std::string_view> &header);

    const BillColumns &columns() const { return m_columns; }
    // The first column the header lacks that this format needs; nullopt when it has all.
    std::optional<std::string> missingColumn() const;
    // The service column (x_ServiceCode, else ServiceName) when the header has one: a row
    // whose service is not compute is skipped unread.
    std::optional<ComputeColumn> computeColumn() const;
    BillRowReading read(const std::vector<std::string_view> &row) const;

private:
    BillRowReading readUsage(const std::vector<std::string_view> &row, BillLine line) const;
    BillRowReading readPurchase(const std::vector<std::string_view> &row, BillLine line) const;
    bool isCompute(const std::vector<std::string_view> &row) const;
    std::string_view usageType(const std::vector<std::string_view> &row) const;

    BillColumns m_columns;
};

} // namespace acceldecide::actuals
