#pragma once

// The catalog opening shared by `catalog import` and `catalog export`.
#include "app/cli/CliOptions.h"
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

} // namespace acceldecide::cli::catalogcommand
