#pragma once

#include "ui/render/charts/ChartInputs.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <optional>

namespace acceldecide::ui {

// The option the three savings-plan charts draw, found the same way by each of them (and
// by the CLI's check) so that they never show different options: the one ChartInputs
// names if it has a commitment, otherwise the first option with one. Holds pointers into
// the inputs, valid for one update() call.
struct CommitmentFocus
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentFocus)

public:
    std::size_t index = 0;
    const Option *option = nullptr; // resolved
    const OptionResult *result = nullptr;
    const CommitmentOptionResult *commitment = nullptr;

    // nullopt when no option of the evaluation has a commitment.
    static std::optional<CommitmentFocus> find(const ChartInputs &inputs);
    // What the charts say instead of drawing when find() gives nothing.
    static QString noCommitmentMessage();

    // The usage the evaluation priced the commitment against, for core's curves.
    UsageProfile usage(const Scenario &scenario) const;
    // The option's rates under a term of `years` at `discountPercent`, nothing committed
    // (the curves set the level themselves).
    CommitmentTerms terms(int years, double discountPercent) const;
    // The three charts' title: "Savings plan: SUBJECT" without a focus, else
    // "<kind>: SUBJECT — <option>".
    static QString chartTitle(const QString &subject, const CommitmentFocus *focus);
    // "Savings plan" or "Reserved instances", for titles.
    QString kindName() const;
    // The option's label without the detail seed labels put in parentheses ("H100"),
    // for titles (a tab shows them too).
    QString name() const;
};

} // namespace acceldecide::ui
