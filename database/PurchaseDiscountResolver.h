#pragma once

#include "database/DatabaseError.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QSqlDatabase>

#include <string>

namespace acceldecide::db {

// Fills a flat purchase's discount when the scenario leaves it to the catalog: the
// newest price for the purchase model and its plan type or offering class (no-upfront
// first: the purchase has no payment option), as a discount off the same source's
// on-demand price (PurchaseModelPrices). The provenance warning names the observations.
class PurchaseDiscountResolver
{
public:
    // An error names `options[index].purchase.discount_percent` when the catalog cannot
    // give the discount, and why.
    static DatabaseStatus resolve(QSqlDatabase &db, std::size_t index, Option &option,
                                  const std::string &region, OptionProvenance &provenance);
};

} // namespace acceldecide::db
