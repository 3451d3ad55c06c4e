#pragma once

// Argument and catalog helpers shared by `catalog import` and `catalog export`.
#include "app/cli/CliOptions.h"
#include "database/CatalogDatabase.h"

#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli::catalogcommand {

// Matches "--name value" and "--name=value", advancing `index` past a separate value.
// Returns false when arguments[index] is not this option; sets *error when the value
// is missing or empty.
inline bool takeOption(const std::vector<std::string_view> &arguments, std::size_t &index,
                       std::string_view name, std::string *value, std::string *error)
{
    const std::string_view argument = arguments[index];
    if (argument.size() > name.size() && argument.substr(0, name.size()) == name &&
        argument[name.size()] == '=') {
        *value = std::string(argument.substr(name.size() + 1));
    } else if (argument == name) {
        if (index + 1 >= arguments.size()) {
            *error = std::string(name) + " needs a value";
            return true;
        }
        *value = std::string(arguments[++index]);
    } else {
        return false;
    }
    if (value->empty())
        *error = std::string(name) + " needs a non-empty value";
    return true;
}

// Opens --database PATH, or the user's catalog; prints why on `err` when it cannot.
inline std::unique_ptr<db::CatalogDatabase> openCatalog(const std::string &database,
                                                        std::ostream &err)
{
    const QString path =
        database.empty() ? db::CatalogDatabase::defaultPath() : QString::fromStdString(database);
    auto opened = db::CatalogDatabase::open(path);
    if (!opened) {
        err << "error: " << opened.error().toString().toStdString() << "\n";
        return nullptr;
    }
    return std::move(opened.value());
}

} // namespace acceldecide::cli::catalogcommand
