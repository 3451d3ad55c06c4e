#pragma once

#include "database/connection/DatabaseError.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

namespace acceldecide::db {

// Decision records from one catalog into another, as a whole-catalog copy takes them:
// every row with its id, its `supersedes` link, its PDF bytes and their hash exactly as
// they are. The records travel apart from the catalog CSV files because a PDF does not
// belong in CSV; copying only ever inserts, which the table's update-refusing trigger
// allows.
class DecisionCopy
{
    Q_DECLARE_TR_FUNCTIONS(DecisionCopy)

public:
    // Inserts every record of `source` into `target` inside the caller's transaction on
    // `target`, oldest id first so that each `supersedes` names a row already copied;
    // the ids `target` generates next follow the copied ones. Returns the rows written;
    // the first row that cannot be written is the error (naming its id), and the caller
    // rolls back.
    static DatabaseResult<qint64> copy(QSqlDatabase &source, QSqlDatabase &target);
    // The table's columns in schema order, id first; `withReport` false leaves out the
    // PDF bytes (what the catalog CSV export lists).
    static QStringList columns(bool withReport = true);
};

} // namespace acceldecide::db
