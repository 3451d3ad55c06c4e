#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// What the catalog says about one held commitment covering one option, where the
// scenario leaves it to the catalog. Filled by catalog resolution (db::HeldRateResolver,
// before evaluation, in the CLI and the window alike) into the resolved copy of the
// option; never read from nor written to a scenario file, so a saved scenario keeps only
// what the person stated. Without a catalog there are none, and the engine keeps its
// assumptions (the held plan's own discount; no exchange).
struct HeldCatalogTerms
{
    std::string heldId; // existing_commitments[].id
    // A held Compute Savings Plan: this option's Compute Savings Plan discount off its
    // on-demand price, from the catalog's rate of the same source and date as that price
    // (CatalogDiscountRule); unset when the catalog has none it may use.
    std::optional<double> computeSavingsPlanDiscountPercent;
    // A held convertible reservation whose `exchange` is not stated: whether it is
    // exchanged into this option's family, because the catalog has a convertible
    // reservation offer for that family in the option's region. Unset: not asked.
    std::optional<bool> exchange;
    // In words, what the catalog gave and where from (the observations, their source and
    // date), or why it gave nothing: the output says it beside the rate or the exchange.
    std::string source;

    friend bool operator==(const HeldCatalogTerms &, const HeldCatalogTerms &) = default;
};

// The entry for held commitment `heldId` in `terms`; nullptr when the catalog said nothing.
inline const HeldCatalogTerms *findHeldCatalogTerms(const std::vector<HeldCatalogTerms> &terms,
                                                    std::string_view heldId)
{
    for (const HeldCatalogTerms &entry : terms) {
        if (entry.heldId == heldId)
            return &entry;
    }
    return nullptr;
}

} // namespace acceldecide
