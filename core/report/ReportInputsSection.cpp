#include "core/report/ReportInputsSection.h"

#include "core/report/FigureWording.h"
#include "core/report/ReportBlocks.h"
#include "core/report/ReportWording.h"
#include "core/text/TextFormat.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace acceldecide::report {

namespace {

using blocks::paragraph;
using blocks::subheading;
using blocks::table;

std::string plain(double value)
{
    return text::compact(value, 4);
}

ReportBlock workloadTable(const Scenario &scenario)
{
    ReportBlock block = table({"Input", "Value", "Unit"}, {false, true, false}, {3, 1.4, 2});
    const Workload &w = scenario.workload;
    auto row = [&block](std::string name, std::string value, std::string unit) {
        block.table.rows.push_back({std::move(name), std::move(value), std::move(unit)});
    };
    row("Workload", toString(w.kind), "");
    row("Horizon", std::to_string(scenario.horizonMonths), "months");
    row("Baseline option", scenario.baseline, "");
    switch (w.kind) {
    case WorkloadKind::Training:
        row("Model size", plain(w.modelParamsBillion), "billion parameters");
        row("Tokens per run", plain(w.tokensPerRunBillion), "billion tokens");
        row("Runs within the horizon", plain(w.runs), "runs");
        row("Checkpoint and restart overhead", plain(w.overheadPercent), "% of hours");
        break;
    case WorkloadKind::Inference:
        row("Model size", plain(w.modelParamsBillion), "billion parameters");
        row("Tokens served per day", plain(w.tokensPerDayBillion), "billion tokens");
        row("Utilization", plain(w.utilizationPercent), "% of paid time");
        break;
    case WorkloadKind::Capacity:
        row("Hours each instance runs", plain(w.hoursPerMonth), "hours per month");
        break;
    }
    if (scenario.team) {
        const Team &team = *scenario.team;
        auto optional = [](const std::optional<double> &value) {
            return value ? plain(*value) : std::string("not set");
        };
        row("Porting team: engineers", optional(team.engineers), "engineers");
        row("Porting team: hours per week", optional(team.hoursPerWeek), "hours");
        row("Porting team: blended rate",
            team.hourlyRateUsd ? text::money(*team.hourlyRateUsd) : "not set", "$ per hour");
    }
    return block;
}

std::string purchaseText(const Purchase &purchase)
{
    std::string out = wording::purchaseModel(purchase.model);
    if (takesDiscount(purchase.model))
        out += ", " + plain(purchase.discountPercent) + " % off";
    if (purchase.model == PurchaseModel::Spot && purchase.interruptionOverheadPercent > 0)
        out += ", +" + plain(purchase.interruptionOverheadPercent) + " % hours";
    if (purchase.model == PurchaseModel::Effective && purchase.hourlyUsd)
        out += " " + text::rate(*purchase.hourlyUsd) + "/h";
    if (purchase.model == PurchaseModel::CapacityBlock) {
        if (purchase.hourlyUsd)
            out += " " + text::rate(*purchase.hourlyUsd) + "/instance-h";
        out += purchase.blockDays ? ", " + std::to_string(*purchase.blockDays) + "-day blocks"
                                  : ", cheapest block lengths";
        if (purchase.blockInstances)
            out += " of " + std::to_string(*purchase.blockInstances) + " instances";
    }
    return out;
}

std::string throughputText(const Option &option)
{
    if (!option.throughput)
        return std::string(text::kNone);
    if (option.throughput->tokensPerSecPerAccelerator)
        return text::compact(*option.throughput->tokensPerSecPerAccelerator, 1) + " tokens/s";
    return text::compact(option.throughput->peakTflops.value_or(0), 1) + " TFLOPS × " +
           text::compact(option.throughput->mfuPercent.value_or(0), 1) + " % MFU";
}

std::string migrationText(const Scenario &scenario, const Option &option)
{
    if (!option.migration)
        return "none";
    const Migration &m = *option.migration;
    const Team team = scenario.team.value_or(Team{});
    const auto engineers = m.engineers ? m.engineers : team.engineers;
    const auto hours = m.hoursPerWeek ? m.hoursPerWeek : team.hoursPerWeek;
    const auto rate = m.hourlyRateUsd ? m.hourlyRateUsd : team.hourlyRateUsd;
    return plain(m.weeks) + " wk × " + (engineers ? plain(*engineers) : "?") + " eng. × " +
           (hours ? plain(*hours) : "?") + " h × " + (rate ? text::money(*rate, 0) : "?") + "/h";
}

ReportBlock optionsTable(const Scenario &scenario)
{
    ReportBlock block =
        table({"Option", "Stack", "Instance", "Acc.", "On-demand $/h", "Purchase model"},
              {false, false, false, true, true, false}, {1.6, 1, 2, 0.6, 1.5, 2.8});
    for (const Option &option : scenario.options) {
        block.table.rows.push_back(
            {wording::optionName(scenario, option.id), toString(option.stack), option.instanceType,
             std::to_string(option.acceleratorsPerInstance),
             option.instanceHourlyUsd ? text::money(*option.instanceHourlyUsd)
                                      : std::string(text::kNone),
             purchaseText(option.purchase)});
    }
    return block;
}

ReportBlock workTable(const Scenario &scenario)
{
    const bool capacity = scenario.workload.kind == WorkloadKind::Capacity;
    ReportBlock block = table({"Option", capacity ? "Instances" : "Throughput per accelerator",
                               "Cluster", "Migration", "Maintenance $/month"},
                              {false, capacity, true, false, true}, {1.5, 2.4, 0.9, 3.4, 1.5});
    for (const Option &option : scenario.options) {
        block.table.rows.push_back(
            {option.id,
             capacity ? std::to_string(option.instances.value_or(0)) : throughputText(option),
             option.clusterAccelerators ? std::to_string(*option.clusterAccelerators)
                                        : std::string(text::kNone),
             migrationText(scenario, option), text::money(option.maintenanceUsdPerMonth)});
    }
    return block;
}

void addSourceRow(ReportBlock &block, const std::string &option, const std::string &figure,
                  const std::string &value, const std::optional<PriceSource> &source)
{
    if (!source) {
        block.table.rows.push_back({option, figure, value, "Entered in the scenario", "", ""});
        return;
    }
    block.table.rows.push_back({option, figure, value, source->title,
                                source->observedDate + (source->stale ? " (stale)" : ""),
                                wording::sourceStanding(source->kind)});
}

ReportBlock provenanceTable(const Scenario &scenario, const Evaluation &evaluation)
{
    ReportBlock block =
        table({"Option", "Figure", "Value", "Source", "Observed", "Standing"},
              {false, false, true, false, false, false}, {1.2, 1.4, 1.9, 3.3, 1.3, 1.2});
    for (std::size_t i = 0; i < scenario.options.size() && i < evaluation.options.size(); ++i) {
        const Option &option = scenario.options[i];
        const OptionResult &result = evaluation.options[i];
        if (option.instanceHourlyUsd)
            addSourceRow(block, option.id, "On-demand price",
                         text::money(*option.instanceHourlyUsd) + "/h", result.priceSource);
        if (scenario.workload.kind != WorkloadKind::Capacity)
            addSourceRow(block, option.id, "Throughput", throughputText(option),
                         result.throughputSource);
    }
    return block;
}

ReportBlock derivedTable(const Scenario &scenario, const Evaluation &evaluation)
{
    const bool training = scenario.workload.kind == WorkloadKind::Training;
    ReportBlock block =
        table({"Option", "Acc. $/h", "Effective $/h", "Tokens/s", "Implied MFU",
               training ? "Acc.-hours / run" : "$/M tokens",
               training ? "Cost per run" : "Monthly compute", "One-time", "Port months"},
              {false, true, true, true, true, true, true, true, true},
              {1.3, 1, 1.1, 0.9, 0.9, 1.2, 1.3, 1.1, 0.9});
    for (const OptionResult &option : evaluation.options) {
        block.table.rows.push_back({option.id, text::rate(option.acceleratorHourlyUsd),
                                    text::rate(option.effectiveHourlyUsd),
                                    text::number(option.tokensPerSecPerAccelerator, 0),
                                    text::percent(option.impliedMfuPercent),
                                    training ? text::number(option.acceleratorHoursPerRun, 1)
                                             : text::rate(option.costPerMillionTokensUsd),
                                    training ? text::money(option.costPerRunUsd, 0)
                                             : text::money(option.monthlyComputeUsd, 0),
                                    text::money(option.oneTimeUsd, 0),
                                    text::number(option.portMonths, 2)});
    }
    return block;
}

// Where held commitments are owed: what monthly compute and the effective rate leave out,
// beside them, and the all-in rate that puts it back.
ReportBlock heldTable(const Evaluation &evaluation)
{
    ReportBlock block = table({"Option", "Monthly compute", "Held commitments owed a month",
                               "Effective $/h", "All-in $/h"},
                              {false, true, true, true, true}, {1.3, 1.3, 1.6, 1.1, 1.1});
    for (const OptionResult &option : evaluation.options)
        block.table.rows.push_back({option.id, text::money(option.monthlyComputeUsd, 0),
                                    text::money(option.heldOwedUsdPerMonth, 0),
                                    text::rate(option.effectiveHourlyUsd),
                                    text::rate(option.allInHourlyUsd)});
    return block;
}

} // namespace

