#pragma once

#include "ui/catalog/PriceImportRequest.h"

#include "database/import/ImportReport.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class QMessageBox;
class QWidget;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class PriceImportJob;

// Catalog → Import Prices, end to end: says why when the window's catalog cannot take
// an import, asks what to import (PriceImportDialog), runs it (PriceImportJob) and shows
// the report. catalogChanged() follows an import that wrote rows, so the window can
// re-evaluate against the new prices. Every box is opened window-modal without a nested
// event loop, so the window keeps painting and tests can read the boxes.
class PriceImportController : public QObject
{
    Q_OBJECT

public:
    // The catalog is asked for at each import: the window may have opened another since.
    using CatalogSource = std::function<db::CatalogDatabase *()>;

    PriceImportController(QWidget *window, CatalogSource catalog);
    ~PriceImportController() override;

    // Why prices cannot be imported into `catalog`; nullopt when they can.
    static std::optional<QString> whyCannotImport(const db::CatalogDatabase *catalog);

    // The menu action: explains why not, or asks what to import and starts it.
    void importPrices();
    // Starts `request` without asking; false (and the reason in a box) when it cannot.
    bool start(const PriceImportRequest &request);

    PriceImportJob *job() const;
    // The box last opened (the report, or why there was no import), while it is open.
    QMessageBox *messageBox() const;

Q_SIGNALS:
    void catalogChanged();
    void finished(const acceldecide::db::ImportReport &report);

private:
    void jobFinished(const db::ImportReport &report);
    void showBox(bool warning, const QString &text, const QString &informativeText,
                 const QString &detailedText = {});

    QWidget *m_window;
    CatalogSource m_catalog;
    PriceImportRequest m_last; // the dialog offers the previous request again
    QPointer<PriceImportJob> m_job;
    QPointer<QMessageBox> m_box;
};

} // namespace acceldecide::ui
