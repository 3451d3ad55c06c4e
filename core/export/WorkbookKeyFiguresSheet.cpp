#include "core/export/WorkbookKeyFiguresSheet.h"

#include "core/engine/OptionCostModel.h"
#include "core/export/WorkbookKeyFiguresCells.h"
#include "core/export/WorkbookMonthlyLayout.h"

#include <algorithm>
#include <optional>

namespace acceldecide {

namespace {

// Scenario-wide figures sit in the first option column, above the per-option table.
constexpr int kScenarioValueColumn = WorkbookKeyFiguresCells::kFirstOptionColumn;

const char *kNotReached = "not reached";

struct UnitNames
{
    const char *perMonth; // units of work per month
    const char *saving;   // net saving per unit
};

UnitNames unitNames(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training:
        return {"runs/month", "$/run"};
    case WorkloadKind::Inference:
        return {"million tokens/month", "$/million tokens"};
    case WorkloadKind::Capacity:
        break;
    }
    return {"months/month", "$/month"};
}

class KeyFiguresBuilder : private WorkbookKeyFiguresCells
{
public:
    KeyFiguresBuilder(const Scenario &scenario, const Evaluation &evaluation,
                      const InputsLayout &inputs, KeyFiguresLayout &layout, WorkbookSheet &sheet)
        : WorkbookKeyFiguresCells(inputs, layout, sheet, scenario.options.size()),
          m_scenario(scenario), m_evaluation(evaluation), m_kind(scenario.workload.kind)
    {
        const int baseline = scenario.baselineIndex();
        m_baseline = static_cast<std::size_t>(baseline);
        // The engine's own intermediates (hours multiplier, unit cost), for the cached
        // values of rows the Evaluation does not carry.
        for (std::size_t i = 0; i < scenario.options.size(); ++i)
            m_bases.push_back(OptionCostModel::compute(scenario, scenario.options[i],
                                                       static_cast<int>(i) == baseline));
        m_layout.baselineColumn = m_layout.columns[m_baseline];
        m_held = std::any_of(evaluation.options.begin(), evaluation.options.end(),
                             [](const OptionResult &o) { return o.heldOwedUsd > 0.0; });
    }

    void build()
    {
        writeHeader();
        writeScenarioFigures();
        m_row = 7;
        addRows();
        for (std::size_t i = 0; i < m_scenario.options.size(); ++i)
            writeOption(i);
    }

private:
    void writeHeader()
    {
        m_sheet.at(0, kLabelColumn) = WorkbookCell::label("Figure", CellFormat::Heading);
        m_sheet.at(0, kUnitColumn) = WorkbookCell::label("Unit", CellFormat::Heading);
        m_sheet.at(1, kLabelColumn) = WorkbookCell::label("Option");
        for (std::size_t i = 0; i < m_scenario.options.size(); ++i) {
            const std::string &id = m_scenario.options[i].id;
            m_sheet.at(0, m_layout.columns[i]) =
                WorkbookCell::label(i == m_baseline ? id + " (baseline)" : id, CellFormat::Heading);
            m_sheet.at(1, m_layout.columns[i]) = WorkbookCell::label(m_evaluation.options[i].label);
        }
        m_sheet.at(0, m_noteColumn) = WorkbookCell::label("Note", CellFormat::Heading);
    }

