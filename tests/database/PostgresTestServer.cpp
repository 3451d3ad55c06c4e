#include "PostgresTestServer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>

namespace acceldecide::db::test {

namespace {

std::unique_ptr<PostgresTestServer> g_shared;

// The newest installed server's programs: $ACCELDECIDE_PG_BINDIR, else Debian's
// /usr/lib/postgresql/<version>/bin, else PATH.
QString findBinDir()
{
    const QString fromEnvironment = qEnvironmentVariable("ACCELDECIDE_PG_BINDIR");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    QDir debian(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = debian.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(versions.begin(), versions.end(),
              [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
    for (const QString &version : versions) {
        const QString bin = debian.filePath(version + QStringLiteral("/bin"));
        if (QFileInfo::exists(bin + QStringLiteral("/initdb")))
            return bin;
    }
    const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
    return initdb.isEmpty() ? QString() : QFileInfo(initdb).absolutePath();
}

// A port nothing listens on now: bind port 0 and keep what the kernel chose.
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

} // namespace

PostgresTestServer &PostgresTestServer::shared()
{
    if (!g_shared) {
        g_shared.reset(new PostgresTestServer());
        g_shared->start();
    }
    return *g_shared;
}

void PostgresTestServer::stopShared()
{
    g_shared.reset();
}

std::unique_ptr<PostgresTestServer> PostgresTestServer::startOwn(const QString &settings)
{
    std::unique_ptr<PostgresTestServer> server(new PostgresTestServer());
    server->m_extraSettings = QStringLiteral("-c synchronous_commit=on ") + settings;
    server->start();
    return server;
}

PostgresTestServer::PostgresTestServer() = default;

PostgresTestServer::~PostgresTestServer()
{
    stop();
}

bool PostgresTestServer::runTool(const QString &tool, const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    const QString program = m_binDir + QLatin1Char('/') + tool;
    if (m_asOtherUser)
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QString::fromLatin1(kUser),
                                  QStringLiteral("--"), program} +
                          arguments);
    else
        process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        m_error = QStringLiteral("%1 failed (%2): %3")
                      .arg(tool, process.errorString(),
                           QString::fromLocal8Bit(process.readAll()).trimmed());
        process.kill();
        process.waitForFinished(1000);
        return false;
    }
    return true;
}

bool PostgresTestServer::start()
{
    QElapsedTimer timer;
    timer.start();
    m_binDir = findBinDir();
    if (m_binDir.isEmpty() || !QFileInfo::exists(m_binDir + QStringLiteral("/postgres"))) {
        m_error = QStringLiteral(
            "the PostgreSQL server programs (initdb, postgres, pg_ctl) were not found in "
            "/usr/lib/postgresql/*/bin, $ACCELDECIDE_PG_BINDIR or PATH; install the Debian "
            "package postgresql (scripts/bootstrap.sh does)");
        return false;
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        m_error = QStringLiteral("the Qt PostgreSQL driver (QPSQL) is not installed; install "
                                 "the Debian package libqt6sql6-psql (scripts/bootstrap.sh does)");
        return false;
    }

    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() +
                                            QStringLiteral("/acceldecide-pg-XXXXXX"));
    if (!m_dir->isValid()) {
        m_error = QStringLiteral("cannot create a temporary folder: ") + m_dir->errorString();
        return false;
    }
    m_dataDir = m_dir->filePath(QStringLiteral("data"));
    if (::geteuid() == 0) {
        // PostgreSQL will not run as root: the server gets a user of its own.
        // Another test program may create it at the same moment, and useradd then fails
        // on the locked /etc/passwd: what counts is that the user exists, so try again
        // for a while.
        for (int attempt = 0; attempt < 50 && !::getpwnam(kUser); ++attempt) {
            if (attempt > 0)
                QThread::msleep(200);
            QProcess::execute(QStringLiteral("useradd"),
                              {QStringLiteral("--system"), QStringLiteral("--no-create-home"),
                               QStringLiteral("--home-dir"), QStringLiteral("/nonexistent"),
                               QStringLiteral("--shell"), QStringLiteral("/usr/sbin/nologin"),
                               QString::fromLatin1(kUser)});
        }
        if (!::getpwnam(kUser)) {
            m_error = QStringLiteral("running as root, and the unprivileged user %1 for the "
                                     "test server could not be created (useradd)")
                          .arg(QString::fromLatin1(kUser));
            return false;
        }
        const passwd *user = ::getpwnam(kUser);
        if (::chown(QFile::encodeName(m_dir->path()).constData(), user->pw_uid, user->pw_gid) !=
            0) {
            m_error = QStringLiteral("cannot hand %1 to the user %2")
                          .arg(m_dir->path(), QString::fromLatin1(kUser));
            return false;
        }
        m_asOtherUser = true;
    }

    if (!runTool(QStringLiteral("initdb"),
                 {QStringLiteral("-D"), m_dataDir, QStringLiteral("-U"),
                  QString::fromLatin1(kSuperuser), QStringLiteral("--auth=trust"),
                  QStringLiteral("--encoding=UTF8"), QStringLiteral("--no-locale"),
                  QStringLiteral("--no-sync")},
                 120000))
        return false;
    // Durability is not what these tests are about; speed is.
    const QString settings = QStringLiteral("-c listen_addresses=127.0.0.1 -c unix_socket_"
                                            "directories='%1' -c fsync=off -c "
                                            "synchronous_commit=off -c full_page_writes=off")
                                 .arg(m_dir->path()) +
                             QLatin1Char(' ') + qEnvironmentVariable("ACCELDECIDE_PG_OPTIONS");
    m_settings = settings + QLatin1Char(' ') + m_extraSettings;
    for (int attempt = 0; attempt < 3 && !m_running; ++attempt) {
        m_port = 0;
        m_running = startServer();
    }
    if (!m_running)
        return false;
    m_error.clear();
    m_startMs = timer.elapsed();
    return true;
}

