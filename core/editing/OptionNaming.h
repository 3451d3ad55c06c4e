#pragma once

#include "core/model/Scenario.h"

#include <string>

namespace acceldecide {

// The name an option gets until somebody names it: its instance type and how it is
// bought ("trn3.48xlarge, Savings plan 1 y"). Such a name carries no figures, so it never
// goes stale, and it follows the option's edits until the user renames it.
class OptionNaming
{
public:
    static std::string automaticLabel(const Option &option);

    // The automatic label, with " (2)", " (3)" ... when another option of `scenario`
    // already carries it.
    static std::string uniqueAutomaticLabel(const Scenario &scenario, const Option &option);

    // `base`, or "base-2", "base-3" ... when `scenario` already has an option with that id:
    // ids stay readable and unique.
    static std::string uniqueId(const Scenario &scenario, const std::string &base);

    // Whether `option`'s label is an automatic one (with or without a numbering suffix).
    static bool hasAutomaticLabel(const Option &option);

    // After an edit from `before` to `after`: every option still carrying its automatic
    // label (same id, label untouched by the edit) gets the automatic label of its new
    // state, keeping any numbering suffix.
    static void follow(const Scenario &before, Scenario &after);
};

} // namespace acceldecide
