#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// RFC 4180 text (quoted fields, doubled quotes, CRLF or LF) into rows of fields, for
// the small data tables compiled into core (resources/profile/*.csv). Blank lines are
// skipped. An unterminated quote is an error: parse() then returns false and says
// where in `error`.
class CsvText
{
public:
    using Row = std::vector<std::string>;

    static bool parse(std::string_view text, std::vector<Row> &rows, std::string &error);
};

} // namespace acceldecide
