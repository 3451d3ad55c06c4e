#include "ui/catalog/CatalogOpener.h"

#include "ui/catalog/PasswordKeyring.h"
#include "ui/catalog/TeamCatalogConnectDialog.h"
#include "ui/settings/ApplicationSettings.h"

#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace acceldecide::ui {

using Kind = db::DatabaseError::Kind;

CatalogOpener::CatalogOpener(QWidget *parent)
    : m_parent(parent), m_ask([this](const QString &problem, const QList<Choice> &choices) {
          return askDialog(problem, choices);
      }),
      m_chooseFile([this] { return chooseFileDialog(); }),
      m_chooseBackup([this](const std::vector<db::CatalogBackup> &backups) {
          return chooseBackupDialog(backups);
      }),
      m_chooseServer([this]() -> std::optional<std::pair<QString, QString>> {
          const auto request = TeamCatalogConnectDialog::ask(m_parent);
          if (!request)
              return std::nullopt;
          return std::pair{request->url, request->password};
      }),
      m_lookUpPassword(&PasswordKeyring::read)
{}

QList<CatalogOpener::Choice> CatalogOpener::choicesFor(const db::DatabaseError &error,
                                                       bool hasBackups)
{
    QList<Choice> choices;
    switch (error.kind) {
    case Kind::Locked:
        choices << Choice::TryAgain << Choice::OpenReadOnly;
        break;
    case Kind::ReadOnly:
        choices << Choice::OpenReadOnly;
        break;
    case Kind::BackupFailed:
        choices << Choice::TryAgain << Choice::OpenReadOnly;
        break;
    case Kind::NotACatalog:
    case Kind::Damaged:
        if (hasBackups)
            choices << Choice::RestoreBackup;
        break;
    case Kind::NewerSchema:
        break; // only a newer AccelDecide can use it; never downgraded
    case Kind::Conflict:
        break; // a save's outcome, never an opening's
    case Kind::General:
        choices << Choice::TryAgain;
        break;
    case Kind::Unreachable:
        // No local copy of a server catalog is kept behind the user's back; their own
        // catalog file (or one copied with `catalog copy`) is the way to keep working.
        choices << Choice::TryAgain << Choice::OpenLocalCatalog << Choice::ChooseAnotherServer
                << Choice::ContinueWithout;
        return choices;
    }
    choices << Choice::ChooseAnotherFile << Choice::ContinueWithout;
    return choices;
}

QString CatalogOpener::label(Choice choice)
{
    switch (choice) {
    case Choice::OpenReadOnly:
        return tr("Open Read-Only");
    case Choice::RestoreBackup:
        return tr("Restore from Backup…");
    case Choice::ChooseAnotherFile:
        return tr("Choose Another File…");
    case Choice::TryAgain:
        return tr("Try Again");
    case Choice::ContinueWithout:
        return tr("Continue Without Catalog");
    case Choice::OpenLocalCatalog:
        return tr("Open a Local Catalog…");
    case Choice::ChooseAnotherServer:
        return tr("Connect to Another Server…");
    }
    return {};
}

