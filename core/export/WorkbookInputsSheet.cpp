#include "core/export/WorkbookInputsSheet.h"

#include "core/model/Units.h"

namespace acceldecide {

namespace {

constexpr int kItemColumn = 0;
constexpr int kFieldColumn = 1;
constexpr int kValueColumn = 2;
constexpr int kUnitColumn = 3;
constexpr int kSourceColumn = 4;

const std::string kFromScenario = "scenario";

// Appends rows to the sheet and records where each value went.
class InputsWriter
{
public:
    InputsWriter(WorkbookSheet &sheet, std::map<std::string, std::string> &references)
        : m_sheet(sheet), m_references(&references)
    {}

    void target(std::map<std::string, std::string> &references) { m_references = &references; }

    void heading(const std::string &text)
    {
        ++m_row; // a blank row before each section keeps the sheet readable
        m_sheet.at(m_row, kItemColumn) = WorkbookCell::label(text, CellFormat::Heading);
        ++m_row;
    }

    void text(const std::string &item, const std::string &field, const std::string &value)
    {
        start(item, field);
        m_sheet.at(m_row, kValueColumn) = WorkbookCell::label(value);
        ++m_row;
    }

    void number(const std::string &key, const std::string &item, const std::string &field,
                double value, CellFormat format, const std::string &unit,
                const std::string &source = kFromScenario)
    {
        put(key, item, field, WorkbookCell::value(value, format), unit, source);
    }

    // A value the option inherits from another input row (a team default): a formula, so
    // changing the team's rate in the spreadsheet moves every option that uses it.
    void inherited(const std::string &key, const std::string &item, const std::string &field,
                   const std::string &from, double value, CellFormat format,
                   const std::string &unit, const std::string &source)
    {
        put(key, item, field, WorkbookCell::computed("=" + from, value, format), unit, source);
    }

private:
    void start(const std::string &item, const std::string &field)
    {
        m_sheet.at(m_row, kItemColumn) = WorkbookCell::label(item);
        m_sheet.at(m_row, kFieldColumn) = WorkbookCell::label(field);
    }

    void put(const std::string &key, const std::string &item, const std::string &field,
             WorkbookCell cell, const std::string &unit, const std::string &source)
    {
        start(item, field);
        m_sheet.at(m_row, kValueColumn) = std::move(cell);
        m_sheet.at(m_row, kUnitColumn) = WorkbookCell::label(unit);
        m_sheet.at(m_row, kSourceColumn) = WorkbookCell::label(source);
        (*m_references)[key] =
            WorkbookSheet::reference(WorkbookSheet::kInputsName, m_row, kValueColumn);
        ++m_row;
    }

