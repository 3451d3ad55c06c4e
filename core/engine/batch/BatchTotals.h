#pragma once

#include "core/engine/OptionCostInputs.h"
#include "core/engine/batch/BatchColumns.h"

#include <initializer_list>
#include <span>
#include <string>
#include <vector>

namespace acceldecide {

enum class BatchForm;
struct BatchFigures;

// ScenarioTotals for many variants of one scenario at once: variants differ only in
// the values of a few targets (Monte Carlo samples, sensitivity points). Each
// intermediate figure is an array over the batch, so the compiler vectorises the
// arithmetic: closed forms for flat usage, and usage that grows or declines walked month
// by month with the months outside and the batch inside. Where nothing held may apply
// and no target decides whether usage fills the month, that is the whole batch;
// otherwise (and for a variant whose sampled growth is exactly 0) each variant goes
// through ScenarioTotals. Both give the same figures to the last bit: the array forms
// do the same operations in the same order.
class BatchTotals
{
public:
    static constexpr std::size_t kMaxBatch = BatchColumns::kMaxBatch;

    // Throws std::invalid_argument as ScenarioCostInputs::from does, or for a target
    // that is not a real input of the scenario.
    BatchTotals(const Scenario &scenario, std::span<const std::string> targets);
    ~BatchTotals();
    BatchTotals(const BatchTotals &) = delete;
    BatchTotals &operator=(const BatchTotals &) = delete;

    std::size_t optionCount() const { return m_inputs.options.size(); }
    std::size_t baselineIndex() const { return m_inputs.baselineIndex; }
    // Whether the array forms apply (else every variant is computed on its own).
    bool vectorised() const { return m_vectorised; }

    // values[t * count + i] is target t in variant i (count <= kMaxBatch); writes option
    // o's total in variant i to totals[o * count + i], as ScenarioTotals::compute does.
    void compute(std::span<const double> values, std::size_t count, std::span<double> totals);

    // How an option's months are billed, fixed for every variant (BatchFigures.h).
    using Form = BatchForm;

private:
    using Figures = BatchFigures;
    // Whether any of these inputs of option `option` differs between variants.
    bool anyVaries(std::size_t option, std::initializer_list<BatchColumns::OptionField> fields,
                   std::initializer_list<BatchColumns::WorkloadField> workloadFields) const;
    void steadyFigures(std::size_t option, const OptionCostInputs &in, bool isBaseline,
                       std::size_t count, Figures &out) const;
    void commitmentFigures(std::size_t option, std::size_t count, Figures &out) const;
    void figures(std::size_t option, bool isBaseline, std::size_t count, Figures &out) const;
    // The same with the option's inputs and form given: the baseline's per-use purchase
    // reads the baseline's columns.
    void figures(std::size_t option, const OptionCostInputs &in, Form form, bool isBaseline,
                 std::size_t count, Figures &out) const;
    // The month-by-month forms (BatchTotalsGrowing.cpp).
    void growingFigures(std::size_t count, Figures &out) const;
    void growingCommitmentFigures(std::size_t option, std::size_t count, const double *stated,
                                  Figures &out) const;
    void monthsBeforeStart(int before, const double *hours, std::size_t n, const Figures &out,
                           double *startBusy, double *beforeStart) const;
    // A start within a month: the grid from the month after, blended (`factor`: growing
    // usage's monthly factor, nullptr for flat usage).
    void blendMonthAfterStart(std::size_t option, const double *factor, std::size_t count,
                              Figures &out) const;
    // OptionCostModel::usageScale() of `month` for every variant of the current batch,
    // compounded once per batch and shared by every option's port months.
    const double *usageScales(int month, std::size_t count) const;
    void computeOne(std::span<const double> values, std::size_t count, std::size_t variant,
                    std::span<double> totals);
    // A commitment's month less its fee on each grid a start within a month blends.
    struct MonthNets
    {
        alignas(64) double fromStartMonth[kMaxBatch];
        alignas(64) double fromMonthAfter[kMaxBatch];
    };
    // `owed` (when given) receives what each variant owes that month whatever runs: its
    // own commitment's fee; `nets` (when given, for a start within a month) each grid's
    // month without it.
    void monthUsd(const Figures &figures, int month, std::size_t count, double *out,
                  double *owed = nullptr, MonthNets *nets = nullptr) const;
    void commitmentMonthUsd(const Figures &figures, int month, int monthsBefore, double endShift,
                            double scale, const double *scales, std::size_t count, double *out,
                            double *owed) const;
    // monthUsd() of the batch's baseline, worked out once per month for every option's port.
    const double *baselineMonthUsd(const Figures &baseline, int month, std::size_t count) const;
    void totalsOf(const Figures &option, const Figures &baseline, std::size_t count,
                  double *out) const;
    void portWholeRuns(int month, const double *ported, const double *baselineMonth,
                       const double *optionMonth, const double *optionOwed, const MonthNets *nets,
                       const Figures &option, std::size_t count, double *out) const;

    ScenarioCostInputs m_inputs;
    std::vector<std::vector<double *>> m_places; // per target, for variant-by-variant
    BatchColumns m_columns;
    std::vector<Form> m_forms;
    // What the others' ports are billed at (billing/PortWork.h): the baseline's own
    // figures unless it buys a term, else those of its per-use purchase.
    OptionCostInputs m_portWorkInputs;
    Form m_portWorkForm{};
    bool m_portWorkDiffers = false;
    bool m_vectorised = false;
    bool m_growing = false;
    std::vector<double> m_scratch;                // one variant's totals
    mutable std::vector<double> m_scales;         // usageScales() per month, kMaxBatch each
    mutable std::vector<double> m_compound;       // growth compounded to month m_scaledMonths
    mutable int m_scaledMonths = 0;               // 0: none yet for this batch
    std::vector<Figures> m_figures;               // the baseline's and the option's being totalled
    mutable std::vector<double> m_baselineMonths; // baselineMonthUsd() per month, kMaxBatch each
    mutable int m_baselineMonthsDone = 0;         // 0: none yet for this batch
    std::vector<double> m_runShare; // training: runs / horizon, the same for every option
    // Growing usage: 1 + growth / 100 a month, the same for every option, so its division
    // is done once per batch.
    std::vector<double> m_growthFactor;
};

} // namespace acceldecide
