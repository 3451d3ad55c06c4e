#include "database/connection/CatalogBackups.h"

#include "database/connection/SqliteBackup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace acceldecide::db {

namespace {

const QString kStampFormat = QStringLiteral("yyyyMMdd-HHmmss-zzz");
// The companion files SQLite keeps beside a WAL-mode database.
const QStringList kCompanions = {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")};

DatabaseError restoreError(const QString &message)
{
    DatabaseError error{{}, {}, {}, message};
    error.kind = DatabaseError::Kind::BackupFailed;
    return error;
}

} // namespace

CatalogBackups::CatalogBackups(QString catalogPath, int keep)
    : m_catalogPath(std::move(catalogPath)), m_keep(std::max(1, keep))
{}

QString CatalogBackups::folder() const
{
    return m_catalogPath + QStringLiteral(".backups");
}

std::vector<CatalogBackup> CatalogBackups::list() const
{
    const QString base = QFileInfo(m_catalogPath).completeBaseName();
    const QRegularExpression pattern(
        QStringLiteral("^%1-(\\d{8}-\\d{6}-\\d{3})-([a-z0-9-]+)\\.sqlite$")
            .arg(QRegularExpression::escape(base)));
    std::vector<CatalogBackup> backups;
    const QDir dir(folder());
    for (const QFileInfo &file : dir.entryInfoList(QDir::Files, QDir::Name)) {
        const QRegularExpressionMatch match = pattern.match(file.fileName());
        if (!match.hasMatch())
            continue; // not ours (or a ".part" left by a crash): never listed, never pruned
        const QDateTime created = QDateTime::fromString(match.captured(1), kStampFormat);
        if (created.isValid())
            backups.push_back({file.filePath(), created, match.captured(2)});
    }
    std::sort(backups.begin(), backups.end(),
              [](const CatalogBackup &a, const CatalogBackup &b) { return a.created > b.created; });
    return backups;
}

bool CatalogBackups::hasBackupFrom(const QDate &day) const
{
    const std::vector<CatalogBackup> backups = list();
    return std::any_of(backups.begin(), backups.end(),
                       [&](const CatalogBackup &backup) { return backup.created.date() == day; });
}

DatabaseResult<CatalogBackup> CatalogBackups::create(QSqlDatabase &connection,
                                                     const QString &reason, const QDateTime &now)
{
    if (!QDir().mkpath(folder()))
        return restoreError(
            QCoreApplication::translate("CatalogBackups", "cannot create the backup folder %1")
                .arg(QDir::toNativeSeparators(folder())));
    // Times are kept to the millisecond in the name: two backups in one second (a
    // migration right after the daily copy) still get two names.
    const QDateTime stamp = now.toLocalTime();
    CatalogBackup backup{QStringLiteral("%1/%2-%3-%4.sqlite")
                             .arg(folder(), QFileInfo(m_catalogPath).completeBaseName(),
                                  stamp.toString(kStampFormat), reason),
                         QDateTime::fromString(stamp.toString(kStampFormat), kStampFormat), reason};
    if (DatabaseStatus status = SqliteBackup::copy(connection, backup.path); !status)
        return status.error();
    prune();
    return backup;
}

void CatalogBackups::prune() const
{
    const std::vector<CatalogBackup> backups = list();
    for (std::size_t i = std::size_t(m_keep); i < backups.size(); ++i)
        QFile::remove(backups[i].path);
}

DatabaseResult<QString> CatalogBackups::restore(const CatalogBackup &backup,
                                                const QDateTime &now) const
{
    if (!QFileInfo::exists(backup.path))
        return restoreError(
            QCoreApplication::translate("CatalogBackups", "the backup %1 no longer exists")
                .arg(QDir::toNativeSeparators(backup.path)));
    const QString aside =
        m_catalogPath + QStringLiteral(".damaged-") + now.toLocalTime().toString(kStampFormat);
    QStringList moved;
    const auto moveBack = [&] {
        for (const QString &suffix : moved)
            QFile::rename(aside + suffix, m_catalogPath + suffix);
    };
    for (const QString &suffix : kCompanions) {
        if (!QFileInfo::exists(m_catalogPath + suffix))
            continue;
        if (!QFile::rename(m_catalogPath + suffix, aside + suffix)) {
            moveBack();
            return restoreError(
                QCoreApplication::translate("CatalogBackups", "cannot move %1 aside to %2")
                    .arg(QDir::toNativeSeparators(m_catalogPath + suffix),
                         QDir::toNativeSeparators(aside + suffix)));
        }
        moved << suffix;
    }
    if (DatabaseStatus status = SqliteBackup::copyFile(backup.path, m_catalogPath); !status) {
        QFile::remove(m_catalogPath);
        moveBack();
        return status.error();
    }
    return moved.isEmpty() ? QString() : aside;
}

} // namespace acceldecide::db
