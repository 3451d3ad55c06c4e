#pragma once

#include <QVariant>

#include <optional>

namespace acceldecide::ui {

// What an editable table cell received, read the same way by every model: a number typed
// the way people type it -- the C locale first (what spin boxes and scenario files use),
// then the user's own ("2,5" in German) -- never NaN or infinity. The way cells display a
// figure reads back too: "$47.50", "40 $/h", "40 %".
class CellInput
{
public:
    static bool isNumberType(const QVariant &value);
    static std::optional<double> number(const QVariant &value);
    // Nothing typed (an empty or all-blank text, or no value at all).
    static bool isBlank(const QVariant &value);
};

} // namespace acceldecide::ui
