#include "ui/document/ScenarioFileController.h"

#include "ui/catalog/PasswordKeyring.h"
#include "ui/conflict/SaveConflictDialog.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/InstalledData.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/ScenarioLibraryDialog.h"
#include "ui/settings/ApplicationSettings.h"

#include "core/io/ScenarioPinning.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "database/catalog/RowAudit.h"
#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QUndoStack>

namespace acceldecide::ui {

namespace {

// A message box stays readable with this many lines; the rest go to "Show
// Details".
constexpr int kMaxListedErrors = 20;
const QString kStoredPrefix = QStringLiteral("stored:");

ScenarioReadResult readScenario(const QString &path, bool catalogAvailable)
{
    ScenarioReadOptions options;
    options.catalogAvailable = catalogAvailable;
    if (!path.startsWith(QLatin1String(":/")))
        return ScenarioReader::fromFile(QFile::encodeName(path).toStdString(), options);
    // Core reads the file system only; embedded examples are handed over as text.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Unexpected{
            ValidationErrors{{"", QCoreApplication::translate("ScenarioFileController",
                                                              "cannot open embedded scenario %1")
                                      .arg(path)
                                      .toStdString()}}};
    return ScenarioReader::fromText(file.readAll().toStdString(), options);
}

} // namespace

const QString ScenarioFileController::kNewScenarioTemplate =
    QStringLiteral(":/scenarios/seed001-decision-matrix-uncertainty.json");

ScenarioFileController::ScenarioFileController(QWidget *window, ScenarioDocument *document,
                                               EvaluationController *controller, QObject *parent)
    : QObject(parent), m_window(window), m_document(document), m_controller(controller),
      m_askRetry([this](const QString &problem) {
          QMessageBox box(QMessageBox::Warning, tr("Catalog server unreachable"),
                          tr("The scenario was not saved: the connection to the catalog "
                             "server was lost. It stays open here as it is; Retry connects "
                             "again and saves it."),
                          QMessageBox::Retry | QMessageBox::Cancel, m_window);
          box.setInformativeText(problem);
          return box.exec() == QMessageBox::Retry;
      }),
      m_lookUpPassword(&PasswordKeyring::read)
{}

QString ScenarioFileController::displayName() const
{
    const QString name = QString::fromStdString(m_document->scenario().name);
    return name.isEmpty() ? tr("Untitled scenario") : name;
}

void ScenarioFileController::setOrigin(const QString &origin)
{
    m_origin = origin;
    if (!origin.isEmpty() && !origin.startsWith(QLatin1String(":/")))
        ApplicationSettings::addRecentScenario(origin);
    Q_EMIT originChanged();
}

QStringList ScenarioFileController::loadFile(const QString &path)
{
    ScenarioReadResult read = readScenario(path, m_catalog != nullptr);
    if (!read.ok()) {
        QStringList problems;
        for (const ValidationError &error : read.error())
            problems << QString::fromStdString(error.toString());
        if (problems.isEmpty())
            problems << tr("The scenario could not be read.");
        return problems;
    }
    m_document->reset(std::move(*read));
    setOrigin(path);
    return {};
}

QStringList ScenarioFileController::loadStored(qint64 id)
{
    if (!m_catalog)
        return {tr("No catalog is open.")};
    auto loaded = db::ScenarioRepository(*m_catalog).load(id);
    if (!loaded)
        return {loaded.error().toString()};
    const QString name = QString::fromStdString(loaded.value().name);
    m_document->reset(std::move(loaded.value()), id);
    setOrigin(kStoredPrefix + name);
    rememberVersion(id);
    return {};
}

void ScenarioFileController::rememberVersion(std::optional<qint64> id)
{
    m_storedVersion.reset();
    if (!m_catalog || !id)
        return;
    if (const auto stamp = db::ScenarioRepository(*m_catalog).stamp(*id))
        m_storedVersion = stamp.value().version;
}

