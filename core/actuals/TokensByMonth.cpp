#include "core/actuals/TokensByMonth.h"

#include "core/actuals/BillColumns.h"
#include "core/actuals/CalendarMonth.h"

namespace acceldecide::actuals {

namespace {

std::string_view trimmedCell(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '"'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '"' || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

std::string quoted(std::string_view text)
{
    return "\"" + std::string(text.substr(0, 40)) + "\"";
}

} // namespace

Expected<std::map<int, double>, std::string> parseTokensByMonth(std::string_view text)
{
    std::map<int, double> tokens;
    int line = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view row = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++line;
        if (trimmedCell(row).empty())
            continue;
        const auto comma = row.find(',');
        const std::string_view month = trimmedCell(row.substr(0, comma));
        const std::string_view count = comma == std::string_view::npos
                                           ? std::string_view()
                                           : trimmedCell(row.substr(comma + 1));
        if (line == 1 && equalsNoCase(month, "month"))
            continue;
        const std::string where = "line " + std::to_string(line) + ": ";
        const auto index = monthIndex(month);
        if (!index)
            return Unexpected<std::string>{where + "month " + quoted(month) + " is not YYYY-MM"};
        const auto value = parseAmount(count);
        if (!value || *value < 0.0)
            return Unexpected<std::string>{where + "tokens " + quoted(count) +
                                           " is not a number of 0 or more"};
        if (!tokens.emplace(*index, *value).second)
            return Unexpected<std::string>{where + "month " + std::string(month) +
                                           " is given twice"};
    }
    return tokens;
}

} // namespace acceldecide::actuals
