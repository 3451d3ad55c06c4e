#pragma once

#include "core/model/MatrixResult.h"

#include <QString>
#include <QWidget>

class QComboBox;
class QGroupBox;
class QLayout;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace acceldecide::ui {

class CriteriaDelegate;
class CriteriaTableModel;
class EvaluationController;
class MatrixTotalsChart;
class ScenarioDocument;

// The weighted decision matrix: criteria x options scores (1-5) with a weight per criterion,
// a preset picker (the seeds' matrices, with their sources), add / rename / delete, and
// core's results: one 0-100 bar per option, the winner and the smallest weight change that
// flips it. Without criteria it offers to start from a preset or an empty matrix.
class DecisionMatrixPanel : public QWidget
{
    Q_OBJECT

public:
    DecisionMatrixPanel(ScenarioDocument *document, EvaluationController *controller,
                        QWidget *parent = nullptr);

    CriteriaTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QComboBox *presetCombo() const { return m_presetCombo; }
    MatrixTotalsChart *totalsChart() const { return m_chart; }
    // "View as": whose weights the totals, the winner and the flip use -- the group
    // (the default while the scenario has stakeholders), one member, or the criteria's own.
    QComboBox *viewAsCombo() const { return m_viewAs; }
    // kViewGroup, kViewCriteria or a stakeholder's id.
    QString viewAs() const;
    void setViewAs(const QString &view);
    static const QString kViewGroup;
    static const QString kViewCriteria;
    // True while the empty state (no criteria) is shown.
    bool isShowingEmptyState() const;

    QString winnerText() const;
    QString flipText() const;
    QString noteText() const;
    // The last refusal or confirmation shown under the table.
    QString messageText() const;

    // The panel's actions, also reachable from its buttons.
    void addCriterion();
    // Starts editing the name of the current criterion in place.
    void renameCriterion();
    void deleteCriterion();
    // Replaces the criteria with a preset (by CriteriaPreset::id); undoable.
    void choosePreset(const QString &presetId);
    // One blank criterion to start from (the format has no empty matrix).
    void startEmptyMatrix();

Q_SIGNALS:
    // For the status bar: refusals and confirmations.
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *buildMatrixPage();
    // The parts of the matrix page: preset and criterion buttons, the scores, the totals.
    QLayout *buildToolbar(QWidget *page);
    QTableView *buildTable(QWidget *page);
    QGroupBox *buildTotals(QWidget *page);
    void documentChanged();
    void evaluated();
    void rebuildPresetCombo();
    void rebuildViewAs();
    // The matrix the chosen view evaluates; null before an evaluation.
    const MatrixResult *shownMatrix() const;
    // What the totals weigh by, when that is not simply the Weight column.
    QString viewNote() const;
    void showMessage(const QString &text, bool problem);
    // Right-click on a score the workload profile governs: "Use derived score".
    void showCellMenu(const QPoint &position);
    int currentRow() const;

    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    CriteriaTableModel *m_model;
    CriteriaDelegate *m_delegate;
    QStackedWidget *m_stack;
    QComboBox *m_presetCombo = nullptr;
    QLabel *m_presetSource = nullptr;
    QLabel *m_profileLegend = nullptr;
    QToolButton *m_renameButton = nullptr;
    QToolButton *m_deleteButton = nullptr;
    QTableView *m_view = nullptr;
    MatrixTotalsChart *m_chart = nullptr;
    QComboBox *m_viewAs = nullptr;
    QLabel *m_viewAsLabel = nullptr;
    QLabel *m_viewNote = nullptr;
    // The view chosen last, kept while the members are renamed or reordered.
    QString m_viewChoice;
    bool m_hadStakeholders = false;
    QLabel *m_winner = nullptr;
    QLabel *m_flip = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace acceldecide::ui
