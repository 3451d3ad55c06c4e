#include "ui/compare/ComparisonTableModel.h"

#include "core/text/MoneyFormat.h"

namespace acceldecide::ui {

namespace {

QString label(const OptionResult &option)
{
    return QString::fromStdString(option.label.empty() ? option.id : option.label);
}

QString money(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value, 0));
}

} // namespace

ComparisonTableModel::ComparisonTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ComparisonTableModel::setScenarios(std::vector<ComparedScenario> scenarios)
{
    beginResetModel();
    m_scenarios = std::move(scenarios);
    m_optionLabels.clear();
    for (const ComparedScenario &scenario : m_scenarios) {
        for (const OptionResult &option : scenario.evaluation.options) {
            if (!m_optionLabels.contains(label(option)))
                m_optionLabels << label(option);
        }
    }
    endResetModel();
}

QString ComparisonTableModel::tag(int column)
{
    QString tag;
    for (int n = column; n >= 0; n = n / 26 - 1)
        tag.prepend(QChar(u'A' + n % 26));
    return tag;
}

int ComparisonTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FixedRowCount + int(m_optionLabels.size());
}

int ComparisonTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_scenarios.size());
}

const OptionResult *ComparisonTableModel::optionAt(const ComparedScenario &scenario, int row) const
{
    if (row < FixedRowCount || !scenario.ok())
        return nullptr;
    const QString &wanted = m_optionLabels[row - FixedRowCount];
    for (const OptionResult &option : scenario.evaluation.options) {
        if (label(option) == wanted)
            return &option;
    }
    return nullptr;
}

std::optional<double> ComparisonTableModel::rawValue(const ComparedScenario &scenario,
                                                     int row) const
{
    if (!scenario.ok())
        return std::nullopt;
    const Evaluation &evaluation = scenario.evaluation;
    const RecommendationFacts &facts = evaluation.recommendation.facts;
    switch (row) {
    case HorizonRow:
        return evaluation.horizonMonths;
    case BaselineTcoRow:
        if (const OptionResult *baseline = scenario.baseline())
            return baseline->tcoUsd;
        return std::nullopt;
    case RecommendedTcoRow:
        if (const OptionResult *recommended = scenario.recommended())
            return recommended->tcoUsd;
        return std::nullopt;
    case SavingRow:
        return facts.savingUsd;
    case SavingPercentRow:
        return facts.savingPercent;
    case BreakEvenRow:
        if (facts.breakEven && facts.breakEven->month)
            return *facts.breakEven->month;
        return std::nullopt;
    default:
        if (const OptionResult *option = optionAt(scenario, row))
            return option->tcoUsd;
        return std::nullopt;
    }
}

QString ComparisonTableModel::displayText(const ComparedScenario &scenario, int row) const
{
    if (!scenario.ok())
        return row == HorizonRow ? tr("Not evaluated") : QString();
    const Evaluation &evaluation = scenario.evaluation;
    const RecommendationFacts &facts = evaluation.recommendation.facts;
    switch (row) {
    case HorizonRow:
        return evaluation.horizonMonths == 1 ? tr("1 month")
                                             : tr("%1 months").arg(evaluation.horizonMonths);
    case BaselineRow:
        return scenario.baseline() ? label(*scenario.baseline()) : QString();
    case RecommendedRow:
        return scenario.recommended() ? label(*scenario.recommended()) : tr("none");
    case SavingPercentRow:
        return tr("%1 %").arg(QString::fromStdString(MoneyFormat::number(facts.savingPercent, 1)));
    case BreakEvenRow: {
        if (evaluation.recommendation.option.empty())
            return tr("n/a (no recommendation)");
        if (evaluation.recommendation.option == evaluation.baseline)
            return tr("n/a (baseline recommended)");
        if (!facts.breakEven || !facts.breakEven->reached)
            return tr("not reached");
        QString text = facts.breakEven->month ? tr("month %1").arg(*facts.breakEven->month)
                                              : tr("after the horizon");
        if (facts.breakEven->days)
            text +=
                tr(" (%1 days)")
                    .arg(QString::fromStdString(MoneyFormat::number(*facts.breakEven->days, 0)));
        return text;
    }
    default:
        if (const std::optional<double> value = rawValue(scenario, row))
            return money(*value);
        return row >= FixedRowCount ? QStringLiteral("\u2014") : QString();
    }
}

QString ComparisonTableModel::toolTip(const ComparedScenario &scenario, int row) const
{
    if (!scenario.ok())
        return scenario.problem;
    const OptionResult *option = nullptr;
    if (row == BaselineRow || row == BaselineTcoRow)
        option = scenario.baseline();
    else if (row == RecommendedRow || row == RecommendedTcoRow)
        option = scenario.recommended();
    else
        option = optionAt(scenario, row);
    if (!option)
        return {};
    QString tip = label(*option);
    if (option->priceSource)
        tip += tr("\nPrice: %1 (%2)")
                   .arg(QString::fromStdString(option->priceSource->title),
                        QString::fromStdString(option->priceSource->observedDate));
    if (option->throughputSource)
        tip += tr("\nThroughput: %1").arg(QString::fromStdString(option->throughputSource->title));
    if (option->commitmentBeyondHorizonUsd > 0.0)
        tip += tr("\nCommitment owed past the horizon: %1")
                   .arg(money(option->commitmentBeyondHorizonUsd));
    return tip;
}

QVariant ComparisonTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.column() >= columnCount() || index.row() >= rowCount())
        return {};
    const ComparedScenario &scenario = m_scenarios[std::size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole:
        return displayText(scenario, index.row());
    case Qt::ToolTipRole:
        return toolTip(scenario, index.row());
    case RawValueRole:
        if (const std::optional<double> value = rawValue(scenario, index.row()))
            return *value;
        return {};
    case Qt::TextAlignmentRole:
        // Names read from the left, figures line up on the right.
        if (index.row() == BaselineRow || index.row() == RecommendedRow)
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        const ComparedScenario &scenario = m_scenarios[std::size_t(section)];
        if (role == Qt::DisplayRole)
            return tr("%1: %2").arg(tag(section), scenario.name);
        if (role == Qt::ToolTipRole)
            return scenario.ok() ? scenario.name
                                 : scenario.name + QLatin1Char('\n') + scenario.problem;
        return {};
    }
    if (section < 0 || section >= rowCount())
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case BaselineTcoRow:
        case RecommendedTcoRow:
            return tr("Total cost of ownership over the scenario's horizon: one-time, compute and "
                      "maintenance");
        case SavingRow:
            return tr("Baseline total minus the recommended option's total, commitment owed past "
                      "the horizon included");
        case BreakEvenRow:
            return tr("First month the recommended option's cumulative cost is at or below the "
                      "baseline's");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HorizonRow:
        return tr("Horizon");
    case BaselineRow:
        return tr("Baseline");
    case RecommendedRow:
        return tr("Recommended");
    case BaselineTcoRow:
        return tr("Baseline TCO");
    case RecommendedTcoRow:
        return tr("Recommended TCO");
    case SavingRow:
        return tr("Saving vs baseline");
    case SavingPercentRow:
        return tr("Saving (%)");
    case BreakEvenRow:
        return tr("Break-even");
    default:
        return tr("TCO: %1").arg(m_optionLabels[section - FixedRowCount]);
    }
}

} // namespace acceldecide::ui
