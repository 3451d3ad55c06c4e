#pragma once

#include "core/model/Scenario.h"

#include <string>
#include <string_view>

namespace acceldecide {

// One real-valued input of a scenario held as its parts (where it lives, which option, the
// field's name), so code that visits every input on every evaluation -- sensitivity --
// neither builds nor parses a path for it. The names point into the field tables, so two
// inputs naming the same field share the same characters.
struct RealValuedInput
{
    enum class Scope
    {
        Workload,
        Team,
        Option
    };

    Scope scope = Scope::Workload;
    int option = -1;                           // into scenario.options, for Scope::Option
    std::string_view group;                    // "purchase.", "throughput.", ... or empty
    std::string_view name;                     // "discount_percent"
    double Workload::*workloadField = nullptr; // for Scope::Workload

    // Its ParameterPath: "workload.<name>", "team.<name>", "options.<id>.<group><name>".
    std::string path(const Scenario &scenario) const;
    // Whether `path` names it, compared piece by piece without building its own.
    bool isNamedBy(const Scenario &scenario, std::string_view path) const;
    // Whether it is the option field `field` ("throughput.mfu_percent"), piece by piece.
    bool isOptionField(std::string_view field) const;
    // An option's money around its bill (its port, maintenance) or the team's rates that
    // price ports: moving it moves no bill.
    bool movesOnlyMoney() const;
};

} // namespace acceldecide
