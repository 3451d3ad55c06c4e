#pragma once

#include "core/export/ResultsWorkbook.h"
#include "database/connection/DatabaseError.h"

#include <QString>

#include <optional>

namespace acceldecide::db {

// Writes a ResultsWorkbook to a file whose extension picks the format: ".csv"
// (ResultsCsv) or ".xlsx" (ResultsXlsxWriter), case-insensitively. The file is written
// under a temporary name in the same directory and renamed over `path` only once it is
// complete, so a failed export leaves an existing file exactly as it was and never leaves
// a half-written one behind. Shared by `acceldecide-cli export` and File > Export Results.
class ResultsFileWriter
{
public:
    enum class Format
    {
        Csv,
        Xlsx
    };

    // The format for `path`'s extension, or nullopt when it is neither.
    static std::optional<Format> formatFor(const QString &path);
    // Why `path` cannot be exported to ("unknown extension \".txt\"..."), or empty.
    static DatabaseStatus checkPath(const QString &path);
    static DatabaseStatus write(const ResultsWorkbook &workbook, const QString &path);
};

} // namespace acceldecide::db
