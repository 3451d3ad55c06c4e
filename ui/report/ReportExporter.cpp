#include "ui/report/ReportExporter.h"

#include "ui/render/report/ReportPdfWriter.h"

#include "ui/charts/ChartArea.h"
#include "ui/document/EvaluationController.h"
#include "ui/render/evaluation/EvaluatedScenario.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>

namespace acceldecide::ui {

ReportExporter::ReportExporter(QWidget *window, EvaluationController *controller, ChartArea *charts)
    : QObject(window), m_window(window), m_controller(controller), m_charts(charts)
{}

QPageSize ReportExporter::defaultPageSize()
{
    return QPageSize(QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
                         ? QPageSize::Letter
                         : QPageSize::A4);
}

Expected<void, QString> ReportExporter::exportTo(const QString &path, const QPageSize &pageSize)
{
    // The controller keeps the last good evaluation when an edit cannot be evaluated; a
    // report of that would not match the inputs on screen.
    if (!m_controller->problems().isEmpty())
        return tr("The scenario cannot be evaluated, so there is no report to write: %1")
            .arg(m_controller->problems().join(QLatin1String("; ")));
    if (m_controller->resolvedScenario().options.empty())
        return tr("There is no scenario to report on.");
    if (!m_controller->isMonteCarloCurrent() && !m_controller->waitForMonteCarlo())
        return tr("The Monte Carlo simulation did not finish in time; try again.");
    m_charts->updateAllCharts(); // the purchase models the report draws are current
    const EvaluatedScenario evaluated = m_charts->shownScenario();
    return ReportPdfWriter::writeFile(evaluated, path, pageSize);
}

QString ReportExporter::suggestedPath() const
{
    QString name = QString::fromStdString(m_controller->resolvedScenario().name);
    // A file name from the scenario's name: no separators or characters file systems refuse.
    name.replace(QRegularExpression(QStringLiteral(R"([\\/:*?"<>|]+)")), QStringLiteral("-"));
    name = name.simplified().left(80);
    if (name.isEmpty())
        name = tr("decision-report");
    const QString directory =
        m_lastDirectory.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
            : m_lastDirectory;
    return QDir(directory).filePath(name + QStringLiteral(".pdf"));
}

void ReportExporter::exportDialog()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Report"), suggestedPath(),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    m_lastDirectory = QFileInfo(path).absolutePath();
    QElapsedTimer timer;
    timer.start();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Expected<void, QString> problem = exportTo(path, defaultPageSize());
    QApplication::restoreOverrideCursor();
    if (!problem) {
        QMessageBox::warning(m_window, tr("Report not written"), problem.error());
        Q_EMIT message(problem.error());
        return;
    }
    Q_EMIT message(tr("Report written to %1 (%2 ms).")
                       .arg(QDir::toNativeSeparators(path))
                       .arg(timer.elapsed()));
}

} // namespace acceldecide::ui
