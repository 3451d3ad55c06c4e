#pragma once

#include "core/actuals/PlanVsActual.h"
#include "core/actuals/PlannedMonths.h"
#include "core/decision/DecisionRevisit.h"
#include "core/model/Evaluation.h"
#include "core/model/Expected.h"
#include "database/actuals/DecisionBill.h"
#include "database/decisions/DecisionRevisitInputs.h"

#include <QSize>
#include <QString>

#include <string>

namespace acceldecide::ui {

struct EvaluatedScenario;

// The PDFs of decision records, for the window and `acceldecide-cli decisions` alike:
// the decision report a record keeps, a revisit's report with then and now side by side,
// and a comparison with the bill as a report or as slides. The reports are the ordinary
// decision report (ReportPdfWriter) on A4; the slides the ordinary deck (SlideDeckPdf).
class DecisionReports
{
public:
    // The decision report of `evaluated` as bytes, what a record stores.
    static std::string decisionReportPdf(const EvaluatedScenario &evaluated);

    // A record of a scenario as evaluated now, all but the team's part (choice, names,
    // dates): `edited` pinned to what `shown` took from the catalog, the discounts it left
    // to the catalog, the recommendation and the report of `shown`.
    static DecisionRecord prepare(const Scenario &edited, const EvaluatedScenario &shown);

    // Today's report of the revisited scenario with the revisit section
    // (ReportRevisitSection) first, written to `path` (replaced only once complete).
    // `then` is the recorded scenario's evaluation. Returns why it could not be written.
    static Expected<void, QString> writeRevisit(const db::DecisionRevisitInputs &inputs,
                                                const RevisitResult &revisit,
                                                const Evaluation &then,
                                                db::CatalogDatabase *catalog, const QString &path);

    // The recorded scenario's report with "Plan against the bill"
    // (ReportPlanVsActualSection) first, written to `path` (replaced only once complete).
    // `tag` is the tag the bill's lines were kept by (empty: none). Returns why it could
    // not be written.
    static Expected<void, QString>
    writeComparison(const db::DecisionBill &bill, const actuals::PlanVsActual &comparison,
                    const actuals::PlannedMonths &plan, const std::string &tag,
                    db::CatalogDatabase *catalog, const QString &path);

    // The recorded scenario's slides with the plan against the bill first (SlideDeck),
    // written to `path` (replaced only once complete), each `slideSize` pixels. Returns the
    // number of slides, or why the deck could not be written, naming the path.
    static Expected<int, QString> writeComparisonSlides(const db::DecisionBill &bill,
                                                        const actuals::PlanVsActual &comparison,
                                                        db::CatalogDatabase *catalog,
                                                        const QString &path,
                                                        const QSize &slideSize);
};

} // namespace acceldecide::ui
