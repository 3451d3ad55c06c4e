#pragma once

#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace acceldecide::db::test {

// A real PostgreSQL server of the test run's own: initdb into a temporary folder, a free
// port on 127.0.0.1, started with pg_ctl and stopped (and its folder removed) when the
// test program ends. PostgreSQL refuses to run as root, and CI runs as root, so there
// the server runs as the unprivileged system user kUser (created when missing) and the
// folder is handed to it.
//
// Started once, on first use, so a run of only SQLite tests never pays for it. When the
// server binaries are missing or it does not start, error() says why and every
// PostgreSQL test fails with that message: they are never silently skipped.
class PostgresTestServer
{
public:
    static constexpr char kUser[] = "acceldecide-test";
    static constexpr char kSuperuser[] = "postgres";

    // The server of this test program (started on the first call).
    static PostgresTestServer &shared();
    // Stops the shared server if it was started (the test program's end).
    static void stopShared();
    // A server of the caller's own, for a test that kills it (the shared one stays up for
    // everyone else). `settings` are added to the server's -c options; commits are
    // synchronous on it, so a commit the client saw survives the server's death.
    static std::unique_ptr<PostgresTestServer> startOwn(const QString &settings = {});

    ~PostgresTestServer();
    PostgresTestServer(const PostgresTestServer &) = delete;
    PostgresTestServer &operator=(const PostgresTestServer &) = delete;

    bool isRunning() const { return m_running; }
    const QString &error() const { return m_error; }
    int port() const { return m_port; }
    // How long initdb and the start took, for docs/testing.md's figures.
    qint64 startMs() const { return m_startMs; }

    // A new, empty database on the server; its postgresql:// URL connecting as `user`
    // (default: the superuser). Empty, with error() set, when it could not be created.
    QString createDatabase(const QString &user = {});
    // Runs SQL as the superuser in `database`; false (and error() set) when it failed.
    bool execAsSuperuser(const QString &database, const QString &sql);
    QString url(const QString &database, const QString &user = {}) const;

    // The server dies as in a crash: SIGKILL to the postmaster and every process it
    // started, nothing flushed, no shutdown checkpoint. False when it was not running.
    bool kill();
    // Starts it again on the same data folder and port (crash recovery replays the WAL);
    // false with error() set when it does not come up.
    bool restart();

private:
    PostgresTestServer();
    bool start();
    // pg_ctl start on m_dataDir with m_settings, on m_port (a free one when 0).
    bool startServer();
    void stop();
    void dropAdminConnections();
    // Runs a server program (as kUser when we are root); false with m_error set.
    bool runTool(const QString &tool, const QStringList &arguments, int timeoutMs);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_binDir;
    QString m_dataDir;
    bool m_asOtherUser = false;
    bool m_running = false;
    QString m_settings;
    QString m_extraSettings;
    int m_port = 0;
    int m_databases = 0;
    qint64 m_startMs = 0;
    QString m_error;
};

} // namespace acceldecide::db::test
