#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <string>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace acceldecide::ui {

// "Where does the time go?" for one estimated option: its accelerator's roofline,
// attainable TFLOP/s = min(peak, bandwidth x FLOPs per byte) at the efficiencies the
// calibration fitted, on log-log axes, with the option's decode step and prefill placed
// under it (core's rooflinePoints). A point far left of the ridge waits on memory.
class RooflineChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(RooflineChart)

public:
    RooflineChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Roofline"); }
    void update(const ChartInputs &inputs) override;
    bool hasContent(const ChartInputs &inputs) const override;

    // The option drawn when its throughput is estimated (else the first one that is).
    void setOption(const std::string &optionId) { m_optionId = optionId; }

    // For tests: the roof (three points: the left edge, the ridge, the right edge) and
    // the two passes.
    QLineSeries *roof() const { return m_roof; }
    QScatterSeries *decodePoint() const { return m_decode; }
    QScatterSeries *prefillPoint() const { return m_prefill; }

protected:
    void applyStyle() override;

private:
    void clear();

    std::string m_optionId;
    QString m_optionLabel;
    QLogValueAxis *m_intensity;
    QLogValueAxis *m_tflops;
    QLineSeries *m_roof;
    QScatterSeries *m_decode;
    QScatterSeries *m_prefill;
};

} // namespace acceldecide::ui
