#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <string>

namespace acceldecide::ui {

class EvaluationController;
class ScenarioDocument;

// The savings-plan panel's edits, kept apart from its widgets: each is one of core's pure
// CommitmentEditing functions applied through ScenarioDocument::apply(), so it is
// validated and undoable, with the figures it needs (peak usage, the current result)
// taken from the controller's last evaluation. Every edit returns nullopt when it was
// applied (or changed nothing) and otherwise the problem, naming the field and value.
class CommitmentEdits
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentEdits)

public:
    using Edit = std::function<void(Commitment &commitment, const Option &option)>;

    CommitmentEdits(ScenarioDocument *document, EvaluationController *controller);

    // Core's result for the option's commitment, or null (none, or not evaluated).
    const CommitmentOptionResult *evaluated(const std::string &optionId) const;

    // `edit` on the option's commitment; nothing when it has none.
    Expected<void, QString> edit(const std::string &optionId, const QString &mergeKey,
                                 const QString &description, const Edit &edit);
    // Savings plan or reservation at the same share of the peak.
    Expected<void, QString> setKind(const std::string &optionId, CommitmentKind kind);
    // The other term's discount and this one's trade places.
    Expected<void, QString> setTerm(const std::string &optionId, int years);
    // What the commitment covers and how it renews; each one undo step.
    Expected<void, QString> setPlan(const std::string &optionId, SavingsPlanType plan);
    Expected<void, QString> setOfferingClass(const std::string &optionId,
                                             OfferingClass offeringClass);
    Expected<void, QString> setRenewal(const std::string &optionId, RenewalPolicy renewal);
    // nullopt: the month the option's port ends in.
    Expected<void, QString> setStartMonth(const std::string &optionId,
                                          std::optional<int> startMonth);
    // CommitmentEditing::atLevel; equal merge keys merge (one slider drag, one step).
    Expected<void, QString> setLevel(const std::string &optionId, double percentOfPeak,
                                     const QString &mergeKey);
    Expected<void, QString> useOptimum(const std::string &optionId);
    // CommitmentEditing::suggested at the option's peak usage, via setCommitment.
    Expected<void, QString> add(const std::string &optionId);
    Expected<void, QString> remove(const std::string &optionId);
    // workload.usage through CommitmentEditing::setUsage.
    Expected<void, QString> setGrowth(double growthPercentPerMonth);
    Expected<void, QString> setLastMonthWithUsage(std::optional<int> lastMonth);

    // The busiest month's accelerators of an option as evaluated without a commitment,
    // what "Add commitment" sizes to; nullopt when the option cannot be evaluated.
    std::optional<double> peakWithoutCommitment(const std::string &optionId) const;

private:
    ScenarioDocument *m_document;
    EvaluationController *m_controller;
};

} // namespace acceldecide::ui
