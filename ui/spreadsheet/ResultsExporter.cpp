#include "ui/spreadsheet/ResultsExporter.h"

#include "ui/charts/ChartArea.h"
#include "ui/document/EvaluationController.h"
#include "ui/render/evaluation/EvaluatedScenario.h"

#include "core/export/ResultsWorkbook.h"
#include "database/export/ResultsFileWriter.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>

namespace acceldecide::ui {

namespace {

// Translated where the dialog asks: a translator is installed after statics are built.
const char *const kXlsxFilter = QT_TRANSLATE_NOOP("ResultsExporter", "Excel workbook (*.xlsx)");
const char *const kCsvFilter = QT_TRANSLATE_NOOP("ResultsExporter", "CSV (*.csv)");

// "Seed 004: Trainium 3 vs H200" -> "Seed-004-Trainium-3-vs-H200": a file name every
// platform accepts.
QString suggestedName(const std::string &scenarioName)
{
    QString name =
        QString::fromStdString(scenarioName)
            .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"))
            .remove(QRegularExpression(QStringLiteral("^-+|-+$")))
            .left(60);
    return (name.isEmpty() ? QStringLiteral("results") : name) + QStringLiteral(".xlsx");
}

} // namespace

QString ResultsExporter::write(const EvaluationController &controller, const ChartArea &area,
                               const QString &path)
{
    // The window keeps showing the last good evaluation while the scenario has problems;
    // exporting it under the current inputs would mix two scenarios.
    if (!controller.problems().isEmpty())
        return tr("the scenario has problems (%1); fix them first")
            .arg(controller.problems().join(QStringLiteral("; ")));
    // Without problems the evaluation shown is the scenario's own, which is all the
    // workbook asks of it.
    const EvaluatedScenario shown = area.shownScenario();
    const ResultsWorkbook workbook = ResultsWorkbook::build(shown.scenario, shown.evaluation);
    if (const db::DatabaseStatus problem = db::ResultsFileWriter::write(workbook, path); !problem)
        return problem.error().toString();
    return {};
}

bool ResultsExporter::exportResults(QWidget *parent, const EvaluationController &controller,
                                    const ChartArea &area)
{
    const QString xlsxFilter = tr(kXlsxFilter);
    const QString csvFilter = tr(kCsvFilter);
    QString filter = xlsxFilter;
    QString path = QFileDialog::getSaveFileName(
        parent, tr("Export Results"),
        QDir::home().filePath(suggestedName(controller.resolvedScenario().name)),
        xlsxFilter + QStringLiteral(";;") + csvFilter, &filter);
    if (path.isEmpty())
        return false;
    // Some platform dialogs do not add the extension of the chosen filter.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == csvFilter ? QStringLiteral(".csv") : QStringLiteral(".xlsx");

    const QString problem = write(controller, area, path);
    if (!problem.isEmpty()) {
        QMessageBox::warning(parent, tr("Export Results"),
                             tr("Could not export the results to %1:\n%2")
                                 .arg(QDir::toNativeSeparators(path), problem));
        return false;
    }
    return true;
}

} // namespace acceldecide::ui
