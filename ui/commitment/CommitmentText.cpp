#include "ui/commitment/CommitmentText.h"

#include "core/text/MoneyFormat.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <vector>

namespace acceldecide::ui {

namespace {

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value));
}

QString rate(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value, 2));
}

QString number(double value, int decimals)
{
    return QString::fromStdString(MoneyFormat::number(value, decimals));
}

QString percent(double value, int decimals)
{
    return number(value, decimals) + QStringLiteral(" %");
}

// The months terms start within the horizon: 1, 13, 25, ... from the first term's start
// (at most kMaxTerms).
std::vector<int> termStarts(const CommitmentOptionResult &result)
{
    std::vector<int> starts;
    const int horizon = int(result.months.size());
    const int term = std::max(1, result.termMonths);
    for (int i = 0; i < kMaxTerms && result.startMonth + i * term <= horizon; ++i)
        starts.push_back(result.startMonth + i * term);
    return starts;
}

// Whether the stated level is bought for the term starting in `start`.
bool boughtFrom(const CommitmentOptionResult &result, int start)
{
    const int term = std::max(1, result.termMonths);
    return result.currentLevels[std::size_t((start - result.startMonth) / term)] > 0.0;
}

} // namespace

QString CommitmentText::amount(const CommitmentLevel &level)
{
    if (level.instances)
        return tr("%n instance(s)", nullptr, int(std::lround(*level.instances)));
    return tr("%1/h").arg(rate(level.usdPerHour));
}

QString CommitmentText::level(const CommitmentOptionResult &result)
{
    const CommitmentLevel &current = result.current;
    return tr("%1 = %2 of the busiest month (%3 of %4 accelerators). Cost over the horizon "
              "plus what is owed after it: %5.")
        .arg(amount(current), percent(current.percentOfPeak, 0), number(current.accelerators, 1),
             number(result.peakAccelerators, 1), usd(current.costUsd));
}

QString CommitmentText::utilization(const CommitmentOptionResult &result)
{
    QString text = tr("Utilization: %1 of the committed hours cover busy hours.")
                       .arg(percent(result.utilizationPercent, 1));
    if (result.effectiveUsdPerAcceleratorHour)
        text += QLatin1Char(' ') +
                tr("A used accelerator-hour costs %1 on average, against %2 on demand: "
                   "committed and on-demand hours together, so it differs from the "
                   "utilization chart's rate per used committed hour, which counts the "
                   "commitment alone.")
                    .arg(rate(*result.effectiveUsdPerAcceleratorHour),
                         rate(result.onDemandUsdPerAcceleratorHour));
    return text;
}

QString CommitmentText::breakEven(const CommitmentOptionResult &result)
{
    return tr("Break-even utilization: %1 (100 % minus the %2 discount). Below it the "
              "commitment costs more than on demand.")
        .arg(percent(result.breakEvenUtilizationPercent, 1), percent(result.discountPercent, 1));
}

QString CommitmentText::optimum(const CommitmentOptionResult &result)
{
    const auto levelOf = [](const CommitmentLevel &level) {
        return level.accelerators > 0.0
                   ? tr("%1 (%2 of peak)").arg(amount(level), percent(level.percentOfPeak, 0))
                   : tr("commit nothing");
    };
    QStringList lines;
    lines << tr("Optimum: %1, costing %2 (now %3; all on demand %4).")
                 .arg(levelOf(result.optimal), usd(result.optimal.costUsd),
                      usd(result.current.costUsd), usd(result.onDemandCostUsd));
    for (const CommitmentTermResult &term : result.terms) {
        if (term.optimal.accelerators > 0.0)
            lines << tr("%n-year term at %1 off: best at %2, costing %3.", nullptr, term.termYears)
                         .arg(percent(term.discountPercent, 1), levelOf(term.optimal),
                              usd(term.optimal.costUsd));
        else
            lines << tr("%n-year term at %1 off: best to commit nothing (%2).", nullptr,
                        term.termYears)
                         .arg(percent(term.discountPercent, 1), usd(term.optimal.costUsd));
    }
    return lines.join(QLatin1Char('\n'));
}

