#include "ui/catalog/CatalogTableModel.h"
#include "ui/widgets/EnumLabels.h"

#include "core/text/MoneyFormat.h"
#include "database/CatalogSchema.h"
#include "database/PriceResolver.h"

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

// Dollars as stored: at least cents, and every stored digit beyond them (a price list's
// $58.992 stays $58.992), so the editor never hides what a cell holds.
QString dollars(const QVariant &value)
{
    const QString stored = db::catalogValueText(value);
    if (stored.contains(QLatin1Char('e')))
        return QLatin1Char('$') + stored;
    const qsizetype point = stored.indexOf(QLatin1Char('.'));
    const int decimals = point < 0 ? 0 : int(stored.size() - point - 1);
    return QString::fromStdString(MoneyFormat::usd(value.toDouble(), std::max(2, decimals)));
}

} // namespace

CatalogTableModel::CatalogTableModel(db::CatalogEditor *editor, db::CatalogTable table,
                                     QObject *parent)
    : QAbstractTableModel(parent), m_editor(editor), m_table(table),
      m_columns(editor->columns(table))
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
    auto rows = m_editor->rows(m_table);
    beginResetModel();
    if (rows)
        m_rows = std::move(rows.value());
    else
        m_rows.clear();
    loadStandings(true);
    loadChoices();
    endResetModel();
    if (!rows)
        Q_EMIT editRejected(rows.error().toString());
}

void CatalogTableModel::loadStandings(bool group)
{
    m_standings.clear();
    if (m_table != db::CatalogTable::PriceObservations)
        return;
    if (auto standings = m_editor->priceStandings())
        m_standings = std::move(standings.value());
    if (!group || m_standings.isEmpty())
        return;
    // Catalog order, except that the observations of a price the sources disagree on sit
    // together where the first of them was, the one the engine uses first and the
    // others newest first.
    QHash<qint64, std::size_t> anchor; // used id -> position of the group's first row
    std::vector<std::pair<std::size_t, int>> keys(m_rows.size());
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto found = m_standings.constFind(m_rows[i].id);
        if (found == m_standings.constEnd()) {
            keys[i] = {i, 0};
            continue;
        }
        const std::size_t first = anchor.value(found->usedId, i);
        anchor.insert(found->usedId, first);
        keys[i] = {first, found->kind == db::PriceStanding::Kind::Used ? 0 : 1};
    }
    const int observed =
        columnOf(QString::fromLatin1(db::schema::priceObservations::kObservedDate));
    std::vector<std::size_t> order(m_rows.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (keys[a] != keys[b])
            return keys[a] < keys[b];
        // Within a group: newest observation first (ISO dates sort as text).
        return observed >= 0 &&
               m_rows[a].values[observed].toString() > m_rows[b].values[observed].toString();
    });
    std::vector<db::CatalogRow> ordered;
    ordered.reserve(m_rows.size());
    for (const std::size_t i : order)
        ordered.push_back(std::move(m_rows[i]));
    m_rows = std::move(ordered);
}

