#pragma once

#include "core/model/WorkloadProfile.h"

#include <QString>
#include <QWidget>

#include <map>
#include <optional>
#include <string>
#include <string_view>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QTableView;

namespace acceldecide {
struct ProfileFactor;
}

namespace acceldecide::ui {

class ChecklistTableModel;
class EvaluationController;
class PortingEstimateBox;
class ScenarioDocument;

// The workload profile: the team's situation answered once — one row per
// ProfileFactors question, each optional and visibly "Not answered" until set — and what
// core derives from it: seed 000's checklist with its verdict and the porting estimate.
// The matrix preset it fills is chosen here too; the derived scores show in the decision
// matrix. Every change goes through ScenarioDocument::apply() (one merge key per factor),
// so it is undoable and the matrix follows at once.
class WorkloadProfilePanel : public QWidget
{
    Q_OBJECT

public:
    WorkloadProfilePanel(ScenarioDocument *document, EvaluationController *controller,
                         QWidget *parent = nullptr);

    QCheckBox *enabledCheck() const { return m_enabled; }
    QComboBox *matrixCombo() const { return m_matrix; }
    QPushButton *clearOverridesButton() const { return m_clearOverrides; }
    // The editor of a choice / number factor, or nullptr for another kind or id.
    QComboBox *choiceEditor(std::string_view factor) const;
    QDoubleSpinBox *numberEditor(std::string_view factor) const;
    ChecklistTableModel *checklistModel() const { return m_checklistModel; }
    QTableView *checklistView() const { return m_checklistView; }
    QString checklistCountsText() const;
    QString verdictText() const;
    PortingEstimateBox *portingBox() const { return m_porting; }
    // The last confirmation or refusal shown under the controls.
    QString statusText() const;

    // The panel's actions, also reachable from its controls.
    void setProfileEnabled(bool enabled);
    void chooseMatrix(const QString &matrixId);
    void clearOverrides();

Q_SIGNALS:
    // For the status bar.
    void message(const QString &text);

private:
    struct Field
    {
        const ProfileFactor *factor = nullptr;
        QComboBox *choice = nullptr;
        QDoubleSpinBox *number = nullptr;
        QString notAnswered; // the spin box's special text without a scenario fallback
    };

    QWidget *buildForm();
    QWidget *buildChecklist();
    void addChoiceField(QFormLayout *form, const ProfileFactor &factor);
    void addNumberField(QFormLayout *form, const ProfileFactor &factor);
    void setAnswer(const ProfileFactor &factor, const std::optional<ProfileAnswer> &answer);
    void syncFromDocument();
    void evaluated();
    void showStatus(const QString &text, bool problem);
    std::optional<double> baselineMonthlyCompute() const;

    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    QCheckBox *m_enabled;
    QComboBox *m_matrix;
    QPushButton *m_clearOverrides;
    QLabel *m_status;
    QWidget *m_form = nullptr;
    std::map<std::string, Field, std::less<>> m_fields;
    ChecklistTableModel *m_checklistModel;
    QTableView *m_checklistView = nullptr;
    QLabel *m_checklistCounts = nullptr;
    QLabel *m_verdict = nullptr;
    PortingEstimateBox *m_porting;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
