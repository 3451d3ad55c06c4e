#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace acceldecide::actuals {

// A calendar month as the bill and the plan name it, "2026-03", counted from year 0 so
// that months can be subtracted; nullopt for any other text.
inline std::optional<int> monthIndex(std::string_view month)
{
    if (month.size() != 7 || month[4] != '-')
        return std::nullopt;
    int year = 0;
    for (int i = 0; i < 4; ++i) {
        if (month[i] < '0' || month[i] > '9')
            return std::nullopt;
        year = year * 10 + (month[i] - '0');
    }
    if (month[5] < '0' || month[5] > '1' || month[6] < '0' || month[6] > '9')
        return std::nullopt;
    const int number = (month[5] - '0') * 10 + (month[6] - '0');
    if (number < 1 || number > 12)
        return std::nullopt;
    return year * 12 + number - 1;
}

inline std::string monthName(int index)
{
    const int year = index / 12;
    const int number = index % 12 + 1;
    std::string text = std::to_string(year);
    while (text.size() < 4)
        text.insert(text.begin(), '0');
    text += number < 10 ? "-0" : "-";
    text += std::to_string(number);
    return text;
}

} // namespace acceldecide::actuals
