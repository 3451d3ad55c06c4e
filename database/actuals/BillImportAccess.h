#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace acceldecide::db {

// Whether this session may import a bill, asked before the file is read: on a team
// server a viewer may not, and a bill of several GB would otherwise be read to the end
// only for its first INSERT to be refused with the server's bare "permission denied".
class BillImportAccess
{
    Q_DECLARE_TR_FUNCTIONS(BillImportAccess)

public:
    // Why not, naming the table and the role that may write it; nullopt when it may (a
    // catalog file always may: a read-only one is its caller's to say).
    static std::optional<QString> whyCannotImport(QSqlDatabase &database);
};

} // namespace acceldecide::db
