#pragma once

#include "ui/catalog/MeasurementImportDialog.h"

#include "database/import/MeasurementImporter.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

// Catalog → Import Benchmark Results, end to end: says why when the window's catalog cannot
// take an import, asks for the file and its setup (MeasurementImportDialog), imports it on
// the window's own connection (a result file is a few kilobytes: no worker needed) and shows
// what happened in the dialog, which stays open for the next file. catalogChanged() follows
// an import that wrote rows, so the window calibrates the estimates again and re-evaluates.
class MeasurementImportController : public QObject
{
    Q_OBJECT

public:
    // The catalog is asked for at each import: the window may have opened another since.
    using CatalogSource = std::function<db::CatalogDatabase *()>;

    MeasurementImportController(QWidget *window, CatalogSource catalog);

    // The menu action, parented to the window.
    QAction *action() const { return m_action; }
    // Why measurements cannot be imported into `catalog`; nullopt when they can.
    static std::optional<QString> whyCannotImport(const db::CatalogDatabase *catalog);

    // The action: explains why not, or opens the dialog.
    void importMeasurements();
    // Imports `request` into the window's catalog and shows the outcome in the dialog.
    db::MeasurementImportResult run(const MeasurementImportRequest &request);
    // The outcome as the dialog shows it: the summary, or every problem one a line.
    static QString outcomeText(const db::MeasurementImportResult &result);

    MeasurementImportDialog *dialog() const { return m_dialog; }

Q_SIGNALS:
    void catalogChanged();

private:
    QWidget *m_window;
    CatalogSource m_catalog;
    QAction *m_action;
    QPointer<MeasurementImportDialog> m_dialog;
};

} // namespace acceldecide::ui
