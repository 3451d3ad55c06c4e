#include "ui/catalog/PriceImportJob.h"

#include "database/connection/CatalogDatabase.h"

#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QProgressDialog>
#include <QThread>
#include <QWidget>

#include <algorithm>

namespace acceldecide::ui {

namespace {

// The dialog counts per mille rather than bytes: a price list can exceed an int's range.
constexpr qint64 kSteps = 1000;
// Short imports (a SkyPilot file, a re-import) finish before the dialog would flash up.
constexpr int kShowAfterMs = 300;
// Without a total the busy indicator moves on; the label is updated once per MiB.
constexpr int kUnknownTotalStepShift = 20;

} // namespace

PriceImportJob::PriceImportJob(QString catalogPath, PriceImportRequest request, QWidget *window,
                               QObject *parent)
    : QObject(parent), m_catalogPath(std::move(catalogPath)), m_request(std::move(request)),
      m_window(window)
{
    // Explicitly queued: progressed() is emitted on the worker thread and the dialog
    // may only be touched on the GUI thread.
    connect(this, &PriceImportJob::progressed, this, &PriceImportJob::showProgress,
            Qt::QueuedConnection);
}

PriceImportJob::~PriceImportJob()
{
    if (m_thread) {
        m_cancel.store(true);
        m_thread->wait();
        delete m_thread;
    }
    delete m_progress.data();
}

void PriceImportJob::start()
{
    if (m_thread)
        return;
    m_cancel.store(false);
    m_lastStep = -1;
    m_report = {};

    // Created here, not earlier: QProgressDialog's show timer runs from construction,
    // and then shows the dialog even if no progress ever arrives (a slow first read),
    // which is what a busy import should do.
    m_progress = new QProgressDialog(m_window ? m_window->window() : nullptr);
    m_progress->setWindowTitle(tr("Import Prices"));
    // Plain text: a file name is not markup.
    auto *label = new QLabel(m_progress);
    label->setTextFormat(Qt::PlainText);
    m_progress->setLabel(label);
    m_progress->setLabelText(tr("Importing %1…").arg(QFileInfo(m_request.path).fileName()));
    m_progress->setCancelButtonText(tr("Cancel"));
    m_progress->setRange(0, int(kSteps));
    // Wide enough for "1,023.42 KiB of 5.38 MiB": the dialog does not jump as it counts.
    m_progress->setMinimumWidth(m_progress->fontMetrics().averageCharWidth() * 48);
    m_progress->setWindowModality(Qt::WindowModal);
    // The job decides when the dialog goes away (after the commit, not at 100 %).
    m_progress->setAutoReset(false);
    m_progress->setAutoClose(false);
    m_progress->setMinimumDuration(kShowAfterMs);
    // Restarts the show timer at kShowAfterMs: the constructor started it at Qt's
    // default of four seconds, and setMinimumDuration() only restarts it at the minimum.
    m_progress->setValue(0);
    connect(m_progress, &QProgressDialog::canceled, this, &PriceImportJob::cancel);

    m_thread = QThread::create([this] { work(); });
    m_thread->setObjectName(QStringLiteral("PriceImport"));
    // finished() comes from the worker thread, so this runs queued on the GUI thread.
    connect(m_thread, &QThread::finished, this, &PriceImportJob::workerEnded);
    m_thread->start();
}

QProgressDialog *PriceImportJob::progressDialog() const
{
    return m_progress;
}

bool PriceImportJob::isRunning() const
{
    return m_thread != nullptr;
}

void PriceImportJob::cancel()
{
    // The importer polls this between blocks and rolls its transaction back.
    m_cancel.store(true);
}

void PriceImportJob::work()
{
    db::CatalogDatabase::OpenOptions options;
    options.seeding = db::CatalogDatabase::Seeding::Skip;
    options.backupsToKeep = 0;
    auto opened = db::CatalogDatabase::open(m_catalogPath, options);
    if (!opened) {
        m_report.refused = true;
        m_report.message =
            tr("the catalog could not be opened for the import: %1").arg(opened.error().toString());
        return;
    }
    db::ImportOptions importOptions;
    importOptions.region = m_request.region.trimmed();
    importOptions.cancel = &m_cancel;
    importOptions.progress = [this](qint64 done, qint64 total) {
        reportProgress(done, total);
    };
    m_report = m_request.run(*opened.value(), importOptions);
    // The worker's connection closes here, on the thread that opened it.
}

void PriceImportJob::reportProgress(qint64 done, qint64 total)
{
    // Importers call this every block or few hundred rows; one queued event per visible
    // change keeps the GUI thread's queue short on a 300 MB file.
    const qint64 step =
        total > 0 ? std::min(done, total) * kSteps / total : done >> kUnknownTotalStepShift;
    if (step == m_lastStep)
        return;
    m_lastStep = step;
    Q_EMIT progressed(done, total);
}

void PriceImportJob::showProgress(qint64 done, qint64 total)
{
    // After Cancel the dialog has hidden itself; a late update must not bring it back.
    if (!m_progress || m_cancel.load())
        return;
    const QLocale locale;
    const QString name = QFileInfo(m_request.path).fileName();
    if (total <= 0) {
        m_progress->setRange(0, 0); // busy indicator
        m_progress->setLabelText(
            tr("Importing %1…\n%2 read").arg(name, locale.formattedDataSize(done)));
        return;
    }
    // The last block is followed by the commit, which can take a moment of its own.
    m_progress->setLabelText(
        done >= total
            ? tr("Writing the prices of %1 to the catalog…").arg(name)
            : tr("Importing %1…\n%2 of %3")
                  .arg(name, locale.formattedDataSize(done), locale.formattedDataSize(total)));
    m_progress->setValue(int(std::min(done, total) * kSteps / total));
}

void PriceImportJob::workerEnded()
{
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    if (m_progress) {
        m_progress->hide();
        // Not deleted at once: this may run inside the dialog's own setValue(), which
        // processes events while a modal dialog is shown.
        m_progress->deleteLater();
    }
    Q_EMIT finished(m_report);
}

} // namespace acceldecide::ui