ReportSection ReportInputsSection::build(const Scenario &scenario, const Evaluation &evaluation)
{
    ReportSection section;
    section.title = "Inputs and assumptions";
    section.blocks.push_back(paragraph(
        "Every figure in this report follows from the inputs below by the formulas of "
        "Appendix B. Prices are per instance-hour on demand; rates per accelerator-hour. " +
        std::string(scenario.asOf
                        ? "Prices and their staleness are judged as of " + *scenario.asOf + "."
                        : "The scenario states no as-of date.")));
    section.blocks.push_back(subheading("Workload and team"));
    section.blocks.push_back(workloadTable(scenario));
    section.blocks.push_back(subheading("Options"));
    ReportBlock labels;
    labels.kind = ReportBlock::Kind::Bullets;
    for (const Option &option : scenario.options)
        labels.items.push_back(wording::optionName(scenario, option.id) + ": " + option.label);
    section.blocks.push_back(std::move(labels));
    section.blocks.push_back(optionsTable(scenario));
    section.blocks.push_back(workTable(scenario));
    section.blocks.push_back(subheading("Where the numbers came from"));
    section.blocks.push_back(provenanceTable(scenario, evaluation));
    section.blocks.push_back(subheading("Derived figures"));
    section.blocks.push_back(paragraph(
        "Per accelerator unless stated. These are the steps between the inputs and the totals "
        "of the executive summary."));
    section.blocks.push_back(derivedTable(scenario, evaluation));
    if (const std::string note = wording::heldOwedNote(evaluation); !note.empty()) {
        section.blocks.push_back(paragraph(note));
        section.blocks.push_back(heldTable(evaluation));
    }
    return section;
}

