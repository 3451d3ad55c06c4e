#pragma once

#include "database/schema/SeedCsv.h"

#include <QString>

#include <optional>

namespace acceldecide::db {

// resources/performance/models.csv as the seed loader reads it. The file is the model
// shapes' one copy, kept in the columns the throughput model's readers know (`id`, and
// each model's source by URL, title and access date) rather than the seed files'
// conventions; this turns it into seed rows: the models with seed_key `model:<id>` and a
// source_key, and one source per distinct URL (`source:model:<url>`, a vendor's claim of
// provider-page standing: the publisher's own configuration or paper).
struct ModelSeedRows
{
    SeedCsv sources;              // sources.csv's columns
    SeedCsv models;               // seed_key, model_id, the shapes, source_key
    std::optional<QString> error; // names the line and the field
    int errorLine = 0;

    static ModelSeedRows from(const SeedCsv &file);
};

} // namespace acceldecide::db
