#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace acceldecide::actuals {

// The month,tokens CSV that parseTokensByMonth (TokensByMonth.h) reads back to the same
// map: a header, then one month a line, oldest first, each count exact.
std::string tokensByMonthCsv(const std::map<int, double> &tokensByMonth);

// A token count as a person types one: "1000000000", "1,000,000,000", "1 000 000 000",
// "1e9", or with a suffix of thousands, millions or billions ("2.5M", "1 B"). nullopt for
// anything else, a negative count or an empty text.
std::optional<double> parseTokenCount(std::string_view text);

} // namespace acceldecide::actuals
