#include "ui/render/charts/CommitmentFocus.h"

namespace acceldecide::ui {

std::optional<CommitmentFocus> CommitmentFocus::find(const ChartInputs &inputs)
{
    if (!inputs.valid())
        return std::nullopt;
    const Scenario &scenario = *inputs.scenario;
    const Evaluation &evaluation = *inputs.evaluation;
    const auto at = [&](std::size_t i) -> std::optional<CommitmentFocus> {
        const OptionResult &result = evaluation.options[i];
        if (!result.commitment)
            return std::nullopt;
        return CommitmentFocus{i, &scenario.options[i], &result, &*result.commitment};
    };
    if (inputs.commitmentOption) {
        const int chosen = scenario.optionIndex(*inputs.commitmentOption);
        if (chosen >= 0) {
            if (std::optional<CommitmentFocus> focus = at(std::size_t(chosen)))
                return focus;
        }
    }
    for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
        if (std::optional<CommitmentFocus> focus = at(i))
            return focus;
    }
    return std::nullopt;
}

QString CommitmentFocus::noCommitmentMessage()
{
    return tr("No option has a commitment: add one in the Savings plan panel");
}

UsageProfile CommitmentFocus::usage(const Scenario &scenario) const
{
    return UsageProfile{commitment->busyAccelerators, commitment->busyHoursPerMonth,
                        scenario.workload.growthPercentPerMonth,
                        scenario.workload.lastMonthWithUsage};
}

CommitmentTerms CommitmentFocus::terms(int years, double discountPercent) const
{
    return CommitmentTerms{0.0, years * 12, discountPercent,
                           commitment->onDemandUsdPerAcceleratorHour};
}

QString CommitmentFocus::chartTitle(const QString &subject, const CommitmentFocus *focus)
{
    if (!focus)
        return tr("Savings plan: %1").arg(subject);
    return tr("%1: %2 \u2014 %3").arg(focus->kindName(), subject, focus->name());
}

QString CommitmentFocus::kindName() const
{
    return commitment->kind == CommitmentKind::Reserved ? tr("Reserved instances")
                                                        : tr("Savings plan");
}

QString CommitmentFocus::name() const
{
    constexpr qsizetype kLongest = 40;
    QString text = QString::fromStdString(result->label);
    const qsizetype paren = text.indexOf(QLatin1Char('('));
    if (paren >= 2)
        text = text.left(paren).trimmed();
    if (text.size() > kLongest)
        text = text.left(kLongest - 1).trimmed() + QChar(0x2026);
    return text;
}

} // namespace acceldecide::ui
