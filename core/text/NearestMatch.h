#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// The known name a mistyped one was most likely meant to be ("p5.48xlrge" ->
// "p5.48xlarge"), by edit distance, ignoring case. Only a close name is offered: at most
// `maxDistance` single-character insertions, deletions or substitutions, and fewer than a
// third of the typed name's characters, so a genuinely different name gets no suggestion.
// nullopt when `typed` is itself known (any case) or nothing is close.
class NearestMatch
{
public:
    static std::optional<std::string> find(std::string_view typed,
                                           const std::vector<std::string> &known,
                                           std::size_t maxDistance = 3);

    // Levenshtein distance between the two texts, ignoring ASCII case.
    static std::size_t distance(std::string_view a, std::string_view b);
};

} // namespace acceldecide
