#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <map>
#include <memory>

namespace acceldecide::db {

// The statements a connection keeps prepared, keyed by their SQL text. Qt's QPSQL
// driver turns prepare() into a PREPARE, exec() into an EXECUTE and a query's end into
// a DEALLOCATE, each a round trip to the server: a statement kept here is prepared once
// per connection and then costs one round trip per run. SQLite keeps its parsed plan.
//
// A server's prepared statements belong to its session, so everything is forgotten
// before the connection closes or reopens (CatalogDatabase::reconnect()) and a statement
// that failed is forgotten too (the session may have gone with it): the next use
// prepares it again. Statements are finished after each use, so none holds a SQLite read
// transaction open between uses.
class PreparedStatements
{
public:
    // More distinct statements than any caller uses; past it everything is prepared anew
    // rather than kept without bound.
    static constexpr std::size_t kCapacity = 64;

    explicit PreparedStatements(QSqlDatabase &connection);
    ~PreparedStatements();
    PreparedStatements(const PreparedStatements &) = delete;
    PreparedStatements &operator=(const PreparedStatements &) = delete;

    // The statement for `sql` (named placeholders), prepared on first use; its column
    // count once it has run. The driver's message when it cannot be prepared.
    struct Statement
    {
        QSqlQuery query;
        int columns = -1; // unknown until the first run
    };
    DatabaseResult<Statement *> get(const QString &sql);
    void forget(const QString &sql);
    void clear();

    // How many statements were prepared since this object was made: each distinct
    // statement once per session, which a test can check.
    int preparations() const { return m_preparations; }

private:
    QSqlDatabase &m_connection;
    std::map<QString, std::unique_ptr<Statement>> m_statements;
    int m_preparations = 0;
};

} // namespace acceldecide::db
