#include "database/actuals/AcceleratedInstanceQuery.h"

#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acceldecide::db {

DatabaseResult<actuals::AcceleratedInstances> acceleratedInstances(QSqlDatabase &database)
{
    using schema::name;
    namespace it = schema::instanceTypes;
    namespace ac = schema::accelerators;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    const QString sql =
        QStringLiteral("SELECT i.%1, i.%2, a.%3 FROM %4 i JOIN %5 a ON i.%6 = a.%7 WHERE i.%2 > 0")
            .arg(name(it::kName), name(it::kAcceleratorsPerInstance), name(ac::kStack),
                 name(it::kTable), name(ac::kTable), name(it::kAcceleratorId), name(schema::kId));
    if (!query.exec(sql))
        return DatabaseError{name(it::kTable), {}, {}, query.lastError().text()};
    actuals::AcceleratedInstances instances;
    while (query.next())
        instances[query.value(0).toString().toStdString()] = {
            query.value(2).toString().toStdString(), query.value(1).toInt()};
    return instances;
}

} // namespace acceldecide::db
