#include "ui/uncertainty/UncertaintyPanel.h"

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/uncertainty/UncertaintyRangesModel.h"

#include "core/model/ParameterPath.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QTableView>
#include <QToolButton>

#include <algorithm>

namespace acceldecide::ui {

UncertaintyPanel::UncertaintyPanel(ScenarioDocument *document, EvaluationController *controller,
                                   QWidget *parent)
    : ScenarioEntriesPanel(Placement::Dock, {}, document, parent), m_controller(controller),
      m_model(new UncertaintyRangesModel(document, this)),
      // A dock's buttons are tool buttons.
      m_add(static_cast<QToolButton *>(addButton())), m_status(new QLabel(this))
{
    m_add->setText(tr("&Add input"));
    m_add->setToolTip(tr("Let Monte Carlo vary one more input (starts at ±20 %)"));
    m_add->setPopupMode(QToolButton::InstantPopup);
    m_add->setMenu(new QMenu(m_add));
    connect(m_add->menu(), &QMenu::aboutToShow, this, &UncertaintyPanel::populateAddMenu);
    removeButton()->setText(tr("Re&move"));
    connect(removeButton(), &QAbstractButton::clicked, this,
            [this] { showOutcome(m_model->removeRange(currentRow())); });
    buttonRow()->addWidget(m_status, 1);

    showEntries(m_model, nullptr, tr("Uncertainty ranges"));
    table()->horizontalHeader()->setSectionResizeMode(UncertaintyRangesModel::InputColumn,
                                                      QHeaderView::Stretch);
    connect(m_controller, &EvaluationController::monteCarloStarted, this,
            &UncertaintyPanel::updateStatus);
    connect(m_controller, &EvaluationController::monteCarloFinished, this,
            &UncertaintyPanel::updateStatus);
    updateStatus();
}

void UncertaintyPanel::populateAddMenu()
{
    QMenu *menu = m_add->menu();
    menu->clear();
    const Scenario &scenario = document()->scenario();
    for (const std::string &path : ParameterPath::realValuedInputs(scenario)) {
        const bool listed =
            std::any_of(scenario.uncertainty.begin(), scenario.uncertainty.end(),
                        [&](const UncertaintyRange &range) { return range.target == path; });
        if (listed)
            continue;
        const QString target = QString::fromStdString(path);
        QAction *action = menu->addAction(QString::fromStdString(ParameterPath::describe(path)));
        action->setToolTip(target);
        connect(action, &QAction::triggered, this,
                [this, target] { showOutcome(m_model->addRange(target)); });
    }
    if (menu->isEmpty())
        menu->addAction(tr("Every input already has a range"))->setEnabled(false);
    menu->setToolTipsVisible(true);
}

void UncertaintyPanel::updateStatus()
{
    if (document()->scenario().uncertainty.empty()) {
        m_status->setText(tr("No ranges: Monte Carlo has nothing to vary."));
        return;
    }
    const auto &result = m_controller->monteCarlo();
    if (!m_controller->isMonteCarloForCurrentInput() || !result)
        m_status->setText(m_controller->isMonteCarloCurrent() ? QString() : tr("Simulating…"));
    else if (!m_controller->isMonteCarloCurrent())
        m_status->setText(tr("%L1 samples, refining…").arg(result->samples));
    else
        m_status->setText(tr("%L1 samples").arg(result->samples));
}

} // namespace acceldecide::ui
