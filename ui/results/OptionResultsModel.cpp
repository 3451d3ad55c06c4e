#include "ui/results/OptionResultsModel.h"

#include "core/text/TextFormat.h"

#include <QFont>

#include <algorithm>

#include <utility>

namespace acceldecide::ui {

namespace {

QString toQString(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

OptionResultsModel::OptionResultsModel(QObject *parent) : QAbstractTableModel(parent) {}

void OptionResultsModel::setEvaluation(Evaluation evaluation)
{
    beginResetModel();
    m_evaluation = std::move(evaluation);
    endResetModel();
}

void OptionResultsModel::clear()
{
    setEvaluation(Evaluation{});
}

int OptionResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_evaluation.options.size());
}

int OptionResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OptionResultsModel::data(const QModelIndex &index, int role) const
{
    // Plain checks rather than checkIndex(), which logs a warning for every invalid index.
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount() ||
        index.column() >= ColumnCount)
        return {};
    const OptionResult &option = m_evaluation.options[static_cast<std::size_t>(index.row())];
    const int column = index.column();

    switch (role) {
    case Qt::DisplayRole:
        return displayText(option, column);
    case RawValueRole:
        if (column == OptionColumn)
            return QString::fromStdString(option.id);
        if (const auto value = rawValue(option, column))
            return *value;
        return {};
    case Qt::TextAlignmentRole:
        return column == OptionColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (option.id == m_evaluation.recommendation.option) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        return toolTip(option);
    default:
        return {};
    }
}

QVariant OptionResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= ColumnCount)
        return {};

    struct Header
    {
        const char *title;
        const char *toolTip;
    };
    static constexpr Header kHeaders[ColumnCount] = {
        {QT_TR_NOOP("Option"), QT_TR_NOOP("The candidate option; the recommended one is bold.")},
        {QT_TR_NOOP("$/accel-h (effective)"),
         QT_TR_NOOP("Per accelerator and hour, after the purchase model's discount; what "
                    "commitments the team already holds are owed is left out (see all-in).")},
        {QT_TR_NOOP("$/accel-h (all-in)"),
         QT_TR_NOOP("The effective rate plus what commitments the team already holds are owed "
                    "within the horizon, over the accelerator-hours used within it.")},
        {QT_TR_NOOP("Tokens/s per accel"),
         QT_TR_NOOP("Measured, or derived from peak TFLOPS x MFU.")},
        {QT_TR_NOOP("Cost / run"),
         QT_TR_NOOP("Training only: accelerator-hours per run x effective rate.")},
        {QT_TR_NOOP("$ / M tokens"),
         QT_TR_NOOP("Cost per million tokens (training and inference).")},
        {QT_TR_NOOP("One-time"),
         QT_TR_NOOP("Migration cost: weeks x engineers x hours per week x hourly rate.")},
        {QT_TR_NOOP("Monthly compute"),
         QT_TR_NOOP("Compute a month once any port is finished; what held commitments are owed "
                    "is left out (see Held owed / month).")},
        {QT_TR_NOOP("Held owed / month"),
         QT_TR_NOOP("What commitments the team already holds are owed within the horizon, a "
                    "month on average: the same in every option, in the TCO.")},
        {QT_TR_NOOP("TCO"),
         QT_TR_NOOP("Total over the horizon: one-time + compute + maintenance, held "
                    "commitments included.")},
        {QT_TR_NOOP("Owed after horizon"),
         QT_TR_NOOP("The option's own savings plan or reservation months past the horizon, "
                    "owed whatever runs.")},
        {QT_TR_NOOP("Used by work after it"),
         QT_TR_NOOP("Of what is owed after the horizon, what the work continuing past it uses "
                    "(valued at on-demand): paid, but no cost.")},
        {QT_TR_NOOP("Total"),
         QT_TR_NOOP("What the recommendation ranks by: TCO + owed after the horizon - used by "
                    "the work after it.")},
    };
    if (role == Qt::DisplayRole)
        return tr(kHeaders[section].title);
    if (role == Qt::ToolTipRole)
        return tr(kHeaders[section].toolTip);
    return {};
}

std::optional<double> OptionResultsModel::rawValue(const OptionResult &option, int column) const
{
    switch (column) {
    case EffectiveHourlyColumn:
        return option.effectiveHourlyUsd;
    case AllInHourlyColumn:
        return option.allInHourlyUsd;
    case TokensPerSecondColumn:
        return option.tokensPerSecPerAccelerator;
    case CostPerRunColumn:
        return option.costPerRunUsd;
    case CostPerMillionTokensColumn:
        return option.costPerMillionTokensUsd;
    case OneTimeColumn:
        return option.oneTimeUsd;
    case MonthlyComputeColumn:
        return option.monthlyComputeUsd;
    case HeldOwedColumn:
        return option.heldOwedUsdPerMonth;
    case TcoColumn:
        return option.tcoUsd;
    case CommitmentOwedColumn:
        return option.commitmentOwedAfterHorizonUsd;
    case CommitmentUsedColumn:
        return option.commitmentUsedAfterHorizonUsd;
    case TotalColumn:
        return option.totalUsd();
    default:
        return std::nullopt;
    }
}

QString OptionResultsModel::displayText(const OptionResult &option, int column) const
{
    if (column == OptionColumn)
        return toQString(option.label.empty() ? option.id : option.label);

    // core's text helpers format the CLI's table too, so both print the same figure the same
    // way ("$1,234,568", "$0.8407", "—" where a value does not apply).
    const std::optional<double> value = rawValue(option, column);
    switch (column) {
    case TokensPerSecondColumn:
        return toQString(text::number(value, 0));
    case EffectiveHourlyColumn:
    case AllInHourlyColumn:
    case CostPerMillionTokensColumn:
        // Per-hour and per-token prices need more than cents (seed 004: $0.84 vs $0.505/M).
        return toQString(text::rate(value));
    default:
        // Totals read better in whole dollars; cents are noise at this scale.
        return toQString(text::money(value, 0));
    }
}

bool OptionResultsModel::columnApplies(int column) const
{
    switch (column) {
    case AllInHourlyColumn:
    case HeldOwedColumn:
        return std::any_of(m_evaluation.options.begin(), m_evaluation.options.end(),
                           [](const OptionResult &o) { return o.heldOwedUsd > 0.0; });
    case CommitmentUsedColumn:
        return m_evaluation.horizonTreatment == HorizonTreatment::WorkContinues;
    default:
        return column >= 0 && column < ColumnCount;
    }
}

QString OptionResultsModel::toolTip(const OptionResult &option) const
{
    QStringList lines;
    QString title = QString::fromStdString(option.id);
    if (option.id == m_evaluation.baseline)
        title += tr(" (baseline)");
    if (option.id == m_evaluation.recommendation.option)
        title += tr(" (recommended)");
    lines << title;
    // Labels are long (they cite their seed) and the column elides them.
    if (!option.label.empty())
        lines << toQString(option.label);
    for (const Warning &warning : option.warnings)
        lines << tr("Warning: %1").arg(QString::fromStdString(warning.message));
    return lines.join(QLatin1Char('\n'));
}

} // namespace acceldecide::ui
