#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <QStringList>

#include <vector>

class QBarSet;
class QCategoryAxis;
class QStackedBarSeries;
class QValueAxis;

namespace acceldecide::ui {

// Each option's TCO under on-demand, savings plans, reservations and spot, grouped by
// purchase model (one bar colour per option, as in every chart), with the commitment
// still owed after the horizon stacked on top as a hatched segment. Qt Charts has no
// grouped-and-stacked series, so this is one stacked series over "slots": purchase
// model m, option i sits in slot m * (options + 1) + i (a spare slot between groups),
// each option's set holding values only in its own slots. A model nobody has a price
// for gets no bar, and the chart says so.
class PurchaseModelsChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(PurchaseModelsChart)

public:
    PurchaseModelsChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Purchase models"); }
    void update(const ChartInputs &inputs) override;

    // For tests: one TCO set per option in option order, and the commitment set; read
    // them at slot(option, model) (0 where there is no price).
    const std::vector<QBarSet *> &tcoSets() const { return m_tcoSets; }
    QBarSet *commitmentSet() const { return m_commitment; }
    qsizetype slot(std::size_t option, std::size_t model) const;
    // (option, model) pairs that have no price.
    const std::vector<std::pair<std::size_t, std::size_t>> &missing() const { return m_missing; }
    QStringList groupLabels() const;

protected:
    void applyStyle() override;

private:
    // The new bar heights, collected before any set is touched.
    struct Bars
    {
        std::vector<QList<qreal>> tco; // per option, per slot
        QList<qreal> commitment;       // per slot
        std::vector<bool> anyPrice;    // per purchase model
        double highest = 0.0;
    };

    void rebuild(std::size_t options);
    // The bars and each slot's tooltip; records the (option, model) pairs without a price.
    Bars collectBars(const ChartInputs &inputs);
    QString tooltip(const ChartInputs &inputs, std::size_t option, std::size_t model,
                    const std::optional<PurchaseModelCost> &cost) const;
    // One axis category per purchase model, centred under its group of bars.
    void labelGroups(const std::vector<bool> &anyPrice);
    // The sentence naming the options without a price, per model that has some prices.
    void sayMissing(const std::vector<bool> &anyPrice, const Evaluation &evaluation);
    void showTooltip(bool status, int index, QBarSet *set);

    QCategoryAxis *m_models;
    QValueAxis *m_cost;
    QStackedBarSeries *m_series;
    std::vector<QBarSet *> m_tcoSets;
    QBarSet *m_commitment = nullptr;
    std::size_t m_options = 0;
    std::vector<std::pair<std::size_t, std::size_t>> m_missing;
    std::vector<QString> m_tooltips; // per slot
};

} // namespace acceldecide::ui
