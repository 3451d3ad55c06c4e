#include "ui/search/FindOptionsController.h"

#include "ui/document/EvaluationController.h"
#include "ui/search/FindOptionsDialog.h"

#include <QAction>
#include <QGuiApplication>
#include <QWidget>

namespace acceldecide::ui {

FindOptionsController::FindOptionsController(QWidget *window, ScenarioDocument *document,
                                             EvaluationController *controller,
                                             std::function<db::CatalogDatabase *()> catalog)
    : QObject(window), m_window(window), m_document(document), m_controller(controller),
      m_catalog(std::move(catalog)), m_action(new QAction(tr("&Find Options…"), window))
{
    m_action->setObjectName(QStringLiteral("findOptionsAction"));
    m_action->setStatusTip(tr("Search the catalog's prices for the cheapest ways to run this "
                              "workload and add them as options"));
    connect(m_action, &QAction::triggered, this, &FindOptionsController::open);
    // Every catalog change and every edit ends in an evaluation.
    connect(m_controller, &EvaluationController::evaluated, this,
            &FindOptionsController::updateEnabled);
    updateEnabled();
}

void FindOptionsController::updateEnabled()
{
    m_action->setEnabled(m_catalog() != nullptr && m_controller->problems().isEmpty() &&
                         !m_controller->resolvedScenario().options.empty());
}

void FindOptionsController::open()
{
    db::CatalogDatabase *catalog = m_catalog();
    if (!catalog || !m_action->isEnabled())
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    auto *dialog =
        new FindOptionsDialog(*catalog, m_document, m_controller->resolvedScenario(), m_window);
    QGuiApplication::restoreOverrideCursor();
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("findOptionsDialog"));
    dialog->open();
}

} // namespace acceldecide::ui
