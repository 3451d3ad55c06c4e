#include "ui/decisions/PlanVsActualMonthsModel.h"

#include "core/actuals/CalendarMonth.h"
#include "core/actuals/TokensByMonthCsv.h"
#include "core/text/TextFormat.h"
#include "ui/widgets/Qs.h"

namespace acceldecide::ui {

namespace {

using Model = PlanVsActualMonthsModel;

QVariant optionalValue(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QString headerTip(int column)
{
    switch (column) {
    case Model::PlannedColumn:
        return Model::tr("The chosen option's cloud cost for the month as the decision planned "
                         "it, after the credits the plan spends.");
    case Model::BilledColumn:
        return Model::tr("The bill's effective cost: usage, this workload's share of unused "
                         "commitment, and credits received, before tax (no plan counts tax).");
    case Model::PlannedHoursColumn:
    case Model::RunHoursColumn:
        return Model::tr("Accelerator-hours: instance-hours times the accelerators an instance "
                         "has.");
    case Model::RateColumn:
        return Model::tr("What an accelerator-hour run cost: usage cost over the hours.");
    case Model::CoverageColumn:
        return Model::tr("The hours a savings plan or reservation covered, of all hours run.");
    case Model::UtilisationColumn:
        return Model::tr("The commitment used, of the commitment paid for.");
    case Model::StrandedColumn:
        return Model::tr("Commitment paid for and not used: this workload's share.");
    case Model::CreditsColumn:
        return Model::tr("Credits and refunds received.");
    case Model::TokensColumn:
        return Model::tr("Tokens processed in the month, as your own records count them: type a "
                         "count (1,000,000,000, 1e9 or 1B) to price a million of them; empty "
                         "clears it. Ctrl+Z undoes.");
    case Model::PerMillionTokensColumn:
        return Model::tr("The month's bill over the millions of tokens processed.");
    default:
        return {};
    }
}

} // namespace

void PlanVsActualMonthsModel::setComparison(const actuals::PlanVsActual &comparison,
                                            const std::map<int, double> &tokens)
{
    std::vector<int> months;
    for (const actuals::MonthComparison &month : comparison.months)
        months.push_back(actuals::monthIndex(month.month).value_or(0));
    // The same months with new figures (a token typed, another tag): the cells change in
    // place, so that a view keeps its selection and an editor being committed stays valid.
    const bool sameRows = months == m_monthIndex;
    if (!sameRows)
        beginResetModel();
    m_months = comparison.months;
    m_monthIndex = std::move(months);
    m_tokens = tokens;
    if (!sameRows)
        endResetModel();
    else if (!m_months.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int PlanVsActualMonthsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_months.size());
}

int PlanVsActualMonthsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<double> PlanVsActualMonthsModel::tokensOf(int row) const
{
    const auto found = m_tokens.find(m_monthIndex[std::size_t(row)]);
    return found == m_tokens.end() ? std::nullopt : std::optional<double>(found->second);
}

QVariant PlanVsActualMonthsModel::value(const actuals::MonthComparison &month, int column) const
{
    switch (column) {
    case PlannedColumn:
        return month.plannedUsd;
    case BilledColumn:
        return month.actualUsd;
    case PlannedHoursColumn:
        return month.plannedAcceleratorHours;
    case RunHoursColumn:
        return month.actualAcceleratorHours;
    case RateColumn:
        return optionalValue(month.actualRatePerAcceleratorHour);
    case CoverageColumn:
        return optionalValue(month.commitmentCoveragePercent);
    case UtilisationColumn:
        return optionalValue(month.commitmentUtilisationPercent);
    case StrandedColumn:
        return month.strandedUsd;
    case CreditsColumn:
        return month.creditsUsedUsd;
    case PerMillionTokensColumn:
        return optionalValue(month.usdPerMillionTokens);
    default:
        return {};
    }
}

QString PlanVsActualMonthsModel::text(const actuals::MonthComparison &month, int column) const
{
    switch (column) {
    case MonthColumn:
        return qs(month.month);
    case PlannedColumn:
        return qs(text::money(month.plannedUsd));
    case BilledColumn:
        return qs(text::money(month.actualUsd));
    case PlannedHoursColumn:
        return qs(text::groupedNumber(month.plannedAcceleratorHours, 0));
    case RunHoursColumn:
        return qs(text::groupedNumber(month.actualAcceleratorHours, 0));
    case RateColumn:
        return qs(text::rate(month.actualRatePerAcceleratorHour));
    case CoverageColumn:
        return qs(text::percent(month.commitmentCoveragePercent));
    case UtilisationColumn:
        return qs(text::percent(month.commitmentUtilisationPercent));
    case StrandedColumn:
        return qs(text::money(month.strandedUsd));
    case CreditsColumn:
        return qs(text::money(month.creditsUsedUsd));
    case PerMillionTokensColumn:
        return qs(text::money(month.usdPerMillionTokens));
    default:
        return {};
    }
}

QVariant PlanVsActualMonthsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const actuals::MonthComparison &month = m_months[std::size_t(index.row())];
    const int column = index.column();
    const std::optional<double> tokens = tokensOf(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (column == TokensColumn)
            return qs(tokens ? text::groupedNumber(*tokens, 0) : std::string(text::kNone));
        return text(month, column);
    case Qt::EditRole:
        if (column == TokensColumn)
            return tokens ? qs(text::exactNumber(*tokens)) : QString();
        return text(month, column);
    case ValueRole:
        return column == TokensColumn ? optionalValue(tokens) : value(month, column);
    case MonthIndexRole:
        return m_monthIndex[std::size_t(index.row())];
    case Qt::TextAlignmentRole:
        return column == MonthColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                     : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (column == MonthColumn)
            return month.planMonth > 0 ? tr("Month %1 of the plan").arg(month.planMonth)
                                       : tr("Before the plan's first month");
        if (column == BilledColumn)
            return tr("The invoices came to %1, tax of %2 included.")
                .arg(qs(text::money(month.billedUsd)), qs(text::money(month.taxUsd)));
        return column == TokensColumn ? headerTip(TokensColumn) : QVariant();
    default:
        return {};
    }
}

QVariant PlanVsActualMonthsModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole)
        return headerTip(section);
    if (role != Qt::DisplayRole)
        return {};
    static const char *const kHeaders[ColumnCount] = {
        QT_TR_NOOP("Month"),           QT_TR_NOOP("Planned"),     QT_TR_NOOP("Billed"),
        QT_TR_NOOP("Accel-h planned"), QT_TR_NOOP("Accel-h run"), QT_TR_NOOP("$/accel-h"),
        QT_TR_NOOP("Coverage"),        QT_TR_NOOP("Utilisation"), QT_TR_NOOP("Stranded"),
        QT_TR_NOOP("Credits"),         QT_TR_NOOP("Tokens"),      QT_TR_NOOP("$/M tokens")};
    return section >= 0 && section < ColumnCount ? tr(kHeaders[section]) : QVariant();
}

Qt::ItemFlags PlanVsActualMonthsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == TokensColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool PlanVsActualMonthsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != TokensColumn ||
        index.row() >= rowCount())
        return false;
    const QString typed = value.toString().trimmed();
    const int month = m_monthIndex[std::size_t(index.row())];
    const std::optional<double> before = tokensOf(index.row());
    if (typed.isEmpty()) {
        if (before)
            Q_EMIT tokensTyped(month, std::nullopt);
        return true;
    }
    const std::optional<double> tokens = actuals::parseTokenCount(typed.toStdString());
    if (!tokens) {
        Q_EMIT tokensRefused(qs(m_months[std::size_t(index.row())].month), typed);
        return false;
    }
    if (tokens != before)
        Q_EMIT tokensTyped(month, tokens);
    return true;
}

} // namespace acceldecide::ui
