#pragma once

#include <QString>

namespace acceldecide {
struct FieldRange;
}

namespace acceldecide::ui {

// The tooltip of an input for one field of core's range table: its meaning and its valid
// values, worded as docs/scenario-format.md's "Valid ranges" table words them ("Training runs
// within the horizon (may be fractional).\nValid: > 0.000001 and <= 1000000 runs.").
QString rangeToolTip(const FieldRange &range);

// The same for a generic path ("options[].migration.weeks"); empty for a path the range
// table does not know.
QString rangeToolTip(const char *genericPath);

} // namespace acceldecide::ui
