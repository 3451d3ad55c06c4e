#pragma once

#include "database/actuals/DecisionComparison.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// What `decisions` says when a PDF is asked of a CLI built without the GUI libraries.
inline constexpr const char *kReportNeedsGui =
    "this acceldecide-cli was built without the GUI libraries (ACCELDECIDE_GUI=OFF), which "
    "draw the PDF report";
// The same for `decisions compare --slides`.
inline constexpr const char *kSlidesNeedGui =
    "this acceldecide-cli was built without the GUI libraries (ACCELDECIDE_GUI=OFF), which "
    "draw the slides";

// Which lines of the bill, from which month, with which tokens: --tag, --start, --tokens.
struct CompareRequest
{
    std::string tag;    // empty: the scenario's bill_tag, else every line
    std::string start;  // empty: the decision's month
    std::string tokens; // a month,tokens CSV file; empty: none
};

// A decision held to its bill, with what it was computed from (db::DecisionComparison,
// which the window's Plan vs actual dialog shares).
using DecisionComparison = db::DecisionComparison;

// Record `id` of `catalog` held to every bill imported, as `request` asks; nullopt with
// the reason on `err` (an unknown record, a bad tag, start or tokens file, no bill). Reads
// the tokens file and words the errors; db::DecisionComparison does the rest.
// `decisions compare` and `chart --kind plan-vs-actual` both call it.
std::optional<DecisionComparison> compareDecision(db::CatalogDatabase &catalog, qint64 id,
                                                  const CompareRequest &request, std::ostream &err);

// `decisions compare ID [--tag k=v] [--start YYYY-MM] [--tokens FILE.csv]
// [--format table|json] [-o COMPARE.pdf] [--slides DECK.pdf [--size WxH]] [--database PATH]`:
// a decision record held to the bills imported (`actuals import`): per month the plan
// against the bill, the variance in parts that add up to it, and the re-forecast; -o
// writes it as a report, --slides as slides (the plan against the bill, then the recorded
// scenario's slides), either or both instead of the table. `arguments` are those after
// "decisions compare"; -h/--help prints `help` (the help of `decisions`, which describes
// compare with the other subcommands). Exit codes: 0 done, 2 usage error, an unknown
// record, a bad tokens file or an unwritable PDF, 1 database error.
int runDecisionCompare(const std::vector<std::string_view> &arguments, const std::string &help,
                       std::ostream &out, std::ostream &err);

// A decision record's id as typed (1 to 2^62); nullopt for anything else.
std::optional<qint64> parseRecordId(const std::string &text);

// compare's lines of `decisions --help`.
std::string decisionCompareHelp();

} // namespace acceldecide::cli
