#include "ui/present/PresentationWindow.h"
#include "ui/render/charts/EvaluationCharts.h"

#include "ui/charts/ChartArea.h"
#include "ui/charts/ChartExportMenu.h"
#include "ui/document/EvaluationController.h"
#include "ui/present/LiveInputsBar.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/charts/UncertaintyChart.h"

#include <QChart>
#include <QChartView>
#include <QKeyEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace acceldecide::ui {

PresentationWindow::PresentationWindow(ChartArea *area, EvaluationController *controller,
                                       int startIndex, QWidget *parent)
    : QWidget(parent, Qt::Window), m_area(area), m_controller(controller),
      m_charts(EvaluationCharts::createAll()), m_stack(new QStackedWidget(this)),
      m_position(new QLabel(this)), m_liveBarHolder(new QWidget(this))
{
    setWindowTitle(tr("AccelDecide — presentation"));
    setAccessibleName(tr("Presentation"));
    const ChartPalette palette(ChartPalette::fromApplication().dark(), kFontScale);
    QPalette background = this->palette();
    background.setColor(QPalette::Window, palette.background());
    background.setColor(QPalette::WindowText, palette.muted());
    setPalette(background);
    setAutoFillBackground(true);

    for (const auto &chart : m_charts) {
        chart->setPalette(palette);
        auto *view = new QChartView(chart->chart(), m_stack);
        view->setRenderHint(QPainter::Antialiasing, true);
        view->setFrameShape(QFrame::NoFrame);
        view->setFocusPolicy(Qt::NoFocus); // keys belong to the presentation
        // A slide exports what it shows, the live what-if included.
        ChartExportMenu::install(view, chart.get(), m_stack->count(), [this] { return inputs(); });
        m_stack->addWidget(view);
    }
    QFont hint = font();
    hint.setPointSizeF(hint.pointSizeF() * 1.6);
    m_position->setFont(hint);
    m_position->setAlignment(Qt::AlignCenter);
    m_position->setObjectName(QStringLiteral("slidePosition"));

    auto *barLayout = new QVBoxLayout(m_liveBarHolder);
    barLayout->setContentsMargins(0, 0, 0, 0);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 8);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_liveBarHolder);
    layout->addWidget(m_position);

    // The chart area redraws first (it connected first), so its inputs are current here.
    connect(controller, &EvaluationController::evaluated, this,
            &PresentationWindow::scenarioEvaluated);
    connect(controller, &EvaluationController::monteCarloStarted, this,
            &PresentationWindow::monteCarloChanged);
    connect(controller, &EvaluationController::monteCarloFinished, this,
            &PresentationWindow::monteCarloChanged);
    rebuildLiveBar();
    redraw();
    showChart(startIndex);
    // The slides hold the keys from the start. A window shown without a focus widget
    // gives the focus to the first of its tab chain, the first live slider, and a
    // clicker's → or Page Down would then move a figure instead of the slide. A click on
    // the slide gives them back too: Qt hands a click's focus up to this window.
    setFocusPolicy(Qt::StrongFocus);
    setFocus();
}

PresentationWindow::~PresentationWindow()
{
    // The views' scenes hold the charts; delete the views first so that each chart
    // object is destroyed after nothing draws it any more.
    delete m_stack;
}

ChartInputs PresentationWindow::inputs() const
{
    const ChartInputs area = m_area->inputs();
    if (!m_whatIf.active())
        return area;
    ChartInputs live = m_whatIf.current().chartInputs();
    live.commitmentOption = area.commitmentOption;
    return live;
}

void PresentationWindow::scenarioEvaluated()
{
    const Scenario &resolved = m_controller->resolvedScenario();
    const std::vector<LiveInput> live = LiveWhatIf::liveInputs(resolved);
    if (!m_liveBar || m_liveBar->inputs() != live) {
        rebuildLiveBar();
    } else {
        // An edit behind the presentation: the moved values apply to the edited scenario.
        m_whatIf.setBase(resolved, m_controller->provenance());
        m_area->comparePurchaseModels(m_whatIf.current().scenario,
                                      m_whatIf.current().purchaseModels,
                                      m_whatIf.current().purchaseModelNotes);
    }
    redraw();
}

void PresentationWindow::monteCarloChanged()
{
    // While inputs are moved the uncertainty slide shows the what-if's own run.
    if (!m_whatIf.active())
        redraw();
}

