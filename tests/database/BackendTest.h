#pragma once

// Running one database test against both backends: TEST_P over SqlDialect::Backend,
// instantiated with ACCELDECIDE_ON_EVERY_BACKEND(Suite). A PostgreSQL case gets a new
// database on the test run's own server (PostgresTestServer) and fails, saying why,
// when that server is not there.
#include "PostgresTestServer.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/SqlDialect.h"

#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace acceldecide::db::test {

// A new, empty catalog location on `backend`: a file in `dir`, or a fresh server
// database. Empty, with the test failed and the reason given, when there is none.
inline QString newCatalogLocation(const QTemporaryDir &dir, SqlDialect::Backend backend,
                                  const QString &user = {})
{
    if (backend == SqlDialect::Backend::Sqlite)
        return dir.filePath(QStringLiteral("catalog.sqlite"));
    PostgresTestServer &server = PostgresTestServer::shared();
    if (!server.isRunning()) {
        ADD_FAILURE() << "PostgreSQL test server: " << server.error().toStdString();
        return {};
    }
    const QString url = server.createDatabase(user);
    if (url.isEmpty())
        ADD_FAILURE() << "PostgreSQL test database: " << server.error().toStdString();
    return url;
}

inline std::string backendName(const ::testing::TestParamInfo<SqlDialect::Backend> &info)
{
    return info.param == SqlDialect::Backend::Sqlite ? "Sqlite" : "PostgreSql";
}

class BackendTest : public ::testing::TestWithParam<SqlDialect::Backend>
{
protected:
    bool onPostgreSql() const { return GetParam() == SqlDialect::Backend::PostgreSql; }
    // A new location on this test's backend (see newCatalogLocation).
    QString newLocation() { return newCatalogLocation(m_dir, GetParam()); }

    QTemporaryDir m_dir;
};

} // namespace acceldecide::db::test

// Instantiates a BackendTest suite once per backend: Backends/Suite.Test/Sqlite and
// Backends/Suite.Test/PostgreSql.
#define ACCELDECIDE_ON_EVERY_BACKEND(Suite)                                                        \
    INSTANTIATE_TEST_SUITE_P(                                                                      \
        Backends, Suite,                                                                           \
        ::testing::Values(::acceldecide::db::SqlDialect::Backend::Sqlite,                          \
                          ::acceldecide::db::SqlDialect::Backend::PostgreSql),                     \
        ::acceldecide::db::test::backendName)
