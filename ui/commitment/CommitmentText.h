#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace acceldecide::ui {

// The savings-plan panel's sentences, from core's figures for one option's commitment
// (CommitmentOptionResult): the level in the unit people commit in, what the commitment
// costs at it, utilization against break-even, the optimum per term and what is owed
// after usage stops. Formatting only: every number is core's.
class CommitmentText
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentText)

public:
    // "$354/h" (savings plan) or "3 instances" (reserved).
    static QString amount(const CommitmentLevel &level);
    // "$354/h = 75 % of peak (48.0 of 64 accelerators) · cost $8,303,699"
    static QString level(const CommitmentOptionResult &result);
    static QString utilization(const CommitmentOptionResult &result);
    static QString breakEven(const CommitmentOptionResult &result);
    static QString optimum(const CommitmentOptionResult &result);
    // "Optimal ladder: month 1: $471.94/h (64.0 accelerators); month 13: nothing — costing
    // $6,937,458."
    static QString ladder(const CommitmentOptionResult &result);
    // Which term starts the stated level is bought at under the renewal policy:
    // "Your level: month 1: bought; month 13: not renewed (renewal: optimal)."
    static QString renewals(const CommitmentOptionResult &result);
    static QString renewalName(RenewalPolicy renewal);
    // The last month of the last term the stated level is bought for (0: none bought).
    static int lastBoughtMonth(const CommitmentOptionResult &result);
    static QString owed(const CommitmentOptionResult &result,
                        std::optional<int> lastMonthWithUsage);
};

} // namespace acceldecide::ui
