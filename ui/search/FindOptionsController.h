#pragma once

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class EvaluationController;
class ScenarioDocument;

// Scenario → Find Options…: the action, enabled while a catalog is open and the scenario
// evaluates (the search bills the resolved scenario, which only then exists), and the
// dialog it opens, window-modal, on the scenario the window evaluates. Asks for the
// catalog each time: another may have been opened since.
class FindOptionsController : public QObject
{
    Q_OBJECT

public:
    FindOptionsController(QWidget *window, ScenarioDocument *document,
                          EvaluationController *controller,
                          std::function<db::CatalogDatabase *()> catalog);

    QAction *action() const { return m_action; }
    void open();

private:
    void updateEnabled();

    QWidget *m_window;
    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    std::function<db::CatalogDatabase *()> m_catalog;
    QAction *m_action;
};

} // namespace acceldecide::ui
