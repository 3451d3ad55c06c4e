#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include "core/engine/TornadoRows.h"

#include <vector>

class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace acceldecide::ui {

// The tornado: for the recommended option (or the first non-baseline one), the inputs
// that move its saving against the baseline the most, largest at the top. Each row is
// a bar from the base saving to the saving with the input at its low value and another
// to the saving at its high value; a vertical line marks the base saving.
class SensitivityChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(SensitivityChart)

public:
    static constexpr std::size_t kRows = 8;

    SensitivityChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Sensitivity"); }
    void update(const ChartInputs &inputs) override;

    // Row i (largest swing first): bars from the base saving to savingLow / savingHigh.
    const std::vector<QLineSeries *> &lowBars() const { return m_low; }
    const std::vector<QLineSeries *> &highBars() const { return m_high; }
    QLineSeries *baseLine() const { return m_base; }
    const TornadoChartData &data() const { return m_data; }

protected:
    void applyStyle() override;

private:
    void resize(std::size_t rows);
    void updateThickness();

    QValueAxis *m_saving;
    QCategoryAxis *m_inputs;
    QLineSeries *m_base;
    std::vector<QLineSeries *> m_low;
    std::vector<QLineSeries *> m_high;
    TornadoChartData m_data;
    std::size_t m_focusIndex = 0;
};

} // namespace acceldecide::ui
