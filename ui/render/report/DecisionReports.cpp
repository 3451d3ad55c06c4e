#include "ui/render/report/DecisionReports.h"

#include "core/io/ScenarioPinning.h"
#include "core/io/ScenarioWriter.h"
#include "core/report/ReportPlanVsActualSection.h"
#include "core/report/ReportRevisitSection.h"
#include "ui/render/evaluation/EvaluatedScenario.h"
#include "ui/render/report/ReportPdfWriter.h"
#include "ui/render/slides/SlideDeckPdf.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QPageSize>
#include <QSaveFile>

namespace acceldecide::ui {

namespace {

// The decision's scenario as it was recorded (every catalog figure pinned), which a
// comparison's report and slides both explain the bill by.
EvaluatedScenario evaluateRecorded(const db::DecisionBill &bill, db::CatalogDatabase *catalog)
{
    return EvaluatedScenario::evaluate(bill.scenario, bill.sources, catalog,
                                       EvaluatedScenario::kDefaultMonteCarloSamples, 1);
}

} // namespace

std::string DecisionReports::decisionReportPdf(const EvaluatedScenario &evaluated)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    ReportPdfWriter::write(evaluated, ReportPdfWriter::content(evaluated), buffer,
                           QPageSize(QPageSize::A4));
    const QByteArray &bytes = buffer.data();
    return std::string(bytes.constData(), std::size_t(bytes.size()));
}

DecisionRecord DecisionReports::prepare(const Scenario &edited, const EvaluatedScenario &shown)
{
    DecisionRecord record;
    record.scenarioJson =
        ScenarioWriter::toText(ScenarioPinning::pin(edited, shown.scenario, shown.provenance));
    record.catalogDiscounts = DecisionRevisit::catalogDiscounts(edited);
    record.recommendedOption = shown.evaluation.recommendation.option;
    record.reportPdf = decisionReportPdf(shown);
    return record;
}

Expected<void, QString> DecisionReports::writeRevisit(const db::DecisionRevisitInputs &inputs,
                                                      const RevisitResult &revisit,
                                                      const Evaluation &then,
                                                      db::CatalogDatabase *catalog,
                                                      const QString &path)
{
    const EvaluatedScenario now = EvaluatedScenario::evaluate(
        inputs.now, inputs.nowSources, catalog, EvaluatedScenario::kDefaultMonteCarloSamples, 1);
    report::DecisionReport content = ReportPdfWriter::content(now);
    content.titlePage.title = "Decision revisited";
    content.sections.insert(
        content.sections.begin(),
        report::ReportRevisitSection::build(inputs.record, revisit, then, now.evaluation));
    QSaveFile file(path);
    const auto failed = [&] {
        return QCoreApplication::translate("DecisionReports", "%1: cannot write (%2)")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed();
    ReportPdfWriter::write(now, content, file, QPageSize(QPageSize::A4));
    if (!file.commit())
        return failed();
    return {};
}

Expected<void, QString> DecisionReports::writeComparison(const db::DecisionBill &bill,
                                                         const actuals::PlanVsActual &comparison,
                                                         const actuals::PlannedMonths &plan,
                                                         const std::string &tag,
                                                         db::CatalogDatabase *catalog,
                                                         const QString &path)
{
    const EvaluatedScenario recorded = evaluateRecorded(bill, catalog);
    report::DecisionReport content = ReportPdfWriter::content(recorded);
    content.titlePage.title = "Plan against the bill";
    content.sections.insert(content.sections.begin(), report::ReportPlanVsActualSection::build(
                                                          bill.record, comparison, plan, tag));
    QSaveFile file(path);
    const auto failed = [&] {
        return QCoreApplication::translate("DecisionReports", "%1: cannot write (%2)")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed();
    ReportPdfWriter::write(recorded, content, file, QPageSize(QPageSize::A4), &comparison);
    if (!file.commit())
        return failed();
    return {};
}

Expected<int, QString> DecisionReports::writeComparisonSlides(
    const db::DecisionBill &bill, const actuals::PlanVsActual &comparison,
    db::CatalogDatabase *catalog, const QString &path, const QSize &slideSize)
{
    const EvaluatedScenario recorded = evaluateRecorded(bill, catalog);
    return SlideDeckPdf::writeFile(recorded, path, slideSize, &comparison);
}

} // namespace acceldecide::ui
