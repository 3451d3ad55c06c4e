#pragma once

#include "core/model/RealValuedInput.h"
#include "core/model/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Addresses one numeric input of a Scenario by name, for uncertainty targets and
// sensitivity: "workload.<field>", "team.<field>", "options.<id>.<field path>"
// (e.g. "options.trn3.throughput.tokens_per_sec_per_accelerator"). Field names are
// the scenario JSON's.
class ParameterPath
{
public:
    // The field a path names, or nullptr (with the reason in *error) when the path is
    // unknown or names a field the scenario does not set.
    static double *resolve(Scenario &scenario, std::string_view path, std::string *error = nullptr);
    static std::optional<double> value(const Scenario &scenario, std::string_view path);

    // A path in words for people: "Tokens served per day", "Porting effort (trn3)".
    static std::string describe(std::string_view path);
    // describe() as the scenario holds the field: an option whose throughput is
    // estimated has an estimated throughput, not a measured one.
    static std::string describe(const Scenario &scenario, std::string_view path);

    // The Workload member a "workload.<field>" path names, or nullptr when the field is
    // unknown or unused by this workload kind (the same rules as resolve()).
    static double Workload::*workloadMember(std::string_view path, WorkloadKind kind);

    // Every real-valued input that is set and can move a cost: not ids, counts or
    // the horizon. Stable order: workload, team, then options in order.
    static std::vector<std::string> realValuedInputs(const Scenario &scenario);
    // The same inputs as their parts, in the same order, without building a path.
    static std::vector<RealValuedInput> realValuedInputFields(const Scenario &scenario);
};

} // namespace acceldecide