QString CatalogTableModel::standingText(const db::PriceStanding &standing) const
{
    const QString used = dollars(standing.usedHourlyUsd);
    switch (standing.kind) {
    case db::PriceStanding::Kind::Used:
        return tr("Sources disagree on this price. Scenarios use this one: the newest "
                  "observation for the instance type and region. The rows after it that are "
                  "marked amber differ from it by more than %1 %, and scenarios using it are "
                  "warned (price_conflict).")
            .arg(db::PriceResolver::kConflictThreshold * 100.0);
    case db::PriceStanding::Kind::Disagrees:
        return tr("Disagrees with the price scenarios use, %1/h (observed %2): %3 %4 %.")
            .arg(used, standing.usedObservedDate,
                 standing.differencePercent >= 0.0 ? tr("higher by") : tr("lower by"))
            .arg(std::fabs(standing.differencePercent), 0, 'f', 1);
    case db::PriceStanding::Kind::Agrees:
        return tr("Not used: scenarios take the newer %1/h (observed %2), within %3 % of "
                  "this one or from the same source.")
            .arg(used, standing.usedObservedDate)
            .arg(db::PriceResolver::kConflictThreshold * 100.0);
    }
    return {};
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

QVariant CatalogTableModel::displayValue(const db::CatalogRow &row, int column) const
{
    const db::CatalogColumn &spec = m_columns[std::size_t(column)];
    const QVariant &value = row.values[column];
    switch (spec.kind) {
    case CellKind::VendorClaim:
        return value.toBool() ? tr("Vendor claim") : QString();
    case CellKind::SourceDate:
        return value.isNull() ? tr("undated") : value.toString();
    case CellKind::Reference:
        return row.labels[column];
    case CellKind::Choice:
        return value.isNull() ? QString() : choiceLabel(value.toString());
    case CellKind::Money:
        return value.isNull() ? QString() : dollars(value);
    case CellKind::Date:
        if (hasAssumedDate(row, column))
            return tr("undated");
        return db::catalogValueText(value);
    default:
        // Shortest round-trip text: the editor shows exactly what is stored.
        return db::catalogValueText(value);
    }
}

bool CatalogTableModel::hasAssumedDate(const db::CatalogRow &row, int column) const
{
    // The shipped figures of an undated article carry a stand-in date (the seed data's
    // README says which and why); showing it as a date would claim a fact the source
    // never gave. A user's own row keeps the date its author entered.
    return row.shipped && m_columns[std::size_t(column)].kind == CellKind::Date &&
           !row.provenance.sourceTitle.isEmpty() && row.provenance.publishedDate.isEmpty() &&
           !row.values[column].isNull();
}

QString CatalogTableModel::choiceLabel(const QString &stored)
{
    // Purchase models read as the options table and the report name them ("Savings plan
    // 1 y", not savings_plan_1y); any other stored word loses its underscores.
    if (const auto model = purchaseModelFromString(stored.toStdString()))
        return EnumLabels::purchaseModel(*model);
    QString words = stored;
    words.replace(QLatin1Char('_'), QLatin1Char(' '));
    return words;
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

QString CatalogTableModel::kindText(const QString &kind) const
{
    if (kind == QLatin1String(db::kVendorClaimKind))
        return tr("vendor claim");
    if (kind == QLatin1String("independent"))
        return tr("independent");
    if (kind == QLatin1String("price_list"))
        return tr("price list");
    if (kind == QLatin1String("user"))
        return tr("entered by a user");
    return kind;
}

QString CatalogTableModel::toolTip(const db::CatalogRow &row, int column) const
{
    QStringList lines;
    const db::CatalogColumn &spec = m_columns[std::size_t(column)];
    // Long text (quotes, notes) is elided in the cell; the tooltip has all of it.
    if (spec.kind == CellKind::Text && !row.values[column].isNull() &&
        row.values[column].toString().size() > 24)
        lines << row.values[column].toString() << QString();
    if (const auto standing = m_standings.constFind(row.id); standing != m_standings.constEnd())
        lines << standingText(*standing) << QString();
    const db::CatalogProvenance &source = row.provenance;
    if (!source.sourceTitle.isEmpty()) {
        lines << tr("Source: %1 (%2)").arg(source.sourceTitle, kindText(source.sourceKind));
        lines << (source.publishedDate.isEmpty() ? tr("Published: not stated by the source")
                                                 : tr("Published: %1").arg(source.publishedDate));
        if (!source.accessedDate.isEmpty())
            lines << tr("Accessed: %1").arg(source.accessedDate);
        const int observed =
            columnOf(QString::fromLatin1(db::schema::priceObservations::kObservedDate));
        if (observed >= 0 && hasAssumedDate(row, observed))
            lines << tr("Price observed: undated. The source gives no date, so the figure "
                        "counts as observed on %1, the earliest its year allows: dated "
                        "sources count as newer, and it reads as possibly stale.")
                         .arg(row.values[observed].toString());
        else if (observed >= 0 && !row.values[observed].isNull())
            lines << tr("Price observed: %1").arg(row.values[observed].toString());
        if (source.vendorClaim)
            lines << tr("Vendor claim: stated by the vendor about its own product, not an "
                        "independent measurement.");
    }
    if (row.shipped)
        lines << tr("Shipped with AccelDecide (seed data); a newer release may update it.");
    return lines.join(QLatin1Char('\n'));
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
        return displayValue(row, column);
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
    case Qt::ToolTipRole:
        return toolTip(row, column);
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
        if (row.provenance.vendorClaim || hasAssumedDate(row, column)) {
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
    const auto reread = m_editor->row(m_table, id);
    if (!reread) {
        refresh();
    } else {
        m_rows[std::size_t(index.row())] = reread.value();
        Q_EMIT dataChanged(this->index(index.row(), 0),
                           this->index(index.row(), columnCount() - 1));
    }
    if (spec.kind == CellKind::Text || m_table == db::CatalogTable::Sources)
        loadChoices(); // a renamed row is a renamed choice
    if (m_table == db::CatalogTable::PriceObservations) {
        // A new price or date may change which observation scenarios use; the rows stay
        // where they are while someone edits them.
        loadStandings(false);
        Q_EMIT dataChanged(this->index(0, 0), this->index(rowCount() - 1, columnCount() - 1));
    }
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