bool PostgresTestServer::startServer()
{
    if (m_port == 0)
        m_port = freePort();
    const bool started =
        runTool(QStringLiteral("pg_ctl"),
                {QStringLiteral("-D"), m_dataDir, QStringLiteral("-l"),
                 m_dir->filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                 QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"),
                 m_settings + QStringLiteral(" -p %1").arg(m_port), QStringLiteral("start")},
                90000);
    if (!started) {
        QFile log(m_dir->filePath(QStringLiteral("server.log")));
        if (log.open(QIODevice::ReadOnly))
            m_error += QStringLiteral("\nserver log:\n") + QString::fromLocal8Bit(log.readAll());
    }
    return started;
}

bool PostgresTestServer::kill()
{
    if (!m_running)
        return false;
    QFile pidFile(m_dataDir + QStringLiteral("/postmaster.pid"));
    if (!pidFile.open(QIODevice::ReadOnly))
        return false;
    const pid_t postmaster = pid_t(pidFile.readLine().trimmed().toLong());
    if (postmaster <= 0)
        return false;
    // The children first found, then all killed at once: a backend left running would
    // hold the shared memory and keep the restarted server from starting.
    QList<pid_t> children;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool number = false;
        const pid_t pid = pid_t(entry.toLong(&number));
        if (!number)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // "pid (name) state ppid ...": the name may hold spaces, so read after its ')'.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[1].toLong() == postmaster)
            children << pid;
    }
    ::kill(postmaster, SIGKILL);
    for (const pid_t child : children)
        ::kill(child, SIGKILL);
    // Gone when /proc no longer has them (or only as zombies of a dead parent).
    QElapsedTimer waited;
    waited.start();
    children << postmaster;
    while (waited.elapsed() < 10000) {
        const bool anyLeft = std::any_of(children.begin(), children.end(), [](pid_t pid) {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!stat.open(QIODevice::ReadOnly))
                return false;
            const QByteArray line = stat.readAll();
            return !line.mid(line.lastIndexOf(')') + 2).startsWith('Z');
        });
        if (!anyLeft)
            break;
        ::usleep(20000);
    }
    // The lock files name the dead postmaster; a zombie of it (where nothing reaps it)
    // would still look alive to the next one, which would then refuse to start.
    QFile::remove(m_dataDir + QStringLiteral("/postmaster.pid"));
    QFile::remove(m_dir->filePath(QStringLiteral(".s.PGSQL.%1.lock").arg(m_port)));
    m_running = false;
    return true;
}

bool PostgresTestServer::restart()
{
    dropAdminConnections();
    m_error.clear();
    m_running = startServer();
    return m_running;
}

void PostgresTestServer::dropAdminConnections()
{
    const QString prefix = QStringLiteral("pg-test-admin-%1-").arg(m_port);
    for (const QString &name : QSqlDatabase::connectionNames()) {
        if (name.startsWith(prefix))
            QSqlDatabase::removeDatabase(name);
    }
}

void PostgresTestServer::stop()
{
    if (!m_running)
        return;
    dropAdminConnections();
    // ACCELDECIDE_PG_LOG=FILE keeps the server's log (start it with log_statement=all
    // through ACCELDECIDE_PG_OPTIONS to see every statement).
    if (const QString keep = qEnvironmentVariable("ACCELDECIDE_PG_LOG"); !keep.isEmpty())
        QFile::copy(m_dir->filePath(QStringLiteral("server.log")), keep);
    runTool(QStringLiteral("pg_ctl"),
            {QStringLiteral("-D"), m_dataDir, QStringLiteral("-m"), QStringLiteral("immediate"),
             QStringLiteral("-w"), QStringLiteral("stop")},
            60000);
    m_running = false;
}

QString PostgresTestServer::url(const QString &database, const QString &user) const
{
    return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3")
        .arg(user.isEmpty() ? QString::fromLatin1(kSuperuser) : user)
        .arg(m_port)
        .arg(database);
}

bool PostgresTestServer::execAsSuperuser(const QString &database, const QString &sql)
{
    if (!m_running)
        return false;
    const QString name = QStringLiteral("pg-test-admin-%1-%2").arg(m_port).arg(database);
    {
        QSqlDatabase connection = QSqlDatabase::contains(name)
                                      ? QSqlDatabase::database(name)
                                      : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        if (!connection.isOpen()) {
            connection.setHostName(QStringLiteral("127.0.0.1"));
            connection.setPort(m_port);
            connection.setUserName(QString::fromLatin1(kSuperuser));
            connection.setDatabaseName(database);
            if (!connection.open()) {
                m_error = connection.lastError().text();
                return false;
            }
        }
        QSqlQuery query(connection);
        if (!query.exec(sql)) {
            m_error = sql + QStringLiteral(": ") + query.lastError().text();
            return false;
        }
    }
    return true;
}

QString PostgresTestServer::createDatabase(const QString &user)
{
    const QString name = QStringLiteral("catalog_%1_%2").arg(::getpid()).arg(++m_databases);
    if (!execAsSuperuser(QStringLiteral("postgres"),
                         QStringLiteral("CREATE DATABASE %1 TEMPLATE template0").arg(name)))
        return {};
    return url(name, user);
}

} // namespace acceldecide::db::test