ReportSection ReportInputsSection::sourcesAppendix(const Scenario &scenario,
                                                   const Evaluation &evaluation)
{
    ReportSection section;
    section.title = "Appendix A: Sources";
    // title -> (standing, dates, what it supplied)
    std::map<std::string, std::tuple<std::string, std::set<std::string>, std::set<std::string>>>
        sources;
    bool entered = false;
    for (std::size_t i = 0; i < scenario.options.size() && i < evaluation.options.size(); ++i) {
        const OptionResult &result = evaluation.options[i];
        const bool hasPrice = scenario.options[i].instanceHourlyUsd.has_value();
        const bool hasThroughput = scenario.workload.kind != WorkloadKind::Capacity;
        for (const auto &[source, what, applies] :
             {std::tuple{&result.priceSource, "price", hasPrice},
              std::tuple{&result.throughputSource, "throughput", hasThroughput}}) {
            if (!applies)
                continue;
            if (!*source) {
                entered = true;
                continue;
            }
            auto &entry = sources[(*source)->title];
            std::get<0>(entry) = wording::sourceStanding((*source)->kind);
            if (!(*source)->observedDate.empty())
                std::get<1>(entry).insert((*source)->observedDate);
            std::get<2>(entry).insert(result.id + " " + what);
        }
    }
    ReportBlock list = table({"Source", "Standing", "Observed", "Supplied"},
                             {false, false, false, false}, {4.2, 1.3, 1.3, 2.6});
    auto join = [](const std::set<std::string> &items) {
        std::string out;
        for (const std::string &item : items)
            out += (out.empty() ? "" : ", ") + item;
        return out.empty() ? std::string(text::kNone) : out;
    };
    for (const auto &[title, entry] : sources)
        list.table.rows.push_back(
            {title, std::get<0>(entry), join(std::get<1>(entry)), join(std::get<2>(entry))});
    if (entered)
        list.table.rows.push_back({"The scenario file \"" + scenario.name + "\"", "User entry",
                                   scenario.asOf.value_or(std::string(text::kNone)),
                                   "every other price and throughput"});
    section.blocks.push_back(paragraph(
        "Every source a figure in this report comes from. Catalog sources carry the date the "
        "price or benchmark was observed; figures entered in the scenario carry the scenario's "
        "as-of date."));
    section.blocks.push_back(std::move(list));
    return section;
}

} // namespace acceldecide::report