CatalogOpener::Opened CatalogOpener::open(const QString &firstPath, const QString &password)
{
    Opened result;
    QString path = firstPath;
    db::CatalogDatabase::OpenOptions options;
    options.password = password;
    const auto lookUpPassword = [this, &options](const QString &url) {
        if (options.password.isEmpty() && db::CatalogLocation::isServerUrl(url))
            options.password = m_lookUpPassword(url).value_or(QString());
    };
    lookUpPassword(path);
    // Bounded: a user who keeps choosing "Try Again" on a lock is asked each time, but a
    // test answering automatically cannot spin forever.
    for (int attempt = 0; attempt < 100; ++attempt) {
        auto opened = db::CatalogDatabase::open(path, options);
        if (opened) {
            result.catalog = std::move(opened.value());
            result.path = path;
            if (result.catalog->isServer())
                ApplicationSettings::addRecentCatalog(result.catalog->path());
            result.messages << result.catalog->notices();
            return result;
        }
        const db::DatabaseError error = opened.error();
        const db::CatalogBackups backups(path);
        const std::vector<db::CatalogBackup> available = backups.list();
        const Choice choice = m_ask(error.toString(), choicesFor(error, !available.empty()));
        switch (choice) {
        case Choice::OpenReadOnly:
            options.readOnly = true;
            break;
        case Choice::TryAgain:
            options.readOnly = false;
            break;
        case Choice::RestoreBackup: {
            const std::optional<db::CatalogBackup> backup = m_chooseBackup(available);
            if (!backup)
                break; // asked again
            const auto restored = backups.restore(*backup);
            if (!restored) {
                result.messages << restored.error().toString();
                break;
            }
            result.messages << tr("Restored the catalog from the backup of %1; the damaged "
                                  "file was kept as %2.")
                                   .arg(QLocale().toString(backup->created, QLocale::ShortFormat),
                                        QDir::toNativeSeparators(restored.value()));
            options.readOnly = false;
            break;
        }
        case Choice::ChooseAnotherFile: {
            const QString chosen = m_chooseFile();
            if (!chosen.isEmpty()) {
                path = chosen;
                options.readOnly = false;
            }
            break;
        }
        case Choice::OpenLocalCatalog: {
            const QString chosen = m_chooseFile();
            if (!chosen.isEmpty()) {
                path = chosen;
                options = {};
            }
            break;
        }
        case Choice::ChooseAnotherServer: {
            const auto chosen = m_chooseServer();
            if (chosen) {
                path = chosen->first;
                options = {};
                options.password = chosen->second;
                lookUpPassword(path);
            }
            break;
        }
        case Choice::ContinueWithout:
            return result;
        }
    }
    return result;
}

CatalogOpener::Choice CatalogOpener::askDialog(const QString &problem,
                                               const QList<Choice> &choices) const
{
    QMessageBox box(QMessageBox::Warning, tr("Catalog not opened"),
                    tr("The catalog could not be opened."), QMessageBox::NoButton, m_parent);
    box.setInformativeText(problem +
                           (choices.contains(Choice::ChooseAnotherServer)
                                ? tr("\n\nNothing was written. Scenarios with their own prices "
                                     "work without a catalog.")
                                : tr("\n\nThe file has not been changed. Scenarios with "
                                     "their own prices work without a catalog.")));
    QList<QPair<QAbstractButton *, Choice>> buttons;
    for (const Choice choice : choices) {
        const auto role =
            choice == Choice::ContinueWithout ? QMessageBox::RejectRole : QMessageBox::AcceptRole;
        buttons.append({box.addButton(label(choice), role), choice});
    }
    box.setDefaultButton(qobject_cast<QPushButton *>(buttons.first().first));
    box.exec();
    for (const auto &[button, choice] : buttons) {
        if (box.clickedButton() == button)
            return choice;
    }
    return Choice::ContinueWithout; // Escape
}

QString CatalogOpener::chooseFileDialog() const
{
    // A save dialog, so that a new (not yet existing) file can be chosen as well; an
    // existing one is opened, never replaced.
    return QFileDialog::getSaveFileName(m_parent, tr("Choose a Catalog"), QString(),
                                        tr("AccelDecide catalogs (*.sqlite *.db);;All files (*)"),
                                        nullptr, QFileDialog::DontConfirmOverwrite);
}

std::optional<db::CatalogBackup>
CatalogOpener::chooseBackupDialog(const std::vector<db::CatalogBackup> &backups) const
{
    QStringList items;
    for (const db::CatalogBackup &backup : backups)
        items << tr("%1 (%2)").arg(QLocale().toString(backup.created, QLocale::LongFormat),
                                   backup.reason);
    bool ok = false;
    const QString item = QInputDialog::getItem(
        m_parent, tr("Restore from Backup"),
        tr("Restore the catalog from which backup? The current file is moved aside, not "
           "deleted."),
        items, 0, false, &ok);
    if (!ok)
        return std::nullopt;
    return backups[std::size_t(items.indexOf(item))];
}

} // namespace acceldecide::ui