QString CommitmentText::ladder(const CommitmentOptionResult &result)
{
    QStringList steps;
    for (const LadderStep &step : result.ladder.steps) {
        QString what;
        if (step.accelerators <= 0.0)
            what = tr("nothing");
        else if (result.kind == CommitmentKind::SavingsPlan)
            what = tr("%1/h (%2 accelerators)")
                       .arg(rate(step.usdPerHour), number(step.accelerators, 1));
        else
            what = tr("%1 accelerators").arg(number(step.accelerators, 1));
        steps << tr("month %1: %2").arg(step.startMonth).arg(what);
    }
    if (steps.isEmpty())
        return {};
    return tr("Optimal ladder: %1 — costing %2.")
        .arg(steps.join(QStringLiteral("; ")), usd(result.ladder.costUsd));
}

QString CommitmentText::renewalName(RenewalPolicy renewal)
{
    switch (renewal) {
    case RenewalPolicy::Optimal:
        return tr("optimal");
    case RenewalPolicy::WhileUsageContinues:
        return tr("while usage continues");
    case RenewalPolicy::Never:
        return tr("never");
    }
    return {};
}

QString CommitmentText::renewals(const CommitmentOptionResult &result)
{
    if (result.current.accelerators <= 0.0)
        return tr("Your level commits nothing, so no term is bought.");
    QStringList terms;
    for (const int start : termStarts(result)) {
        const bool bought = boughtFrom(result, start);
        const QString month = result.startFraction > 0.0
                                  ? tr("month %1 (day %2)")
                                        .arg(start)
                                        .arg(CommitmentTerms::dayOfMonth(result.startFraction))
                                  : tr("month %1").arg(start);
        terms << (start == result.startMonth
                      ? (bought ? tr("%1: bought") : tr("%1: not bought")).arg(month)
                      : (bought ? tr("%1: renewed") : tr("%1: not renewed")).arg(month));
    }
    return tr("Your level: %1 (renewal: %2).")
        .arg(terms.join(QStringLiteral("; ")), renewalName(result.renewal));
}

int CommitmentText::lastBoughtMonth(const CommitmentOptionResult &result)
{
    int last = 0;
    for (const int start : termStarts(result)) {
        if (boughtFrom(result, start))
            last = start - 1 + result.termMonths;
    }
    return last;
}

QString CommitmentText::owed(const CommitmentOptionResult &result,
                             std::optional<int> lastMonthWithUsage)
{
    QString text;
    if (!lastMonthWithUsage)
        text = tr("Usage runs the whole horizon.");
    else if (result.monthsOwedAfterUsageStops > 0)
        text = tr("Usage stops after month %1; the commitment is still paid for %n more "
                  "month(s): %2 for nothing.",
                  nullptr, result.monthsOwedAfterUsageStops)
                   .arg(*lastMonthWithUsage)
                   .arg(usd(result.owedAfterUsageStopsUsd));
    else if (const int last = lastBoughtMonth(result); last == 0)
        text = tr("Usage stops after month %1; no term is bought, so nothing is owed for idle "
                  "months.")
                   .arg(*lastMonthWithUsage);
    else if (last < *lastMonthWithUsage)
        // The commitment ended before the work did: the next term was not bought.
        text = tr("Usage stops after month %1; the term ending with month %2 was not renewed, "
                  "so nothing is owed for idle months.")
                   .arg(*lastMonthWithUsage)
                   .arg(last);
    else
        text = tr("Usage stops after month %1, when the commitment ends: nothing is owed for "
                  "idle months.")
                   .arg(*lastMonthWithUsage);
    if (result.owedAfterHorizonUsd > 0.0)
        text += QLatin1Char(' ') +
                tr("Still owed after the horizon: %1.").arg(usd(result.owedAfterHorizonUsd));
    return text;
}

} // namespace acceldecide::ui
