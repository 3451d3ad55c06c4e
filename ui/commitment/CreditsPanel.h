#pragma once

#include "ui/models/ScenarioEntriesPanel.h"

namespace acceldecide::ui {

class CreditsModel;
class RangeSpinBox;
class ScenarioDocument;

// The savings-plan panel's section for what AWS takes off its own bills: the team's
// promotional credits as an editable table (add, edit, delete; every change one undo
// step, refused with the field and value when the scenario format would not accept it)
// and the private pricing discount on every option AWS bills. Both lower only the AWS
// options' costs, so they change the comparison against another provider's.
class CreditsPanel : public ScenarioEntriesPanel
{
    Q_OBJECT

public:
    explicit CreditsPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    void addCredit();
    // Removes the current row's credit.
    void removeCredit();

    // For tests and the screenshot tour.
    CreditsModel *model() const { return m_model; }
    RangeSpinBox *privateDiscountSpinBox() const { return m_discount; }

private:
    void refreshControls(bool documentChanged) override;
    void setPrivateDiscount();

    CreditsModel *m_model;
    RangeSpinBox *m_discount;
};

} // namespace acceldecide::ui
