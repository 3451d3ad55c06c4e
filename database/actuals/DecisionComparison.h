#pragma once

#include "core/actuals/PlanVsActual.h"
#include "core/actuals/PlannedMonths.h"
#include "core/model/Expected.h"
#include "database/actuals/DecisionBill.h"
#include "database/connection/CatalogDatabase.h"

#include <QString>

#include <map>
#include <optional>
#include <string>

namespace acceldecide::db {

// Which lines of the bill, from which month, with which tokens.
struct DecisionComparisonRequest
{
    // key=value; empty: every line. nullopt: the tag the scenario names (bill_tag), else
    // every line. The CLI's --tag falls back on bill_tag; the window's field shows it
    // instead, so that clearing the field can mean every line.
    std::optional<std::string> tag;
    std::string start;                   // YYYY-MM, the plan's month 1; empty: the decision's
    std::map<int, double> tokensByMonth; // monthIndex -> tokens processed (TokensByMonth)
};

// Why a decision could not be held to its bill, and which input to blame, so that the CLI
// can name its option and the window can show it beside the field.
struct DecisionComparisonError
{
    enum class Field
    {
        Record, // the record or its scenario could not be read (DecisionBill::load)
        Start,  // not YYYY-MM
        Tag,    // not key=value
        Bill,   // no bill line is left to compare: none imported, or none with the tag
    };
    Field field = Field::Record;
    QString message; // without the field's name: "\"March\" is not YYYY-MM"
};

// A decision record held to every bill imported: the orchestration `decisions compare`,
// `chart --kind plan-vs-actual` and the window's Plan vs actual dialog share. The catalog
// gives DecisionBill; everything computed is core's (plannedMonths for the chosen option
// and the baseline, rowsWithTag, actualMonths, comparePlanWithBill, reforecastWithBill).
struct DecisionComparison
{
    DecisionBill bill;
    actuals::PlannedMonths plan;
    actuals::PlanVsActual comparison;
    std::string tag; // the tag the lines were kept by; empty: every line

    using Result = Expected<DecisionComparison, DecisionComparisonError>;

    // Record `id` of `catalog` held to its bill as `request` asks.
    static Result load(CatalogDatabase &catalog, qint64 id,
                       const DecisionComparisonRequest &request);

    // plan, comparison and tag again from `bill` for another request, without reading the
    // catalog again (the window recomputes on every edit). On an error they stay as they
    // were, so a caller keeps showing the last comparison that worked.
    Expected<void, DecisionComparisonError> recompute(const DecisionComparisonRequest &request);
};

} // namespace acceldecide::db
