#pragma once

#include <cstddef>

namespace acceldecide {

// Where the "Monthly" sheet puts each figure. The layout is fixed so that the Key figures
// sheet (whose TCO reads the last cumulative cost) can reference it before it is built,
// while the Monthly sheet reads the Key figures: each includes this, not the other.
struct WorkbookMonthlyLayout
{
    static int row(int month) { return month; } // row 0 holds the headings
    static int monthlyColumn(std::size_t option) { return 1 + 2 * static_cast<int>(option); }
    static int cumulativeColumn(std::size_t option) { return 2 + 2 * static_cast<int>(option); }
    // Options whose compute changes month to month (a usage pattern, a commitment) get a
    // compute column after every option's pair.
    static int computeColumn(std::size_t option, std::size_t optionCount)
    {
        return 1 + 2 * static_cast<int>(optionCount) + static_cast<int>(option);
    }

    // With credits, each option's credits spent per month, after the compute columns.
    static int creditsColumn(std::size_t option, std::size_t optionCount)
    {
        return 1 + 3 * static_cast<int>(optionCount) + static_cast<int>(option);
    }
};

} // namespace acceldecide
