#pragma once

#include <QGroupBox>
#include <QString>

class QLabel;
class QPushButton;
class QTableView;

namespace acceldecide::ui {

class CreditsModel;
class RangeSpinBox;
class ScenarioDocument;

// The savings-plan panel's section for what AWS takes off its own bills: the team's
// promotional credits as an editable table (add, edit, delete; every change one undo
// step, refused with the field and value when the scenario format would not accept it)
// and the private pricing discount on every option AWS bills. Both lower only the AWS
// options' costs, so they change the comparison against another provider's.
class CreditsPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit CreditsPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    void addCredit();
    // Removes the current row's credit.
    void removeCredit();

    // For tests and the screenshot tour.
    CreditsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    RangeSpinBox *privateDiscountSpinBox() const { return m_discount; }
    // The last refusal shown under the table (empty when the last edit was accepted).
    QString problemText() const;

Q_SIGNALS:
    // For the status bar.
    void message(const QString &text);

private:
    void refresh();
    void setPrivateDiscount();
    void showProblem(const QString &text);

    ScenarioDocument *m_document;
    CreditsModel *m_model;
    QTableView *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    RangeSpinBox *m_discount;
    QLabel *m_problem;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
