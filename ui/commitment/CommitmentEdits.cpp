#include "ui/commitment/CommitmentEdits.h"

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"

#include "core/editing/CommitmentEditing.h"
#include "core/engine/CommitmentAnalysis.h"
#include "core/engine/OptionCostModel.h"

#include <utility>

namespace acceldecide::ui {

CommitmentEdits::CommitmentEdits(ScenarioDocument *document, EvaluationController *controller)
    : m_document(document), m_controller(controller)
{}

const CommitmentOptionResult *CommitmentEdits::evaluated(const std::string &optionId) const
{
    const OptionResult *result = m_controller->evaluation().option(optionId);
    return result && result->commitment ? &*result->commitment : nullptr;
}

Expected<void, QString> CommitmentEdits::edit(const std::string &optionId, const QString &mergeKey,
                                              const QString &description, const Edit &edit)
{
    return m_document->apply(mergeKey, description, [&](Scenario &s) {
        const int index = s.optionIndex(optionId);
        if (index < 0)
            return;
        Option &option = s.options[std::size_t(index)];
        if (option.commitment)
            edit(*option.commitment, option);
    });
}

Expected<void, QString> CommitmentEdits::setKind(const std::string &optionId, CommitmentKind kind)
{
    // A copy: the edit re-evaluates, which replaces the result a pointer would point into.
    const CommitmentOptionResult *found = evaluated(optionId);
    const std::optional<CommitmentOptionResult> result =
        found ? std::optional(*found) : std::nullopt;
    return edit(optionId, QString(), tr("Commitment type"), [&](Commitment &c, const Option &o) {
        if (c.kind == kind)
            return;
        c.kind = kind;
        c.usdPerHour = 0.0;
        c.instances = 0.0;
        if (result) // the same share of the peak in the new unit
            c = CommitmentEditing::atLevel(c, o, *result, result->current.percentOfPeak);
    });
}

Expected<void, QString> CommitmentEdits::setTerm(const std::string &optionId, int years)
{
    return edit(optionId, QString(), tr("Commitment term"), [&](Commitment &c, const Option &) {
        if (c.termYears == years)
            return;
        c.termYears = years;
        // "The other term" is relative to this one. A catalog discount follows the term by
        // itself.
        if (c.otherTermDiscountPercent && !c.discountFromCatalog)
            std::swap(c.discountPercent, *c.otherTermDiscountPercent);
    });
}

Expected<void, QString> CommitmentEdits::setPlan(const std::string &optionId, SavingsPlanType plan)
{
    return edit(optionId, QString(), tr("Savings plan type"),
                [&](Commitment &c, const Option &) { c = CommitmentEditing::withPlan(c, plan); });
}

Expected<void, QString> CommitmentEdits::setOfferingClass(const std::string &optionId,
                                                          OfferingClass offeringClass)
{
    return edit(optionId, QString(), tr("Offering class"), [&](Commitment &c, const Option &) {
        c = CommitmentEditing::withOfferingClass(c, offeringClass);
    });
}

Expected<void, QString> CommitmentEdits::setRenewal(const std::string &optionId,
                                                    RenewalPolicy renewal)
{
    return edit(optionId, QString(), tr("Renewal"),
                [&](Commitment &c, const Option &) { c.renewal = renewal; });
}

Expected<void, QString> CommitmentEdits::setStartMonth(const std::string &optionId,
                                                       std::optional<int> startMonth)
{
    // Steps of the spin box merge into one undo step.
    return edit(optionId, QStringLiteral("start_month:") + QString::fromStdString(optionId),
                tr("Commitment start"),
                [&](Commitment &c, const Option &) { c.startMonth = startMonth; });
}

Expected<void, QString> CommitmentEdits::setLevel(const std::string &optionId, double percentOfPeak,
                                                  const QString &mergeKey)
{
    const CommitmentOptionResult *found = evaluated(optionId);
    if (!found)
        return {};
    const CommitmentOptionResult result = *found;
    return edit(optionId, mergeKey, tr("Commitment level"), [&](Commitment &c, const Option &o) {
        c = CommitmentEditing::atLevel(c, o, result, percentOfPeak);
    });
}

Expected<void, QString> CommitmentEdits::useOptimum(const std::string &optionId)
{
    const CommitmentOptionResult *found = evaluated(optionId);
    if (!found)
        return {};
    const CommitmentOptionResult result = *found;
    return edit(optionId, QString(), tr("Use the optimum commitment"),
                [&](Commitment &c, const Option &o) {
                    c = CommitmentEditing::atLevel(c, o, result, result.optimal.percentOfPeak);
                });
}

std::optional<double> CommitmentEdits::peakWithoutCommitment(const std::string &optionId) const
{
    const Scenario &resolved = m_controller->resolvedScenario();
    const int index = resolved.optionIndex(optionId);
    if (index < 0)
        return {};
    const Option &option = resolved.options[std::size_t(index)];
    if (OptionCostModel::problemOf(resolved, option))
        return {}; // e.g. no usable throughput: nothing to size against
    const OptionEconomics economics =
        OptionCostModel::economics(resolved, option, resolved.baseline == optionId);
    return CommitmentAnalysis::peakAccelerators(
        CommitmentAnalysis::usageOf(economics, resolved.workload), resolved.horizonMonths);
}

Expected<void, QString> CommitmentEdits::add(const std::string &optionId)
{
    const Scenario &scenario = m_document->scenario();
    const int index = scenario.optionIndex(optionId);
    if (index < 0 || scenario.options[std::size_t(index)].commitment)
        return {};
    const std::optional<double> peak = peakWithoutCommitment(optionId);
    if (!peak)
        return tr("Option %1 cannot be sized for a commitment until it evaluates (it needs a "
                  "price and a throughput).")
            .arg(QString::fromStdString(optionId));
    // The catalog's on-demand price when the scenario leaves it out, so that the suggested
    // $/hour is in real dollars.
    Option priced = scenario.options[std::size_t(index)];
    const Scenario &resolved = m_controller->resolvedScenario();
    if (const int at = resolved.optionIndex(optionId); at >= 0 && !priced.instanceHourlyUsd)
        priced.instanceHourlyUsd = resolved.options[std::size_t(at)].instanceHourlyUsd;
    const Commitment commitment = CommitmentEditing::suggested(priced, *peak);
    return m_document->apply(QString(), tr("Add a commitment"), [&](Scenario &s) {
        CommitmentEditing::setCommitment(s, optionId, commitment);
    });
}

Expected<void, QString> CommitmentEdits::remove(const std::string &optionId)
{
    return m_document->apply(QString(), tr("Remove the commitment"), [&](Scenario &s) {
        CommitmentEditing::setCommitment(s, optionId, std::nullopt);
    });
}

Expected<void, QString> CommitmentEdits::setGrowth(double growthPercentPerMonth)
{
    return m_document->apply(
        QStringLiteral("workload.usage.growth"), tr("Usage growth"), [&](Scenario &s) {
            CommitmentEditing::setUsage(s, growthPercentPerMonth, s.workload.lastMonthWithUsage);
        });
}

Expected<void, QString> CommitmentEdits::setLastMonthWithUsage(std::optional<int> lastMonth)
{
    return m_document->apply(
        QStringLiteral("workload.usage.last_month"), tr("Last month with usage"), [&](Scenario &s) {
            CommitmentEditing::setUsage(s, s.workload.growthPercentPerMonth, lastMonth);
        });
}

} // namespace acceldecide::ui