    void writeScenarioFigures()
    {
        const Recommendation &recommendation = m_evaluation.recommendation;
        m_sheet.at(2, kLabelColumn) = WorkbookCell::label("Recommended option");
        m_sheet.at(2, kScenarioValueColumn) = WorkbookCell::label(
            recommendation.option.empty() ? std::string("none") : recommendation.option);
        m_sheet.at(3, kLabelColumn) = WorkbookCell::label("Recommendation");
        m_sheet.at(3, kScenarioValueColumn) =
            WorkbookCell::label(recommendation.summary, CellFormat::LongText);
        m_sheet.at(4, kLabelColumn) = WorkbookCell::label("Units of work per month");
        m_sheet.at(4, kUnitColumn) = WorkbookCell::label(unitNames(m_kind).perMonth);
        const double units = OptionCostModel::unitsPerMonth(m_scenario);
        switch (m_kind) {
        case WorkloadKind::Training:
            m_sheet.at(4, kScenarioValueColumn) = WorkbookCell::computed(
                "=" + in("workload.runs") + "/" + in("horizon_months"), units, CellFormat::Decimal);
            break;
        case WorkloadKind::Inference:
            m_sheet.at(4, kScenarioValueColumn) = WorkbookCell::computed(
                "=" + in("workload.tokens_per_day_billion") + "*(1E9/1E6)*(" +
                    in("units.hours_per_month") + "/" + in("units.hours_per_day") + ")",
                units, CellFormat::Decimal);
            break;
        case WorkloadKind::Capacity:
            m_sheet.at(4, kScenarioValueColumn) = WorkbookCell::value(units, CellFormat::Decimal);
            note(4, "a capacity workload's unit of work is one month of the fleet");
            break;
        }
        m_unitsPerMonth = WorkbookSheet::cellName(4, kScenarioValueColumn, true);
        m_sheet.at(6, kLabelColumn) = WorkbookCell::label("Per option", CellFormat::Heading);
    }

    // Rows nobody has a value for (implied MFU without peak TFLOPS, ...) are left out.
    template <typename Predicate> bool any(Predicate predicate) const
    {
        for (const OptionResult &result : m_evaluation.options) {
            if (predicate(result))
                return true;
        }
        return false;
    }

    void addRows()
    {
        if (any([](const OptionResult &r) { return r.acceleratorHourlyUsd.has_value(); }))
            add("accelerator_hourly_usd", "Accelerator price (on-demand)", "$/h per accelerator",
                "instance price / accelerators per instance");
        add("effective_hourly_usd", "Effective rate", "$/h per accelerator",
            "after the purchase model's discount, or the effective rate given");
        if (m_held)
            add("all_in_hourly_usd", "All-in rate", "$/h per accelerator",
                "effective rate + held commitments owed within the horizon / accelerator-hours "
                "used within it");
        add("hours_multiplier", "Hours multiplier", "x",
            "(1 + training overhead) x (1 + spot interruption overhead)");
        if (m_kind != WorkloadKind::Capacity) {
            add("tokens_per_sec", "Throughput", "tokens/s per accelerator",
                "measured, or peak FLOPS x MFU / FLOPs per token (6 x params training, "
                "2 x params serving)");
            if (any([](const OptionResult &r) { return r.impliedMfuPercent.has_value(); }))
                add("implied_mfu_percent", "Implied MFU", "%",
                    "above 100 % a throughput claim is physically impossible");
        }
        if (m_kind == WorkloadKind::Training) {
            add("accelerator_hours_per_run", "Accelerator-hours per run", "hours");
            add("cost_per_run", "Cost per run", "$");
            if (any([](const OptionResult &r) { return r.wallClockHoursPerRun.has_value(); }))
                add("wall_clock_hours_per_run", "Wall-clock hours per run", "hours",
                    "accelerator-hours / cluster size");
        }
        if (m_kind != WorkloadKind::Capacity)
            add("cost_per_million_tokens", "Cost per million tokens", "$/million tokens");
        add("monthly_compute", "Monthly compute", "$/month",
            m_held ? "once any port is finished; held commitments left out"
                   : "once any port is finished");
        if (m_held) {
            add("held_owed", "Held commitments owed within the horizon", "$",
                "owed whatever runs, the same in every option; in the TCO");
            add("held_owed_per_month", "Held commitments owed a month", "$/month",
                "what monthly compute leaves out");
        }
        add("maintenance", "Maintenance", "$/month");
        add("one_time", "One-time migration cost", "$",
            "engineers x weeks x hours per week x rate");
        add("port_months", "Port duration", "months",
            "the workload stays on the baseline meanwhile, at its pay-per-use price; the baseline "
            "itself never ports");
        add("tco", "TCO over the horizon", "$", "the last cumulative cost on the Monthly sheet");
        add("commitment_owed", "Commitment owed after the horizon", "$",
            "the option's own term months past the horizon, owed whatever runs");
        add("commitment_used", "Of which the work after the horizon uses", "$",
            "horizon treatment work_continues: what those months cover, at on-demand, up to what "
            "is owed (no cost); 0 when the project ends with the horizon");
        add("commitment", "Counted after the horizon", "$", "owed less used");
        add("total", "Total (TCO + counted after the horizon)", "$",
            "what the recommendation ranks by");
        ++m_row;
        m_sheet.at(m_row++, kLabelColumn) =
            WorkbookCell::label("Break-even against " + m_scenario.baseline, CellFormat::Heading);
        add("net_saving_per_unit", "Net saving per unit of work", unitNames(m_kind).saving,
            "unit-cost saving less extra maintenance per unit; break-even needs it above 0");
        if (m_kind == WorkloadKind::Training)
            add("break_even_runs", "Break-even", "runs", "extra one-time cost / net saving");
        if (m_kind != WorkloadKind::Capacity)
            add("break_even_tokens", "Break-even", "billion tokens");
        if (m_kind != WorkloadKind::Training)
            add("break_even_days", "Break-even", "days");
        add("break_even_month", "Cumulative costs cross in month", "month",
            "a value, not a formula: the first month whose cumulative cost on the Monthly "
            "sheet is at or below the baseline's");
    }

