#include "ui/catalog/PriceImportController.h"

#include "ui/catalog/PriceImportDialog.h"
#include "ui/catalog/PriceImportJob.h"
#include "ui/catalog/PriceImportReportText.h"

#include "database/connection/CatalogDatabase.h"

#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QWidget>

namespace acceldecide::ui {

PriceImportController::PriceImportController(QWidget *window, CatalogSource catalog)
    : QObject(window), m_window(window), m_catalog(std::move(catalog))
{}

PriceImportController::~PriceImportController() = default;

PriceImportJob *PriceImportController::job() const
{
    return m_job;
}

QMessageBox *PriceImportController::messageBox() const
{
    return m_box;
}

std::optional<QString> PriceImportController::whyCannotImport(const db::CatalogDatabase *catalog)
{
    if (!catalog)
        return tr("No catalog is open, so there is nowhere to import prices to. Open a "
                  "catalog file first.");
    // The import runs on its own connection to the catalog's file; a private in-memory
    // catalog cannot be reached from a second connection.
    if (catalog->path().isEmpty() || catalog->path() == QStringLiteral(":memory:"))
        return tr("The catalog is held in memory only, and imports write to a catalog file. "
                  "Open a catalog file to import prices.");
    if (catalog->isReadOnly())
        return tr("The catalog %1 is open read-only, so prices cannot be imported into it. "
                  "Open it again once it is writable, or open another catalog file.")
            .arg(QDir::toNativeSeparators(catalog->path()));
    return std::nullopt;
}

void PriceImportController::importPrices()
{
    const db::CatalogDatabase *catalog = m_catalog();
    if (const std::optional<QString> why = whyCannotImport(catalog)) {
        showBox(true, tr("Prices cannot be imported."), *why);
        return;
    }
    auto *dialog = new PriceImportDialog(catalog->path(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setRequest(m_last);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { start(dialog->request()); });
    dialog->open();
}

bool PriceImportController::start(const PriceImportRequest &request)
{
    if (m_job) {
        showBox(true, tr("An import is already running."),
                tr("Wait for it to finish, or cancel it, before starting another."));
        return false;
    }
    const db::CatalogDatabase *catalog = m_catalog();
    if (const std::optional<QString> why = whyCannotImport(catalog)) {
        showBox(true, tr("Prices cannot be imported."), *why);
        return false;
    }
    m_last = request;
    m_job = new PriceImportJob(catalog->path(), request, m_window, this);
    connect(m_job, &PriceImportJob::finished, this, &PriceImportController::jobFinished);
    m_job->start();
    return true;
}

void PriceImportController::jobFinished(const db::ImportReport &report)
{
    const PriceImportReportText text = PriceImportReportText::of(m_job->request(), report);
    m_job->deleteLater();
    m_job = nullptr;
    showBox(text.problem, text.text, text.informativeText, text.detailedText);
    // The window's own connection sees the committed rows on its next query; it only
    // needs to ask again.
    if (!report.refused && !report.cancelled && report.rowsImported > 0)
        Q_EMIT catalogChanged();
    Q_EMIT finished(report);
}

void PriceImportController::showBox(bool warning, const QString &text,
                                    const QString &informativeText, const QString &detailedText)
{
    if (m_box)
        m_box->close();
    auto *box = new QMessageBox(warning ? QMessageBox::Warning : QMessageBox::Information,
                                tr("Import Prices"), text, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(informativeText);
    // Rejections quote the file; a "<" in them must not turn the counts into markup.
    // QMessageBox has no format setter for this label, so it is found by its name.
    if (auto *label = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_informativelabel")))
        label->setTextFormat(Qt::PlainText);
    box->setDetailedText(detailedText);
    m_box = box;
    // open(): window-modal without a nested event loop.
    box->open();
}

} // namespace acceldecide::ui
