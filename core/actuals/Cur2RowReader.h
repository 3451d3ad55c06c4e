#pragma once

#include "core/actuals/BillColumns.h"
#include "core/actuals/BillRowReading.h"

#include <string_view>
#include <vector>

namespace acceldecide::actuals {

// Reads rows of an AWS Cost and Usage Report 2.0 export. Each line item type becomes a
// charge kind; a savings plan's negation lines are skipped, since covered usage is read
// at its effective cost (never at the on-demand equivalent they cancel); a fee row also
// states what the commitment left unused, which becomes its own line.
class Cur2RowReader
{
public:
    explicit Cur2RowReader(const std::vector<std::string_view> &header);

    const BillColumns &columns() const { return m_columns; }
    std::optional<std::string> missingColumn() const { return m_columns.firstMissing(); }
    // The product code: a row whose product is not compute is skipped unread.
    std::optional<ComputeColumn> computeColumn() const;
    BillRowReading read(const std::vector<std::string_view> &row) const;

private:
    BillRowReading readUsage(const std::vector<std::string_view> &row, BillLine line,
                             std::string_view type) const;
    BillRowReading readFee(const std::vector<std::string_view> &row, BillLine line,
                           std::string_view type) const;

    BillColumns m_columns;
};

} // namespace acceldecide::actuals
