#pragma once

#include "core/export/ResultsWorkbook.h"
#include "database/connection/DatabaseError.h"

#include <QString>

namespace acceldecide::db {

// Renders a ResultsWorkbook with libxlsxwriter: literals as numbers or text, formulas
// with their cached values (the engine's numbers, so the file shows them before any
// recalculation), money as $#,##0.00, hourly rates and unit costs as $0.0000, readable
// column widths and frozen headings. Writes `path` directly; ResultsFileWriter adds the
// write-then-rename that protects an existing file.
class ResultsXlsxWriter
{
public:
    static DatabaseStatus write(const ResultsWorkbook &workbook, const QString &path);
};

} // namespace acceldecide::db
