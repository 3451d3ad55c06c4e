#include "ui/commitment/HeldCommitmentsPanel.h"

#include "ui/commitment/HeldCommitmentsDelegate.h"
#include "ui/commitment/HeldCommitmentsModel.h"
#include "ui/document/ScenarioDocument.h"

#include "core/model/HeldCommitments.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QTableView>

namespace acceldecide::ui {

HeldCommitmentsPanel::HeldCommitmentsPanel(ScenarioDocument *document, QWidget *parent)
    : ScenarioEntriesPanel(Placement::Section, tr("Commitments already held"), document, parent),
      m_model(new HeldCommitmentsModel(document, this)), m_treatment(new QComboBox(this))
{
    addButton()->setText(tr("Add &held"));
    addButton()->setToolTip(tr("Add a savings plan or reservation the team already has (at "
                               "most %1); it is owed in every option and covers what it can")
                                .arg(HeldCommitments::kMax));
    removeButton()->setText(tr("Remove held"));
    removeButton()->setToolTip(tr("Remove the selected held commitment (Undo brings it back)"));

    m_treatment->addItem(tr("Project ends"), int(HorizonTreatment::ProjectEnds));
    m_treatment->setItemData(0, tr("Term months past the horizon are owed and worth nothing"),
                             Qt::ToolTipRole);
    m_treatment->addItem(tr("Work continues"), int(HorizonTreatment::WorkContinues));
    m_treatment->setItemData(1,
                             tr("Term months past the horizon are worth the usage they cover "
                                "at on-demand prices"),
                             Qt::ToolTipRole);
    m_treatment->setAccessibleName(tr("Horizon treatment"));
    m_treatment->setToolTip(tr("What a held commitment's months past the horizon count as: "
                               "money owed, or worth the usage they cover if work continues."));
    addLabelledControl(tr("Past the hori&zon the:"), m_treatment);

    connect(addButton(), &QAbstractButton::clicked, this, &HeldCommitmentsPanel::addCommitment);
    connect(removeButton(), &QAbstractButton::clicked, this,
            &HeldCommitmentsPanel::removeCommitment);
    connect(m_treatment, &QComboBox::currentIndexChanged, this,
            &HeldCommitmentsPanel::setHorizonTreatment);
    showEntries(m_model, new HeldCommitmentsDelegate(table()), tr("Commitments already held"));
}

void HeldCommitmentsPanel::refreshControls(bool)
{
    const Scenario &scenario = document()->scenario();
    m_treatment->setCurrentIndex(m_treatment->findData(int(scenario.horizonTreatment)));
    addButton()->setEnabled(int(scenario.existingCommitments.size()) < HeldCommitments::kMax);
}

void HeldCommitmentsPanel::setHorizonTreatment(int index)
{
    if (isSyncing() || index < 0)
        return;
    const auto treatment = HorizonTreatment(m_treatment->itemData(index).toInt());
    showOutcome(document()->apply({}, tr("Horizon treatment"),
                                  [&](Scenario &s) { s.horizonTreatment = treatment; }));
}

void HeldCommitmentsPanel::addCommitment()
{
    showAdded(m_model->addCommitment());
}

void HeldCommitmentsPanel::removeCommitment()
{
    showOutcome(m_model->removeCommitment(currentRow()));
}

} // namespace acceldecide::ui
