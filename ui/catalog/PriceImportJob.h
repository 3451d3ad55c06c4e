#pragma once

#include "ui/catalog/PriceImportRequest.h"

#include "database/import/ImportReport.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>

class QProgressDialog;
class QThread;
class QWidget;

namespace acceldecide::ui {

// One import running on a worker thread, with a window-modal progress dialog whose
// Cancel button cancels it. Qt SQL connections belong to the thread that opened them,
// so the worker opens its own connection to the catalog file (no seeding, no backup:
// the window's open already did both) and the window's connection stays on the GUI
// thread. The importer writes in one transaction, so a cancelled or refused import
// leaves the file as it was.
class PriceImportJob : public QObject
{
    Q_OBJECT

public:
    // The progress dialog is window-modal over `window`'s window (none: application-modal).
    PriceImportJob(QString catalogPath, PriceImportRequest request, QWidget *window,
                   QObject *parent = nullptr);
    // Cancels a running import and waits for it: the worker uses this object.
    ~PriceImportJob() override;

    void start();
    bool isRunning() const;
    void cancel();

    const PriceImportRequest &request() const { return m_request; }
    QProgressDialog *progressDialog() const;
    // Valid once finished() has been emitted.
    const db::ImportReport &report() const { return m_report; }

Q_SIGNALS:
    // Emitted on the worker thread (connections to GUI objects are queued): bytes read
    // so far and the total, 0 when unknown. Only when the shown per mille changes.
    void progressed(qint64 done, qint64 total);
    // On the GUI thread, once the worker has ended.
    void finished(const acceldecide::db::ImportReport &report);

private:
    void work(); // on the worker thread
    void reportProgress(qint64 done, qint64 total);
    void showProgress(qint64 done, qint64 total);
    void workerEnded();

    QString m_catalogPath;
    PriceImportRequest m_request;
    QPointer<QWidget> m_window;
    QPointer<QProgressDialog> m_progress;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    qint64 m_lastStep = -1;    // the worker's throttle; only the worker touches it
    db::ImportReport m_report; // written by the worker before it ends, read after
};

} // namespace acceldecide::ui