    void writeOption(std::size_t i)
    {
        const Option &option = m_scenario.options[i];
        const OptionResult &result = m_evaluation.options[i];
        const OptionCostBasis &basis = m_bases[i];
        const bool isBaseline = i == m_baseline;

        if (result.acceleratorHourlyUsd)
            put(i, "accelerator_hourly_usd",
                "=" + in(i, "instance_hourly_usd") + "/" + in(i, "accelerators_per_instance"),
                *result.acceleratorHourlyUsd, CellFormat::Rate);
        const PurchaseModel model = option.purchase.model;
        std::string rate = model == PurchaseModel::Effective
                               ? "=" + in(i, "purchase.hourly_usd")
                               : "=" + own(i, "accelerator_hourly_usd");
        if (model != PurchaseModel::Effective && takesDiscount(model))
            rate += "*(1-" + in(i, "purchase.discount_percent") + "/100)";
        // A commitment's rate is the hour-by-hour billing averaged over the horizon, a
        // Capacity Block's its fees over the hours used (the Monthly sheet's compute
        // column): a value, not a formula.
        const bool hourByHour = OptionCostModel::billsByTheMonth(m_scenario, option);
        if (hourByHour)
            set(i, "effective_hourly_usd",
                WorkbookCell::value(result.effectiveHourlyUsd, CellFormat::Rate));
        else
            put(i, "effective_hourly_usd", rate, result.effectiveHourlyUsd, CellFormat::Rate);
        if (m_held)
            set(i, "all_in_hourly_usd",
                result.allInHourlyUsd
                    ? WorkbookCell::value(*result.allInHourlyUsd, CellFormat::Rate)
                    : WorkbookCell::label("no usage"));
        writeMultiplier(i, basis);

        if (m_kind != WorkloadKind::Capacity && result.tokensPerSecPerAccelerator) {
            const std::string flops = flopsPerToken();
            put(i, "tokens_per_sec",
                option.throughput->isMeasured() || option.throughput->isEstimated()
                    ? "=" + in(i, "throughput.tokens_per_sec_per_accelerator")
                    : "=" + in(i, "throughput.peak_tflops") + "*1E12*(" +
                          in(i, "throughput.mfu_percent") + "/100)/" + flops,
                *result.tokensPerSecPerAccelerator, CellFormat::Decimal);
            if (result.impliedMfuPercent)
                put(i, "implied_mfu_percent",
                    "=" + own(i, "tokens_per_sec") + "*" + flops + "/(" + in(i, "peak_tflops") +
                        "*1E12)*100",
                    *result.impliedMfuPercent, CellFormat::Percent);
        }
        if (m_kind == WorkloadKind::Training)
            writeTrainingRun(i, result);
        if (m_kind == WorkloadKind::Inference)
            put(i, "cost_per_million_tokens",
                "=" + own(i, "effective_hourly_usd") + "/(" + own(i, "tokens_per_sec") + "*" +
                    in("units.seconds_per_hour") + "/1E6)*" + own(i, "hours_multiplier") + "/(" +
                    in("workload.utilization_percent") + "/100)",
                result.costPerMillionTokensUsd.value_or(0.0), CellFormat::Rate);
        writeMonthlyCompute(i, result);
        put(i, "maintenance", "=" + in(i, "maintenance_usd_per_month"),
            basis.maintenanceUsdPerMonth, CellFormat::Money);
        writeMigration(i, isBaseline, result);
        put(i, "tco",
            "=" + WorkbookSheet::reference(WorkbookSheet::kMonthlyName,
                                           WorkbookMonthlyLayout::row(m_scenario.horizonMonths),
                                           WorkbookMonthlyLayout::cumulativeColumn(i)),
            result.tcoUsd, CellFormat::Money);
        writeAfterHorizon(i, result);
        if (isBaseline) {
            for (const char *key : {"net_saving_per_unit", "break_even_runs", "break_even_tokens",
                                    "break_even_days", "break_even_month"})
                if (m_layout.rows.contains(key))
                    set(i, key, WorkbookCell::label("baseline"));
        } else {
            writeBreakEven(i);
        }
    }

