#pragma once

#include "core/model/Scenario.h"
#include "database/connection/DatabaseError.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QMenu;
class QWidget;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class EvaluationController;
class ScenarioDocument;

// Where scenarios come from and go to: the catalog's scenarios table (New,
// Open, Save, Save As, Duplicate, Delete) and scenario JSON files (Import,
// Export, Open File). Saving pins every catalog number the scenario uses, so it
// reopens with the same figures. Asks before discarding unsaved changes. The
// dialog-free load*/save* functions return their problem, for tests and the
// command line.
class ScenarioFileController : public QObject
{
    Q_OBJECT

public:
    // The scenario File → New starts from (a seed example, renamed).
    static const QString kNewScenarioTemplate;

    ScenarioFileController(QWidget *window, ScenarioDocument *document,
                           EvaluationController *controller, QObject *parent = nullptr);

    void setCatalog(db::CatalogDatabase *catalog) { m_catalog = catalog; }

    // Asked when a save failed because the catalog server went away: true reconnects and
    // saves again (the scenario stays open, unchanged, whatever the answer). Default: a
    // Retry/Cancel message box; tests answer for the user.
    using RetryQuestion = std::function<bool(const QString &problem)>;
    void setRetryQuestion(RetryQuestion question) { m_askRetry = std::move(question); }
    // The password a reconnection hands the driver; default: the keyring's for the URL.
    using PasswordLookUp = std::function<std::optional<QString>(const QString &url)>;
    void setPasswordLookUp(PasswordLookUp lookUp) { m_lookUpPassword = std::move(lookUp); }

    // Where the current scenario came from: "stored:<name>", a file path, a ":/"
    // resource, or empty for a new one.
    QString origin() const { return m_origin; }
    QString displayName() const;

    // Dialog-free operations; each returns the problems (empty on success).
    QStringList loadFile(const QString &path);
    QStringList loadStored(qint64 id);
    QStringList saveStored(const QString &name);

    // Interactive operations (menu actions).
    void newScenario();
    void openStoredDialog();
    void openFileDialog();
    // The installed example scenarios (InstalledData); nothing when there are none.
    void openExampleDialog();
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    void duplicate();
    void deleteCurrent();
    void exportDialog();
    void openRecent(const QString &entry);
    // On close, New and Open: true when it is fine to discard the current
    // scenario.
    bool maybeSave();

    void populateRecentMenu(QMenu *menu);

Q_SIGNALS:
    void message(const QString &text);
    void originChanged();

private:
    void setOrigin(const QString &origin);
    void showProblems(const QString &title, const QString &what, const QStringList &problems);
    // After saveStored() met someone else's change: asks Reload, Overwrite or Save as
    // Copy (SaveConflictDialog) and does it; true when the scenario ended up saved.
    bool resolveConflict(const QString &name);
    // After saveStored(name) returned `problems`: done when empty; else a conflict is
    // resolved, a lost server connection offers Retry (reconnect, save again) until it
    // works or the user stops, anything else is shown. True when the scenario is saved.
    bool finishSave(const QString &name, QStringList problems);
    // The stored row's version now, remembered as the one this window read.
    void rememberVersion(std::optional<qint64> id);
    bool requireCatalog();

    QWidget *m_window;
    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    db::CatalogDatabase *m_catalog = nullptr;
    QString m_origin;
    // The version of the stored scenario this window last read or wrote: a save passes
    // it, so a colleague's save in between is a conflict, never silently overwritten.
    std::optional<qint64> m_storedVersion;
    std::optional<db::RowConflict> m_conflict; // set by the last saveStored()
    bool m_connectionLost = false;             // likewise
    RetryQuestion m_askRetry;
    PasswordLookUp m_lookUpPassword;
};

} // namespace acceldecide::ui