QStringList ScenarioFileController::saveStored(const QString &name)
{
    if (!m_catalog)
        return {tr("No catalog is open: scenarios are saved in the catalog.")};
    if (!m_controller->problems().isEmpty())
        return {tr("The scenario cannot be saved while it cannot be evaluated: %1")
                    .arg(m_controller->problems().join(QLatin1Char(' ')))};
    // Pin every catalog number the evaluation used, as one undoable step, so the
    // saved scenario reopens with the same figures however the catalog changes.
    Scenario pinned = ScenarioPinning::pin(m_document->scenario(), m_controller->resolvedScenario(),
                                           m_controller->provenance());
    pinned.name = name.toStdString();
    if (const auto problem = m_document->apply(QString(), tr("Save as \"%1\"").arg(name),
                                               [&](Scenario &s) { s = pinned; });
        !problem)
        return {problem.error()};
    // Saving over the scenario this window read: only over the version it read.
    // Another name (Save As, a replace the user confirmed) writes unconditionally.
    const std::optional<qint64> readVersion =
        m_origin == kStoredPrefix + name ? m_storedVersion : std::nullopt;
    m_conflict.reset();
    m_connectionLost = false;
    auto saved = db::ScenarioRepository(*m_catalog).save(m_document->scenario(), readVersion);
    if (!saved) {
        m_conflict = saved.error().conflict;
        m_connectionLost = saved.error().kind == db::DatabaseError::Kind::Unreachable;
        return {saved.error().toString()};
    }
    m_document->markSaved(saved.value());
    setOrigin(kStoredPrefix + name);
    rememberVersion(saved.value());
    return {};
}

bool ScenarioFileController::resolveConflict(const QString &name)
{
    if (!m_conflict || !m_catalog)
        return false;
    const SaveConflictChoice choice(
        *m_conflict,
        db::RowAudit::mayUpdate(m_catalog->connection(),
                                QString::fromLatin1(db::schema::scenarios::kTable)),
        true);
    m_conflict.reset();
    switch (SaveConflictDialog::ask(choice, m_window)) {
    case SaveConflictChoice::Action::Reload:
        if (const QStringList problems = loadStored(choice.conflict().id); !problems.isEmpty()) {
            showProblems(tr("Not reloaded"), tr("The scenario could not be reloaded"), problems);
            return false;
        }
        Q_EMIT message(tr("Reloaded \"%1\" as %2 saved it.")
                           .arg(name, choice.conflict().changedBy.isEmpty()
                                          ? tr("someone else")
                                          : choice.conflict().changedBy));
        return false;
    case SaveConflictChoice::Action::Overwrite:
        m_storedVersion = choice.overwriteVersion();
        break;
    case SaveConflictChoice::Action::SaveAsCopy: {
        const auto copyName =
            db::ScenarioRepository(*m_catalog).uniqueName(tr("%1 (my copy)").arg(name));
        if (!copyName) {
            showProblems(tr("Not saved"), tr("The scenario was not saved"),
                         {copyName.error().toString()});
            return false;
        }
        const QStringList problems = saveStored(copyName.value());
        if (!problems.isEmpty()) {
            showProblems(tr("Not saved"), tr("The scenario was not saved"), problems);
            return false;
        }
        Q_EMIT message(tr("Saved your version as \"%1\".").arg(copyName.value()));
        return true;
    }
    case SaveConflictChoice::Action::Cancel:
        return false;
    }
    return finishSave(name, saveStored(name)); // a third writer in between: asked again
}

bool ScenarioFileController::finishSave(const QString &name, QStringList problems)
{
    while (!problems.isEmpty() && m_connectionLost && m_catalog) {
        if (!m_askRetry(problems.join(QLatin1Char('\n'))))
            return false; // still open here, unchanged, for a later save
        const QString password =
            m_lookUpPassword ? m_lookUpPassword(m_catalog->path()).value_or(QString()) : QString();
        if (const db::DatabaseStatus back = m_catalog->reconnect(password); !back) {
            problems = QStringList{back.error().toString()}; // still away: ask again
            continue;
        }
        // Evaluated while the server was away: the catalog's numbers again first.
        m_controller->refresh();
        problems = saveStored(name);
    }
    if (problems.isEmpty()) {
        Q_EMIT message(tr("Saved \"%1\" in the catalog.").arg(name));
        return true;
    }
    if (m_conflict)
        return resolveConflict(name);
    showProblems(tr("Not saved"), tr("The scenario was not saved"), problems);
    return false;
}

