#pragma once

#include "ui/catalog/BillImportDialog.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QMessageBox;
class QWidget;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class BillImportJob;

// File → Import Bill, end to end: says why when the window's catalog cannot take a bill
// (none open, in memory only, read-only, or a viewer's session on a team server), asks
// for the file and filter (BillImportDialog), runs the import on a worker thread with a
// progress dialog whose Cancel writes nothing (BillImportJob) and shows what it did in a
// box (BillImportReportText). catalogChanged() follows an import that wrote rows. Every
// box is opened window-modal without a nested event loop, so tests can read it.
class BillImportController : public QObject
{
    Q_OBJECT

public:
    // The catalog is asked for at each import: the window may have opened another since.
    using CatalogSource = std::function<db::CatalogDatabase *()>;

    BillImportController(QWidget *window, CatalogSource catalog);
    ~BillImportController() override;

    // The menu action, parented to the window.
    QAction *action() const { return m_action; }
    // Why a bill cannot be imported into `catalog`; nullopt when it can.
    static std::optional<QString> whyCannotImport(db::CatalogDatabase *catalog);

    // The action: explains why not, or asks for the bill and starts its import.
    void importBill();
    // Starts `request` without asking; false (and the reason in a box) when it cannot.
    bool start(const BillImportRequest &request);

    BillImportJob *job() const;
    BillImportDialog *dialog() const;
    // The box last opened (the outcome, or why there was no import), while it is open.
    QMessageBox *messageBox() const;

Q_SIGNALS:
    void catalogChanged();
    // After the outcome's box is shown.
    void finished();

private:
    void jobFinished();
    void showBox(bool warning, const QString &text, const QString &informativeText,
                 const QString &detailedText = {});

    QWidget *m_window;
    CatalogSource m_catalog;
    QAction *m_action;
    BillImportRequest m_last; // the dialog offers the previous request again
    QPointer<BillImportDialog> m_dialog;
    QPointer<BillImportJob> m_job;
    QPointer<QMessageBox> m_box;
};

} // namespace acceldecide::ui
