#include "ui/catalog/PasswordKeyring.h"

#ifdef ACCELDECIDE_HAS_KEYCHAIN
#include <qt6keychain/keychain.h>

#include <QEventLoop>
#endif

namespace acceldecide::ui {

namespace {

#ifdef ACCELDECIDE_HAS_KEYCHAIN
const QString kService = QStringLiteral("AccelDecide team catalog");

// QtKeychain's jobs are asynchronous; the dialog needs the answer before it goes on, and
// a keyring answers in milliseconds (or fails at once when there is none).
void runToCompletion(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
}
#endif

} // namespace

bool PasswordKeyring::isAvailable()
{
#ifdef ACCELDECIDE_HAS_KEYCHAIN
    return true;
#else
    return false;
#endif
}

QString PasswordKeyring::unavailableReason()
{
    return tr("This AccelDecide was built without keyring support (QtKeychain), so a "
              "password is used for this connection only. libpq also reads it from "
              "PGPASSWORD or ~/.pgpass.");
}

std::optional<QString> PasswordKeyring::read(const QString &url)
{
#ifdef ACCELDECIDE_HAS_KEYCHAIN
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(url);
    runToCompletion(job);
    if (job.error() != QKeychain::NoError || job.textData().isEmpty())
        return std::nullopt;
    return job.textData();
#else
    Q_UNUSED(url)
    return std::nullopt;
#endif
}

std::optional<QString> PasswordKeyring::store(const QString &url, const QString &password)
{
#ifdef ACCELDECIDE_HAS_KEYCHAIN
    QKeychain::WritePasswordJob job(kService);
    job.setKey(url);
    job.setTextData(password);
    runToCompletion(job);
    if (job.error() != QKeychain::NoError)
        return tr("The password could not be remembered: %1").arg(job.errorString());
    return std::nullopt;
#else
    Q_UNUSED(url)
    Q_UNUSED(password)
    return unavailableReason();
#endif
}

void PasswordKeyring::forget(const QString &url)
{
#ifdef ACCELDECIDE_HAS_KEYCHAIN
    QKeychain::DeletePasswordJob job(kService);
    job.setKey(url);
    runToCompletion(job);
#else
    Q_UNUSED(url)
#endif
}

} // namespace acceldecide::ui
