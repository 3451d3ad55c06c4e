#pragma once

#include "core/model/ProfileResult.h"
#include "core/model/Scenario.h"
#include "core/model/WorkloadProfile.h"

#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Seed 000's migration-effort table (its words mapped Days = 0.4-1, Weeks = 2-6,
// Months = 8-26 weeks) and seed 004's team-experience table, as rows of
// resources/profile/porting-estimates.csv keyed by architecture and team ("any", "new"
// to Neuron, "experienced"). The estimate is the union of the matching rows: the seeds
// disagree (a standard model is "Days" in seed 000 and 2-3 weeks in seed 004), so the
// range holds both and lists each row.
class PortingEstimator
{
public:
    struct Row
    {
        std::string architecture;
        std::string team; // any | new | experienced
        PortingEstimateRow estimate;
    };

    static const PortingEstimator &builtIn();
    static PortingEstimator parse(std::string_view csv, std::vector<std::string> &errors);
    static const std::vector<std::string> &builtInErrors();

    const std::vector<Row> &rows() const { return m_rows; }

    // Needs profile.architecture; without team_expertise only the "any" rows apply.
    std::optional<PortingEstimate> estimate(const WorkloadProfile &profile) const;

    // Prefills each Neuron option's migration weeks with the estimate's midpoint and
    // its uncertainty range with the estimate's range. An option without a migration
    // section gets one when the scenario has a complete team (who else would do the
    // port?); otherwise it is skipped. Returns one line per option, saying what happened.
    static std::vector<std::string> applyTo(Scenario &scenario, const PortingEstimate &estimate);

private:
    std::vector<Row> m_rows;
};

} // namespace acceldecide
