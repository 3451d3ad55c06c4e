#pragma once

#include "core/model/Expected.h"

#include <QString>
#include <QWidget>

class QAbstractButton;
class QAbstractItemDelegate;
class QHBoxLayout;
class QLabel;
class QTableView;

namespace acceldecide::ui {

class ScenarioDocument;
class ScenarioEntriesModel;

// An editable table over one list of the open scenario (credits, held commitments,
// uncertainty ranges) under a row of buttons: Add, Remove, then what the panel deriving
// from this one adds. Every edit goes through the table's model, so it is one undo step;
// this panel says what was refused and keeps its controls in step with the document, the
// current row and the rows that come and go.
class ScenarioEntriesPanel : public QWidget
{
    Q_OBJECT

public:
    // For tests and the screenshot tour.
    QTableView *table() const { return m_table; }
    QAbstractButton *addButton() const { return m_add; }
    QAbstractButton *removeButton() const { return m_remove; }
    // The last refusal shown under the table (empty when the last edit was accepted, and
    // always in a dock, which says refusals in the status bar only).
    QString problemText() const;

Q_SIGNALS:
    // For the status bar.
    void message(const QString &text);

protected:
    // Where the table stands decides how it looks and where a refusal is said.
    enum class Placement
    {
        // One of the sections of a larger panel (the savings plan's): a titled frame, push
        // buttons, one row selected at a time and any key starting an edit, Remove enabled
        // only with a row to remove, and a refusal shown under the table (until the next
        // edit) as well as in the status bar.
        Section,
        // The whole of a dock, whose title names it: no frame or margins of its own, tool
        // buttons, and refusals said in the status bar, as the dock's neighbours say them.
        Dock,
    };

    // `title` names a Section's frame.
    ScenarioEntriesPanel(Placement placement, const QString &title, ScenarioDocument *document,
                         QWidget *parent);

    // Shows `model` in the table, edited with `delegate` (Qt's editors when null), and
    // starts following the document. Called once, by the deriving panel's constructor
    // when its own controls exist; the table is then refreshed.
    void showEntries(ScenarioEntriesModel *model, QAbstractItemDelegate *delegate,
                     const QString &accessibleName);

    ScenarioDocument *document() const { return m_document; }
    // The row of the table's current cell; -1 when there is none.
    int currentRow() const;
    // The row of buttons, to add a panel's own controls after Add and Remove.
    QHBoxLayout *buttonRow() const { return m_buttons; }
    // Adds `control` to the button row after a gap, with a label whose mnemonic focuses it,
    // and leaves the spare width at the right.
    void addLabelledControl(const QString &label, QWidget *control);

    // Shows `text` as the refusal of the last edit and sends it to the status bar; empty
    // when the last edit was accepted.
    void showProblem(const QString &text);
    void showOutcome(const Expected<void, QString> &outcome);
    // After an Add: the new last row becomes the current one, ready to edit.
    void showAdded(const Expected<void, QString> &added);

    // True while the panel sets its own controls from the document: what they then signal
    // is no edit.
    bool isSyncing() const { return m_syncing; }
    // Sets the deriving panel's own controls from the document, while isSyncing().
    // `documentChanged` is false when only the current row changed or the rows were reset.
    virtual void refreshControls(bool /*documentChanged*/) {}

private:
    void refresh(bool documentChanged);

    ScenarioDocument *m_document;
    Placement m_placement;
    ScenarioEntriesModel *m_model = nullptr;
    QTableView *m_table;
    QAbstractButton *m_add;
    QAbstractButton *m_remove;
    QHBoxLayout *m_buttons;
    // Only a Section has one.
    QLabel *m_problem = nullptr;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
