#pragma once

#include "ui/render/charts/ChartInputs.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/charts/PurchaseModelDiscountSource.h"
#include "ui/render/evaluation/EvaluatedScenario.h"

#include <QTabWidget>

#include <memory>
#include <string>
#include <vector>

class QChartView;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class EvaluationController;

// The central chart area: one tab per chart, each a QChartView. Follows the controller:
// every evaluation redraws all charts (series updated in place), Monte Carlo progress
// redraws the uncertainty chart. Follows the application palette (dark desktop, dark
// charts).
class ChartArea : public QTabWidget
{
    Q_OBJECT

public:
    explicit ChartArea(EvaluationController *controller, QWidget *parent = nullptr);
    ~ChartArea() override;

    // For purchase-model prices; without a catalog only each option's own model is known.
    void setCatalog(db::CatalogDatabase *catalog);

    int chartCount() const { return int(m_charts.size()); }
    EvaluationChart *chartAt(int index) const;
    QChartView *viewAt(int index) const;
    // File → Export Chart…: the chart on the current tab, through a save dialog.
    void exportCurrentChart();

    void setChartPalette(const ChartPalette &palette);
    // The inputs of the last redraw (valid until the next one), e.g. for a presentation
    // view that draws its own set of charts.
    ChartInputs inputs() const;
    // What the window shows now, as the report and exports draw it: the controller's last
    // good evaluation, its Monte Carlo result once the full count is in, and these charts'
    // purchase models.
    EvaluatedScenario shownScenario() const;
    const std::vector<OptionPurchaseModels> &purchaseModels() const { return m_purchaseModels; }
    // The purchase-model comparison of another resolved scenario with the same options
    // (presentation mode's live what-if), from the same catalog answers: cached, so
    // this costs no SQL.
    void comparePurchaseModels(const Scenario &resolved, std::vector<OptionPurchaseModels> &models,
                               std::vector<PurchaseModelNotes> &notes);

    // The option the savings-plan charts draw (the commitment panel's choice; empty: the
    // first option with a commitment). Redraws.
    void setCommitmentOption(const std::string &optionId);
    const std::string &commitmentOption() const { return m_commitmentOption; }

    // Charts on hidden tabs are redrawn when shown; this redraws every one now (reports,
    // screenshots, tests).
    void updateAllCharts();
    bool isStale(int index) const;

public Q_SLOTS:
    void redraw();

protected:
    void changeEvent(QEvent *event) override;

private:
    void redrawUncertainty();
    void updateChart(std::size_t index, const ChartInputs &current);
    void showStaleChart(int index);
    void recomputePurchaseModels();

    EvaluationController *m_controller;
    PurchaseModelDiscountSource m_discounts;
    std::vector<std::unique_ptr<EvaluationChart>> m_charts;
    std::vector<QChartView *> m_views;
    std::vector<OptionPurchaseModels> m_purchaseModels;
    std::vector<PurchaseModelNotes> m_purchaseModelNotes;
    bool m_followApplicationPalette = true;
    std::vector<bool> m_stale;
    std::string m_commitmentOption;
};

} // namespace acceldecide::ui
