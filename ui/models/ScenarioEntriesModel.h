#pragma once

#include "core/model/Scenario.h"

#include <QAbstractTableModel>

#include <functional>

namespace acceldecide::ui {

class ScenarioDocument;

// A table over one list of the open scenario (its options, credits, held commitments,
// uncertainty ranges), one row per entry and a fixed set of columns. It follows the
// document: when the list's length changes (an add, a removal, an undo of either) the
// model resets; otherwise every cell is reported changed, since an undo or a reload may
// change any of them, and the view keeps its current cell.
class ScenarioEntriesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    // `entries` counts the list's entries in a scenario.
    ScenarioEntriesModel(ScenarioDocument *document, int columns,
                         std::function<int(const Scenario &)> entries, QObject *parent);

    ScenarioDocument *document() const { return m_document; }
    // Every cell may show something else (what the catalog resolved changed, say).
    void everyCellChanged();

    // Called inside the reset when the rows no longer match the list's entries: anything
    // kept per row is stale then.
    virtual void rowsReset() {}

private:
    void documentChanged();

    ScenarioDocument *m_document;
    int m_columns;
    std::function<int(const Scenario &)> m_entries;
    int m_rows = 0;
};

} // namespace acceldecide::ui
