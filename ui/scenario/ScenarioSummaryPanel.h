#pragma once

#include "Evaluation.h"
#include "Scenario.h"

#include <QWidget>

class QLabel;

namespace acceldecide::ui {

// The header of the main window: what is being decided (scenario name, horizon, workload)
// and core's answer in one paragraph, so the table below reads in context.
class ScenarioSummaryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioSummaryPanel(QWidget *parent = nullptr);

    void setScenario(const Scenario &scenario, const Evaluation &evaluation);
    void clear();

    QString nameText() const;
    QString horizonText() const;
    QString workloadText() const;
    QString summaryText() const;

    static QString describeWorkload(const Workload &workload);

private:
    QLabel *m_name = nullptr;
    QLabel *m_horizon = nullptr;
    QLabel *m_workload = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace acceldecide::ui