    WorkbookSheet &m_sheet;
    std::map<std::string, std::string> *m_references;
    int m_row = 1; // row 0 holds the column headings
};

std::string describe(const std::optional<PriceSource> &source)
{
    if (!source)
        return kFromScenario;
    std::string text = "catalog: " + source->title;
    if (!source->observedDate.empty())
        text += " (" + source->observedDate + ")";
    if (source->stale)
        text += ", stale";
    return text;
}

// A discount the catalog supplied shows up only as the resolver's warning, which names
// the source and date; otherwise the scenario gave it.
std::string discountSource(const OptionResult &result)
{
    for (const Warning &warning : result.warnings) {
        if (warning.code == "discount_from_catalog")
            return "catalog: " + warning.message;
    }
    return kFromScenario;
}

void writeWorkload(InputsWriter &writer, const Workload &workload)
{
    const std::string item = "Workload";
    writer.text(item, "Kind", toString(workload.kind));
    if (workload.kind != WorkloadKind::Capacity)
        writer.number("workload.model_params_billion", item, "Model parameters",
                      workload.modelParamsBillion, CellFormat::Decimal, "billion");
    switch (workload.kind) {
    case WorkloadKind::Training:
        writer.number("workload.tokens_per_run_billion", item, "Tokens per run",
                      workload.tokensPerRunBillion, CellFormat::Decimal, "billion tokens");
        writer.number("workload.runs", item, "Runs within the horizon", workload.runs,
                      CellFormat::Decimal, "runs");
        writer.number("workload.overhead_percent", item, "Training overhead (restarts, evals)",
                      workload.overheadPercent, CellFormat::Percent, "% of accelerator-hours");
        break;
    case WorkloadKind::Inference:
        writer.number("workload.tokens_per_day_billion", item, "Tokens served per day",
                      workload.tokensPerDayBillion, CellFormat::Decimal, "billion tokens/day");
        writer.number("workload.utilization_percent", item, "Utilization",
                      workload.utilizationPercent, CellFormat::Percent, "%");
        break;
    case WorkloadKind::Capacity:
        writer.number("workload.hours_per_month", item, "Hours running per month",
                      workload.hoursPerMonth, CellFormat::Decimal, "hours/month");
        break;
    }
}

void writeUnits(InputsWriter &writer)
{
    const std::string item = "Units";
    const std::string source = "AccelDecide convention (seed 000: 730 h = 8,760 h / 12)";
    writer.number("units.hours_per_month", item, "Hours per month", units::kHoursPerMonth,
                  CellFormat::Decimal, "hours", source);
    writer.number("units.hours_per_week", item, "Hours per week (port duration)",
                  units::kHoursPerWeek, CellFormat::Decimal, "hours", "calendar");
    writer.number("units.hours_per_day", item, "Hours per day", units::kHoursPerDay,
                  CellFormat::Decimal, "hours", "calendar");
    writer.number("units.seconds_per_hour", item, "Seconds per hour", units::kSecondsPerHour,
                  CellFormat::Decimal, "seconds", "calendar");
}

void writeTeam(InputsWriter &writer, const std::optional<Team> &team)
{
    if (!team)
        return;
    const std::string item = "Team";
    if (team->engineers)
        writer.number("team.engineers", item, "Engineers (default for ports)", *team->engineers,
                      CellFormat::Decimal, "engineers");
    if (team->hoursPerWeek)
        writer.number("team.hours_per_week", item, "Hours per week per engineer",
                      *team->hoursPerWeek, CellFormat::Decimal, "hours/week");
    if (team->hourlyRateUsd)
        writer.number("team.hourly_rate_usd", item, "Blended rate", *team->hourlyRateUsd,
                      CellFormat::Money, "$/h");
}

struct MigrationField
{
    const char *key;
    const char *teamKey;
    const char *field;
    const char *unit;
    CellFormat format;
    std::optional<double> Migration::*own;
    std::optional<double> Team::*team;
};

constexpr MigrationField kMigrationFields[] = {
    {"migration.engineers", "team.engineers", "Port engineers", "engineers", CellFormat::Decimal,
     &Migration::engineers, &Team::engineers},
    {"migration.hours_per_week", "team.hours_per_week", "Port hours per week per engineer",
     "hours/week", CellFormat::Decimal, &Migration::hoursPerWeek, &Team::hoursPerWeek},
    {"migration.hourly_rate_usd", "team.hourly_rate_usd", "Port blended rate", "$/h",
     CellFormat::Money, &Migration::hourlyRateUsd, &Team::hourlyRateUsd},
};

void writeMigration(InputsWriter &writer, const Scenario &scenario, const Option &option,
                    const InputsLayout &layout)
{
    if (!option.migration)
        return;
    const Migration &migration = *option.migration;
    writer.number("migration.weeks", option.id, "Port duration", migration.weeks,
                  CellFormat::Decimal, "weeks");
    for (const MigrationField &field : kMigrationFields) {
        if (const std::optional<double> &own = migration.*field.own) {
            writer.number(field.key, option.id, field.field, *own, field.format, field.unit);
            continue;
        }
        // ScenarioReader guarantees the team supplies what the option leaves out.
        const double value = ((*scenario.team).*field.team).value_or(0.0);
        writer.inherited(field.key, option.id, field.field, layout.at(field.teamKey), value,
                         field.format, field.unit, "team default");
    }
}

void writeThroughput(InputsWriter &writer, const Option &option, const OptionResult &result)
{
    if (!option.throughput)
        return;
    const Throughput &throughput = *option.throughput;
    // An estimate enters the workbook as the figure the performance model gave: its
    // roofline and calibration are not spreadsheet arithmetic.
    if (throughput.isEstimated() && result.throughputEstimate) {
        const ThroughputEstimateResult &estimate = *result.throughputEstimate;
        writer.number(
            "throughput.tokens_per_sec_per_accelerator", option.id, "Throughput",
            estimate.tokensPerSecPerAccelerator, CellFormat::Decimal, "tokens/s per accelerator",
            "estimated: " + throughput.estimate->model + " on " + estimate.calibrationScope);
        return;
    }
    if (throughput.isMeasured()) {
        writer.number("throughput.tokens_per_sec_per_accelerator", option.id, "Throughput",
                      *throughput.tokensPerSecPerAccelerator, CellFormat::Decimal,
                      "tokens/s per accelerator", describe(result.throughputSource));
        return;
    }
    writer.number("throughput.peak_tflops", option.id, "Peak dense TFLOPS (for throughput)",
                  throughput.peakTflops.value_or(0.0), CellFormat::Decimal, "TFLOPS");
    writer.number("throughput.mfu_percent", option.id, "Model FLOPs utilization",
                  throughput.mfuPercent.value_or(0.0), CellFormat::Percent, "%");
}

void writeOption(InputsWriter &writer, const Scenario &scenario, const Option &option,
                 const OptionResult &result, const InputsLayout &layout)
{
    const std::string &item = option.id;
    const PurchaseModel model = option.purchase.model;
    writer.text(item, "Label", result.label);
    writer.text(item, "Instance type", option.instanceType);
    writer.text(item, "Software stack", toString(option.stack));
    if (option.instanceHourlyUsd)
        writer.number("instance_hourly_usd", item, "Instance price (on-demand)",
                      *option.instanceHourlyUsd, CellFormat::Rate, "$/h per instance",
                      describe(result.priceSource));
    writer.number("accelerators_per_instance", item, "Accelerators per instance",
                  option.acceleratorsPerInstance, CellFormat::Integer, "accelerators");
    writer.text(item, "Purchase model", toString(model));
    if (takesDiscount(model))
        writer.number("purchase.discount_percent", item, "Discount off on-demand",
                      option.purchase.discountPercent, CellFormat::Percent, "%",
                      discountSource(result));
    if (isCommitment(model))
        writer.number("term_months", item, "Commitment term", termMonths(model),
                      CellFormat::Integer, "months", "purchase model");
    if (model == PurchaseModel::Spot)
        writer.number("purchase.interruption_overhead_percent", item, "Interruption overhead",
                      option.purchase.interruptionOverheadPercent, CellFormat::Percent,
                      "% extra hours");
    if (model == PurchaseModel::Effective)
        writer.number("purchase.hourly_usd", item, "Effective rate",
                      option.purchase.hourlyUsd.value_or(0.0), CellFormat::Rate,
                      "$/h per accelerator", describe(result.priceSource));
    if (model == PurchaseModel::CapacityBlock)
        writer.number("purchase.hourly_usd", item, "Capacity block rate",
                      option.purchase.hourlyUsd.value_or(0.0), CellFormat::Rate, "$/h per instance",
                      describe(result.priceSource));
    if (scenario.workload.kind != WorkloadKind::Capacity) {
        writeThroughput(writer, option, result);
        if (option.peakTflops)
            writer.number("peak_tflops", item, "Peak dense TFLOPS (implied-MFU check)",
                          *option.peakTflops, CellFormat::Decimal, "TFLOPS");
    }
    if (option.clusterAccelerators)
        writer.number("cluster_accelerators", item, "Cluster size", *option.clusterAccelerators,
                      CellFormat::Integer, "accelerators");
    if (scenario.workload.kind == WorkloadKind::Capacity)
        writer.number("instances", item, "Instances", option.instances.value_or(0),
                      CellFormat::Integer, "instances");
    writeMigration(writer, scenario, option, layout);
    writer.number("maintenance_usd_per_month", item, "Maintenance", option.maintenanceUsdPerMonth,
                  CellFormat::Money, "$/month");
}

} // namespace

WorkbookSheet WorkbookInputsSheet::build(const Scenario &scenario, const Evaluation &evaluation,
                                         InputsLayout &layout)
{
    WorkbookSheet sheet;
    sheet.name = WorkbookSheet::kInputsName;
    sheet.columnWidths = {16, 38, 16, 24, 60};
    const char *headings[] = {"Item", "Field", "Value", "Unit", "Source"};
    for (int column = 0; column < 5; ++column)
        sheet.at(0, column) = WorkbookCell::label(headings[column], CellFormat::Heading);

    layout = InputsLayout{};
    layout.options.resize(scenario.options.size());
    InputsWriter writer(sheet, layout.scenario);

    writer.heading("Scenario");
    writer.text("Scenario", "Name", scenario.name);
    writer.number("horizon_months", "Scenario", "Horizon", scenario.horizonMonths,
                  CellFormat::Integer, "months");
    writer.text("Scenario", "Baseline option", scenario.baseline);
    if (scenario.asOf)
        writer.text("Scenario", "Prices as of", *scenario.asOf);
    writeWorkload(writer, scenario.workload);
    writeUnits(writer);
    writeTeam(writer, scenario.team);

    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        writer.heading("Option " + scenario.options[i].id +
                       (scenario.options[i].id == scenario.baseline ? " (baseline)" : ""));
        writer.target(layout.options[i]);
        writeOption(writer, scenario, scenario.options[i], evaluation.options[i], layout);
    }
    return sheet;
}

} // namespace acceldecide