    void writeMultiplier(std::size_t i, const OptionCostBasis &basis)
    {
        std::string formula;
        if (m_kind == WorkloadKind::Training)
            formula = "(1+" + in("workload.overhead_percent") + "/100)";
        if (m_scenario.options[i].purchase.model == PurchaseModel::Spot)
            formula += (formula.empty() ? "" : "*") + std::string("(1+") +
                       in(i, "purchase.interruption_overhead_percent") + "/100)";
        if (formula.empty())
            set(i, "hours_multiplier", WorkbookCell::value(basis.hoursMultiplier));
        else
            put(i, "hours_multiplier", "=" + formula, basis.hoursMultiplier, CellFormat::Decimal);
    }

    void writeTrainingRun(std::size_t i, const OptionResult &result)
    {
        put(i, "accelerator_hours_per_run",
            "=" + in("workload.tokens_per_run_billion") + "*1E9/" + own(i, "tokens_per_sec") + "/" +
                in("units.seconds_per_hour") + "*" + own(i, "hours_multiplier"),
            result.acceleratorHoursPerRun.value_or(0.0), CellFormat::Decimal);
        put(i, "cost_per_run",
            "=" + own(i, "accelerator_hours_per_run") + "*" + own(i, "effective_hourly_usd"),
            result.costPerRunUsd.value_or(0.0), CellFormat::Money);
        if (result.wallClockHoursPerRun)
            put(i, "wall_clock_hours_per_run",
                "=" + own(i, "accelerator_hours_per_run") + "/" + in(i, "cluster_accelerators"),
                *result.wallClockHoursPerRun, CellFormat::Decimal);
        put(i, "cost_per_million_tokens",
            "=" + own(i, "cost_per_run") + "/(" + in("workload.tokens_per_run_billion") +
                "*1E9/1E6)",
            result.costPerMillionTokensUsd.value_or(0.0), CellFormat::Rate);
    }

