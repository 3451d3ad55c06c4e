#include "ui/catalog/CatalogTableModel.h"

#include "database/pricing/PriceResolver.h"
#include "database/pricing/SourceStanding.h"
#include "database/schema/CatalogSchema.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

using db::CellKind;

QString translated(const QString &untranslated)
{
    // Headers and titles are marked with QT_TRANSLATE_NOOP in database/CatalogTableSpec.
    return QCoreApplication::translate("CatalogEditor", untranslated.toUtf8().constData());
}

bool isNumber(CellKind kind)
{
    return kind == CellKind::Integer || kind == CellKind::Real || kind == CellKind::Money;
}

} // namespace

CatalogTableModel::CatalogTableModel(db::CatalogEditor *editor, db::CatalogTable table,
                                     QObject *parent)
    : QAbstractTableModel(parent), m_editor(editor), m_table(table),
      m_columns(editor->columns(table)), m_text(m_columns)
{
    refresh();
}

QString CatalogTableModel::title() const
{
    return translated(QString::fromLatin1(db::CatalogTableSpec::of(m_table).title));
}

int CatalogTableModel::columnOf(const QString &name) const
{
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        if (m_columns[i].name == name)
            return static_cast<int>(i);
    }
    return -1;
}

void CatalogTableModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    m_shown.clear();
    m_last.reset();
    m_atEnd = false;
    m_standings.clear();
    m_judged.clear();
    loadChoices();
    m_rows = readPage();
    while (m_rows.empty() && !m_atEnd) // a page of rows shown already
        m_rows = readPage();
    endResetModel();
}

void CatalogTableModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
}

void CatalogTableModel::setFilterText(const QString &text)
{
    if (text == m_filter)
        return;
    m_filter = text;
    refresh();
}

void CatalogTableModel::sort(int column, Qt::SortOrder order)
{
    column = column >= 0 && column < columnCount() ? column : -1;
    // A view that turns sorting on asks for the order in effect: nothing to read again.
    if (column == m_sortColumn && (order == m_sortOrder || column < 0))
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    refresh();
}

bool CatalogTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_atEnd;
}

void CatalogTableModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || m_atEnd)
        return;
    std::vector<db::CatalogRow> rows = readPage();
    while (rows.empty() && !m_atEnd) // a page of rows shown already
        rows = readPage();
    if (rows.empty())
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(rows.size()) - 1);
    std::move(rows.begin(), rows.end(), std::back_inserter(m_rows));
    endInsertRows();
}

std::vector<db::CatalogRow> CatalogTableModel::readPage()
{
    db::CatalogPageRequest request;
    request.sortColumn = m_sortColumn;
    request.descending = m_sortOrder == Qt::DescendingOrder;
    request.filter = m_filter;
    request.limit = m_pageSize;
    request.after = m_last ? &*m_last : nullptr;
    if (!m_filter.isEmpty()) {
        // Choices and the vendor-claim flag are shown in words the database does not hold.
        for (std::size_t i = 0; i < m_columns.size(); ++i) {
            for (const QString &choice : m_columns[i].choices) {
                if (choiceLabel(choice).contains(m_filter, Qt::CaseInsensitive))
                    request.filterChoices[int(i)] << choice;
            }
        }
        request.filterVendorClaims = tr("Vendor claim").contains(m_filter, Qt::CaseInsensitive);
    }
    auto page = m_editor->page(m_table, request);
    if (!page) {
        m_atEnd = true;
        Q_EMIT editRejected(page.error().toString());
        return {};
    }
    // A disputed price brings its whole group (years of history, in a big catalog): the
    // page ends once it holds a page's worth of rows, and the next starts after the last
    // row it took.
    std::vector<db::CatalogRow> shown;
    std::vector<db::CatalogRow> &rows = page.value();
    std::size_t taken = 0;
    while (taken < rows.size() && int(shown.size()) < m_pageSize) {
        db::CatalogRow &row = rows[taken++];
        m_last = row;
        if (m_shown.contains(row.id))
            continue;
        judge(groupKey(row));
        for (db::CatalogRow &placed : gathered(std::move(row))) {
            m_shown.insert(placed.id);
            shown.push_back(std::move(placed));
        }
    }
    m_atEnd = taken == rows.size() && int(rows.size()) < m_pageSize;
    return shown;
}

QString CatalogTableModel::groupKey(const db::CatalogRow &row) const
{
    if (m_table != db::CatalogTable::PriceObservations)
        return {};
    using namespace db::schema::priceObservations;
    const int type = columnOf(QString::fromLatin1(kInstanceTypeId));
    const int region = columnOf(QString::fromLatin1(kRegion));
    const int model = columnOf(QString::fromLatin1(kPurchaseModel));
    const int zone = columnOf(QString::fromLatin1(kAvailabilityZone));
    if (type < 0 || region < 0 || model < 0 || zone < 0 ||
        row.values[model].toString() != QLatin1String("on_demand") || !row.values[zone].isNull())
        return {};
    return row.values[type].toString() + QLatin1Char('\n') + row.values[region].toString();
}

