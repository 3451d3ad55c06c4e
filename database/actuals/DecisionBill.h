#pragma once

#include "core/actuals/BillAggregator.h"
#include "core/decision/DecisionRecord.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include <map>
#include <string>
#include <vector>

namespace acceldecide::db {

// What holding a decision record to its bill needs from the catalog: the record, its
// scenario as recorded (pins kept, resolved as on the day of the decision) and its
// evaluation, and every bill imported with what each commitment covered. Comparing them
// is core's (actuals::comparePlanWithBill).
struct DecisionBill
{
    DecisionRecord record;
    Scenario scenario;
    std::map<std::string, OptionProvenance> sources; // where its catalog figures came from
    Evaluation evaluation;
    std::vector<actuals::ActualRow> rows;
    std::vector<actuals::CommitmentCoverage> coverage;

    // Errors name the record and what could not be read.
    static DatabaseResult<DecisionBill> load(CatalogDatabase &catalog, qint64 id);
};

} // namespace acceldecide::db
