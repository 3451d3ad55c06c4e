#pragma once

#include "core/model/Expected.h"

#include <QObject>
#include <QPageSize>
#include <QString>

#include <optional>

class QWidget;

namespace acceldecide::ui {

class ChartArea;
class EvaluationController;

// File → Export Report… (Ctrl+E): the PDF decision report of what the window shows now.
// exportTo() does the work without any dialog (tests use it); exportDialog() asks for the
// file and reports problems in a message box.
class ReportExporter : public QObject
{
    Q_OBJECT

public:
    ReportExporter(QWidget *window, EvaluationController *controller, ChartArea *charts);

    // Letter where the system locale measures in inches (US), else A4.
    static QPageSize defaultPageSize();

    // Writes the report to `path`; waits for a Monte Carlo run still going. Returns why it
    // could not (a scenario that does not evaluate, an unwritable path).
    Expected<void, QString> exportTo(const QString &path, const QPageSize &pageSize);

public Q_SLOTS:
    void exportDialog();

Q_SIGNALS:
    void message(const QString &text);

private:
    QString suggestedPath() const;

    QWidget *m_window;
    EvaluationController *m_controller;
    ChartArea *m_charts;
    QString m_lastDirectory;
};

} // namespace acceldecide::ui
