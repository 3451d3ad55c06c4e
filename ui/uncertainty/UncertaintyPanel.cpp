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
#include <QVBoxLayout>

#include <algorithm>

namespace acceldecide::ui {

UncertaintyPanel::UncertaintyPanel(ScenarioDocument *document, EvaluationController *controller,
                                   QWidget *parent)
    : QWidget(parent), m_document(document), m_controller(controller),
      m_model(new UncertaintyRangesModel(document, this)), m_view(new QTableView(this)),
      m_add(new QToolButton(this)), m_status(new QLabel(this))
{
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Uncertainty ranges"));
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // A handful of rows: sizing the number columns to their contents costs nothing.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(UncertaintyRangesModel::InputColumn,
                                                     QHeaderView::Stretch);

    m_add->setText(tr("&Add input"));
    m_add->setToolTip(tr("Let Monte Carlo vary one more input (starts at ±20 %)"));
    m_add->setPopupMode(QToolButton::InstantPopup);
    m_add->setMenu(new QMenu(m_add));
    connect(m_add->menu(), &QMenu::aboutToShow, this, &UncertaintyPanel::populateAddMenu);
    auto *remove = new QToolButton(this);
    remove->setText(tr("Re&move"));
    connect(remove, &QToolButton::clicked, this, [this] {
        if (auto problem = m_model->removeRange(m_view->currentIndex().row()); !problem)
            Q_EMIT message(problem.error());
    });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(remove);
    buttons->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);

    connect(m_model, &UncertaintyRangesModel::editRejected, this, &UncertaintyPanel::message);
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
    const Scenario &scenario = m_document->scenario();
    for (const std::string &path : ParameterPath::realValuedInputs(scenario)) {
        const bool listed =
            std::any_of(scenario.uncertainty.begin(), scenario.uncertainty.end(),
                        [&](const UncertaintyRange &range) { return range.target == path; });
        if (listed)
            continue;
        const QString target = QString::fromStdString(path);
        QAction *action = menu->addAction(QString::fromStdString(ParameterPath::describe(path)));
        action->setToolTip(target);
        connect(action, &QAction::triggered, this, [this, target] {
            if (auto problem = m_model->addRange(target); !problem)
                Q_EMIT message(problem.error());
        });
    }
    if (menu->isEmpty())
        menu->addAction(tr("Every input already has a range"))->setEnabled(false);
    menu->setToolTipsVisible(true);
}

void UncertaintyPanel::updateStatus()
{
    if (m_document->scenario().uncertainty.empty()) {
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
