#pragma once

#include "core/decision/DecisionRecord.h"
#include "core/decision/DecisionRevisit.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include <QDate>

#include <map>
#include <string>

namespace acceldecide::db {

// What a revisit of a decision record compares, resolved against the catalog: the
// recorded scenario with its pins (the figures the decision was taken on, with their
// sources) and the same scenario with every catalog number let go and taken from the
// catalog as it is today (DecisionRevisit::releasePins). Evaluating both and comparing
// them is core's (DecisionRevisit::compare).
struct DecisionRevisitInputs
{
    DecisionRecord record;
    Scenario then;
    std::map<std::string, OptionProvenance> thenSources;
    Scenario now;
    std::map<std::string, OptionProvenance> nowSources;

    // Loads record `id` and resolves both scenarios; `today` becomes the released
    // scenario's as_of (the staleness of today's prices, the date of its report). Errors name the
    // record and what could not be resolved. Evaluates both scenarios (ScenarioEvaluator, with
    // their sources) and compares them (DecisionRevisit::compare); `thenEvaluation` receives the
    // recorded scenario's evaluation when given.
    RevisitResult evaluate(Evaluation *thenEvaluation = nullptr) const;

    static DatabaseResult<DecisionRevisitInputs> load(CatalogDatabase &catalog, qint64 id,
                                                      const QDate &today);
};

} // namespace acceldecide::db
