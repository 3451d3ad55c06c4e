#include "database/pricing/PriceResolver.h"

#include "core/text/MoneyFormat.h"
#include "database/catalog/CatalogLookups.h"
#include "database/connection/SqlDialect.h"
#include "database/pricing/CommitmentDiscountResolver.h"
#include "database/pricing/HeldRateResolver.h"
#include "database/pricing/PurchaseDiscountResolver.h"
#include "database/pricing/SpotInterruptionResolver.h"
#include "database/pricing/ThroughputResolver.h"
#include "database/schema/CatalogSchema.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

using Observation = RankedObservation;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QString observationQuery(const QString &where)
{
    return OnDemandRanking::select(where);
}

Observation readObservation(const QVariantList &row)
{
    return OnDemandRanking::read(row);
}

// The instance type's catalog row (id, accelerator_unit); nullptr when the catalog does
// not know it (or cannot be read: the caller then reports the type as unknown).
const QVariantList *instanceTypeRow(CatalogLookups &lookups, const std::string &instanceType)
{
    const auto rows = lookups.instanceType(instanceType);
    if (!rows || rows.value()->empty())
        return nullptr;
    return &rows.value()->front();
}

// The catalog names purchase models as core does; offerings may also be recorded per
// family ("savings_plan", "reserved").
QString offeringFamily(PurchaseModel model)
{
    switch (model) {
    case PurchaseModel::SavingsPlan1y:
    case PurchaseModel::SavingsPlan3y:
        return QStringLiteral("savings_plan");
    case PurchaseModel::Reserved1y:
    case PurchaseModel::Reserved3y:
        return QStringLiteral("reserved");
    default:
        return QString::fromLatin1(toString(model));
    }
}

// What the catalog says one accelerator of the instance type counts (its row's
// accelerator_unit); nullopt when it leaves that to the stack.
std::optional<AcceleratorUnit> catalogUnit(const QVariantList &typeRow)
{
    if (typeRow[1].isNull())
        return std::nullopt;
    return acceleratorUnitFromString(typeRow[1].toString().toStdString());
}

std::optional<Warning> unavailablePurchaseModel(CatalogLookups &lookups, qint64 typeId,
                                                const Option &option)
{
    if (option.purchase.model == PurchaseModel::Effective)
        return std::nullopt;
    // Every model the type is recorded as not offered under, asked once per type: the
    // options of a scenario mostly share their types but not their purchase models.
    const auto rows = lookups.select(
        QStringLiteral("SELECT %1 FROM %2 WHERE %3 = :type AND %4 = 0")
            .arg(name(instanceOfferings::kPurchaseModel), name(instanceOfferings::kTable),
                 name(instanceOfferings::kInstanceTypeId), name(instanceOfferings::kOffered)),
        {{QStringLiteral(":type"), typeId}});
    if (!rows)
        return std::nullopt;
    const QString exact = QString::fromLatin1(toString(option.purchase.model));
    const QString family = offeringFamily(option.purchase.model);
    const bool notOffered =
        std::any_of(rows.value()->begin(), rows.value()->end(), [&](const QVariantList &row) {
            const QString model = row[0].toString();
            return model == exact || model == family;
        });
    if (!notOffered)
        return std::nullopt;
    return Warning{
        "purchase_model_unavailable",
        PriceResolver::tr("%1 is not offered as %2 according to the catalog")
            .arg(qs(option.instanceType), QString::fromLatin1(toString(option.purchase.model)))
            .toStdString()};
}

