#include "ui/matrix/MatrixText.h"
#include "ui/widgets/Qs.h"

#include "core/text/TextFormat.h"

#include <QStringList>

#include <algorithm>
#include <cstdlib>

namespace acceldecide::ui {

QString MatrixText::optionName(const Option &option)
{
    if (option.label.empty())
        return QString::fromStdString(option.id);
    const QString label = QString::fromStdString(option.label);
    const qsizetype paren = label.indexOf(QLatin1String(" ("));
    return paren > 0 ? label.left(paren) : label;
}

QString MatrixText::optionName(const Scenario &scenario, const std::string &optionId)
{
    const int index = scenario.optionIndex(optionId);
    return index >= 0 ? optionName(scenario.options[std::size_t(index)])
                      : QString::fromStdString(optionId);
}

QString MatrixText::twoLines(const QString &name)
{
    constexpr qsizetype kShort = 14; // fits a score column on one line
    if (name.size() <= kShort)
        return name;
    qsizetype best = -1;
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (name[i] == QLatin1Char(' ') &&
            (best < 0 || std::abs(i - name.size() / 2) < std::abs(best - name.size() / 2)))
            best = i;
    }
    if (best < 0)
        return name;
    return name.left(best) + QLatin1Char('\n') + name.mid(best + 1);
}

QString MatrixText::criterionName(const Scenario &scenario, const std::string &criterionId)
{
    if (scenario.criteria) {
        for (const Criterion &criterion : *scenario.criteria) {
            if (criterion.id == criterionId && !criterion.label.empty())
                return QString::fromStdString(criterion.label);
        }
    }
    return QString::fromStdString(criterionId);
}

QString MatrixText::number(double value, int maxDecimals)
{
    return QString::fromStdString(text::compact(value, maxDecimals));
}

QString MatrixText::winner(const Scenario &scenario, const MatrixResult &result)
{
    if (result.totals.empty())
        return tr("No options to compare.");
    if (result.winner) {
        for (const MatrixTotal &total : result.totals) {
            if (total.option == *result.winner)
                return tr("Winner: '%1' with %2 of 100")
                    .arg(optionName(scenario, total.option), number(total.total));
        }
    }
    // No winner: either every weight is zero or the best options tie exactly.
    double best = result.totals.front().total;
    for (const MatrixTotal &total : result.totals)
        best = std::max(best, total.total);
    QStringList tied;
    for (const MatrixTotal &total : result.totals) {
        if (total.total == best)
            tied << QStringLiteral("'%1'").arg(optionName(scenario, total.option));
    }
    if (tied.size() < 2)
        return tr("No winner: the weights sum to zero.");
    return tr("No winner: %1 tie at %2 of 100").arg(tied.join(tr(" and ")), number(best));
}

QString MatrixText::flip(const Scenario &scenario, const MatrixResult &result)
{
    if (!result.winner)
        return {};
    if (!result.flip)
        return tr("No single weight change within 0–10 changes the winner.");
    const FlipPoint &flip = *result.flip;
    const QString winner = optionName(scenario, *result.winner);
    const QString criterion = criterionName(scenario, flip.criterion);
    const QString weight = number(flip.flipWeight, 2);
    // At the flip weight the other option ties; beyond it, it leads.
    const QString sentence =
        flip.flipWeight > flip.currentWeight
            ? tr("'%1' wins unless '%2' weighs more than %3").arg(winner, criterion, weight)
            : tr("'%1' wins unless '%2' weighs less than %3").arg(winner, criterion, weight);
    return tr("%1 (now %2; at %3, '%4' draws level).")
        .arg(sentence, number(flip.currentWeight, 2), weight, optionName(scenario, flip.newWinner));
}

QString MatrixText::incompleteNote(const MatrixResult &result)
{
    return result.incomplete
               ? tr("Preset criteria not yet scored (shown in italics, every score 3): totals "
                    "are provisional.")
               : QString();
}

QString MatrixText::presetToolTip(const CriteriaPreset &preset)
{
    QString tip = tr("Source: %1").arg(qs(preset.source));
    if (!preset.rule.empty())
        tip += QLatin1Char('\n') + tr("Rule: %1").arg(qs(preset.rule));
    return tip;
}

} // namespace acceldecide::ui