void PresentationWindow::rebuildLiveBar()
{
    const bool hadFocus = liveBarHasKeys();
    delete m_liveBar;
    m_liveBar = nullptr;
    const Scenario &resolved = m_controller->resolvedScenario();
    std::vector<LiveInput> live = LiveWhatIf::liveInputs(resolved);
    m_whatIf = LiveWhatIf();
    m_liveBarHolder->setVisible(!live.empty());
    if (live.empty())
        return;
    m_whatIf.setBase(resolved, m_controller->provenance());
    m_liveBar = new LiveInputsBar(std::move(live), kFontScale, m_liveBarHolder);
    QPalette text = m_liveBar->palette();
    text.setColor(QPalette::WindowText, palette().color(QPalette::WindowText));
    m_liveBar->setPalette(text);
    m_liveBarHolder->layout()->addWidget(m_liveBar);
    connect(m_liveBar, &LiveInputsBar::valueChanged, this, &PresentationWindow::moveLiveInput);
    connect(m_liveBar, &LiveInputsBar::resetRequested, this, &PresentationWindow::resetLiveInputs);
    if (hadFocus)
        setFocus();
}

void PresentationWindow::moveLiveInput(const std::string &target, double value)
{
    if (!m_whatIf.setValue(target, value))
        return;
    m_area->comparePurchaseModels(m_whatIf.current().scenario, m_whatIf.current().purchaseModels,
                                  m_whatIf.current().purchaseModelNotes);
    redraw();
}

void PresentationWindow::resetLiveInputs()
{
    m_whatIf.reset();
    redraw();
}

void PresentationWindow::redraw()
{
    // Like the chart area: the chart on screen now, the others when they are shown.
    m_stale.assign(m_charts.size(), true);
    updateChart(currentIndex());
}

void PresentationWindow::updateChart(int index)
{
    if (index < 0 || index >= chartCount() || !m_stale[std::size_t(index)])
        return;
    EvaluationChart *chart = m_charts[std::size_t(index)].get();
    // The what-if's Monte Carlo runs only for the slide that draws it, at the quick run's
    // size, which fits a frame.
    if (m_whatIf.active() && dynamic_cast<UncertaintyChart *>(chart))
        m_whatIf.ensureMonteCarlo(m_controller->quickMonteCarloSamples());
    const ChartInputs current = inputs();
    if (!current.valid())
        return;
    chart->update(current);
    m_stale[std::size_t(index)] = false;
}

int PresentationWindow::currentIndex() const
{
    return m_stack->currentIndex();
}

void PresentationWindow::showChart(int index)
{
    const int count = chartCount();
    if (count == 0)
        return;
    index = ((index % count) + count) % count; // wraps both ways
    m_stack->setCurrentIndex(index);
    updateChart(index);
    showPosition();
}

bool PresentationWindow::liveBarHasKeys() const
{
    return m_liveBar && m_liveBar->isAncestorOf(focusWidget());
}

void PresentationWindow::showPosition()
{
    const int index = currentIndex();
    if (index < 0)
        return;
    const std::vector<int> slides = slidesWithContent();
    const auto position = std::find(slides.begin(), slides.end(), index);
    QString keys = tr("← → next chart · Esc leaves");
    if (liveBarHasKeys())
        keys = tr("← → move this slider · Tab next · Esc back to the charts");
    else if (m_liveBar)
        keys = tr("← → next chart · Tab the sliders · Esc leaves");
    m_position->setText(
        tr("%1 / %2 — %3      %4")
            .arg(position == slides.end() ? index + 1 : int(position - slides.begin()) + 1)
            .arg(slides.empty() ? chartCount() : int(slides.size()))
            .arg(m_charts[std::size_t(index)]->title(), keys));
}

std::vector<int> PresentationWindow::slidesWithContent() const
{
    return SlideDeck::slides(m_charts, inputs());
}

void PresentationWindow::step(int direction)
{
    // A chart with nothing to draw for this scenario is passed over.
    const std::vector<int> slides = slidesWithContent();
    int index = currentIndex();
    for (int tried = 0; tried < chartCount(); ++tried) {
        index = ((index + direction) % chartCount() + chartCount()) % chartCount();
        if (std::find(slides.begin(), slides.end(), index) != slides.end())
            break;
    }
    showChart(index);
}

// The hint under the slide says what the keys do: the window loses the focus to the
// live bar only when the presenter tabs into it, and gets it back on Esc, a click on
// the slide or Tab past Reset.
void PresentationWindow::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    showPosition();
}

void PresentationWindow::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    showPosition();
}

void PresentationWindow::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
        // From the live bar, Esc gives the arrow keys back to the slides; then it leaves.
        if (liveBarHasKeys())
            setFocus();
        else
            close();
        return;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        step(+1);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        step(-1);
        return;
    case Qt::Key_Home:
        if (const std::vector<int> slides = slidesWithContent(); !slides.empty())
            showChart(slides.front());
        return;
    case Qt::Key_End:
        if (const std::vector<int> slides = slidesWithContent(); !slides.empty())
            showChart(slides.back());
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace acceldecide::ui
