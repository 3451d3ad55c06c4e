#pragma once

#include "core/actuals/BillLine.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::actuals {

// Reads the tags cell both exports write: a JSON object ({"user:project": "llm-train"})
// whose values are text, numbers or booleans (kept as their JSON text) or null (no tag).
// An empty cell is no tags; anything else is nullopt, for the caller to reject the line. The text
// is data: parsed, never evaluated.
std::optional<std::vector<BillTag>> parseTagsCell(std::string_view cell);
// The same through the JSON parser whatever the cell: parseTagsCell reads the common
// cells (a flat object of plain text) without it and gives the same result.
std::optional<std::vector<BillTag>> parseTagsJson(std::string_view cell);

// The key a user types for a bill's tag key: AWS writes user-defined tags as "user:key"
// in FOCUS and "user_key" in CUR 2.0, so `--tag project=x` means either.
std::string plainTagKey(std::string_view key);

// Whether `tags` hold `key` (compared as plainTagKey) with exactly `value`.
bool hasTag(const std::vector<BillTag> &tags, std::string_view key, std::string_view value);

// The tags as one JSON object, keys sorted: how the catalog stores them.
std::string tagsJson(const std::vector<BillTag> &tags);

} // namespace acceldecide::actuals
