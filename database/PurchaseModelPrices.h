#pragma once

#include "database/CatalogDatabase.h"
#include "database/DatabaseError.h"

#include "core/model/Scenario.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace acceldecide::db {

// A catalog price for a discounted purchase model, as a discount off on-demand.
struct PurchaseModelPrice
{
    PurchaseModel model = PurchaseModel::OnDemand;
    double hourlyUsd = 0.0;          // per instance-hour, upfront fees already spread
    double onDemandHourlyUsd = 0.0;  // what the discount is taken against
    bool sameSourceOnDemand = false; // that on-demand price is the same source's
    double discountPercent = 0.0;    // (1 - hourly / on-demand) x 100; may be out of range
    QString paymentOption;           // "no_upfront", ...; empty when the source gives none
    QString sourceTitle;
    QString observedDate; // ISO date
    qint64 observationId = 0;
};

// The catalog's prices for savings plans, reservations and spot. One rule for the whole
// application (PriceResolver's discount_from_catalog uses it too): the newest price for
// the model (for spot, among the newest observations the highest zone's; no-upfront
// before other payment options), set against the on-demand price of the *same source*
// when it gives one -- mixing sources would turn their disagreement into a discount --
// else against `fallbackOnDemandUsd`.
class PurchaseModelPrices
{
public:
    // nullopt when the catalog has no price for the model, or no on-demand price to
    // compare it with.
    // `paymentOption` (when not empty) is preferred over every other, date included:
    // a commitment's discount depends on how it is paid.
    static DatabaseResult<std::optional<PurchaseModelPrice>>
    newest(QSqlDatabase &db, qint64 instanceTypeId, const QString &region, PurchaseModel model,
           std::optional<double> fallbackOnDemandUsd, const QString &paymentOption = {});
    // The same by instance type name; nullopt too when the type is unknown.
    static DatabaseResult<std::optional<PurchaseModelPrice>>
    newest(QSqlDatabase &db, const std::string &instanceType, const QString &region,
           PurchaseModel model, std::optional<double> fallbackOnDemandUsd,
           const QString &paymentOption);

    // Every discounted model core compares (savings plans, reserved, spot) the catalog
    // prices for `instanceType` in `region`, in kComparedPurchaseModels order; empty
    // when the instance type is unknown.
    static DatabaseResult<std::vector<PurchaseModelPrice>>
    forInstance(CatalogDatabase &catalog, const std::string &instanceType,
                const std::string &region, std::optional<double> fallbackOnDemandUsd);
};

} // namespace acceldecide::db
