#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <QStringList>

#include <utility>
#include <vector>

class QBarCategoryAxis;
class QScatterSeries;
class QStackedBarSeries;
class QBarSet;
class QValueAxis;

namespace acceldecide::ui {

// The cost of one unit of work per option: a training run, a million tokens served, or
// a month of capacity (compute only, once any port is over), as core reports it. One
// category per option, each option's set non-zero only in its own category (so every
// bar has its option's colour); the value labels are MoneyFormat's text on a marker-less
// point above each bar, since Qt's bar labels know significant digits, not cents.
class UnitCostChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(UnitCostChart)

public:
    UnitCostChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Unit cost"); }
    QString titleFor(const ChartInputs &inputs) const override;
    static QString titleForKind(WorkloadKind kind);
    void update(const ChartInputs &inputs) override;

    // One set per option in option order; set i holds option i's value at index i (0
    // when core has none), and value label i its text.
    const std::vector<QBarSet *> &sets() const { return m_sets; }
    // Invisible points on top of the bars; labels() holds each bar's value as text.
    const std::vector<QScatterSeries *> &valueAnchors() const { return m_labels; }

protected:
    void applyStyle() override;

private:
    // One bar set and one value label per option, kept while the number of options is.
    void resize(std::size_t options);
    // Each option's bar and value label; returns the tallest bar and the options without
    // a figure.
    std::pair<double, QStringList> drawBars(const Evaluation &evaluation);
    // The cost axis named after the unit and scaled to `highest`.
    void setCostAxis(double highest);

    QBarCategoryAxis *m_category;
    QValueAxis *m_cost;
    QStackedBarSeries *m_series;
    std::vector<QBarSet *> m_sets;
    std::vector<QScatterSeries *> m_labels;
    std::vector<ChartCallouts::Callout> m_pendingLabels;
    WorkloadKind m_kind = WorkloadKind::Training;
};

} // namespace acceldecide::ui