// An option that states no provider is billed by the one the catalog files its instance
// type under (a SkyPilot import writes the cloud: "GCP", "Lambda"): outside AWS, neither
// the team's AWS credits nor its private discount apply, and the warning says who bills.
std::optional<Warning> billedByCatalogProvider(const QVariantList &typeRow, Option &option)
{
    const QString provider = typeRow.size() > 2 ? typeRow[2].toString() : QString();
    if (option.provider || provider.isEmpty() ||
        provider.compare(QLatin1String("AWS"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    option.provider = provider.toStdString();
    return Warning{"provider_from_catalog",
                   PriceResolver::tr("%1 is billed by %2, the catalog's provider for it: AWS "
                                     "credits and the private discount do not apply")
                       .arg(qs(option.instanceType), provider)
                       .toStdString()};
}

// The provenance of a catalog price and the warnings about it: stale against as_of,
// other sources disagreeing. `used` carries the value the option is evaluated with.
DatabaseStatus reportSource(CatalogLookups &lookups, std::size_t index, const Observation &used,
                            const QString &region, const Option &option, const QDate &asOf,
                            OptionProvenance &provenance)
{
    const QDate observed = QDate::fromString(used.observedDate, Qt::ISODate);
    const bool stale = observed.isValid() && observed.daysTo(asOf) > PriceResolver::kStaleAfterDays;
    const auto group = OnDemandRanking::group(lookups, used.instanceTypeId, region);
    if (!group)
        return DatabaseError::atOption(index, "instance_hourly_usd", group.error().message);
    provenance.price = PriceSource{
        used.sourceTitle.toStdString(),
        used.observedDate.toStdString(),
        stale,
        used.id,
        used.sourceKind.toStdString(),
        used.standing.toStdString(),
        OnDemandRanking::chosenBecause(group.value(), used, option.priceObservationId.has_value())};
    if (stale)
        provenance.warnings.push_back(
            {"stale_price",
             PriceResolver::tr(
                 "%1 price observed %2, more than %3 days before the scenario's as_of date")
                 .arg(qs(option.instanceType), used.observedDate,
                      QString::number(PriceResolver::kStaleAfterDays))
                 .toStdString()});
    if (auto warning = OnDemandRanking::conflict(group.value(), used, option.instanceType))
        provenance.warnings.push_back(*warning);
    return {};
}

// A saved scenario pins the price it was evaluated with (value and observation): the
// value is kept whatever the catalog says now, so reopening gives the same numbers, but
// the observation still names its source, and a row edited or deleted since is reported.
DatabaseStatus checkPinnedPrice(CatalogLookups &lookups, std::size_t index, qint64 typeId,
                                const QString &region, const Option &option, const QDate &asOf,
                                OptionProvenance &provenance)
{
    const double pinned = *option.instanceHourlyUsd;
    const auto rows = lookups.select(observationQuery(QStringLiteral("p.%1 = :id").arg(name(kId))),
                                     {{QStringLiteral(":id"), *option.priceObservationId}});
    if (!rows)
        return DatabaseError::atOption(index, "price_observation_id", rows.error().message);
    if (rows.value()->empty()) {
        provenance.warnings.push_back(
            {"pinned_price_missing",
             PriceResolver::tr("%1: keeping the pinned %2/h; price observation %3 is no longer "
                               "in the catalog")
                 .arg(qs(option.instanceType), qs(MoneyFormat::usd(pinned, 2)),
                      QString::number(*option.priceObservationId))
                 .toStdString()});
        return {};
    }
    Observation used = readObservation(rows.value()->front());
    if (used.instanceTypeId != typeId)
        return DatabaseError::atOption(
            index, "price_observation_id",
            PriceResolver::tr("observation %1 is for another instance type").arg(used.id));
    const double catalogValue = used.hourlyUsd;
    used.hourlyUsd = pinned;
    if (DatabaseStatus status =
            reportSource(lookups, index, used, region, option, asOf, provenance);
        !status)
        return status;
    if (catalogValue != pinned)
        provenance.warnings.push_back(
            {"pinned_price_changed",
             PriceResolver::tr("%1: keeping the pinned %2/h; the catalog's observation %3 (%4, "
                               "%5) now says %6/h")
                 .arg(qs(option.instanceType), qs(MoneyFormat::usd(pinned, 2)),
                      QString::number(used.id), used.sourceTitle, used.observedDate,
                      qs(MoneyFormat::usd(catalogValue, 2)))
                 .toStdString()});
    return {};
}

DatabaseStatus resolvePrice(CatalogLookups &lookups, std::size_t index, Option &option,
                            const QDate &asOf, OptionProvenance &provenance)
{
    const QString region =
        QString::fromStdString(option.region.value_or(PriceResolver::kDefaultRegion));
    const bool block = option.purchase.model == PurchaseModel::CapacityBlock;
    const bool givesOwnPrice = option.instanceHourlyUsd ||
                               option.purchase.model == PurchaseModel::Effective ||
                               (block && option.purchase.hourlyUsd);
    const QVariantList *typeRow = instanceTypeRow(lookups, option.instanceType);
    if (!typeRow) {
        // An option with its own price needs nothing from the catalog: an instance type
        // the catalog does not know (a GPU cloud's product name, say) is no error then.
        if (givesOwnPrice)
            return {};
        return DatabaseError::atOption(index, "instance_type",
                                       PriceResolver::tr("\"%1\" is not in the catalog")
                                           .arg(QString::fromStdString(option.instanceType)));
    }
    const qint64 typeId = (*typeRow)[0].toLongLong();
    if (auto warning = billedByCatalogProvider(*typeRow, option))
        provenance.warnings.push_back(*warning);
    if (auto warning = unavailablePurchaseModel(lookups, typeId, option))
        provenance.warnings.push_back(*warning);
    if (!option.acceleratorUnit)
        option.acceleratorUnit = catalogUnit(*typeRow);
    if (option.instanceHourlyUsd && option.priceObservationId)
        return checkPinnedPrice(lookups, index, typeId, region, option, asOf, provenance);
    if (givesOwnPrice)
        return {}; // the scenario gives its own price

    const auto rows =
        option.priceObservationId
            ? lookups.select(observationQuery(QStringLiteral("p.%1 = :id").arg(name(kId))),
                             {{QStringLiteral(":id"), *option.priceObservationId}})
            : lookups.select(
                  observationQuery(OnDemandRanking::groupWhere()) + QStringLiteral(" ORDER BY ") +
                      OnDemandRanking::order() + QStringLiteral(" LIMIT 1"),
                  {{QStringLiteral(":type"), typeId}, {QStringLiteral(":region"), region}});
    if (!rows)
        return DatabaseError::atOption(index, "instance_hourly_usd", rows.error().message);
    if (rows.value()->empty()) {
        // A capacity block is billed at its own rate: the on-demand price is only shown.
        if (block && !option.priceObservationId)
            return {};
        if (option.priceObservationId)
            return DatabaseError::atOption(
                index, "price_observation_id",
                PriceResolver::tr("no price observation %1 in the catalog")
                    .arg(*option.priceObservationId));
        return DatabaseError::atOption(
            index, "instance_hourly_usd",
            PriceResolver::tr("missing, and the catalog has no on-demand price for "
                              "%1 in %2")
                .arg(QString::fromStdString(option.instanceType), region));
    }
    const Observation chosen = readObservation(rows.value()->front());
    if (chosen.instanceTypeId != typeId)
        return DatabaseError::atOption(
            index, "price_observation_id",
            PriceResolver::tr("observation %1 is for another instance type").arg(chosen.id));
    option.instanceHourlyUsd = chosen.hourlyUsd;
    return reportSource(lookups, index, chosen, region, option, asOf, provenance);
}

// Spot prices are observed per availability zone. The region's spot price is the
// highest zone's (conservative: capacity may only be left there); the warning gives it
// with the range and the discount it implies, beside the scenario's own discount.
std::optional<Warning> spotRange(CatalogLookups &lookups, const Option &option)
{
    if (option.purchase.model != PurchaseModel::Spot || !option.instanceHourlyUsd)
        return std::nullopt;
    const QVariantList *typeRow = instanceTypeRow(lookups, option.instanceType);
    if (!typeRow)
        return std::nullopt;
    // The newest observation per zone, then the range over zones.
    const auto rows = lookups.select(
        QStringLiteral("SELECT MIN(hourly), MAX(hourly), COUNT(*) FROM ("
                       "SELECT %1 AS hourly, ROW_NUMBER() OVER (PARTITION BY %2 "
                       "ORDER BY %3 DESC, %4 DESC) AS newest "
                       "FROM %5 WHERE %6 = :type AND %7 = :region AND %8 = 'spot' "
                       "AND %9 IS NOT NULL) AS zones WHERE newest = 1")
            .arg(name(priceObservations::kHourlyUsd), name(priceObservations::kAvailabilityZone),
                 name(priceObservations::kObservedDate), name(kId), name(priceObservations::kTable),
                 name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
                 name(priceObservations::kPurchaseModel),
                 name(priceObservations::kAvailabilityZone)),
        {{QStringLiteral(":type"), (*typeRow)[0].toLongLong()},
         {QStringLiteral(":region"),
          QString::fromStdString(option.region.value_or(PriceResolver::kDefaultRegion))}});
    if (!rows || rows.value()->empty() || rows.value()->front()[2].toInt() == 0)
        return std::nullopt;
    const QVariantList &range = rows.value()->front();
    const double lowest = range[0].toDouble();
    const double highest = range[1].toDouble();
    const double impliedDiscount = (1.0 - highest / *option.instanceHourlyUsd) * 100.0;
    return Warning{"spot_price_range",
                   PriceResolver::tr("%1 spot in the catalog: %2-%3/h across %4 zones; the region "
                                     "price is the highest, a %5 % discount (the scenario "
                                     "assumes %6 %)")
                       .arg(qs(option.instanceType), qs(MoneyFormat::usd(lowest, 2)),
                            qs(MoneyFormat::usd(highest, 2)), QString::number(range[2].toInt()),
                            qs(MoneyFormat::number(impliedDiscount, 1)),
                            qs(MoneyFormat::number(option.purchase.discountPercent, 1)))
                       .toStdString()};
}

} // namespace

DatabaseResult<std::map<std::string, OptionProvenance>>
PriceResolver::resolve(CatalogDatabase &catalog, Scenario &scenario, const QDate &asOf)
{
    CatalogLookups lookups(catalog);
    return resolve(lookups, scenario, asOf);
}

DatabaseResult<std::map<std::string, OptionProvenance>>
PriceResolver::resolve(CatalogLookups &lookups, Scenario &scenario, const QDate &asOf)
{
    // Every field the catalog cannot fill is reported, not only the first: a scenario
    // with four discounts left to the catalog is mended in one pass, not four.
    std::vector<DatabaseError> errors;
    const auto keep = [&](DatabaseStatus status) {
        if (!status)
            errors.push_back(status.error());
    };
    std::map<std::string, OptionProvenance> provenance;
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        Option &option = scenario.options[i];
        OptionProvenance &entry = provenance[option.id];
        const std::string region = option.region.value_or(kDefaultRegion);
        keep(resolvePrice(lookups, i, option, asOf, entry));
        keep(PurchaseDiscountResolver::resolve(lookups, i, option, region, asOf, entry));
        keep(CommitmentDiscountResolver::resolve(lookups, i, option, region, asOf, entry));
        keep(HeldRateResolver::resolve(lookups, scenario.existingCommitments, i, option, region,
                                       asOf, entry));
        keep(SpotInterruptionResolver::resolve(lookups, scenario, i, option, region, asOf, entry));
        if (auto warning = spotRange(lookups, option))
            entry.warnings.push_back(*warning);
        const bool pinnedThroughput =
            option.benchmarkId && option.throughput && option.throughput->isMeasured();
        if ((!option.throughput || pinnedThroughput) &&
            scenario.workload.kind != WorkloadKind::Capacity)
            keep(ThroughputResolver::resolve(lookups, i, option, scenario.workload, entry));
    }
    if (!errors.empty())
        return DatabaseError::combined(std::move(errors));
    return provenance;
}

} // namespace acceldecide::db
