#pragma once

#include "database/connection/DatabaseError.h"

#include <QDate>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace acceldecide::db {

// What every importer reports: the user sees these numbers after each import.
struct ImportReport
{
    QString source;      // the source row the import was recorded under (title)
    qint64 rowsRead = 0; // data rows seen (not counting preamble/header)
    qint64 rowsImported = 0;
    qint64 rowsSkipped = 0; // filtered out on purpose (not an accelerator family, Windows, ...)
    qint64 rowsRejected = 0;
    QStringList rejections; // "line 12: PricePerUnit: not a number, got \"abc\"" (first 100)
    bool refused = false;   // the file is not of the expected format: nothing was written
    bool cancelled = false; // the user cancelled: nothing was written
    QString message;        // why it was refused, or a one-line summary
    // Filter columns the file lacks (an older AWS price list has no CapacityStatus,
    // say): every row passed those filters.
    QStringList filtersNotInFile;
};

struct ImportOptions
{
    QString region; // keep only this region when set (e.g. "us-east-1")
    // The day the file's data was published, for a file that states none (the Spot
    // Instance Advisor's): when set, it dates the rows instead of the file's modification
    // time, which a copy or a checkout resets.
    QDate observedDate;
    // Called now and then with bytes read so far and the total (0 when unknown).
    std::function<void(qint64 done, qint64 total)> progress;
    // Set from another thread to cancel; the import rolls back and reports cancelled.
    const std::atomic<bool> *cancel = nullptr;
    // A catalog copy: every row is written as it is, with its own id, never matched to a
    // row already there, and any rejected row rolls the whole import back. Otherwise
    // rows already present are skipped and rejected rows reported while the rest is kept.
    bool exactCopy = false;
    // A catalog copy's rows that travel outside the CSV files (decision records, whose
    // PDFs CSV does not carry): written inside the import's transaction after the files'
    // rows and before the commit, so the copy stays one transaction; the rows written
    // count as imported, and an error is a rejection (with exactCopy, nothing is kept).
    std::function<DatabaseResult<qint64>(QSqlDatabase &target)> alsoWrite;
};

} // namespace acceldecide::db
