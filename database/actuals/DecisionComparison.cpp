#include "database/actuals/DecisionComparison.h"

#include "core/actuals/ActualMonths.h"
#include "core/actuals/BillFilter.h"
#include "core/actuals/BillReforecast.h"
#include "core/actuals/CalendarMonth.h"

#include <QCoreApplication>

#include <string_view>
#include <utility>

namespace acceldecide::db {

namespace {

using Field = DecisionComparisonError::Field;

QString tr(const char *text)
{
    return QCoreApplication::translate("DecisionComparison", text);
}

Unexpected<DecisionComparisonError> failed(Field field, QString message)
{
    return Unexpected<DecisionComparisonError>{{field, std::move(message)}};
}

} // namespace

DecisionComparison::Result DecisionComparison::load(CatalogDatabase &catalog, qint64 id,
                                                    const DecisionComparisonRequest &request)
{
    auto bill = DecisionBill::load(catalog, id);
    if (!bill)
        return failed(Field::Record, bill.error().toString());
    DecisionComparison compared;
    compared.bill = std::move(bill.value());
    if (auto done = compared.recompute(request); !done)
        return Unexpected<DecisionComparisonError>{std::move(done.error())};
    return compared;
}

Expected<void, DecisionComparisonError>
DecisionComparison::recompute(const DecisionComparisonRequest &request)
{
    // The plan's month 1: the one asked for, else the month the decision was taken in.
    const auto first =
        request.start.empty()
            ? actuals::monthIndex(std::string_view(bill.record.decidedAt).substr(0, 7))
            : actuals::monthIndex(request.start);
    if (!first)
        return failed(Field::Start,
                      tr("\"%1\" is not YYYY-MM").arg(QString::fromStdString(request.start)));
    std::string tagText = request.tag ? *request.tag : bill.scenario.billTag.value_or("");
    std::vector<actuals::ActualRow> tagged;
    if (!tagText.empty()) {
        const auto tag = actuals::BillFilter::parseTag(tagText);
        if (!tag)
            return failed(Field::Tag, QString::fromStdString(tag.error()));
        tagged = actuals::rowsWithTag(bill.rows, *tag);
    }
    const std::vector<actuals::ActualRow> &rows = tagText.empty() ? bill.rows : tagged;
    const std::string &chosen = bill.record.chosenOption;
    const std::string &baselineId = bill.scenario.baseline;
    actuals::PlannedMonths planned =
        actuals::plannedMonths(bill.scenario, bill.evaluation, chosen, *first);
    actuals::PlanVsActual compared = actuals::comparePlanWithBill(
        planned, actuals::actualMonths(rows, bill.coverage, planned), request.tokensByMonth);
    if (!compared.months.empty() && !baselineId.empty() && baselineId != chosen)
        compared.reforecast =
            actuals::reforecastWithBill(bill.scenario, bill.evaluation, chosen, planned, compared);
    if (compared.months.empty())
        return failed(
            Field::Bill,
            tagText.empty()
                ? tr("no bill is imported")
                : tr("no bill is imported with tag %1").arg(QString::fromStdString(tagText)));
    plan = std::move(planned);
    comparison = std::move(compared);
    tag = std::move(tagText);
    return {};
}

} // namespace acceldecide::db
