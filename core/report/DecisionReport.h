#pragma once

#include <string>
#include <vector>

namespace acceldecide::report {

// The decision report's content as plain values: what it says, in which order, with every
// number already formatted by core. The PDF renderer (ui/report) only lays it out and
// draws the charts a ReportChart block names, so the text of a report can be tested
// without Qt, and the PDF says exactly what this says.

enum class ChartKind
{
    TcoOverTime,
    BreakEven,
    PurchaseModels,
    UnitCost,
    Sensitivity,
    MonteCarlo,
    // The savings-plan charts, for the block's chartOption.
    CommitmentLevel,
    CommitmentMonthly,
    CommitmentUtilization,
    // When the money leaves: cash against accrual (appended: the index is the chart tab's).
    CashFlow,
    // A decision held to its bill: no tab of the scenario's chart area, drawn only in the
    // report of `decisions compare`.
    PlanVsActual
};

struct ReportTable
{
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<bool> numeric;         // per column: right-aligned
    std::vector<double> columnWeights; // per column: share of the width (any scale)
};

struct ReportBlock
{
    enum class Kind
    {
        Subheading,
        Paragraph,
        Bullets,
        Table,
        Chart,
        Formula // a named formula: `text` is the name, `items` the formula and its example
    };
    Kind kind = Kind::Paragraph;
    std::string text; // subheading, paragraph, the chart's caption, the formula's name
    std::vector<std::string> items; // bullets; formula and worked example
    ReportTable table;
    ChartKind chart = ChartKind::TcoOverTime;
    std::string chartOption; // the option a per-option chart shows; empty: the chart's default
};

struct ReportSection
{
    std::string title;
    std::vector<ReportBlock> blocks;
    bool newPage = false; // start on a fresh page
};

struct ReportTitlePage
{
    std::string title; // "Decision report"
    std::string scenarioName;
    std::string date;           // ISO
    std::string recommendation; // the recommended option in one sentence
    std::string headline;       // the saving over the horizon
    std::string breakEven;      // the break-even point in words
    std::string provenance;     // what produced the report
};

struct DecisionReport
{
    ReportTitlePage titlePage;
    std::vector<ReportSection> sections;
    std::string scenarioName; // running header
    std::string date;         // running header
    std::string version;      // footer: "AccelDecide 0.1.0"
};

} // namespace acceldecide::report
