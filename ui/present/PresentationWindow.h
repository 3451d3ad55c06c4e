#pragma once

#include <QWidget>

#include <memory>
#include <vector>

class QChartView;
class QLabel;
class QStackedWidget;

namespace acceldecide::ui {

class ChartArea;
class EvaluationChart;
class EvaluationController;

// Presentation mode (View → Present, F5): the charts full-screen, one at a time, with
// fonts readable from the back of a room. Left/Right (also Page Up/Down, Space) move
// between charts, Esc leaves. It draws its own set of charts from the chart area's
// inputs, so the window behind keeps its normal-sized ones, and follows live edits.
class PresentationWindow : public QWidget
{
    Q_OBJECT

public:
    static constexpr double kFontScale = 2.0;

    PresentationWindow(ChartArea *area, EvaluationController *controller, int startIndex,
                       QWidget *parent = nullptr);
    ~PresentationWindow() override;

    int currentIndex() const;
    int chartCount() const { return int(m_charts.size()); }
    void showChart(int index);
    EvaluationChart *chartAt(int index) const { return m_charts.at(std::size_t(index)).get(); }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void redraw();
    // Moves to the next (+1) or previous (-1) chart that has something to show.
    void step(int direction);
    // The indexes of the charts with something to show for the current inputs.
    std::vector<int> slidesWithContent() const;
    void updateChart(int index);

    ChartArea *m_area;
    std::vector<std::unique_ptr<EvaluationChart>> m_charts;
    QStackedWidget *m_stack;
    QLabel *m_position;
    std::vector<bool> m_stale;
};

} // namespace acceldecide::ui
