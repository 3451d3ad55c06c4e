#pragma once

#include "ui/models/ScenarioEntriesPanel.h"

class QLabel;
class QToolButton;

namespace acceldecide::ui {

class EvaluationController;
class ScenarioDocument;
class UncertaintyRangesModel;

// Which inputs Monte Carlo varies and between which bounds (triangular, the scenario's
// value most likely): add any real-valued input of the scenario, edit its low and high,
// remove it. The uncertainty chart follows as soon as the worker delivers.
class UncertaintyPanel : public ScenarioEntriesPanel
{
    Q_OBJECT

public:
    UncertaintyPanel(ScenarioDocument *document, EvaluationController *controller,
                     QWidget *parent = nullptr);

    UncertaintyRangesModel *model() const { return m_model; }

private:
    void populateAddMenu();
    void updateStatus();

    EvaluationController *m_controller;
    UncertaintyRangesModel *m_model;
    QToolButton *m_add;
    QLabel *m_status;
};

} // namespace acceldecide::ui
