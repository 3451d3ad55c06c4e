#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include "core/model/Scenario.h"
#include "core/search/MarketOffer.h"

#include <vector>

namespace acceldecide::db {

// Every price observation of an instance type with accelerators, as the market search
// bills it (core's search::MarketOffer): its provider, region, stack, accelerators and
// their memory (the catalog's largest HBM figure for the chip, hbm_gb or hbm_gib), the
// purchase model and price, the same source's newest on-demand price for the type and
// region (else any source's newest), the source and date, and for spot the Spot Instance
// Advisor's Linux bucket for the type and region (the newest file's). Where the advisor
// rates a type and region the catalog prices on demand, a spot offer at the advisor's
// saving off the newest on-demand price is added, dated by the advisor's file (its
// observation id is that on-demand price's, which the option's discount is taken off).
// With a training or
// inference `workload`, each instance type also gets the catalog benchmark
// ThroughputResolver would give an option on it.
DatabaseResult<std::vector<search::MarketOffer>> marketOffers(CatalogDatabase &catalog,
                                                              const Workload &workload);

} // namespace acceldecide::db
