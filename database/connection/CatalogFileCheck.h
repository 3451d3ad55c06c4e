#pragma once

#include "database/connection/DatabaseError.h"

#include <QString>

namespace acceldecide::db {

// Looks at a catalog file's bytes before SQLite touches it, so that a file which is
// not a catalog is refused with a precise reason instead of being "opened" as a new,
// empty database and written over: an empty file, random bytes, a text or ZIP file,
// and a SQLite file cut short (a truncated copy or download) all stop here.
class CatalogFileCheck
{
public:
    // What the file looked like.
    struct Findings
    {
        bool exists = false;
        bool writeProtected = false; // the file or its folder has no write permission
    };

    // Empty result: the file is missing (a new catalog will be created) or starts like
    // a SQLite database of the length its header states. Otherwise a NotACatalog or
    // Damaged error naming the file and what is wrong with it.
    static DatabaseResult<Findings> inspect(const QString &path);
};

} // namespace acceldecide::db
