#pragma once

#include "ui/catalog/BillImportDialog.h"

#include "database/actuals/BillImportReport.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <optional>

class QProgressDialog;
class QThread;
class QWidget;

namespace acceldecide::ui {

// One bill import on a worker thread (a bill runs to gigabytes), with a window-modal
// progress dialog whose Cancel cancels it, as PriceImportJob does for prices: the worker
// opens its own connection to the catalog (Qt SQL connections belong to the thread that
// opened them), and BillImporter writes in one transaction after the last row, so a
// cancelled or refused import leaves the catalog as it was.
class BillImportJob : public QObject
{
    Q_OBJECT

public:
    // `password`: a server catalog's, for the worker's own connection (empty: libpq's own
    // places). The progress dialog is window-modal over `window`'s window.
    BillImportJob(QString catalogPath, QString password, BillImportRequest request, QWidget *window,
                  QObject *parent = nullptr);
    // Cancels a running import and waits for it: the worker uses this object.
    ~BillImportJob() override;

    // A cancel() before start() holds: the worker then writes nothing.
    void start();
    bool isRunning() const;
    void cancel();

    const BillImportRequest &request() const { return m_request; }
    QProgressDialog *progressDialog() const;
    // Set once finished() has been emitted.
    const std::optional<db::BillImportResult> &result() const { return m_result; }

Q_SIGNALS:
    // On the worker thread (connections to GUI objects are queued): bytes of the file read
    // so far and its size. Only when the shown per mille changes.
    void progressed(qint64 done, qint64 total);
    // On the GUI thread, once the worker has ended.
    void finished();

private:
    void createProgressDialog();
    void work(); // on the worker thread
    void reportProgress(qint64 done, qint64 total);
    void showProgress(qint64 done, qint64 total);
    void workerEnded();

    QString m_catalogPath;
    QString m_password;
    BillImportRequest m_request;
    QPointer<QWidget> m_window;
    QPointer<QProgressDialog> m_progress;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    qint64 m_lastStep = -1; // the worker's throttle; only the worker touches it
    // Written by the worker before it ends, read after.
    std::optional<db::BillImportResult> m_result;
};

} // namespace acceldecide::ui
