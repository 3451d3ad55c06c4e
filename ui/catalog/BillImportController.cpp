#include "ui/catalog/BillImportController.h"

#include "ui/catalog/BillImportJob.h"
#include "ui/catalog/BillImportReportText.h"
#include "ui/catalog/PasswordKeyring.h"

#include "database/actuals/BillImportAccess.h"
#include "database/connection/CatalogDatabase.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QWidget>

namespace acceldecide::ui {

BillImportController::BillImportController(QWidget *window, CatalogSource catalog)
    : QObject(window), m_window(window), m_catalog(std::move(catalog)),
      m_action(new QAction(tr("Import &Bill…"), window))
{
    m_action->setStatusTip(tr("Import a FOCUS or CUR 2.0 cloud bill export, to hold a "
                              "decision's plan to what was billed"));
    connect(m_action, &QAction::triggered, this, &BillImportController::importBill);
}

BillImportController::~BillImportController() = default;

BillImportJob *BillImportController::job() const
{
    return m_job;
}

BillImportDialog *BillImportController::dialog() const
{
    return m_dialog;
}

QMessageBox *BillImportController::messageBox() const
{
    return m_box;
}

std::optional<QString> BillImportController::whyCannotImport(db::CatalogDatabase *catalog)
{
    if (!catalog)
        return tr("No catalog is open, so there is nowhere to import the bill to. Open a "
                  "catalog first.");
    // The import runs on its own connection; a private in-memory catalog cannot be
    // reached from a second one.
    if (catalog->path().isEmpty() || catalog->path() == QStringLiteral(":memory:"))
        return tr("The catalog is held in memory only, and a bill is imported into a catalog "
                  "file or server. Open one to import the bill.");
    if (catalog->isReadOnly())
        return tr("The catalog %1 is open read-only, so a bill cannot be imported into it. "
                  "Open it again once it is writable, or open another catalog.")
            .arg(QDir::toNativeSeparators(catalog->path()));
    if (const auto refused = db::BillImportAccess::whyCannotImport(catalog->connection()))
        return tr("The team catalog %1 cannot take a bill from you: %2.")
            .arg(catalog->path(), *refused);
    return std::nullopt;
}

void BillImportController::importBill()
{
    db::CatalogDatabase *catalog = m_catalog();
    if (const std::optional<QString> why = whyCannotImport(catalog)) {
        showBox(true, tr("The bill cannot be imported."), *why);
        return;
    }
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    m_dialog = new BillImportDialog(catalog->path(), m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setRequest(m_last);
    connect(m_dialog, &QDialog::accepted, this, [this] { start(m_dialog->request()); });
    m_dialog->open();
}

bool BillImportController::start(const BillImportRequest &request)
{
    if (m_job) {
        showBox(true, tr("A bill import is already running."),
                tr("Wait for it to finish, or cancel it, before starting another."));
        return false;
    }
    db::CatalogDatabase *catalog = m_catalog();
    if (const std::optional<QString> why = whyCannotImport(catalog)) {
        showBox(true, tr("The bill cannot be imported."), *why);
        return false;
    }
    m_last = request;
    // The worker's connection to a server needs the password the window's had; a typed
    // one that was not remembered is not kept anywhere, and libpq's own places remain.
    const QString password = catalog->isServer()
                                 ? PasswordKeyring::read(catalog->path()).value_or(QString())
                                 : QString();
    m_job = new BillImportJob(catalog->path(), password, request, m_window, this);
    connect(m_job, &BillImportJob::finished, this, &BillImportController::jobFinished);
    m_job->start();
    return true;
}

void BillImportController::jobFinished()
{
    const db::BillImportResult result = *m_job->result();
    const BillImportReportText text = BillImportReportText::of(m_job->request(), result);
    m_job->deleteLater();
    m_job = nullptr;
    showBox(text.problem, text.text, text.informativeText, text.detailedText);
    // The window's own connection sees the committed rows on its next query.
    if (result && !result.value().cancelled && result.value().importedBefore.isEmpty())
        Q_EMIT catalogChanged();
    Q_EMIT finished();
}

void BillImportController::showBox(bool warning, const QString &text,
                                   const QString &informativeText, const QString &detailedText)
{
    if (m_box)
        m_box->close();
    auto *box = new QMessageBox(warning ? QMessageBox::Warning : QMessageBox::Information,
                                tr("Import Bill"), text, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(informativeText);
    // Rejections quote the bill; a "<" in them must not turn the counts into markup.
    // QMessageBox has no format setter for this label, so it is found by its name.
    if (auto *label = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_informativelabel")))
        label->setTextFormat(Qt::PlainText);
    box->setDetailedText(detailedText);
    m_box = box;
    // open(): window-modal without a nested event loop.
    box->open();
}

} // namespace acceldecide::ui
