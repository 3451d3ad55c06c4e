#pragma once

#include <QGroupBox>
#include <QString>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace acceldecide::ui {

class HeldCommitmentsModel;
class ScenarioDocument;

// The savings-plan panel's section for what the team already holds and what term months
// past the horizon are worth: the held commitments as an editable table (add, edit,
// delete; every change one undo step, refused with the field and value when the scenario
// format would not accept it) and the horizon treatment (the project ends with the
// horizon, or the work continues after it). Held commitments are owed in every option,
// so they change the comparison only through what each option lets them cover.
class HeldCommitmentsPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit HeldCommitmentsPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    void addCommitment();
    // Removes the current row's commitment.
    void removeCommitment();

    // For tests and the screenshot tour.
    HeldCommitmentsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QComboBox *horizonTreatmentCombo() const { return m_treatment; }
    // The last refusal shown under the table (empty when the last edit was accepted).
    QString problemText() const;

Q_SIGNALS:
    // For the status bar.
    void message(const QString &text);

private:
    void refresh();
    void showProblem(const QString &text);

    ScenarioDocument *m_document;
    HeldCommitmentsModel *m_model;
    QTableView *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    QComboBox *m_treatment;
    QLabel *m_problem;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
