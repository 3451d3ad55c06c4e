#include "ui/decisions/VariancePartsModel.h"

#include "core/actuals/VarianceWording.h"
#include "ui/widgets/Qs.h"

#include <QFont>

namespace acceldecide::ui {

namespace {

double partOf(const actuals::VarianceParts &parts, int column)
{
    switch (column) {
    case VariancePartsModel::VolumeColumn:
        return parts.volumeUsd;
    case VariancePartsModel::RateColumn:
        return parts.rateUsd;
    case VariancePartsModel::MixColumn:
        return parts.mixUsd;
    case VariancePartsModel::WasteColumn:
        return parts.commitmentWasteUsd;
    case VariancePartsModel::CreditsColumn:
        return parts.creditsUsd;
    default:
        return parts.totalUsd();
    }
}

} // namespace

void VariancePartsModel::setComparison(const actuals::PlanVsActual &comparison)
{
    beginResetModel();
    m_rows.clear();
    for (const actuals::MonthComparison &month : comparison.months)
        m_rows.push_back({qs(month.month), month.parts});
    m_rows.push_back({tr("All"), comparison.totals});
    endResetModel();
}

int VariancePartsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int VariancePartsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VariancePartsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return column == MonthColumn ? row.name
                                     : qs(actuals::signedMoney(partOf(row.parts, column)));
    case ValueRole:
        return column == MonthColumn ? QVariant() : QVariant(partOf(row.parts, column));
    case Qt::TextAlignmentRole:
        return column == MonthColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                     : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        // The period's row is the sum of the months above it.
        if (index.row() + 1 == rowCount()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant VariancePartsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    static const char *const kHeaders[ColumnCount] = {
        QT_TR_NOOP("Month"), QT_TR_NOOP("Volume"),  QT_TR_NOOP("Rate"),    QT_TR_NOOP("Mix"),
        QT_TR_NOOP("Waste"), QT_TR_NOOP("Credits"), QT_TR_NOOP("Variance")};
    static const char *const kTips[ColumnCount] = {
        "",
        QT_TR_NOOP("Hours run against hours planned, at the plan's rate an accelerator-hour."),
        QT_TR_NOOP("The plan's instance type and purchase model at another price an hour."),
        QT_TR_NOOP("Hours on other instance types or purchase models than planned."),
        QT_TR_NOOP("Commitment paid for and not used (this workload's share)."),
        QT_TR_NOOP("Credits and refunds received, against the credits the plan spent."),
        QT_TR_NOOP("The bill less the plan: the sum of the parts.")};
    if (section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole)
        return tr(kHeaders[section]);
    if (role == Qt::ToolTipRole && section != MonthColumn)
        return tr(kTips[section]);
    return {};
}

} // namespace acceldecide::ui
