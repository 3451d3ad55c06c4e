#include "ui/search/SearchResultsModel.h"

#include "ui/render/labels/EnumLabels.h"
#include "ui/widgets/Qs.h"

#include "core/text/TextFormat.h"

#include <QStringList>

#include <limits>

namespace acceldecide::ui {

namespace {

// Notes come from the catalog's names (an accelerator, an option id): escaped so that a
// name with "<" reads as typed instead of being taken for markup by the tooltip.
QString notesToolTip(const search::SearchCandidate &candidate)
{
    QStringList lines;
    if (!candidate.availability.reason.empty())
        lines << SearchResultsModel::tr("Availability %1/5: %2")
                     .arg(candidate.availability.score)
                     .arg(qs(candidate.availability.reason))
                     .toHtmlEscaped();
    for (const std::string &note : candidate.notes)
        lines << qs(note).toHtmlEscaped();
    if (lines.isEmpty())
        return {};
    return QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
}

} // namespace

SearchResultsModel::SearchResultsModel(QObject *parent) : QAbstractTableModel(parent) {}

void SearchResultsModel::setRows(std::vector<search::SearchRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int SearchResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SearchResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SearchResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const search::SearchRow &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.row(), index.column());
    case SortRole:
        return sortValue(row, index.row(), index.column());
    case RowIndexRole:
        return index.row();
    case Qt::ToolTipRole:
        return notesToolTip(row.candidate);
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Rank:
        case Instances:
        case Tco:
        case CostPerMillionTokens:
        case RunHours:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        case ParetoFront:
        case Availability:
            return QVariant::fromValue(Qt::AlignCenter);
        default:
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
    default:
        return {};
    }
}

QVariant SearchResultsModel::text(const search::SearchRow &row, int rowIndex, int column) const
{
    const search::MarketOffer &offer = *row.candidate.offer;
    switch (column) {
    case Rank:
        return rowIndex + 1;
    case InstanceType:
        return qs(offer.instanceType);
    case Provider:
        return qs(offer.provider);
    case Region:
        return qs(offer.region);
    case Purchase:
        return EnumLabels::purchaseModel(offer.purchaseModel);
    case Instances:
        // An inference candidate is sized by the engine, not by a count the search chose.
        return row.candidate.instances > 0 ? QString::number(row.candidate.instances)
                                           : qs(text::kNone);
    case Tco:
        return qs(text::money(row.tcoUsd));
    case CostPerMillionTokens:
        return qs(text::rate(row.costPerMillionTokensUsd));
    case RunHours:
        return qs(text::number(row.wallClockHoursPerRun, 1));
    case ParetoFront:
        return row.onParetoFront ? tr("yes") : QString();
    case Availability:
        return tr("%1/5").arg(row.candidate.availability.score);
    case PriceSource:
        return qs(offer.sourceTitle);
    case Observed:
        return qs(offer.observedDate);
    case ThroughputSource:
        return qs(row.candidate.throughputSource);
    default:
        return {};
    }
}

QVariant SearchResultsModel::sortValue(const search::SearchRow &row, int rowIndex, int column) const
{
    // A figure that does not apply sorts after every figure that does.
    const auto figure = [](const std::optional<double> &value) {
        return value.value_or(std::numeric_limits<double>::infinity());
    };
    switch (column) {
    case Rank:
        return rowIndex;
    case Instances:
        return row.candidate.instances;
    case Tco:
        return row.tcoUsd;
    case CostPerMillionTokens:
        return figure(row.costPerMillionTokensUsd);
    case RunHours:
        return figure(row.wallClockHoursPerRun);
    case ParetoFront:
        return row.onParetoFront ? 0 : 1;
    case Availability:
        return row.candidate.availability.score;
    default:
        return text(row, rowIndex, column);
    }
}

QVariant SearchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank:
        return tr("#");
    case InstanceType:
        return tr("Instance type");
    case Provider:
        return tr("Provider");
    case Region:
        return tr("Region");
    case Purchase:
        return tr("Purchase");
    case Instances:
        return tr("Instances");
    case Tco:
        return tr("TCO");
    case CostPerMillionTokens:
        return tr("$/M tokens");
    case RunHours:
        return tr("Run hours");
    case ParetoFront:
        return tr("Pareto");
    case Availability:
        return tr("Avail.");
    case PriceSource:
        return tr("Price source");
    case Observed:
        return tr("Observed");
    case ThroughputSource:
        return tr("Throughput source");
    default:
        return {};
    }
}

} // namespace acceldecide::ui
