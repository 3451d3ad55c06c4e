#include "database/connection/PreparedStatements.h"

#include <QSqlError>

namespace acceldecide::db {

PreparedStatements::PreparedStatements(QSqlDatabase &connection) : m_connection(connection) {}

PreparedStatements::~PreparedStatements() = default;

DatabaseResult<PreparedStatements::Statement *> PreparedStatements::get(const QString &sql)
{
    if (const auto kept = m_statements.find(sql); kept != m_statements.end())
        return kept->second.get();
    if (m_statements.size() >= kCapacity)
        clear();
    auto statement = std::make_unique<Statement>(Statement{QSqlQuery(m_connection), -1});
    ++m_preparations;
    if (!statement->query.prepare(sql))
        return DatabaseError{{}, {}, {}, statement->query.lastError().text()};
    return m_statements.emplace(sql, std::move(statement)).first->second.get();
}

void PreparedStatements::forget(const QString &sql)
{
    m_statements.erase(sql);
}

void PreparedStatements::clear()
{
    m_statements.clear();
}

} // namespace acceldecide::db