    void writeMonthlyCompute(std::size_t i, const OptionResult &result)
    {
        std::string formula;
        switch (m_kind) {
        case WorkloadKind::Training:
            formula = "=" + in("workload.runs") + "/" + in("horizon_months") + "*" +
                      own(i, "cost_per_run");
            break;
        case WorkloadKind::Inference:
            formula = "=" + m_unitsPerMonth + "*" + own(i, "cost_per_million_tokens");
            break;
        case WorkloadKind::Capacity:
            formula = "=" + in(i, "instances") + "*" + in(i, "accelerators_per_instance") + "*" +
                      own(i, "effective_hourly_usd") + "*" + in("workload.hours_per_month") + "*" +
                      own(i, "hours_multiplier");
            break;
        }
        put(i, "monthly_compute", formula, result.monthlyComputeUsd, CellFormat::Money);
        if (m_held) {
            set(i, "held_owed", WorkbookCell::value(result.heldOwedUsd, CellFormat::Money));
            put(i, "held_owed_per_month", "=" + own(i, "held_owed") + "/" + in("horizon_months"),
                result.heldOwedUsdPerMonth, CellFormat::Money);
        }
    }

    // What is owed past the horizon, and what the work after it uses, come out of the
    // hour-by-hour billing and its renewal decisions: values; what counts is a formula.
    void writeAfterHorizon(std::size_t i, const OptionResult &result)
    {
        set(i, "commitment_owed",
            WorkbookCell::value(result.commitmentOwedAfterHorizonUsd, CellFormat::Money));
        set(i, "commitment_used",
            WorkbookCell::value(result.commitmentUsedAfterHorizonUsd, CellFormat::Money));
        put(i, "commitment", "=" + own(i, "commitment_owed") + "-" + own(i, "commitment_used"),
            result.commitmentBeyondHorizonUsd, CellFormat::Money);
        put(i, "total", "=" + own(i, "tco") + "+" + own(i, "commitment"), result.totalUsd(),
            CellFormat::Money);
    }

    void writeMigration(std::size_t i, bool isBaseline, const OptionResult &result)
    {
        if (!m_scenario.options[i].migration) {
            set(i, "one_time", WorkbookCell::value(0.0, CellFormat::Money));
            set(i, "port_months", WorkbookCell::value(0.0, CellFormat::Decimal));
            return;
        }
        put(i, "one_time",
            "=" + in(i, "migration.weeks") + "*" + in(i, "migration.engineers") + "*" +
                in(i, "migration.hours_per_week") + "*" + in(i, "migration.hourly_rate_usd"),
            result.oneTimeUsd, CellFormat::Money);
        if (isBaseline)
            set(i, "port_months", WorkbookCell::value(0.0, CellFormat::Decimal));
        else
            put(i, "port_months",
                "=" + in(i, "migration.weeks") + "*" + in("units.hours_per_week") + "/" +
                    in("units.hours_per_month"),
                result.portMonths, CellFormat::Decimal);
    }

