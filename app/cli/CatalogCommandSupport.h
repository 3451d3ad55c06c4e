#pragma once

// The catalog opening shared by `catalog import` and `catalog export`.
#include "app/cli/CliOptions.h"
#include "database/catalog/CatalogEstimator.h"
#include "database/connection/CatalogDatabase.h"

#include <memory>
#include <ostream>
#include <string>

namespace acceldecide::cli::catalogcommand {

// Opens --database PATH, or the user's catalog; prints why on `err` when it cannot.
inline std::unique_ptr<db::CatalogDatabase> openCatalog(const std::string &database,
                                                        std::ostream &err)
{
    const QString path =
        database.empty() ? db::CatalogDatabase::defaultPath() : QString::fromStdString(database);
    auto opened = db::CatalogDatabase::open(path);
    if (!opened) {
        err << "error: " << opened.error().toString().toStdString() << "\n";
        if (opened.error().kind == db::DatabaseError::Kind::Unreachable)
            err << "hint: nothing was written; try again when the server answers, or work "
                   "on a local catalog file (--database PATH; `catalog copy` makes one)\n";
        return nullptr;
    }
    return std::move(opened.value());
}

// Makes the estimator every engine uses the one `catalog` calls for: calibrated on its models
// and the team's own measurements too (CatalogEstimator). For commands that evaluate or read
// scenarios; false, with why on `err`, when the catalog cannot be read.
inline bool useCatalogEstimator(db::CatalogDatabase &catalog, std::ostream &err)
{
    const db::DatabaseStatus used = db::CatalogEstimator::useFrom(catalog.connection());
    if (!used)
        err << "error: " << used.error().toString().toStdString() << "\n";
    return used.ok();
}

} // namespace acceldecide::cli::catalogcommand
