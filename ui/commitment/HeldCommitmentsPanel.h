#pragma once

#include "ui/models/ScenarioEntriesPanel.h"

class QComboBox;

namespace acceldecide::ui {

class HeldCommitmentsModel;
class ScenarioDocument;

// The savings-plan panel's section for what the team already holds and what term months
// past the horizon are worth: the held commitments as an editable table (add, edit,
// delete; every change one undo step, refused with the field and value when the scenario
// format would not accept it) and the horizon treatment (the project ends with the
// horizon, or the work continues after it). Held commitments are owed in every option,
// so they change the comparison only through what each option lets them cover.
class HeldCommitmentsPanel : public ScenarioEntriesPanel
{
    Q_OBJECT

public:
    explicit HeldCommitmentsPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    void addCommitment();
    // Removes the current row's commitment.
    void removeCommitment();

    // For tests and the screenshot tour.
    HeldCommitmentsModel *model() const { return m_model; }
    QComboBox *horizonTreatmentCombo() const { return m_treatment; }

private:
    void refreshControls(bool documentChanged) override;
    void setHorizonTreatment(int index);

    HeldCommitmentsModel *m_model;
    QComboBox *m_treatment;
};

} // namespace acceldecide::ui
