#include "ui/present/PresentationWindow.h"

#include "ui/charts/ChartArea.h"
#include "ui/charts/ChartExportMenu.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/EvaluationChart.h"
#include "ui/document/EvaluationController.h"

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
    : QWidget(parent, Qt::Window), m_area(area), m_charts(ChartArea::createCharts()),
      m_stack(new QStackedWidget(this)), m_position(new QLabel(this))
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
        ChartExportMenu::install(view, chart.get(), m_stack->count(), m_area);
        m_stack->addWidget(view);
    }
    QFont hint = font();
    hint.setPointSizeF(hint.pointSizeF() * 1.6);
    m_position->setFont(hint);
    m_position->setAlignment(Qt::AlignCenter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 8);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_position);

    // The chart area redraws first (it connected first), so its inputs are current here.
    connect(controller, &EvaluationController::evaluated, this, &PresentationWindow::redraw);
    connect(controller, &EvaluationController::monteCarloStarted, this,
            &PresentationWindow::redraw);
    connect(controller, &EvaluationController::monteCarloFinished, this,
            &PresentationWindow::redraw);
    redraw();
    showChart(startIndex);
    setFocusPolicy(Qt::StrongFocus);
}

PresentationWindow::~PresentationWindow()
{
    // The views' scenes hold the charts; delete the views first so that each chart
    // object is destroyed after nothing draws it any more.
    delete m_stack;
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
    const ChartInputs inputs = m_area->inputs();
    if (!inputs.valid())
        return;
    m_charts[std::size_t(index)]->update(inputs);
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
    const std::vector<int> slides = slidesWithContent();
    const auto position = std::find(slides.begin(), slides.end(), index);
    m_position->setText(
        tr("%1 / %2 — %3      ← → next chart · Esc leaves")
            .arg(position == slides.end() ? index + 1 : int(position - slides.begin()) + 1)
            .arg(slides.empty() ? count : int(slides.size()))
            .arg(m_charts[std::size_t(index)]->title()));
}

std::vector<int> PresentationWindow::slidesWithContent() const
{
    const ChartInputs inputs = m_area->inputs();
    std::vector<int> slides;
    for (int i = 0; i < chartCount(); ++i) {
        if (m_charts[std::size_t(i)]->hasContent(inputs))
            slides.push_back(i);
    }
    return slides;
}

void PresentationWindow::step(int direction)
{
    // A chart with nothing to draw for this scenario is passed over.
    const ChartInputs inputs = m_area->inputs();
    int index = currentIndex();
    for (int tried = 0; tried < chartCount(); ++tried) {
        index = ((index + direction) % chartCount() + chartCount()) % chartCount();
        if (m_charts[std::size_t(index)]->hasContent(inputs))
            break;
    }
    showChart(index);
}

void PresentationWindow::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
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
