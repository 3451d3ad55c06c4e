#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

namespace acceldecide::db {

// One imported bill as `acceldecide-cli actuals list` shows it: the file, how it was read
// and what its summed rows come to.
struct BillImportSummary
{
    qint64 id = 0;
    QString fileName; // the bill's own text: shown as text, escaped in JSON
    QString format;   // core's name: "focus" or "cur2"
    QString importedAt;
    QString importedBy; // empty when the catalog did not know who
    qint64 rowsRead = 0;
    qint64 rowsUsed = 0;
    qint64 rowsSkipped = 0;
    qint64 rowsRejected = 0;
    QStringList months;        // "2026-03", ... the months its summed rows fall in, in order
    double effectiveUsd = 0.0; // its summed rows' effective cost, as stored
};

// The bills imported into a catalog (schema::billImports), oldest first, with the months
// and effective cost of their rows (schema::actuals). The same statements on SQLite and
// PostgreSQL: the months come from a second query rather than group_concat/string_agg,
// which the two spell differently.
class BillImportList
{
public:
    static DatabaseResult<std::vector<BillImportSummary>> read(QSqlDatabase &database);
};

} // namespace acceldecide::db
