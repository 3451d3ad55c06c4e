#pragma once

#include "core/actuals/PlanVsActual.h"
#include "core/model/Expected.h"
#include "core/report/DecisionReport.h"

#include <QPageSize>
#include <QString>

#include <optional>

class QIODevice;

namespace acceldecide::ui {

struct EvaluatedScenario;

// The PDF decision report: the content core writes (DecisionReportBuilder) laid out on
// pages with a running header and numbered footer, tables that never split a row, and
// the application's charts drawn as vectors in a print palette.
class ReportPdfWriter
{
public:
    // The report's content for `evaluated`, dated by the scenario's as_of (else
    // SOURCE_DATE_EPOCH, else today), so the same inputs always give the same text.
    static report::DecisionReport content(const EvaluatedScenario &evaluated);

    // Writes `report` (made from `evaluated`) to `device`. Returns the number of pages.
    // `comparison` is what a plan-against-the-bill chart block draws (a compare report).
    static int write(const EvaluatedScenario &evaluated, const report::DecisionReport &report,
                     QIODevice &device, const QPageSize &pageSize,
                     const actuals::PlanVsActual *comparison = nullptr);

    // Writes the report to `path`; an existing file is replaced only once the new one is
    // complete. Returns why it could not be written, naming the path.
    static Expected<void, QString> writeFile(const EvaluatedScenario &evaluated,
                                             const QString &path, const QPageSize &pageSize);
};

} // namespace acceldecide::ui
