#pragma once

#include "core/actuals/BillRowReading.h"
#include "core/model/Expected.h"
#include "database/connection/DatabaseError.h"

#include <QString>
#include <QStringList>

#include <array>

namespace acceldecide::db {

// What a bill import did: every row of the file is read, used, skipped for a reason or
// rejected with its line.
struct BillImportReport
{
    QString fileName;
    QString fileSha256; // lower-case hex
    actuals::BillFormat format = actuals::BillFormat::Focus;
    qint64 rowsRead = 0;
    qint64 rowsUsed = 0;
    std::array<qint64, 4> rowsSkipped{}; // by SkipReason
    qint64 rowsRejected = 0;
    QStringList rejections; // "line 12: BilledCost \"x\" is not a number" (the first 100)
    qint64 actualRows = 0;  // summed rows written
    // Set when this file was imported before (ISO 8601 UTC): nothing was added.
    QString importedBefore;
    bool cancelled = false; // the user cancelled: nothing was written

    qint64 skipped(actuals::SkipReason reason) const { return rowsSkipped[std::size_t(reason)]; }
    qint64 skippedTotal() const;
    // "120 rows read: 40 used, 78 skipped (60 not compute, ...), 2 rejected." and the like.
    QString summary() const;
};

// Why an import wrote nothing: refused (the file: another format, Parquet, a truncated
// gzip, each named with the column or byte offset) or a database failure.
struct BillImportError
{
    bool refused = true;
    DatabaseError error;
};

using BillImportResult = Expected<BillImportReport, BillImportError>;

} // namespace acceldecide::db