void ScenarioFileController::showProblems(const QString &title, const QString &what,
                                          const QStringList &problems)
{
    QStringList listed = problems.mid(0, kMaxListedErrors);
    if (problems.size() > kMaxListedErrors)
        listed << tr("… and %1 more").arg(problems.size() - kMaxListedErrors);
    QMessageBox box(QMessageBox::Warning, title,
                    tr("%1 (%2):")
                        .arg(what, problems.size() == 1 ? tr("1 problem")
                                                        : tr("%1 problems").arg(problems.size())),
                    QMessageBox::Ok, m_window);
    box.setInformativeText(listed.join(QLatin1Char('\n')));
    box.setDetailedText(problems.join(QLatin1Char('\n')));
    box.exec();
}

bool ScenarioFileController::requireCatalog()
{
    if (m_catalog)
        return true;
    QMessageBox::information(m_window, tr("No catalog"),
                             tr("Scenarios are stored in the catalog, and none is open. Use "
                                "File → Export to write the scenario to a JSON file."));
    return false;
}

bool ScenarioFileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("\"%1\" has unsaved changes. Save them?").arg(displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ScenarioFileController::newScenario()
{
    if (!maybeSave())
        return;
    ScenarioReadResult read = readScenario(kNewScenarioTemplate, m_catalog != nullptr);
    if (!read.ok())
        return;
    read->name = tr("Untitled scenario").toStdString();
    m_document->reset(std::move(*read));
    setOrigin(QString());
    Q_EMIT message(tr("New scenario from the seed 001 example; edit it and save with Ctrl+S."));
}

void ScenarioFileController::openStoredDialog()
{
    if (!requireCatalog() || !maybeSave())
        return;
    ScenarioLibraryDialog dialog(m_catalog, m_window);
    if (dialog.exec() != QDialog::Accepted || !dialog.chosenId())
        return;
    const QStringList problems = loadStored(*dialog.chosenId());
    if (!problems.isEmpty())
        showProblems(tr("Scenario not opened"), tr("The scenario cannot be opened"), problems);
}

void ScenarioFileController::openFileDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Scenario File"),
                                                      ApplicationSettings::lastDirectory().get(),
                                                      tr("Scenarios (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    ApplicationSettings::lastDirectory().set(QFileInfo(path).absolutePath());
    openFile(path);
}

void ScenarioFileController::openExampleDialog()
{
    const QString examples = InstalledData::examplesDirectory();
    if (examples.isEmpty() || !maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Example Scenario"),
                                                      examples, tr("Scenarios (*.json)"));
    if (!path.isEmpty())
        openFile(path);
}

bool ScenarioFileController::openFile(const QString &path)
{
    const QStringList problems = loadFile(path);
    if (problems.isEmpty()) {
        Q_EMIT message(tr("Opened %1. Save (Ctrl+S) stores it in the catalog.")
                           .arg(QDir::toNativeSeparators(path)));
        return true;
    }
    showProblems(tr("Invalid scenario"), tr("%1 cannot be opened").arg(QFileInfo(path).fileName()),
                 problems);
    Q_EMIT message(tr("%1 was not opened.").arg(QDir::toNativeSeparators(path)));
    return false;
}

void ScenarioFileController::openRecent(const QString &entry)
{
    if (!maybeSave())
        return;
    if (!entry.startsWith(kStoredPrefix)) {
        if (!openFile(entry))
            ApplicationSettings::removeRecentScenario(entry);
        return;
    }
    if (!requireCatalog())
        return;
    auto found = db::ScenarioRepository(*m_catalog).loadByName(entry.mid(kStoredPrefix.size()));
    if (!found) {
        ApplicationSettings::removeRecentScenario(entry);
        showProblems(tr("Scenario not opened"), tr("The scenario cannot be opened"),
                     {found.error().toString()});
        return;
    }
    const QString name = QString::fromStdString(found.value().name);
    auto list = db::ScenarioRepository(*m_catalog).list();
    std::optional<qint64> id;
    if (list)
        for (const db::ScenarioSummary &summary : list.value())
            if (summary.name == name)
                id = summary.id;
    m_document->reset(std::move(found.value()), id);
    setOrigin(entry);
    rememberVersion(id);
}

bool ScenarioFileController::save()
{
    if (!m_origin.startsWith(kStoredPrefix))
        return saveAs();
    if (!requireCatalog())
        return false;
    const QString name = displayName();
    return finishSave(name, saveStored(name));
}

bool ScenarioFileController::saveAs()
{
    if (!requireCatalog())
        return false;
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Save Scenario As"), tr("Name:"),
                                               QLineEdit::Normal, displayName(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return false;
    // Saving under a name another stored scenario has replaces that one: ask
    // first.
    if (auto existing = db::ScenarioRepository(*m_catalog).loadByName(name);
        existing && QString::fromStdString(existing.value().name) == name &&
        m_origin != kStoredPrefix + name) {
        if (QMessageBox::question(
                m_window, tr("Replace scenario?"),
                tr("A scenario named \"%1\" is already saved. Replace it?").arg(name)) !=
            QMessageBox::Yes)
            return false;
    }
    return finishSave(name, saveStored(name));
}

void ScenarioFileController::duplicate()
{
    if (!requireCatalog())
        return;
    bool ok = false;
    const QString name =
        QInputDialog::getText(m_window, tr("Duplicate Scenario"), tr("Name of the copy:"),
                              QLineEdit::Normal, tr("Copy of %1").arg(displayName()), &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return;
    const QStringList problems = saveStored(name);
    if (!problems.isEmpty())
        showProblems(tr("Not duplicated"), tr("The copy was not saved"), problems);
    else
        Q_EMIT message(tr("Saved a copy as \"%1\"; you are now editing the copy.").arg(name));
}

void ScenarioFileController::deleteCurrent()
{
    if (!requireCatalog())
        return;
    const std::optional<qint64> id = m_document->storedId();
    if (!id || !m_origin.startsWith(kStoredPrefix)) {
        QMessageBox::information(m_window, tr("Delete Scenario"),
                                 tr("This scenario is not saved in the catalog. Use File → "
                                    "Open to delete saved scenarios."));
        return;
    }
    if (QMessageBox::question(
            m_window, tr("Delete Scenario"),
            tr("Delete \"%1\" from the catalog? This cannot be undone.").arg(displayName())) !=
        QMessageBox::Yes)
        return;
    if (const auto problem = db::ScenarioRepository(*m_catalog).remove(*id); !problem) {
        showProblems(tr("Not deleted"), tr("The scenario was not deleted"),
                     {problem.error().toString()});
        return;
    }
    ApplicationSettings::removeRecentScenario(m_origin);
    // The scenario stays open, now unsaved, so nothing on screen is lost.
    m_document->reset(m_document->scenario());
    m_document->undoStack()->resetClean(); // no saved state to return to: modified
    setOrigin(QString());
    Q_EMIT message(tr("Deleted from the catalog; the scenario stays open, unsaved."));
}

void ScenarioFileController::exportDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Scenario"),
        QDir(ApplicationSettings::lastDirectory().get()).filePath(displayName() + ".json"),
        tr("Scenarios (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    ApplicationSettings::lastDirectory().set(QFileInfo(path).absolutePath());
    // Written atomically: an interrupted export never leaves half a file behind.
    QSaveFile file(path);
    const std::string text = ScenarioWriter::toText(m_document->scenario()) + "\n";
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        showProblems(tr("Not exported"), tr("%1 could not be written").arg(path),
                     {file.errorString()});
        return;
    }
    Q_EMIT message(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
}

void ScenarioFileController::populateRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList recent = ApplicationSettings::recentScenarios().get();
    int number = 1;
    for (const QString &entry : recent) {
        const QString text = entry.startsWith(kStoredPrefix)
                                 ? entry.mid(kStoredPrefix.size())
                                 : QFileInfo(entry).fileName() + tr(" (file)");
        QAction *action = menu->addAction(tr("&%1 %2").arg(number++).arg(text));
        action->setToolTip(entry);
        connect(action, &QAction::triggered, this, [this, entry] { openRecent(entry); });
    }
    if (recent.isEmpty())
        menu->addAction(tr("No recent scenarios"))->setEnabled(false);
}

} // namespace acceldecide::ui
