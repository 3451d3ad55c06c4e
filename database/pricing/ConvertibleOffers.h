#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"

#include <QString>

#include <optional>
#include <string>

namespace acceldecide::db {

// A convertible reservation price the catalog holds for one instance type of a family.
struct ConvertibleOffer
{
    QString instanceType;
    QString purchaseModel; // "reserved_1y" or "reserved_3y"
    QString paymentOption; // empty when the source does not say
    QString sourceTitle;
    QString observedDate;
    qint64 observationId = 0;
};

// Whether the catalog sells a convertible reservation for an instance family in a region:
// AWS exchanges a convertible reservation only for another convertible one ("for another
// Convertible Reserved Instance of the same or higher value", EC2 API Reference,
// AcceptReservedInstancesExchangeQuote, read 2026-11-28), so a family without one has
// nothing to exchange into. An offer is a reserved_1y or reserved_3y price observation
// whose offering_class is "convertible" (the AWS price list import records it; a row that
// does not name its class counts as standard, PurchaseModelPrices), for any instance type
// of the family (the name up to its first dot) in the region. Its price plays no part.
class ConvertibleOffers
{
public:
    // The best-ranked such offer (the source's standing, then the newest), or nothing.
    static DatabaseResult<std::optional<ConvertibleOffer>>
    best(CatalogLookups &lookups, const std::string &family, const QString &region);
};

} // namespace acceldecide::db
