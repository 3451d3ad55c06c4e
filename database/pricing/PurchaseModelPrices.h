#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include "core/model/CommitmentPlan.h"
#include "core/model/Scenario.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace acceldecide::db {

// Which catalog price a discount is taken from. The purchase model gives the term; the
// plan type (savings plans) or offering class (reservations) is a filter, since their
// rates differ. How the price is paid is a filter when given: a commitment's discount
// depends on it. A flat `purchase` has no payment option: any is taken, no-upfront first.
struct PriceKind
{
    PurchaseModel model = PurchaseModel::OnDemand;
    SavingsPlanType plan = SavingsPlanType::Compute;       // savings plans
    OfferingClass offeringClass = OfferingClass::Standard; // reservations
    std::optional<PaymentOption> payment;
    // When set, only prices of this source observed on this date: those of the
    // on-demand observation the option is priced with (CatalogDiscountRule).
    std::optional<qint64> sourceId = std::nullopt;
    QString observedDate = {};

    static PriceKind of(const Purchase &purchase);
    static PriceKind of(const Commitment &commitment, PurchaseModel model);
};

// A catalog price for a discounted purchase model, as a discount off the same source's
// on-demand price.
struct PurchaseModelPrice
{
    PurchaseModel model = PurchaseModel::OnDemand;
    double hourlyUsd = 0.0;         // per instance-hour, upfront fees already spread
    double onDemandHourlyUsd = 0.0; // the same source's, for the same type and region
    double discountPercent = 0.0;   // (1 - hourly / on-demand) x 100; may be out of range
    QString paymentOption;          // "no_upfront", ...; empty when the source gives none
    QString offeringClass;          // as stored ("compute", "standard", ...); empty: not stated
    QString sourceTitle;
    QString observedDate; // ISO date of the discounted price
    qint64 observationId = 0;
    qint64 onDemandObservationId = 0;
    QString standing; // the source's (SourceStanding); empty when not stated
};

// A price of the wanted kind that cannot be turned into a discount: its source gives no
// on-demand price for the same instance type and region.
struct UnpairedPrice
{
    double hourlyUsd = 0.0;
    QString sourceTitle;
    QString observedDate;
    qint64 observationId = 0;
};

struct PurchaseModelLookup
{
    std::optional<PurchaseModelPrice> price;
    // The newest price of the kind that was passed over for want of its source's
    // on-demand price: newer than `price`, or the reason there is none.
    std::optional<UnpairedPrice> unpaired;
    // Without a price for the payment option asked: the newest usable price of the kind
    // whose source does not say how it is paid (it matches no payment option).
    std::optional<UnpairedPrice> paymentNotStated;
};

// The catalog's prices for savings plans, reservations and spot. One rule for the whole
// application (the resolvers' discounts from the catalog and the purchase-model chart):
// among the prices of the wanted kind (PriceKind) for the instance type and region, the
// best-ranked one (the source's standing, then the newest: OnDemandRanking's order)
// whose source also gives an on-demand price for that type and region on the same
// date, set against that on-demand price. Another source's or another date's on-demand
// price never stands in: sources disagree (price cuts, list versus blog), and that
// disagreement would read as a discount. For spot, among the newest observations the
// highest zone's.
//
// A row whose offering_class is NULL (the seed articles, hand-entered rows: sources
// that do not name it) counts as a Compute Savings Plan or a standard reservation.
// The importers always record it, so NULL only comes from sources that do not say.
// The seed's only savings-plan prices (seed 001) quote one discount for two instance
// families (Trainium3 and H100) at once, which only a Compute Savings Plan gives; an
// EC2 Instance Savings Plan is bought per family. An unqualified "reserved instance"
// price is AWS's standard class (convertible ones are always named so).
class PurchaseModelPrices
{
public:
    static DatabaseResult<PurchaseModelLookup> newest(QSqlDatabase &db, qint64 instanceTypeId,
                                                      const QString &region, const PriceKind &kind);
    // The same by instance type name; nothing found when the type is unknown.
    static DatabaseResult<PurchaseModelLookup> newest(QSqlDatabase &db,
                                                      const std::string &instanceType,
                                                      const QString &region, const PriceKind &kind);
    // Both through a price resolution's lookups (each answer read once per resolution).
    static DatabaseResult<PurchaseModelLookup> newest(CatalogLookups &lookups,
                                                      qint64 instanceTypeId, const QString &region,
                                                      const PriceKind &kind);
    static DatabaseResult<PurchaseModelLookup> newest(CatalogLookups &lookups,
                                                      const std::string &instanceType,
                                                      const QString &region, const PriceKind &kind);

    // Every discounted model core compares (savings plans, reserved, spot) the catalog
    // prices for `instanceType` in `region`, in kComparedPurchaseModels order, for the
    // default kinds (Compute Savings Plan, standard reservation, any payment option);
    // empty when the instance type is unknown.
    static DatabaseResult<std::vector<PurchaseModelPrice>>
    forInstance(CatalogDatabase &catalog, const std::string &instanceType,
                const std::string &region);

    // The newest capacity_block rate per instance-hour for `instanceType` in `region`,
    // from any source: a block is priced on its own, not against on-demand. Nothing when
    // the catalog has none.
    static DatabaseResult<std::optional<UnpairedPrice>>
    newestBlockRate(QSqlDatabase &db, const std::string &instanceType, const QString &region);
    static DatabaseResult<std::optional<UnpairedPrice>>
    newestBlockRate(CatalogLookups &lookups, const std::string &instanceType,
                    const QString &region);
};

} // namespace acceldecide::db
