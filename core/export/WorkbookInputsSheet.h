#pragma once

#include "core/export/WorkbookSheet.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <map>
#include <string>
#include <vector>

namespace acceldecide {

// Where each number landed on the Inputs sheet, as references the other sheets' formulas
// use ("Inputs!$C$7"). Keys are the scenario JSON's field names ("horizon_months",
// "workload.runs", "team.engineers") plus "units.*" for the calendar constants; per
// option, the option-relative field path ("purchase.discount_percent",
// "migration.engineers") plus "term_months".
struct InputsLayout
{
    std::map<std::string, std::string> scenario;
    std::vector<std::map<std::string, std::string>> options; // in option order

    // Throws std::out_of_range when the key was never written: a formula asking for an
    // input that does not apply is a bug in the workbook builder, not bad input.
    const std::string &at(const std::string &key) const { return scenario.at(key); }
    const std::string &at(std::size_t option, const std::string &key) const
    {
        return options.at(option).at(key);
    }
    bool has(std::size_t option, const std::string &key) const
    {
        return options.at(option).contains(key);
    }
};

// The "Inputs" sheet: one row per number (scenario, workload, calendar units, team, and
// every option's price, purchase model, throughput, migration and maintenance) with its
// unit and where it came from, so an auditor can change any of them and watch the
// formulas follow. Columns: item, field, value, unit, source.
class WorkbookInputsSheet
{
public:
    static WorkbookSheet build(const Scenario &scenario, const Evaluation &evaluation,
                               InputsLayout &layout);
};

} // namespace acceldecide
