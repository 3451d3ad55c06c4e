#include "PostgresTestServer.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

namespace {

// Stops the PostgreSQL test server, if a test started it, before the program ends.
class PostgresServerEnvironment : public ::testing::Environment
{
public:
    void TearDown() override { acceldecide::db::test::PostgresTestServer::stopShared(); }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::AddGlobalTestEnvironment(new PostgresServerEnvironment);
    return RUN_ALL_TESTS();
}
