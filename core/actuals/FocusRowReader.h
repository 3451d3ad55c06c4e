#pragma once

#include "core/actuals/BillColumns.h"
#include "core/actuals/BillRowReading.h"

#include <string_view>
#include <vector>

namespace acceldecide::actuals {

// Reads rows of a FOCUS export (FinOps Open Cost and Usage Specification 1.0 to 1.2) as
// AWS Data Exports writes it: FOCUS has no instance-type column, so the instance type is
// taken from AWS's x_UsageType ("USE1-BoxUsage:p5.48xlarge"), which is required.
class FocusRowReader
{
public:
    explicit FocusRowReader(const std::vector<std::string_view> &header);

    const BillColumns &columns() const { return m_columns; }
    BillRowReading read(const std::vector<std::string_view> &row) const;

private:
    BillRowReading readUsage(const std::vector<std::string_view> &row, BillLine line) const;
    BillRowReading readPurchase(const std::vector<std::string_view> &row, BillLine line) const;
    bool isCompute(const std::vector<std::string_view> &row) const;

    BillColumns m_columns;
};

} // namespace acceldecide::actuals
