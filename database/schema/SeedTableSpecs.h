#pragma once

#include <vector>

// The seed files and how their columns map to the catalog's tables: one entry per
// file, in load order (referenced tables first). Internal to SeedDataLoader.
namespace acceldecide::db::seed {

enum class Kind
{
    Text,
    Real,
    Integer,
    Reference
};

struct ColumnSpec
{
    const char *csvName;
    const char *column;
    Kind kind = Kind::Text;
    const char *referencedTable = nullptr;
};

struct TableSpec
{
    const char *file;
    const char *table;
    std::vector<ColumnSpec> columns;
    // A user row may already hold this natural key; the seed row then yields to it
    // and references to the seed key resolve to the user's row.
    std::vector<const char *> naturalKey;
};

// The one seed file not in the seed format (ModelSeedRows reads it).
inline constexpr char kModelsFile[] = "models.csv";

const std::vector<TableSpec> &tableSpecs();

} // namespace acceldecide::db::seed
