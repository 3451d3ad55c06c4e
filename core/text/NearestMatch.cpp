#include "core/text/NearestMatch.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace acceldecide {

namespace {

char lower(char c)
{
    return char(std::tolower(static_cast<unsigned char>(c)));
}

} // namespace

std::size_t NearestMatch::distance(std::string_view a, std::string_view b)
{
    // One row of the dynamic-programming table at a time.
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            const std::size_t substitution =
                diagonal + (lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1);
            row[j] = std::min({above + 1, row[j - 1] + 1, substitution});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::optional<std::string> NearestMatch::find(std::string_view typed,
                                              const std::vector<std::string> &known,
                                              std::size_t maxDistance)
{
    if (typed.empty())
        return std::nullopt;
    const std::size_t limit = std::min(maxDistance, (typed.size() - 1) / 3);
    std::optional<std::string> best;
    std::size_t bestDistance = limit + 1;
    for (const std::string &candidate : known) {
        const std::size_t d = distance(typed, candidate);
        if (d == 0)
            return std::nullopt; // known already
        if (d < bestDistance) {
            bestDistance = d;
            best = candidate;
        }
    }
    return best;
}

} // namespace acceldecide
