#include "database/connection/TransactionGuard.h"

#include "database/connection/SqliteErrorKind.h"

#include <QCoreApplication>
#include <QSqlError>

#include <exception>

namespace acceldecide::db {

TransactionGuard::TransactionGuard(QSqlDatabase database)
    : m_database(std::move(database)), m_uncaughtAtStart(std::uncaught_exceptions())
{
    m_began = m_database.transaction();
}

TransactionGuard::~TransactionGuard()
{
    if (!m_began || m_finished)
        return;
    if (m_failed || std::uncaught_exceptions() > m_uncaughtAtStart)
        rollback();
    else
        commit();
}

DatabaseStatus TransactionGuard::commit()
{
    if (!m_began)
        return DatabaseError{
            {},
            {},
            {},
            QCoreApplication::translate("TransactionGuard", "no transaction to commit")};
    if (m_finished)
        return {};
    m_finished = true;
    if (m_failed) {
        m_database.rollback();
        return DatabaseError{{},
                             {},
                             {},
                             QCoreApplication::translate(
                                 "TransactionGuard", "transaction was marked failed; rolled back")};
    }
    if (!m_database.commit()) {
        DatabaseError error =
            sqliteError(m_database.lastError(),
                        QCoreApplication::translate("TransactionGuard", "commit failed"));
        m_database.rollback();
        return error;
    }
    return {};
}

void TransactionGuard::rollback()
{
    if (!m_began || m_finished)
        return;
    m_finished = true;
    m_database.rollback();
}

} // namespace acceldecide::db
