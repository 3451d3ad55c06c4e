#pragma once

#include "core/capacity/CapacityAssessment.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <vector>

namespace acceldecide {

// The capacity facts applied to a scenario's options: each option's findings become its
// warnings and its availability score, which a criterion scored_by capacity_facts takes.
class CapacityChecks
{
public:
    // What an option buys. The instances at once: a training run's cluster, a capacity
    // workload's instances, else the instances its steady monthly usage keeps busy.
    static CapacityUse useOf(const Scenario &scenario, const Option &option,
                             const OptionResult &result);

    // Sets every option's availability and appends the findings that warn to its
    // warnings (the others become its availability's checks). Runs after
    // CapacityBlockChecks, whose instance-limit warning it reads.
    static void assess(const Scenario &scenario, std::vector<OptionResult> &options,
                       const CapacityFacts &facts = CapacityFacts::builtIn());

    static bool scoresAny(const std::vector<Criterion> &criteria);
    // `criteria` with every criterion scored_by capacity_facts scored from the options'
    // availability (in option order, as assess() left it).
    static std::vector<Criterion> scored(std::vector<Criterion> criteria,
                                         const std::vector<OptionResult> &options);
};

} // namespace acceldecide
