#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QString>

#include <map>
#include <string>

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

// One saved scenario as the compare view shows it: loaded from the catalog, its
// catalog numbers resolved and evaluated exactly as EvaluationController does for the
// open document (PriceResolver, then ScenarioEvaluator with the provenance).
struct ComparedScenario
{
    qint64 id = 0;
    QString name;
    Scenario resolved;
    Evaluation evaluation;
    std::map<std::string, OptionProvenance> provenance;
    QString problem; // why it could not be loaded or evaluated; empty when it was

    bool ok() const { return problem.isEmpty(); }
    const OptionResult *recommended() const;
    const OptionResult *baseline() const;
};

class ScenarioComparison
{
public:
    // Never throws: a failure is the result's problem text.
    static ComparedScenario evaluate(db::CatalogDatabase &catalog, qint64 id);
    static ComparedScenario evaluate(db::CatalogDatabase &catalog, qint64 id, Scenario scenario);
};

} // namespace acceldecide::ui
