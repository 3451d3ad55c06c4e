#pragma once

#include "database/connection/DatabaseError.h"
#include "database/connection/PreparedStatements.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace acceldecide::db {

class CatalogDatabase;

// The catalog reads of one price resolution. Options of a scenario mostly share
// instance types and regions, and the resolution asks the same questions for each (the
// type's id, its newest on-demand price, the other sources' prices): here each distinct
// statement with the same bound values runs once, its rows kept for the rest of the
// resolution, so a 12-option scenario on two instance types costs the statements of
// two. The catalog is only read meanwhile, so a kept answer is what running the
// statement again would give. Make one per resolution: rows are never kept longer.
//
// Statements run through the catalog's PreparedStatements (prepared once per
// connection); over a bare connection, through statements of this object's own.
// Values are always bound, never written into the SQL text.
class CatalogLookups
{
public:
    using Rows = std::vector<QVariantList>;
    using Bindings = std::vector<std::pair<QString, QVariant>>;

    explicit CatalogLookups(CatalogDatabase &catalog);
    explicit CatalogLookups(QSqlDatabase &connection);
    ~CatalogLookups();
    CatalogLookups(const CatalogLookups &) = delete;
    CatalogLookups &operator=(const CatalogLookups &) = delete;

    // Every row of `sql` (named placeholders) with `bindings`, every column in the
    // SELECT's order. An error holds the driver's message.
    DatabaseResult<const Rows *> select(const QString &sql, const Bindings &bindings);

    // The instance type named `name`: one row (id, accelerator_unit, provider) of the
    // lowest id with that name, none when the catalog does not know it.
    DatabaseResult<const Rows *> instanceType(const std::string &name);

    // How many statements reached the database (answers kept are not counted).
    int statementsRun() const { return m_statementsRun; }

private:
    std::unique_ptr<PreparedStatements> m_own;
    PreparedStatements &m_statements;
    std::map<QString, Rows> m_rows;
    int m_statementsRun = 0;
};

} // namespace acceldecide::db