    // BreakEvenAnalysis's arithmetic: extra one-time cost / net saving per unit of work.
    void writeBreakEven(std::size_t i)
    {
        const BreakEvenResult *breakEven = findBreakEven(m_scenario.options[i].id);
        const OptionCostBasis &option = m_bases[i];
        const OptionCostBasis &baseline = m_bases[m_baseline];
        // The one intermediate BreakEvenAnalysis keeps to itself; the same expression.
        const double netSaving = (baseline.unitCostUsd - option.unitCostUsd) -
                                 (option.maintenanceUsdPerMonth - baseline.maintenanceUsdPerMonth) /
                                     OptionCostModel::unitsPerMonth(m_scenario);
        const std::string unitCost = unitCostKey();
        put(i, "net_saving_per_unit",
            "=(" + base(unitCost) + "-" + own(i, unitCost) + ")-(" + own(i, "maintenance") + "-" +
                base("maintenance") + ")/" + m_unitsPerMonth,
            netSaving, CellFormat::Rate);

        const std::string net = own(i, "net_saving_per_unit");
        const std::string units =
            "MAX(0," + own(i, "one_time") + "-" + base("one_time") + ")/" + net;
        const bool reached = breakEven && breakEven->reached;
        auto ifReached = [&](const std::string &key, const std::string &value,
                             const std::optional<double> &cached) {
            const std::string formula =
                "=IF(" + net + ">0," + value + ",\"" + std::string(kNotReached) + "\")";
            if (reached && cached)
                put(i, key, formula, *cached, CellFormat::Decimal);
            else
                set(i, key, WorkbookCell::computedText(formula, kNotReached));
        };
        if (m_kind == WorkloadKind::Training) {
            ifReached("break_even_runs", units, breakEven ? breakEven->runs : std::nullopt);
            ifReached("break_even_tokens", units + "*" + in("workload.tokens_per_run_billion"),
                      breakEven ? breakEven->tokensBillion : std::nullopt);
        } else if (m_kind == WorkloadKind::Inference) {
            ifReached("break_even_tokens", units + "*1E6/1E9",
                      breakEven ? breakEven->tokensBillion : std::nullopt);
            ifReached("break_even_days",
                      own(i, "break_even_tokens") + "/" + in("workload.tokens_per_day_billion"),
                      breakEven ? breakEven->days : std::nullopt);
        } else {
            ifReached("break_even_days",
                      units + "*(" + in("units.hours_per_month") + "/" + in("units.hours_per_day") +
                          ")",
                      breakEven ? breakEven->days : std::nullopt);
        }
        if (breakEven && breakEven->month)
            set(i, "break_even_month", WorkbookCell::value(*breakEven->month, CellFormat::Integer));
        else
            set(i, "break_even_month",
                WorkbookCell::label(reached ? "not within the horizon" : kNotReached));
    }

    const BreakEvenResult *findBreakEven(const std::string &id) const
    {
        for (const BreakEvenResult &result : m_evaluation.breakEven) {
            if (result.option == id)
                return &result;
        }
        return nullptr;
    }

    // The cost of one unit of work, as OptionEconomics::unitCostUsd defines it.
    std::string unitCostKey() const
    {
        switch (m_kind) {
        case WorkloadKind::Training:
            return "cost_per_run";
        case WorkloadKind::Inference:
            return "cost_per_million_tokens";
        case WorkloadKind::Capacity:
            break;
        }
        return "monthly_compute";
    }

    std::string flopsPerToken() const
    {
        const char *factor = m_kind == WorkloadKind::Training ? "6" : "2";
        return std::string("(") + factor + "*" + in("workload.model_params_billion") + "*1E9)";
    }

    const Scenario &m_scenario;
    const Evaluation &m_evaluation;
    WorkloadKind m_kind;
    std::size_t m_baseline = 0;
    std::vector<OptionCostBasis> m_bases;
    bool m_held = false; // some option owes on held commitments: their rows are shown
    std::string m_unitsPerMonth;
};

} // namespace

WorkbookSheet WorkbookKeyFiguresSheet::build(const Scenario &scenario, const Evaluation &evaluation,
                                             const InputsLayout &inputs, KeyFiguresLayout &layout)
{
    WorkbookSheet sheet;
    sheet.name = WorkbookSheet::kKeyFiguresName;
    layout = KeyFiguresLayout{};
    KeyFiguresBuilder(scenario, evaluation, inputs, layout, sheet).build();
    sheet.frozenRows = 2;    // option ids and labels
    sheet.frozenColumns = 2; // figure and unit
    sheet.columnWidths = {34, 22};
    for (std::size_t i = 0; i < scenario.options.size(); ++i)
        sheet.columnWidths.push_back(18);
    sheet.columnWidths.push_back(70);
    return sheet;
}

} // namespace acceldecide
