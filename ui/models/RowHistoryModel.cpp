#include "ui/models/RowHistoryModel.h"

#include <QJsonDocument>
#include <QStringList>

#include <utility>

namespace acceldecide::ui {

RowHistoryModel::RowHistoryModel(QObject *parent) : QAbstractTableModel(parent) {}

void RowHistoryModel::setEntries(std::vector<db::HistoryEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

int RowHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int RowHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RowHistoryModel::changesText(const db::HistoryEntry &entry)
{
    if (entry.action == QLatin1String("delete"))
        return tr("(deleted)");
    if (entry.action == QLatin1String("baseline"))
        return tr("(as it was before its first recorded change)");
    if (entry.action == QLatin1String("insert"))
        return tr("(first version)");
    if (entry.changedColumns.isEmpty())
        return tr("(no field changed)");
    return entry.changedColumns.join(QStringLiteral(", "));
}

QVariant RowHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const db::HistoryEntry &entry = m_entries[std::size_t(index.row())];
    if (role == Qt::ToolTipRole) {
        // Every value of this version, one per line.
        QStringList lines;
        for (auto it = entry.values.begin(); it != entry.values.end(); ++it) {
            const QVariant value = it.value().toVariant();
            QString text = value.isNull() ? tr("(empty)") : value.toString();
            if (text.size() > 200)
                text = text.left(200) + QChar(0x2026);
            lines << QStringLiteral("%1: %2").arg(it.key(), text);
        }
        return lines.join(QLatin1Char('\n'));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case VersionColumn:
        return entry.version;
    case WhenColumn:
        return entry.changedAt;
    case WhoColumn:
        return entry.changedBy.isEmpty() ? tr("(not recorded)") : entry.changedBy;
    case ActionColumn:
        if (entry.action == QLatin1String("insert"))
            return tr("Added");
        if (entry.action == QLatin1String("update"))
            return tr("Changed");
        if (entry.action == QLatin1String("delete"))
            return tr("Deleted");
        return tr("Earlier");
    case ChangesColumn:
        return changesText(entry);
    default:
        return {};
    }
}

QVariant RowHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case VersionColumn:
        return tr("Version");
    case WhenColumn:
        return tr("When (UTC)");
    case WhoColumn:
        return tr("Who");
    case ActionColumn:
        return tr("What");
    case ChangesColumn:
        return tr("Changed fields");
    default:
        return {};
    }
}

} // namespace acceldecide::ui
