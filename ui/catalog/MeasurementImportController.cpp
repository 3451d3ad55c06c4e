#include "ui/catalog/MeasurementImportController.h"

#include "database/catalog/ModelCatalog.h"
#include "database/connection/CatalogDatabase.h"

#include <QAction>
#include <QDir>
#include <QMessageBox>
#include <QWidget>

namespace acceldecide::ui {

MeasurementImportController::MeasurementImportController(QWidget *window, CatalogSource catalog)
    : QObject(window), m_window(window), m_catalog(std::move(catalog)),
      m_action(new QAction(tr("Import &Benchmark Results…"), window))
{
    m_action->setStatusTip(tr("Import a team's own vLLM, trtllm-bench or LLMPerf results; the "
                              "throughput estimates are calibrated on them"));
    connect(m_action, &QAction::triggered, this, &MeasurementImportController::importMeasurements);
}

std::optional<QString>
MeasurementImportController::whyCannotImport(const db::CatalogDatabase *catalog)
{
    if (!catalog)
        return tr("No catalog is open, so there is nowhere to import measurements to. Open a "
                  "catalog first.");
    if (catalog->isReadOnly())
        return tr("The catalog %1 is open read-only, so measurements cannot be imported into "
                  "it. Open it again once it is writable, or open another catalog.")
            .arg(QDir::toNativeSeparators(catalog->path()));
    return std::nullopt;
}

void MeasurementImportController::importMeasurements()
{
    db::CatalogDatabase *catalog = m_catalog();
    if (const std::optional<QString> why = whyCannotImport(catalog)) {
        auto *box =
            new QMessageBox(QMessageBox::Warning, tr("Import Benchmark Results"),
                            tr("Benchmark results cannot be imported."), QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setInformativeText(*why);
        box->open();
        return;
    }
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    QStringList models;
    if (const auto read = db::ModelCatalog(catalog->connection()).models()) {
        for (const performance::TransformerModel &model : read.value())
            models << QString::fromStdString(model.id);
    }
    m_dialog = new MeasurementImportDialog(catalog->path(), models, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &MeasurementImportDialog::importRequested, this,
            [this](const MeasurementImportRequest &request) { run(request); });
    m_dialog->open();
}

db::MeasurementImportResult
MeasurementImportController::run(const MeasurementImportRequest &request)
{
    db::CatalogDatabase *catalog = m_catalog();
    db::MeasurementImportResult result =
        whyCannotImport(catalog)
            ? db::MeasurementImportResult(db::MeasurementImportError{
                  true, db::DatabaseError{{}, {}, {}, *whyCannotImport(catalog)}})
            : db::MeasurementImporter::importFile(*catalog, request.format, request.path,
                                                  request.setup);
    if (m_dialog)
        m_dialog->showOutcome(outcomeText(result), !result.ok());
    if (result && result.value().rowsImported > 0)
        Q_EMIT catalogChanged();
    return result;
}

QString MeasurementImportController::outcomeText(const db::MeasurementImportResult &result)
{
    if (result) {
        QString text = result.value().summary();
        if (result.value().rowsImported > 0)
            text += QLatin1Char('\n') + tr("The throughput estimates are calibrated on them now.");
        return text;
    }
    const QString heading = result.error().refused
                                ? tr("Nothing was imported:")
                                : tr("Nothing was imported; the catalog refused the write:");
    return heading + QLatin1Char('\n') + result.error().error.lines().join(QLatin1Char('\n'));
}

} // namespace acceldecide::ui
