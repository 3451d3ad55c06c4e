#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <vector>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QValueAxis;

namespace acceldecide::ui {

// The decision matrix's weighted totals (0-100) as each stakeholder weighs the criteria
// and as the group does: one group of bars per member and one for the group, one bar per
// option in its usual colour, so a reader sees at a glance whose view changes the winner.
// Nothing to draw without stakeholders (a presentation skips the slide).
class StakeholderTotalsChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(StakeholderTotalsChart)

public:
    StakeholderTotalsChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Stakeholders"); }
    void update(const ChartInputs &inputs) override;
    bool hasContent(const ChartInputs &inputs) const override;

    // For tests: one set per option, one value per member and then the group.
    const std::vector<QBarSet *> &sets() const { return m_sets; }
    QStringList categories() const;

protected:
    void applyStyle() override;

private:
    QBarCategoryAxis *m_members;
    QValueAxis *m_total;
    QBarSeries *m_series;
    std::vector<QBarSet *> m_sets;
    std::size_t m_views = 0;
};

} // namespace acceldecide::ui