void CatalogTableModel::judge(const QString &key, bool again)
{
    if (key.isEmpty() || (!again && m_judged.contains(key)))
        return;
    for (const qint64 id : m_judged.value(key))
        m_standings.remove(id);
    const qsizetype split = key.indexOf(QLatin1Char('\n'));
    const auto standings =
        m_editor->priceStandings(key.left(split).toLongLong(), key.mid(split + 1));
    QList<qint64> ids;
    if (standings) {
        for (auto it = standings.value().begin(); it != standings.value().end(); ++it) {
            m_standings.insert(it.key(), it.value());
            ids << it.key();
        }
    }
    m_judged.insert(key, ids);
}

std::vector<db::CatalogRow> CatalogTableModel::gathered(db::CatalogRow row)
{
    std::vector<db::CatalogRow> result;
    const auto standing = m_standings.constFind(row.id);
    // Only in catalog order: a sort or a filter shows rows where they fall.
    if (standing == m_standings.constEnd() || m_sortColumn >= 0 || !m_filter.isEmpty()) {
        result.push_back(std::move(row));
        return result;
    }
    QList<qint64> others;
    for (const qint64 id : m_judged.value(groupKey(row))) {
        if (id != row.id && !m_shown.contains(id) &&
            m_standings.value(id).usedId == standing->usedId)
            others << id;
    }
    if (auto rows = m_editor->rows(m_table, others))
        result = std::move(rows.value());
    result.push_back(std::move(row));
    const int observed =
        columnOf(QString::fromLatin1(db::schema::priceObservations::kObservedDate));
    const qint64 used = standing->usedId;
    std::stable_sort(result.begin(), result.end(), [&](const auto &a, const auto &b) {
        if ((a.id == used) != (b.id == used))
            return a.id == used;
        // The resolver's order (OnDemandRanking): the source's standing, then the newest
        // observation (ISO dates sort as text), then catalog order.
        const int leftRank = db::SourceStanding::rank(a.provenance.sourceStanding);
        const int rightRank = db::SourceStanding::rank(b.provenance.sourceStanding);
        if (leftRank != rightRank)
            return leftRank < rightRank;
        const QString left = observed >= 0 ? a.values[observed].toString() : QString();
        const QString right = observed >= 0 ? b.values[observed].toString() : QString();
        return left != right ? left > right : a.id < b.id;
    });
    return result;
}

void CatalogTableModel::loadChoices()
{
    m_choiceValues.clear();
    m_choiceLabels.clear();
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        const db::CatalogColumn &column = m_columns[i];
        QVariantList values;
        QStringList labels;
        if (!column.required) {
            values << QVariant();
            labels << QString();
        }
        if (column.kind == CellKind::Choice) {
            for (const QString &choice : column.choices) {
                values << choice;
                labels << choiceLabel(choice);
            }
        } else if (column.kind == CellKind::Reference) {
            const auto choices = m_editor->referenceChoices(column.referencedTable);
            if (!choices)
                continue;
            for (const auto &[id, label] : choices.value()) {
                values << id;
                labels << label;
            }
        } else {
            continue;
        }
        m_choiceValues.insert(static_cast<int>(i), values);
        m_choiceLabels.insert(static_cast<int>(i), labels);
    }
}

qint64 CatalogTableModel::rowId(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[std::size_t(row)].id : 0;
}

int CatalogTableModel::rowOf(qint64 id) const
{
    const auto found = std::find_if(m_rows.begin(), m_rows.end(),
                                    [id](const db::CatalogRow &row) { return row.id == id; });
    return found == m_rows.end() ? -1 : static_cast<int>(found - m_rows.begin());
}

int CatalogTableModel::addRow()
{
    const auto defaults = m_editor->defaultValues(m_table);
    if (!defaults) {
        Q_EMIT editRejected(defaults.error().message);
        return -1;
    }
    const auto inserted = m_editor->insertRow(m_table, defaults.value());
    if (!inserted) {
        Q_EMIT editRejected(inserted.error().message);
        return -1;
    }
    const auto row = m_editor->row(m_table, inserted.value());
    if (!row) {
        refresh();
        Q_EMIT catalogEdited();
        return rowOf(inserted.value());
    }
    const int position = rowCount();
    beginInsertRows({}, position, position);
    m_shown.insert(row.value().id);
    m_rows.push_back(row.value());
    endInsertRows();
    // A new source, accelerator or instance type is also a new choice for references.
    loadChoices();
    Q_EMIT catalogEdited();
    return position;
}

