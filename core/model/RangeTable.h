#pragma once

#include "core/model/FieldRange.h"

#include <span>
#include <string>
#include <string_view>

namespace acceldecide {

class RangeTable
{
public:
    static std::span<const FieldRange> all();
    // Lookup by generic path ("options[].migration.weeks"); nullptr when unknown.
    static const FieldRange *find(std::string_view genericPath);
    // "options[3].migration.weeks" and "options.trn3.migration.weeks" both become
    // "options[].migration.weeks"; "criteria[0].weight" becomes "criteria[].weight".
    static std::string genericPath(std::string_view path);
    // find(genericPath(path)) for a parameter path ("options.trn3.migration.weeks",
    // "workload.runs"), without building the generic path: sensitivity asks for every
    // input of every evaluation.
    static const FieldRange *findFor(std::string_view path);
    // The table as Markdown, for docs/scenario-format.md (a test keeps the two identical).
    static std::string markdown();
};

} // namespace acceldecide
