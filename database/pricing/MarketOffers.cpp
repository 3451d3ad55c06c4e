#include "database/pricing/MarketOffers.h"

#include "database/catalog/CatalogLookups.h"
#include "database/pricing/ThroughputResolver.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <map>

namespace acceldecide::db {

namespace {

using schema::name;

QString offersSql()
{
    namespace po = schema::priceObservations;
    namespace it = schema::instanceTypes;
    namespace ac = schema::accelerators;
    namespace as = schema::acceleratorSpecs;
    namespace so = schema::sources;
    // The on-demand price a discount is taken off: the same source's newest for the type
    // and region, else any source's newest.
    const QString onDemand =
        QStringLiteral("(SELECT o.%1 FROM %2 o WHERE o.%3 = p.%3 AND o.%4 = p.%4 AND "
                       "o.%5 = 'on_demand' %6 ORDER BY o.%7 DESC, o.%8 DESC LIMIT 1)")
            .arg(name(po::kHourlyUsd), name(po::kTable), name(po::kInstanceTypeId),
                 name(po::kRegion), name(po::kPurchaseModel));
    const QString sameSource =
        onDemand.arg(QStringLiteral("AND o.%1 = p.%1").arg(name(schema::kSourceId)),
                     name(po::kObservedDate), name(schema::kId));
    const QString anySource = onDemand.arg(QString(), name(po::kObservedDate), name(schema::kId));
    const QString memory =
        QStringLiteral("(SELECT MAX(CASE s.%1 WHEN 'hbm_gb' THEN s.%2 * 1e9 "
                       "ELSE s.%2 * 1073741824.0 END) FROM %3 s WHERE s.%4 = a.%5 AND "
                       "s.%1 IN ('hbm_gb', 'hbm_gib'))")
            .arg(name(as::kSpec), name(as::kValue), name(as::kTable), name(as::kAcceleratorId),
                 name(schema::kId));
    const QString peak =
        QStringLiteral("(SELECT MAX(s.%1) FROM %2 s WHERE s.%3 = a.%4 AND s.%5 IN "
                       "('bf16_dense_tflops', 'fp16_dense_tflops', 'fp8_dense_tflops'))")
            .arg(name(as::kValue), name(as::kTable), name(as::kAcceleratorId), name(schema::kId),
                 name(as::kSpec));
    return QStringLiteral("SELECT i.%1, i.%2, p.%3, a.%4, a.%5, i.%6, %7, p.%8, p.%9, "
                          "COALESCE(%10, %11), p.%12, p.%13, src.%14, p.%15, p.%16, PEAK "
                          "FROM %17 p JOIN %18 i ON p.%19 = i.%16 "
                          "JOIN %20 a ON i.%21 = a.%16 "
                          "LEFT JOIN %22 src ON p.%23 = src.%16 "
                          "WHERE i.%6 > 0 ORDER BY i.%1, p.%3, p.%8, p.%15, p.%16")
        .arg(name(it::kName), name(it::kProvider), name(po::kRegion), name(ac::kStack),
             name(ac::kName), name(it::kAcceleratorsPerInstance), memory, name(po::kPurchaseModel),
             name(po::kHourlyUsd))
        .arg(sameSource, anySource, name(po::kPaymentOption), name(po::kOfferingClass),
             name(so::kTitle), name(po::kObservedDate), name(schema::kId), name(po::kTable),
             name(it::kTable))
        .arg(name(po::kInstanceTypeId), name(ac::kTable), name(it::kAcceleratorId),
             name(so::kTable), name(schema::kSourceId))
        .replace(QStringLiteral("PEAK"), peak);
}

std::string text(const QVariant &value)
{
    return value.isNull() ? std::string() : value.toString().toStdString();
}

// The catalog benchmark for each instance type, looked up once per type.
DatabaseStatus addThroughput(CatalogDatabase &catalog, const Workload &workload,
                             std::vector<search::MarketOffer> &offers)
{
    CatalogLookups lookups(catalog);
    std::map<std::string, std::pair<std::optional<double>, std::string>> byType;
    for (const search::MarketOffer &offer : offers) {
        if (byType.count(offer.instanceType))
            continue;
        Option probe;
        probe.id = offer.instanceType;
        probe.instanceType = offer.instanceType;
        probe.stack = offer.stack;
        OptionProvenance provenance;
        auto &found = byType[offer.instanceType];
        // A type without a benchmark is an answer ("none"), not a failure of the search.
        if (!ThroughputResolver::resolve(lookups, 0, probe, workload, provenance) ||
            !probe.throughput || !probe.throughput->isMeasured())
            continue;
        found.first = probe.throughput->tokensPerSecPerAccelerator;
        if (provenance.throughput)
            found.second = "catalog benchmark: " + provenance.throughput->title;
    }
    for (search::MarketOffer &offer : offers) {
        const auto &[tokens, source] = byType[offer.instanceType];
        offer.catalogTokensPerSecPerAccelerator = tokens;
        offer.throughputSource = source;
    }
    return {};
}

struct AdvisorRow
{
    search::InterruptionBucket bucket;
    double savingsPercent = 0.0;
};

// The newest on-demand offer of each type and region: what an advisor saving is taken off.
std::map<std::pair<std::string, std::string>, const search::MarketOffer *>
newestOnDemand(const std::vector<search::MarketOffer> &offers)
{
    std::map<std::pair<std::string, std::string>, const search::MarketOffer *> found;
    for (const search::MarketOffer &offer : offers) {
        if (offer.purchaseModel != PurchaseModel::OnDemand)
            continue;
        const search::MarketOffer *&slot = found[{offer.instanceType, offer.region}];
        if (!slot || offer.observedDate > slot->observedDate)
            slot = &offer;
    }
    return found;
}

// A spot offer for every type and region the advisor rates and the catalog prices on
// demand: the advisor's saving (its 30-day average against on-demand) off the newest
// on-demand price there, dated by the advisor's file. Beside a spot price the catalog
// holds, it is another observation: the newer is billed, --every-observation shows both.
std::vector<search::MarketOffer>
advisorSpotOffers(const std::map<std::pair<std::string, std::string>, AdvisorRow> &advisor,
                  const std::vector<search::MarketOffer> &offers)
{
    const auto onDemand = newestOnDemand(offers);
    std::vector<search::MarketOffer> added;
    for (const auto &[key, row] : advisor) {
        const auto base = onDemand.find(key);
        if (base == onDemand.end() || !(row.savingsPercent < 100.0))
            continue;
        search::MarketOffer spot = *base->second;
        spot.purchaseModel = PurchaseModel::Spot;
        spot.onDemandHourlyUsd = base->second->hourlyUsd;
        spot.hourlyUsd = base->second->hourlyUsd * (1.0 - row.savingsPercent / 100.0);
        spot.sourceTitle =
            "AWS Spot Instance Advisor: " + QString::number(row.savingsPercent).toStdString() +
            " % average saving off on-demand (" + base->second->sourceTitle + ")";
        spot.observedDate = row.bucket.observedDate;
        spot.interruptionBucket = row.bucket;
        added.push_back(std::move(spot));
    }
    return added;
}

// The Spot Instance Advisor's Linux rows, the newest file's: each spot offer's bucket,
// and spot offers of their own at the advisor's saving.
DatabaseStatus addSpotAdvisor(QSqlDatabase &database, std::vector<search::MarketOffer> &offers)
{
    namespace sa = schema::spotAdvisor;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    const QString sql =
        QStringLiteral("SELECT %1, %2, %3, %4, %5, %6, %10 FROM %7 WHERE %8 = 'Linux' "
                       "ORDER BY %6, %9")
            .arg(name(sa::kInstanceType), name(sa::kRegion), name(sa::kBucketMinPercent),
                 name(sa::kBucketMaxPercent), name(sa::kBucketLabel), name(sa::kObservedDate),
                 name(sa::kTable), name(sa::kOs), name(schema::kId))
            .arg(name(sa::kSavingsPercent));
    if (!query.exec(sql))
        return DatabaseError{name(sa::kTable), {}, {}, query.lastError().text()};
    std::map<std::pair<std::string, std::string>, AdvisorRow> newest;
    while (query.next()) {
        AdvisorRow row;
        row.bucket.minPercent = query.value(2).toDouble();
        if (!query.value(3).isNull())
            row.bucket.maxPercent = query.value(3).toDouble();
        row.bucket.label = text(query.value(4));
        row.bucket.observedDate = text(query.value(5));
        row.savingsPercent = query.value(6).toDouble();
        newest[{text(query.value(0)), text(query.value(1))}] = row; // later dates win
    }
    for (search::MarketOffer &offer : offers) {
        if (offer.purchaseModel != PurchaseModel::Spot)
            continue;
        if (const auto found = newest.find({offer.instanceType, offer.region});
            found != newest.end())
            offer.interruptionBucket = found->second.bucket;
    }
    std::vector<search::MarketOffer> added = advisorSpotOffers(newest, offers);
    offers.insert(offers.end(), std::make_move_iterator(added.begin()),
                  std::make_move_iterator(added.end()));
    return {};
}

} // namespace

DatabaseResult<std::vector<search::MarketOffer>> marketOffers(CatalogDatabase &catalog,
                                                              const Workload &workload)
{
    QSqlQuery query(catalog.connection());
    query.setForwardOnly(true);
    if (!query.exec(offersSql()))
        return DatabaseError{
            name(schema::priceObservations::kTable), {}, {}, query.lastError().text()};
    std::vector<search::MarketOffer> offers;
    while (query.next()) {
        const auto stack = stackFromString(text(query.value(3)));
        const auto model = purchaseModelFromString(text(query.value(7)));
        if (!stack || !model)
            continue; // a chip without a stack, or a purchase model this build cannot bill
        search::MarketOffer offer;
        offer.instanceType = text(query.value(0));
        offer.provider = text(query.value(1));
        offer.region = text(query.value(2));
        offer.stack = *stack;
        offer.acceleratorName = text(query.value(4));
        offer.acceleratorsPerInstance = query.value(5).toInt();
        if (!query.value(6).isNull())
            offer.acceleratorMemoryBytes = query.value(6).toDouble();
        offer.purchaseModel = *model;
        offer.hourlyUsd = query.value(8).toDouble();
        if (!query.value(9).isNull())
            offer.onDemandHourlyUsd = query.value(9).toDouble();
        offer.paymentOption = text(query.value(10));
        offer.offeringClass = text(query.value(11));
        offer.sourceTitle = text(query.value(12));
        offer.observedDate = text(query.value(13));
        offer.observationId = query.value(14).toLongLong();
        if (!query.value(15).isNull())
            offer.peakDenseTflops = query.value(15).toDouble();
        offers.push_back(std::move(offer));
    }
    if (DatabaseStatus status = addSpotAdvisor(catalog.connection(), offers); !status)
        return status.error();
    if (workload.kind != WorkloadKind::Capacity)
        if (DatabaseStatus status = addThroughput(catalog, workload, offers); !status)
            return status.error();
    return offers;
}

} // namespace acceldecide::db
