#include "database/pricing/ConvertibleOffers.h"

#include "database/pricing/SourceStanding.h"
#include "database/schema/CatalogSchema.h"

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

// p.id, t.name, p.purchase_model, p.payment_option, s.title, p.observed_date. The family
// is matched on the name's prefix with SUBSTR, which both backends spell alike (LIKE
// would read an instance name's "_" as a wildcard, and differs in case between them).
QString offerQuery()
{
    return QStringLiteral(
               "SELECT p.%1, t.%2, p.%3, p.%4, s.%5, p.%6 FROM %7 p JOIN %8 t ON t.%1 = p.%9 "
               "JOIN %10 s ON s.%1 = p.%11 WHERE SUBSTR(t.%2, 1, :length) = :prefix AND "
               "p.%12 = :region AND p.%3 IN ('reserved_1y', 'reserved_3y') AND p.%13 = "
               "'convertible' ORDER BY %14, p.%6 DESC, p.%1 DESC LIMIT 1")
        .arg(name(kId), name(instanceTypes::kName), name(priceObservations::kPurchaseModel),
             name(priceObservations::kPaymentOption), name(sources::kTitle),
             name(priceObservations::kObservedDate), name(priceObservations::kTable),
             name(instanceTypes::kTable), name(priceObservations::kInstanceTypeId))
        .arg(name(sources::kTable), name(kSourceId), name(priceObservations::kRegion),
             name(priceObservations::kOfferingClass),
             SourceStanding::rankSql(SourceStanding::effectiveSql(QStringLiteral("s"))));
}

} // namespace

DatabaseResult<std::optional<ConvertibleOffer>>
ConvertibleOffers::best(CatalogLookups &lookups, const std::string &family, const QString &region)
{
    const QString prefix = QString::fromStdString(family) + QLatin1Char('.');
    const auto rows = lookups.select(offerQuery(), {{QStringLiteral(":length"), prefix.size()},
                                                    {QStringLiteral(":prefix"), prefix},
                                                    {QStringLiteral(":region"), region}});
    if (!rows)
        return DatabaseError{name(priceObservations::kTable),
                             {},
                             name(priceObservations::kOfferingClass),
                             rows.error().message};
    if (rows.value()->empty())
        return std::optional<ConvertibleOffer>{};
    const QVariantList &row = rows.value()->front();
    return std::optional<ConvertibleOffer>{
        ConvertibleOffer{row[1].toString(), row[2].toString(), row[3].toString(), row[4].toString(),
                         row[5].toString(), row[0].toLongLong()}};
}

} // namespace acceldecide::db
