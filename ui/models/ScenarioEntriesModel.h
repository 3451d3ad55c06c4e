#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <optional>
#include <string>

namespace acceldecide::ui {

class ScenarioDocument;

// A table over one list of the open scenario (its options, credits, held commitments,
// uncertainty ranges), one row per entry and a fixed set of columns. It follows the
// document: when the list's length changes (an add, a removal, an undo of either) the
// model resets; otherwise every cell is reported changed, since an undo or a reload may
// change any of them, and the view keeps its current cell. Every edit is one
// ScenarioDocument::apply(), so it is undoable and judged by the scenario format's own
// rules; what is refused is said through editRejected, in words naming the field.
class ScenarioEntriesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // What ScenarioEntriesDelegate reads to choose a cell's editor.
    enum EditorRole
    {
        // The RangeTable path of a numeric cell ("credits[].usd"): a spin box over its
        // range, whole numbers where the range is whole.
        RangePathRole = Qt::UserRole + 1,
        // A combo cell's choices: their labels and, in the same order, their values. A
        // cell with labels but no values is a list of suggestions: text may be typed too.
        ChoiceLabelsRole,
        ChoiceValuesRole,
    };

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    // Every cell of an entry's row is editable unless the model says otherwise.
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    // An edit was refused; the text names the field and the value.
    void editRejected(const QString &problem);

protected:
    // What a numeric cell holds when nothing is typed into it.
    enum class Blank
    {
        Refused,
        // Left empty, the field is unset (a reservation's $/hour left to its option).
        Unset,
    };

    // `entries` counts the list's entries in a scenario.
    ScenarioEntriesModel(ScenarioDocument *document, int columns,
                         std::function<int(const Scenario &)> entries, QObject *parent);

    ScenarioDocument *document() const { return m_document; }
    // Every cell may show something else (what the catalog resolved changed, say).
    void everyCellChanged();

    // Called inside the reset when the rows no longer match the list's entries: anything
    // kept per row is stale then.
    virtual void rowsReset() {}

    // Applies `edit` as one undo step, merging with the last one of the same non-empty
    // `mergeKey` (a spin box's steps on one cell); emits editRejected and returns false
    // when refused.
    bool applyEdit(const QString &mergeKey, const QString &description,
                   const std::function<void(Scenario &)> &edit);
    // Emits editRejected; returns false, what setData returns for a refused edit.
    bool reject(const QString &problem);
    // What was typed into the numeric cell `field` names ("credits[0].usd"): a number, or
    // no number for a blank where `blank` allows it. The range is the scenario format's to
    // judge, so that every refusal of a value names it the same way; refused here is only
    // what is no number at all, or not a whole one where `whole`.
    static Expected<std::optional<double>, QString>
    cellNumber(const QString &field, const QVariant &value, bool whole, Blank blank);
    // Adds an entry as one undo step. `add` may refuse (a list already full), in core's
    // words, which are then the reason given.
    Expected<void, QString>
    addEntry(const QString &description,
             const std::function<Expected<void, std::string>(Scenario &)> &add);

private:
    void documentChanged();

    ScenarioDocument *m_document;
    int m_columns;
    std::function<int(const Scenario &)> m_entries;
    int m_rows = 0;
};

} // namespace acceldecide::ui
