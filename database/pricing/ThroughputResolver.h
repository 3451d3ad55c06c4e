#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <cstddef>

namespace acceldecide::db {

// PriceResolver's throughput step, apart because it reads benchmarks, not prices.
// A catalog benchmark for the option's accelerator at the workload's model size
// (within 10 %): the pinned one, else independent measurements before vendor claims
// before estimates. A pinned benchmark with its throughput in the scenario keeps that
// value. Benchmarks record no training/serving distinction, so the choice
// is reported as a warning for the user to confirm.
// Its messages are PriceResolver's (one translation context for the whole resolution).
class ThroughputResolver
{
public:
    static DatabaseStatus resolve(CatalogLookups &lookups, std::size_t index, Option &option,
                                  const Workload &workload, OptionProvenance &provenance);
};

} // namespace acceldecide::db
