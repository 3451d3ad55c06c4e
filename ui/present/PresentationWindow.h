#pragma once

#include "ui/present/LiveWhatIf.h"
#include "ui/render/slides/SlideDeck.h"

#include <QWidget>

#include <memory>
#include <vector>

class QChartView;
class QLabel;
class QStackedWidget;

namespace acceldecide::ui {

class ChartArea;
class LiveInputsBar;
class EvaluationChart;
class EvaluationController;

// Presentation mode (View → Present, F5): the charts full-screen, one at a time, with
// fonts readable from the back of a room. Left/Right (also Page Up/Down, Space) move
// between charts (what a presentation clicker sends), Esc leaves. It draws its own set
// of charts from the chart area's inputs, so the window behind keeps its normal-sized
// ones, and follows live edits. A scenario with live inputs gets a bar at the bottom
// (LiveInputsBar): moving a slider redraws the shown chart from a re-evaluated copy of
// the scenario (LiveWhatIf), never an edit of the document, so Reset or leaving returns
// to the scenario as it is. The slides own the keys until the presenter tabs into the
// bar, where the arrows and Page keys move the focused slider; Esc or a click on the
// slide gives the keys back, so a clicker never changes a figure in front of the room.
class PresentationWindow : public QWidget
{
    Q_OBJECT

public:
    static constexpr double kFontScale = SlideDeck::kFontScale;

    PresentationWindow(ChartArea *area, EvaluationController *controller, int startIndex,
                       QWidget *parent = nullptr);
    ~PresentationWindow() override;

    int currentIndex() const;
    int chartCount() const { return int(m_charts.size()); }
    void showChart(int index);
    EvaluationChart *chartAt(int index) const { return m_charts.at(std::size_t(index)).get(); }
    // Null when the scenario has no live inputs.
    LiveInputsBar *liveBar() const { return m_liveBar; }
    const LiveWhatIf &whatIf() const { return m_whatIf; }
    // True after the presenter has tabbed into the live bar: the keys move its sliders.
    bool liveBarHasKeys() const;

protected:
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // What the slides draw: the live what-if while an input is moved, else the chart
    // area's inputs.
    ChartInputs inputs() const;
    // After an evaluation of the document: the live bar follows its live inputs.
    void scenarioEvaluated();
    void monteCarloChanged();
    void rebuildLiveBar();
    void moveLiveInput(const std::string &target, double value);
    void resetLiveInputs();
    void redraw();
    // Moves to the next (+1) or previous (-1) chart that has something to show.
    void step(int direction);
    // The indexes of the charts with something to show for the current inputs.
    std::vector<int> slidesWithContent() const;
    void updateChart(int index);
    // "3 / 7 — title" and what the keys do now, under the slide.
    void showPosition();

    ChartArea *m_area;
    EvaluationController *m_controller;
    std::vector<std::unique_ptr<EvaluationChart>> m_charts;
    QStackedWidget *m_stack;
    QLabel *m_position;
    std::vector<bool> m_stale;
    LiveWhatIf m_whatIf;
    LiveInputsBar *m_liveBar = nullptr;
    QWidget *m_liveBarHolder;
};

} // namespace acceldecide::ui
