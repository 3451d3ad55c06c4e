#include "ui/charts/ChartArea.h"

#include "ui/charts/ChartExportMenu.h"
#include "ui/render/charts/EvaluationCharts.h"

#include "ui/document/EvaluationController.h"

#include <QChartView>
#include <QEvent>
#include <QTabBar>

namespace acceldecide::ui {

namespace {
constexpr int kUncertaintyTab = 5;
}

ChartArea::ChartArea(EvaluationController *controller, QWidget *parent)
    : QTabWidget(parent), m_controller(controller), m_charts(EvaluationCharts::createAll())
{
    setAccessibleName(tr("Charts"));
    setDocumentMode(true);
    const ChartPalette palette = ChartPalette::fromApplication();
    for (const auto &chart : m_charts) {
        chart->setPalette(palette);
        auto *view = new QChartView(chart->chart(), this);
        view->setRenderHint(QPainter::Antialiasing, true);
        view->setFrameShape(QFrame::NoFrame);
        view->setAccessibleName(chart->title());
        ChartExportMenu::install(view, chart.get(), int(m_views.size()),
                                 [this] { return inputs(); });
        m_views.push_back(view);
        addTab(view, chart->tabTitle());
        setTabToolTip(int(m_views.size() - 1), chart->title());
    }
    // Every chart stays one click away: on a narrow window the names shorten (the full
    // title is each tab's tooltip) rather than hide behind scroll arrows.
    tabBar()->setUsesScrollButtons(false);
    setElideMode(Qt::ElideRight);
    connect(this, &QTabWidget::currentChanged, this, &ChartArea::showStaleChart);
    connect(m_controller, &EvaluationController::evaluated, this, &ChartArea::redraw);
    connect(m_controller, &EvaluationController::monteCarloStarted, this,
            &ChartArea::redrawUncertainty);
    connect(m_controller, &EvaluationController::monteCarloFinished, this,
            &ChartArea::redrawUncertainty);
    redraw();
}

ChartArea::~ChartArea()
{
    // The views' scenes own the charts: take the views down first, then the wrappers.
    // Removing a tab changes the current one; no chart may be redrawn on the way out.
    disconnect(this, &QTabWidget::currentChanged, this, nullptr);
    for (QChartView *view : m_views)
        delete view;
    m_views.clear();
    m_charts.clear();
}

EvaluatedScenario ChartArea::shownScenario() const
{
    EvaluatedScenario result;
    result.scenario = m_controller->resolvedScenario();
    result.evaluation = m_controller->evaluation();
    if (m_controller->isMonteCarloCurrent())
        result.evaluation.monteCarlo = m_controller->monteCarlo();
    result.provenance = m_controller->provenance();
    const ChartInputs shown = inputs();
    if (shown.purchaseModels)
        result.purchaseModels = *shown.purchaseModels;
    if (shown.purchaseModelNotes)
        result.purchaseModelNotes = *shown.purchaseModelNotes;
    return result;
}

void ChartArea::exportCurrentChart()
{
    if (ChartExportMenu *menu = ChartExportMenu::of(viewAt(currentIndex())))
        menu->saveWithDialog();
}

EvaluationChart *ChartArea::chartAt(int index) const
{
    return index >= 0 && index < chartCount() ? m_charts[std::size_t(index)].get() : nullptr;
}

QChartView *ChartArea::viewAt(int index) const
{
    return index >= 0 && index < int(m_views.size()) ? m_views[std::size_t(index)] : nullptr;
}

void ChartArea::setCatalog(db::CatalogDatabase *catalog)
{
    m_discounts.setCatalog(catalog);
    redraw();
}

void ChartArea::setChartPalette(const ChartPalette &palette)
{
    m_followApplicationPalette = false;
    for (const auto &chart : m_charts)
        chart->setPalette(palette);
}

void ChartArea::changeEvent(QEvent *event)
{
    QTabWidget::changeEvent(event);
    if (m_followApplicationPalette && event->type() == QEvent::PaletteChange) {
        const ChartPalette palette = ChartPalette::fromApplication();
        for (const auto &chart : m_charts)
            chart->setPalette(palette);
    }
}

ChartInputs ChartArea::inputs() const
{
    ChartInputs inputs;
    inputs.scenario = &m_controller->resolvedScenario();
    inputs.evaluation = &m_controller->evaluation();
    inputs.monteCarlo = &m_controller->monteCarlo();
    inputs.monteCarloCurrent = m_controller->isMonteCarloForCurrentInput();
    inputs.purchaseModels = &m_purchaseModels;
    inputs.purchaseModelNotes = &m_purchaseModelNotes;
    if (!m_commitmentOption.empty())
        inputs.commitmentOption = &m_commitmentOption;
    return inputs;
}

void ChartArea::setCommitmentOption(const std::string &optionId)
{
    if (optionId == m_commitmentOption)
        return;
    m_commitmentOption = optionId;
    redraw();
}

void ChartArea::recomputePurchaseModels()
{
    comparePurchaseModels(m_controller->resolvedScenario(), m_purchaseModels, m_purchaseModelNotes);
}

void ChartArea::comparePurchaseModels(const Scenario &resolved,
                                      std::vector<OptionPurchaseModels> &models,
                                      std::vector<PurchaseModelNotes> &notes)
{
    std::vector<PurchaseModelDiscounts> discounts;
    m_discounts.collect(resolved, m_controller->provenance(), discounts, notes);
    // The scenario evaluated, so every option can be priced under each purchase model.
    models = PurchaseModelComparison::compute(resolved, discounts);
}

void ChartArea::redraw()
{
    const ChartInputs current = inputs();
    if (!current.valid())
        return;
    recomputePurchaseModels();
    // Only the visible chart is redrawn at once (the 16 ms budget is for what the user
    // sees); the others are marked stale and redrawn when their tab is shown.
    m_stale.assign(m_charts.size(), true);
    for (std::size_t i = 0; i < m_charts.size(); ++i) {
        if (int(i) == currentIndex()) {
            updateChart(i, current);
        } else if (const QString title = m_charts[i]->titleFor(current);
                   tabToolTip(int(i)) != title) {
            // Some titles follow the workload (cost per run / per million tokens / per month).
            setTabToolTip(int(i), title);
            m_views[i]->setAccessibleName(title);
        }
    }
}

void ChartArea::updateChart(std::size_t index, const ChartInputs &current)
{
    m_charts[index]->update(current);
    m_stale[index] = false;
    // Some titles follow the workload (cost per run / per million tokens / per month).
    const QString title = m_charts[index]->title();
    if (tabToolTip(int(index)) != title) {
        setTabToolTip(int(index), title);
        m_views[index]->setAccessibleName(title);
    }
}

void ChartArea::showStaleChart(int index)
{
    if (index < 0 || std::size_t(index) >= m_stale.size() || !m_stale[std::size_t(index)])
        return;
    const ChartInputs current = inputs();
    if (current.valid())
        updateChart(std::size_t(index), current);
}

void ChartArea::updateAllCharts()
{
    const ChartInputs current = inputs();
    if (!current.valid())
        return;
    for (std::size_t i = 0; i < m_charts.size(); ++i)
        updateChart(i, current);
}

bool ChartArea::isStale(int index) const
{
    return index >= 0 && std::size_t(index) < m_stale.size() && m_stale[std::size_t(index)];
}

void ChartArea::redrawUncertainty()
{
    if (currentIndex() != kUncertaintyTab) {
        if (std::size_t(kUncertaintyTab) < m_stale.size())
            m_stale[kUncertaintyTab] = true;
        return;
    }
    const ChartInputs current = inputs();
    if (current.valid())
        updateChart(kUncertaintyTab, current);
}

} // namespace acceldecide::ui
