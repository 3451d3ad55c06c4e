#include "ui/catalog/BillImportJob.h"

#include "database/actuals/BillImporter.h"
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

// The dialog counts per mille rather than bytes: a bill can exceed an int's range.
constexpr qint64 kSteps = 1000;
// A small bill finishes before the dialog would flash up.
constexpr int kShowAfterMs = 300;

} // namespace

BillImportJob::BillImportJob(QString catalogPath, QString password, BillImportRequest request,
                             QWidget *window, QObject *parent)
    : QObject(parent), m_catalogPath(std::move(catalogPath)), m_password(std::move(password)),
      m_request(std::move(request)), m_window(window)
{
    // Explicitly queued: progressed() is emitted on the worker thread and the dialog may
    // only be touched on the GUI thread.
    connect(this, &BillImportJob::progressed, this, &BillImportJob::showProgress,
            Qt::QueuedConnection);
}

BillImportJob::~BillImportJob()
{
    if (m_thread) {
        m_cancel.store(true);
        m_thread->wait();
        delete m_thread;
    }
    delete m_progress.data();
}

void BillImportJob::createProgressDialog()
{
    m_progress = new QProgressDialog(m_window ? m_window->window() : nullptr);
    m_progress->setWindowTitle(tr("Import Bill"));
    // Plain text: a file name is not markup.
    auto *label = new QLabel(m_progress);
    label->setTextFormat(Qt::PlainText);
    m_progress->setLabel(label);
    m_progress->setLabelText(tr("Importing %1…").arg(QFileInfo(m_request.path).fileName()));
    m_progress->setCancelButtonText(tr("Cancel"));
    m_progress->setRange(0, int(kSteps));
    // Wide enough for "1,023.42 MiB of 5.38 GiB": the dialog does not jump as it counts.
    m_progress->setMinimumWidth(m_progress->fontMetrics().averageCharWidth() * 48);
    m_progress->setWindowModality(Qt::WindowModal);
    // The job decides when the dialog goes away (after the commit, not at 100 %).
    m_progress->setAutoReset(false);
    m_progress->setAutoClose(false);
    m_progress->setMinimumDuration(kShowAfterMs);
    // Restarts the show timer at kShowAfterMs (the constructor started it at four seconds).
    m_progress->setValue(0);
    connect(m_progress, &QProgressDialog::canceled, this, &BillImportJob::cancel);
}

void BillImportJob::start()
{
    if (m_thread)
        return;
    m_lastStep = -1;
    m_result.reset();
    createProgressDialog();
    m_thread = QThread::create([this] { work(); });
    m_thread->setObjectName(QStringLiteral("BillImport"));
    // finished() comes from the worker thread, so this runs queued on the GUI thread.
    connect(m_thread, &QThread::finished, this, &BillImportJob::workerEnded);
    m_thread->start();
}

QProgressDialog *BillImportJob::progressDialog() const
{
    return m_progress;
}

bool BillImportJob::isRunning() const
{
    return m_thread != nullptr;
}

void BillImportJob::cancel()
{
    // The importer polls this between rows and writes nothing once it is set.
    m_cancel.store(true);
}

void BillImportJob::work()
{
    db::CatalogDatabase::OpenOptions options;
    options.seeding = db::CatalogDatabase::Seeding::Skip;
    options.backupsToKeep = 0;
    options.password = m_password;
    auto opened = db::CatalogDatabase::open(m_catalogPath, options);
    if (!opened) {
        db::DatabaseError error = opened.error();
        error.message =
            tr("the catalog could not be opened for the import: %1").arg(opened.error().toString());
        m_result = db::BillImportResult(db::BillImportError{false, error});
        return;
    }
    // The importer only polls every few thousand rows: a cancel that came first is
    // honoured here, before a byte is read.
    if (m_cancel.load()) {
        db::BillImportReport report;
        report.fileName = QFileInfo(m_request.path).fileName();
        report.format = m_request.format;
        report.cancelled = true;
        m_result = db::BillImportResult(report);
        return;
    }
    db::ImportOptions importOptions;
    importOptions.cancel = &m_cancel;
    importOptions.progress = [this](qint64 done, qint64 total) {
        reportProgress(done, total);
    };
    m_result = db::BillImporter::importFile(*opened.value(), m_request.path, m_request.format,
                                            m_request.filter, importOptions);
    // The worker's connection closes here, on the thread that opened it.
}

void BillImportJob::reportProgress(qint64 done, qint64 total)
{
    // One queued event per visible change keeps the GUI thread's queue short.
    const qint64 step = total > 0 ? std::min(done, total) * kSteps / total : 0;
    if (step == m_lastStep)
        return;
    m_lastStep = step;
    Q_EMIT progressed(done, total);
}

void BillImportJob::showProgress(qint64 done, qint64 total)
{
    // After Cancel the dialog has hidden itself; a late update must not bring it back.
    if (!m_progress || m_cancel.load() || total <= 0)
        return;
    const QLocale locale;
    const QString name = QFileInfo(m_request.path).fileName();
    // The last row is followed by the summing and the commit.
    m_progress->setLabelText(done >= total ? tr("Writing the bill %1 to the catalog…").arg(name)
                                           : tr("Importing %1…\n%2 of %3")
                                                 .arg(name, locale.formattedDataSize(done),
                                                      locale.formattedDataSize(total)));
    m_progress->setValue(int(std::min(done, total) * kSteps / total));
}

void BillImportJob::workerEnded()
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
    Q_EMIT finished();
}

} // namespace acceldecide::ui
