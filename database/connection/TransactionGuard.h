#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

namespace acceldecide::db {

// RAII transaction (KMyMoney style): begins on construction and, at scope end,
// commits unless fail() was called or an exception is unwinding, in which case it
// rolls back. commit() commits early and reports a failed COMMIT as a value.
class TransactionGuard
{
public:
    explicit TransactionGuard(QSqlDatabase database);
    ~TransactionGuard();
    TransactionGuard(const TransactionGuard &) = delete;
    TransactionGuard &operator=(const TransactionGuard &) = delete;

    bool began() const { return m_began; }
    // Marks the transaction for rollback at scope end.
    void fail() { m_failed = true; }
    DatabaseStatus commit();
    void rollback();

private:
    QSqlDatabase m_database;
    bool m_began = false;
    bool m_failed = false;
    bool m_finished = false;
    int m_uncaughtAtStart = 0;
};

} // namespace acceldecide::db
