#pragma once

#include "core/export/WorkbookSheet.h"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace acceldecide {

// Where the per-option figures sit on the "Key figures" sheet: one row per figure
// ("monthly_compute", "one_time", "port_months", ...), one column per option.
struct KeyFiguresLayout
{
    std::map<std::string, int> rows;
    std::vector<int> columns; // per option, in option order
    int baselineColumn = 0;

    // "'Key figures'!$D$12": the figure `key` of option `option`, from another sheet.
    std::string reference(std::size_t option, const std::string &key) const
    {
        return WorkbookSheet::reference(WorkbookSheet::kKeyFiguresName, rows.at(key),
                                        columns.at(option));
    }
};

} // namespace acceldecide
