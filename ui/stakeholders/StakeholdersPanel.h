#pragma once

#include <QWidget>

#include <memory>

class QAction;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTableView;

namespace acceldecide::ui {

class EvaluationController;
class PairwiseEditor;
class ScenarioDocument;
class StakeholderTableModel;
class StakeholderTotalsChart;
class StakeholderWeightDelegate;

// The stakeholders' weight sets: a criteria x members table of weights (a member's own
// 0-10 weights edited in place; a pairwise member's derived weights read-only with their
// consistency ratio; the group's weights last), the selected member's name, role,
// influence and way of weighing (direct or pairwise, with the comparison's own editor
// under the table), the group mean, and the matrix totals as each member and the group weigh
// them. Members are added (Insert), renamed (Shift+F2) and deleted (Ctrl+Delete) from the
// toolbar or the table's context menu; every edit is one undo step of the document.
class StakeholdersPanel : public QWidget
{
    Q_OBJECT

public:
    StakeholdersPanel(ScenarioDocument *document, EvaluationController *controller,
                      QWidget *parent = nullptr);
    ~StakeholdersPanel() override;

    StakeholderTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QComboBox *meanCombo() const { return m_meanCombo; }
    StakeholderTotalsChart *totalsChart() const { return m_chart.get(); }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *roleEdit() const { return m_role; }
    QDoubleSpinBox *influenceSpin() const { return m_influence; }
    // Direct weights (0) or a pairwise comparison (1), for the selected member.
    QComboBox *methodCombo() const { return m_method; }
    PairwiseEditor *pairwiseEditor() const { return m_pairwise; }
    // The member the details edit, or -1.
    int currentMember() const { return m_member; }
    void setCurrentMember(int member);
    // True while the panel says the matrix needs criteria first.
    bool isShowingEmptyState() const;
    // The consistency warnings and the per-view winners, as shown.
    QString consistencyText() const;
    QString winnersText() const;
    QString messageText() const;

    void addMember();
    // Puts the focus on the selected member's name, selected, ready to be typed over.
    void renameMember();
    void deleteMember();

Q_SIGNALS:
    // For the status bar: refusals and confirmations.
    void message(const QString &text);

private:
    QWidget *buildEmptyPage();
    QWidget *buildTablePage();
    QAction *addAction(const QString &text, const QKeySequence &key, const QString &tip,
                       void (StakeholdersPanel::*slot)());
    void documentChanged();
    void evaluated();
    void showDetails();
    void showMessage(const QString &text, bool problem);
    void showContextMenu(const QPoint &position, QWidget *from);

    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    StakeholderTableModel *m_model;
    StakeholderWeightDelegate *m_delegate;
    std::unique_ptr<StakeholderTotalsChart> m_chart;
    QStackedWidget *m_stack;
    QTableView *m_view = nullptr;
    QChartView *m_chartView = nullptr;
    QComboBox *m_meanCombo = nullptr;
    QGroupBox *m_details = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_role = nullptr;
    QDoubleSpinBox *m_influence = nullptr;
    QComboBox *m_method = nullptr;
    PairwiseEditor *m_pairwise = nullptr;
    QAction *m_add = nullptr;
    QAction *m_rename = nullptr;
    QAction *m_delete = nullptr;
    QLabel *m_intro = nullptr;
    QLabel *m_consistency = nullptr;
    QLabel *m_winners = nullptr;
    QLabel *m_message = nullptr;
    int m_member = -1;
};

} // namespace acceldecide::ui