bool CatalogTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > rowCount())
        return false;
    // Bottom-up, so that the positions of the rows still to delete stay valid.
    bool removedAll = true;
    for (int position = row + count - 1; position >= row; --position) {
        if (const db::DatabaseStatus status = m_editor->removeRow(m_table, rowId(position));
            !status) {
            Q_EMIT editRejected(status.error().message);
            removedAll = false;
            continue;
        }
        beginRemoveRows({}, position, position);
        m_rows.erase(m_rows.begin() + position);
        endRemoveRows();
        Q_EMIT catalogEdited();
    }
    loadChoices();
    return removedAll;
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QVariant CatalogTableModel::sortValue(const db::CatalogRow &row, int column) const
{
    const db::CatalogColumn &spec = m_columns[std::size_t(column)];
    const QVariant &value = row.values[column];
    if (value.isNull() && spec.kind != CellKind::VendorClaim)
        return {};
    if (isNumber(spec.kind))
        return value.toDouble();
    if (spec.kind == CellKind::VendorClaim)
        return value.toBool() ? 1 : 0;
    if (spec.kind == CellKind::Reference)
        return row.labels[column];
    return value.toString();
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount() ||
        index.column() >= columnCount())
        return {};
    const db::CatalogRow &row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    const db::CatalogColumn &spec = m_columns[std::size_t(column)];
    switch (role) {
    case Qt::DisplayRole:
        return m_text.display(row, column);
    case Qt::EditRole:
        // Text for every cell, so the default editor is a line edit that keeps every
        // digit and lets a bad value reach the editor's validation (and its message).
        return spec.kind == CellKind::Reference ? row.labels[column]
                                                : db::catalogValueText(row.values[column]);
    case SortRole:
        return sortValue(row, column);
    case ChoiceValuesRole:
        return m_choiceValues.value(column);
    case ChoiceLabelsRole:
        return m_choiceLabels.value(column);
    case RowIdRole:
        return row.id;
    case VendorClaimRole:
        return row.provenance.vendorClaim;
    case Qt::ToolTipRole: {
        const auto standing = m_standings.constFind(row.id);
        return m_text.toolTip(row, column,
                              standing == m_standings.constEnd() ? nullptr : &*standing);
    }
    case Qt::TextAlignmentRole:
        return isNumber(spec.kind) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (const auto standing = m_standings.constFind(row.id);
            standing != m_standings.constEnd()) {
            if (standing->kind == db::PriceStanding::Kind::Used)
                return QColor(0xdf, 0xf2, 0xdf); // light green: what scenarios use
            if (standing->kind == db::PriceStanding::Kind::Disagrees)
                return QColor(0xff, 0xe8, 0xb0); // amber, as other warnings
        }
        return {};
    case StandingRole: {
        const auto standing = m_standings.constFind(row.id);
        return standing == m_standings.constEnd() ? QVariant() : QVariant(int(standing->kind));
    }
    case Qt::FontRole:
        if (row.provenance.vendorClaim || m_text.hasAssumedDate(row, column)) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    default:
        return {};
    }
}

bool CatalogTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount() ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    const int column = index.column();
    const db::CatalogColumn &spec = m_columns[std::size_t(column)];
    const qint64 id = rowId(index.row());
    // Only over the version this table showed: a colleague's change in between is
    // reloaded and told, never silently overwritten.
    if (const db::DatabaseStatus status = m_editor->updateCell(
            m_table, id, spec.name, value, m_rows[std::size_t(index.row())].stamp.version);
        !status) {
        if (status.error().kind == db::DatabaseError::Kind::Conflict)
            refresh();
        Q_EMIT editRejected(status.error().message);
        return false;
    }
    // Reread the row: a new source changes its date and vendor-claim columns too.
    const QString groupBefore = groupKey(m_rows[std::size_t(index.row())]);
    const auto reread = m_editor->row(m_table, id);
    if (!reread) {
        refresh();
    } else {
        m_rows[std::size_t(index.row())] = reread.value();
        Q_EMIT dataChanged(this->index(index.row(), 0),
                           this->index(index.row(), columnCount() - 1));
        if (m_table == db::CatalogTable::PriceObservations) {
            // A new price or date may change which observation scenarios use, in the
            // row's group before and after the edit; the rows stay where they are while
            // someone edits them.
            judge(groupBefore, true);
            judge(groupKey(m_rows[std::size_t(index.row())]), true);
            Q_EMIT dataChanged(this->index(0, 0), this->index(rowCount() - 1, columnCount() - 1));
        }
    }
    if (spec.kind == CellKind::Text || m_table == db::CatalogTable::Sources)
        loadChoices(); // a renamed row is a renamed choice
    Q_EMIT catalogEdited();
    return true;
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const db::CatalogColumn &column = m_columns[std::size_t(section)];
    if (role == Qt::DisplayRole)
        return translated(column.header);
    if (role == Qt::ToolTipRole) {
        if (column.kind == CellKind::VendorClaim)
            return tr("Marked when the source is a vendor, or the benchmark is the vendor's "
                      "own claim. Vendor claims are shown in italics.");
        if (column.kind == CellKind::SourceDate)
            return tr("The date the source was published; edit the source to change it.");
        QString tip = column.required ? tr("%1 (required)").arg(column.name) : column.name;
        if (column.kind == CellKind::Date)
            tip += QLatin1Char('\n') + tr("A date written YYYY-MM-DD.");
        if (column.minimum)
            tip += QLatin1Char('\n') + (column.minimumExclusive
                                            ? tr("Greater than %1.").arg(*column.minimum)
                                            : tr("At least %1.").arg(*column.minimum));
        return tip;
    }
    return {};
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.column() >= columnCount())
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (m_columns[std::size_t(index.column())].editable)
        result |= Qt::ItemIsEditable;
    return result;
}

} // namespace acceldecide::ui
