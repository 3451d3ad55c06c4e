#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QDate>

#include <string>
#include <vector>

namespace acceldecide::db {

// Fills what the commitments a team already holds leave to the catalog for one option
// (Option::heldCatalogTerms), after its on-demand price is resolved:
//
// - a held Compute Savings Plan covering an option that states no
//   compute_savings_plan_discount_percent: the option's Compute Savings Plan rate for
//   its instance type and region, preferring the held plan's term and payment option,
//   set against the on-demand price of the same source and date (CatalogDiscountRule,
//   the one rule for every catalog discount). Without one the engine keeps assuming the
//   held plan's own discount, and says what the catalog lacked;
// - a held convertible reservation whose `exchange` is not stated, which does not cover
//   the option as it is: exchanged into the option's family when the catalog has a
//   convertible reservation offer for that family in the option's region
//   (ConvertibleOffers), kept (and stranded) otherwise.
//
// Each entry says in words which observations it used, or why there were none.
class HeldRateResolver
{
    Q_DECLARE_TR_FUNCTIONS(HeldRateResolver)

public:
    // An error only when the catalog cannot be read: a rate or an offer the catalog does
    // not have is no error (the engine's assumption stands, and says so).
    static DatabaseStatus resolve(CatalogLookups &lookups,
                                  const std::vector<ExistingCommitment> &held, std::size_t index,
                                  Option &option, const std::string &region, const QDate &asOf,
                                  OptionProvenance &provenance);
};

} // namespace acceldecide::db
