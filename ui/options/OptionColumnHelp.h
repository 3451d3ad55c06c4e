#pragma once

#include <QString>

namespace acceldecide::ui {

// What each column of the options table means, for its header's tooltip: numeric columns
// take core's meaning and valid range (rangeToolTip) and say what an empty cell means;
// the others say what they choose.
class OptionColumnHelp
{
public:
    static QString toolTip(int section);
};

} // namespace acceldecide::ui
