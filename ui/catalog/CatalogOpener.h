#pragma once

#include "database/connection/CatalogBackups.h"
#include "database/connection/CatalogDatabase.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QWidget;

namespace acceldecide::ui {

// Opens the window's catalog, and when the file cannot be opened, offers only the ways
// out that fit the problem (DatabaseError::Kind): a write-protected or locked catalog
// can be opened read-only, a damaged one restored from its newest automatic backup
// (the damaged file is kept beside it), any can be swapped for another file or left
// closed. Nothing is overwritten: every path either opens a file as it is, or moves it
// aside first. A team catalog on a server that cannot be reached can be tried again, or
// swapped for a local file or another server. The questions go through replaceable
// functions so tests can answer them.
//
// A server catalog that opens is added to the recent team catalogs (its URL only); one
// opened without a typed password uses the keyring's remembered one, if any.
class CatalogOpener
{
    Q_DECLARE_TR_FUNCTIONS(CatalogOpener)

public:
    enum class Choice
    {
        OpenReadOnly,
        RestoreBackup,
        ChooseAnotherFile,
        TryAgain,
        ContinueWithout,
        OpenLocalCatalog,    // a server did not answer: work on a catalog file instead
        ChooseAnotherServer, // a server did not answer: connect to another one
    };

    struct Opened
    {
        std::unique_ptr<db::CatalogDatabase> catalog; // null: continuing without one
        QString path;
        QStringList messages; // what happened on the way ("restored the backup of ...")
    };

    using Ask = std::function<Choice(const QString &problem, const QList<Choice> &choices)>;
    using ChooseFile = std::function<QString()>;
    // Another server's URL and the password typed for it; std::nullopt: cancelled.
    using ChooseServer = std::function<std::optional<std::pair<QString, QString>>()>;
    // The keyring's password for a server URL (PasswordKeyring::read by default).
    using LookUpPassword = std::function<std::optional<QString>(const QString &url)>;
    using ChooseBackup =
        std::function<std::optional<db::CatalogBackup>(const std::vector<db::CatalogBackup> &)>;

    // The default questions are dialogs parented to `parent`.
    explicit CatalogOpener(QWidget *parent);
    Q_DISABLE_COPY_MOVE(CatalogOpener) // the default questions capture `this`

    void setAsk(Ask ask) { m_ask = std::move(ask); }
    void setChooseFile(ChooseFile choose) { m_chooseFile = std::move(choose); }
    void setChooseBackup(ChooseBackup choose) { m_chooseBackup = std::move(choose); }
    void setChooseServer(ChooseServer choose) { m_chooseServer = std::move(choose); }
    void setLookUpPassword(LookUpPassword lookUp) { m_lookUpPassword = std::move(lookUp); }

    // The choices offered for `error`, in the order the buttons show them.
    static QList<Choice> choicesFor(const db::DatabaseError &error, bool hasBackups);
    static QString label(Choice choice);

    // `password`: typed for a server catalog just now (never kept); empty: the keyring's
    // or libpq's own places.
    Opened open(const QString &path, const QString &password = {});

private:
    Choice askDialog(const QString &problem, const QList<Choice> &choices) const;
    QString chooseFileDialog() const;
    std::optional<db::CatalogBackup>
    chooseBackupDialog(const std::vector<db::CatalogBackup> &backups) const;

    QWidget *m_parent;
    Ask m_ask;
    ChooseFile m_chooseFile;
    ChooseBackup m_chooseBackup;
    ChooseServer m_chooseServer;
    LookUpPassword m_lookUpPassword;
};

} // namespace acceldecide::ui
