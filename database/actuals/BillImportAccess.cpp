#include "database/actuals/BillImportAccess.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"
#include "database/server/ServerRoles.h"

#include <QSqlQuery>
#include <QVariant>

namespace acceldecide::db {

std::optional<QString> BillImportAccess::whyCannotImport(QSqlDatabase &database)
{
    if (!SqlDialect::of(database).isPostgreSql())
        return std::nullopt;
    using schema::name;
    // Every table an import writes, in the order it writes them.
    for (const char *table : {schema::billImports::kTable, schema::actuals::kTable,
                              schema::commitmentCoverage::kTable}) {
        QSqlQuery query(database);
        query.prepare(QStringLiteral("SELECT has_table_privilege(?, 'INSERT')"));
        query.addBindValue(name(table));
        // A check that cannot run says nothing: the import's own write will say why.
        if (!query.exec() || !query.next() || query.value(0).toBool())
            continue;
        return tr("your role may not import bills on this server: writing %1 needs the role "
                  "%2 (ask a member of %3 to grant it)")
            .arg(name(table), ServerRoles::roleToWrite(name(table)),
                 QString::fromLatin1(ServerRoles::kAdmin));
    }
    return std::nullopt;
}

} // namespace acceldecide::db
