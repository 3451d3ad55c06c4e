#include "ScenarioSummaryPanel.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

// Workload sizes are user inputs (e.g. 8 B parameters, 0.5 runs), not money: show them
// as entered, without padding zeros.
QString number(double value)
{
    return QString::number(value, 'g', 10);
}

QLabel *makeValueLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

} // namespace

ScenarioSummaryPanel::ScenarioSummaryPanel(QWidget *parent)
    : QWidget(parent), m_name(new QLabel(this)), m_horizon(makeValueLabel(this)),
      m_workload(makeValueLabel(this)), m_summary(makeValueLabel(this))
{
    QFont titleFont = m_name->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_name->setFont(titleFont);
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_name->setWordWrap(true);

    auto *details = new QFormLayout;
    details->addRow(tr("Horizon:"), m_horizon);
    details->addRow(tr("Workload:"), m_workload);
    details->addRow(tr("Recommendation:"), m_summary);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_name);
    layout->addLayout(details);

    clear();
}

void ScenarioSummaryPanel::setScenario(const Scenario &scenario, const Evaluation &evaluation)
{
    m_name->setText(QString::fromStdString(scenario.name));
    m_horizon->setText(scenario.horizonMonths == 1 ? tr("1 month")
                                                   : tr("%1 months").arg(scenario.horizonMonths));
    m_workload->setText(describeWorkload(scenario.workload));
    m_summary->setText(QString::fromStdString(evaluation.recommendation.summary));
}

void ScenarioSummaryPanel::clear()
{
    m_name->setText(tr("No scenario"));
    m_horizon->clear();
    m_workload->clear();
    m_summary->clear();
}

QString ScenarioSummaryPanel::nameText() const
{
    return m_name->text();
}

QString ScenarioSummaryPanel::horizonText() const
{
    return m_horizon->text();
}

QString ScenarioSummaryPanel::workloadText() const
{
    return m_workload->text();
}

QString ScenarioSummaryPanel::summaryText() const
{
    return m_summary->text();
}

QString ScenarioSummaryPanel::describeWorkload(const Workload &workload)
{
    switch (workload.kind) {
    case WorkloadKind::Training:
        return tr("Training: %1 B parameters, %2 B tokens per run, %3")
            .arg(number(workload.modelParamsBillion), number(workload.tokensPerRunBillion),
                 workload.runs == 1.0 ? tr("1 run") : tr("%1 runs").arg(number(workload.runs)));
    case WorkloadKind::Inference:
        return tr("Inference: %1 B parameters, %2 B tokens per day, %3 % utilization")
            .arg(number(workload.modelParamsBillion), number(workload.tokensPerDayBillion),
                 number(workload.utilizationPercent));
    case WorkloadKind::Capacity:
        return tr("Capacity: %1 hours per month").arg(number(workload.hoursPerMonth));
    }
    return {};
}

} // namespace acceldecide::ui
