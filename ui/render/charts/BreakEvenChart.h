#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include "core/engine/BreakEvenCurve.h"

#include <QStringList>

#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

// Cost against the amount of work -- runs (training), billion tokens (inference) or
// months (capacity) -- one straight line per option from core's BreakEvenCurve, each
// crossing with the baseline annotated with BreakEvenAnalysis' value; "not reached" in
// words for an option whose line never meets the baseline's.
class BreakEvenChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(BreakEvenChart)

public:
    BreakEvenChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Break-even"); }
    void update(const ChartInputs &inputs) override;

    const std::vector<QLineSeries *> &lines() const { return m_lines; } // option order
    // One marker per non-baseline option that reaches break-even.
    const std::vector<QScatterSeries *> &crossings() const { return m_crossings; }
    // The label at crossing `crossing` ("break-even: 3.20 runs (320.0 B tokens), $1.2M");
    // options crossing at the same point share one label that names them.
    QString crossingLabel(std::size_t crossing) const;
    QValueAxis *unitAxis() const { return m_units; }

protected:
    void applyStyle() override;

private:
    QString annotation(const BreakEvenResult &result, WorkloadKind kind) const;
    // Names the unit axis after the work the scenario measures.
    void nameUnits(WorkloadKind kind);
    // One line per option over [0, extent] units; returns the highest cost drawn.
    double drawLines(const BreakEvenCurves &curves, const Evaluation &evaluation, double extent);
    // A labelled marker per crossing reached; returns the options whose line never crosses.
    QStringList drawCrossings(const BreakEvenCurves &curves, const Scenario &scenario,
                              const Evaluation &evaluation);
    void setAxes(double extent, double highest);

    QValueAxis *m_units;
    QValueAxis *m_cost;
    std::vector<QLineSeries *> m_lines;
    std::vector<QScatterSeries *> m_crossings;
    std::vector<std::size_t> m_crossingOption;
    std::vector<std::size_t> m_crossingGroup; // per crossing: its label's index
    QStringList m_crossingTexts;
    std::vector<ChartCallouts::Callout> m_pendingLabels;
};

} // namespace acceldecide::ui
