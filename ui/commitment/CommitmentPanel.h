#pragma once

#include "ui/commitment/CommitmentEdits.h"

#include "core/model/Evaluation.h"
#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QString>
#include <QWidget>

#include <optional>
#include <string>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace acceldecide::ui {

class CommitmentPlanControls;
class CreditsPanel;
class HeldCommitmentsPanel;
class EvaluationController;
class ScenarioDocument;

// The savings-plan panel: one option's commitment -- type, term, payment option,
// discounts and, above all, its level as a slider over 0-150 % of the busiest month's
// usage -- and the workload's usage pattern (growth, last month with usage), with what core
// makes of them: utilization against break-even, the optimum per term and what is owed
// once usage stops. Every edit is a pure CommitmentEditing function applied through
// ScenarioDocument::apply(), so it is validated and undoable; a slider drag is one undo
// step. The numbers come from the controller's resolved scenario and evaluation. Below
// them, the commitments the team already holds (HeldCommitmentsPanel) and beside them its
// credits and private discount (CreditsPanel).
class CommitmentPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxLevelPercent = 150;

    CommitmentPanel(ScenarioDocument *document, EvaluationController *controller,
                    QWidget *parent = nullptr);

    // The option shown (its id; empty without options).
    std::string optionId() const { return m_optionId; }
    void selectOption(const std::string &optionId);

    // The panel's actions, also reachable from its controls.
    void addCommitment();
    void removeCommitment();
    void setLevel(int percentOfPeak);
    void useOptimum();

    // For tests and the screenshot tour.
    QComboBox *optionCombo() const { return m_option; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QComboBox *kindCombo() const { return m_kind; }
    QComboBox *termCombo() const { return m_term; }
    QComboBox *paymentCombo() const { return m_payment; }
    QDoubleSpinBox *discountSpin() const { return m_discount; }
    QDoubleSpinBox *otherTermDiscountSpin() const { return m_otherDiscount; }
    QSlider *levelSlider() const { return m_level; }
    QDoubleSpinBox *growthSpin() const { return m_growth; }
    QSpinBox *lastMonthSpin() const { return m_lastMonth; }
    QComboBox *planCombo() const;
    QComboBox *offeringClassCombo() const;
    QComboBox *renewalCombo() const;
    QSpinBox *startMonthSpin() const;
    QPushButton *optimumButton() const { return m_optimum; }
    // The commitments already held and the horizon treatment.
    HeldCommitmentsPanel *heldPanel() const { return m_held; }
    CreditsPanel *creditsPanel() const { return m_credits; }
    QString levelText() const;
    QString utilizationText() const;
    QString breakEvenText() const;
    QString optimumText() const;
    // The optimal ladder and the terms the stated level buys.
    QString ladderText() const;
    QString owedText() const;
    // The last confirmation or refusal shown at the top.
    QString statusText() const;

Q_SIGNALS:
    // The option chosen here, for the savings-plan charts.
    void optionChosen(const QString &optionId);
    // For the status bar.
    void message(const QString &text);

private:
    QWidget *buildCommitmentBox();
    QWidget *buildLevelBox();
    QWidget *buildResultsBox();
    void refresh();
    void fillOptions();
    void showResults(const CommitmentOptionResult *result);
    // Shows an edit's refusal (and the document's values again), or clears the status;
    // true when the edit was applied.
    bool report(const Expected<void, QString> &edit);
    void showStatus(const QString &text, bool problem);
    const Option *documentOption() const;

    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    CommitmentEdits m_edits;
    std::string m_optionId;
    QLabel *m_status;
    QComboBox *m_option;
    QPushButton *m_add;
    QPushButton *m_remove;
    QComboBox *m_kind;
    QComboBox *m_term;
    QComboBox *m_payment;
    QDoubleSpinBox *m_discount;
    QDoubleSpinBox *m_otherDiscount;
    CommitmentPlanControls *m_planControls = nullptr;
    QSlider *m_level;
    QLabel *m_levelText;
    QDoubleSpinBox *m_growth;
    QSpinBox *m_lastMonth;
    QLabel *m_utilization;
    QLabel *m_breakEven;
    QLabel *m_optimumText;
    QPushButton *m_optimum;
    QLabel *m_ladder;
    QLabel *m_owed;
    QWidget *m_commitmentEditors = nullptr;
    HeldCommitmentsPanel *m_held = nullptr;
    CreditsPanel *m_credits = nullptr;
    // A new merge key per slider drag: one drag is one undo step, the next drag another.
    int m_drag = 0;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
