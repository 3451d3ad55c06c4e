#pragma once

#include <QString>

#include <string_view>

namespace acceldecide::ui {

// core hands out UTF-8 std::string and std::string_view; widgets take QString. Short on
// purpose: it wraps almost every text a panel shows.
inline QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace acceldecide::ui
