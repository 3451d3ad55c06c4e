#pragma once

#include "ui/document/ScenarioDocument.h"
#include "ui/models/ScenarioEntriesModel.h"

#include "core/model/FieldRange.h"
#include "core/model/RangeTable.h"

#include <QStringList>

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace acceldecide::ui {

// A ScenarioEntriesModel over one std::vector<Entry> of the scenario (Scenario::credits,
// say): what every such table does to one of its rows, written once. Edits change the
// row's entry in the document's copy of the scenario, so each is one undo step the
// scenario format judges.
template <typename Entry> class TypedEntriesModel : public ScenarioEntriesModel
{
public:
    // Display and edit roles are what the cell holds (cellValue); every other role is the
    // deriving model's to answer (cellData).
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!index.isValid() || index.row() >= int(entries().size()))
            return {};
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return cellValue(entry(index.row()), index.column(), role == Qt::EditRole);
        return cellData(index.row(), index.column(), role);
    }
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
            section >= m_headers.size())
            return {};
        return m_headers[section];
    }

protected:
    using List = std::vector<Entry> Scenario::*;

    // `headers` names the columns, one each, in order.
    TypedEntriesModel(ScenarioDocument *document, const QStringList &headers, List list,
                      QObject *parent)
        : ScenarioEntriesModel(
              document, int(headers.size()),
              [list](const Scenario &s) { return int((s.*list).size()); }, parent),
          m_headers(headers), m_list(list)
    {}

    // What `column` of `entry` shows, or what its editor starts from when `edit`.
    virtual QVariant cellValue(const Entry &entry, int column, bool edit) const = 0;
    // Any other role of a cell of an entry's row (its tooltip, its editor roles).
    virtual QVariant cellData(int row, int column, int role) const = 0;
    // The alignment of a cell: numbers right, so their digits line up.
    static QVariant alignment(bool number)
    {
        return number ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }

    const std::vector<Entry> &entries() const { return document()->scenario().*m_list; }
    const Entry &entry(int row) const { return entries()[std::size_t(row)]; }

    // Applies `change` to row `row`'s entry as one undo step (merging with the last one of
    // the same non-empty `mergeKey`); emits editRejected and returns false when refused.
    // While `change` runs, document()->scenario() is still the scenario before the edit.
    bool edit(int row, const QString &mergeKey, const QString &description,
              const std::function<void(Entry &)> &change)
    {
        return applyEdit(mergeKey, description,
                         [&](Scenario &s) { change((s.*m_list)[std::size_t(row)]); });
    }

    // Sets the numeric cell at `index` (its field named `field`) from what was typed, whole
    // where the cell's RangeTable range is; `set` stores the number, or no number for a
    // blank `blank` allows. The field is the merge key: a spin box's steps on one cell
    // undo together.
    bool setNumber(const QModelIndex &index, const QVariant &value, const QString &field,
                   const QString &description,
                   const std::function<void(Entry &, std::optional<double>)> &set,
                   Blank blank = Blank::Refused)
    {
        const FieldRange *range =
            RangeTable::find(data(index, RangePathRole).toString().toStdString());
        const Expected<std::optional<double>, QString> number =
            cellNumber(field, value, range && range->integer, blank);
        if (!number)
            return reject(number.error());
        return edit(index.row(), field, description, [&](Entry &e) { set(e, *number); });
    }

    // Removes row `row`'s entry with `remove` as one undo step `describe` names; refused with
    // `noneSelected` when there is no such row (nothing current in the table).
    Expected<void, QString> removeEntry(int row, const QString &noneSelected,
                                        const std::function<QString(const Entry &)> &describe,
                                        const std::function<void(Scenario &, std::size_t)> &remove)
    {
        if (row < 0 || row >= rowCount())
            return Unexpected{noneSelected};
        return document()->apply({}, describe(entry(row)),
                                 [&](Scenario &s) { remove(s, std::size_t(row)); });
    }

private:
    QStringList m_headers;
    List m_list;
};

} // namespace acceldecide::ui
