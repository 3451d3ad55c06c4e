#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace acceldecide::ui {

class ChartArea;
class EvaluationController;

// File > Export Results: asks for a file name (.xlsx or .csv) and writes what the window
// shows -- the inputs, each option's key figures and monthly costs -- as a ResultsWorkbook.
// Problems (no valid evaluation, a path that cannot be written) appear in a message box
// naming the path and the reason.
class ResultsExporter
{
    Q_DECLARE_TR_FUNCTIONS(ResultsExporter)

public:
    // True when a file was written; false when the user cancelled or it failed.
    static bool exportResults(QWidget *parent, const EvaluationController &controller,
                              const ChartArea &area);
    // Writes without asking (the dialog's second half; tests call it directly). Returns
    // the problem, or an empty string on success.
    static QString write(const EvaluationController &controller, const ChartArea &area,
                         const QString &path);
};

} // namespace acceldecide::ui
