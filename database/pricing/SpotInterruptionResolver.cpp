#include "database/pricing/SpotInterruptionResolver.h"

#include "core/engine/SpotInterruptionPricing.h"
#include "database/schema/CatalogSchema.h"

namespace acceldecide::db {

namespace {

using schema::name;

// The newest row observed on or before as_of; failing that (a scenario dated before
// every import), the newest there is.
QString rowQuery()
{
    using namespace schema::spotAdvisor;
    return QStringLiteral("SELECT a.%1, a.%2, a.%3, a.%4, a.%5, s.%6 FROM %7 a JOIN %8 s ON "
                          "s.%9 = a.%10 WHERE a.%11 = :type AND a.%12 = :region AND a.%13 = "
                          "'Linux' ORDER BY (a.%5 <= :asof) DESC, a.%5 DESC, a.%14 DESC LIMIT 1")
        .arg(name(kBucketLabel), name(kBucketMinPercent), name(kBucketMaxPercent),
             name(kSavingsPercent), name(kObservedDate), name(schema::sources::kTitle),
             name(kTable), name(schema::sources::kTable), name(schema::kId),
             name(schema::kSourceId), name(kInstanceType), name(kRegion), name(kOs),
             name(schema::kId));
}

QString figure(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

} // namespace

DatabaseStatus SpotInterruptionResolver::resolve(CatalogLookups &lookups, const Scenario &scenario,
                                                 std::size_t index, Option &option,
                                                 const std::string &region, const QDate &asOf,
                                                 OptionProvenance &provenance)
{
    if (!option.purchase.interruption || option.purchase.model != PurchaseModel::Spot)
        return {};
    const QString where = QString::fromStdString(region);
    const QString type = QString::fromStdString(option.instanceType);
    const auto rows =
        lookups.select(rowQuery(), {{QStringLiteral(":type"), type},
                                    {QStringLiteral(":region"), where},
                                    {QStringLiteral(":asof"), asOf.toString(Qt::ISODate)}});
    if (!rows)
        return DatabaseError::atOption(index, "purchase.interruption", rows.error().message);
    if (rows.value()->empty())
        return DatabaseError::atOption(
            index, "purchase.interruption",
            tr("the catalog has no Spot Instance Advisor row for %1 (Linux) in %2 (catalog "
               "import --format aws-spot-advisor, or set interruption_overhead_percent)")
                .arg(type, where));
    const QVariantList &row = rows.value()->front();
    SpotInterruptionPricing::Bucket bucket;
    bucket.minPercent = row[1].toDouble();
    if (!row[2].isNull())
        bucket.maxPercent = row[2].toDouble();
    const auto priced = SpotInterruptionPricing::price(scenario, option, bucket);
    if (!priced)
        return DatabaseError::atOption(index, "purchase.interruption",
                                       QString::fromStdString(priced.error().message));
    const SpotInterruptionPricing &p = priced.value();
    SpotInterruption &interruption = *option.purchase.interruption;
    option.purchase.interruptionOverheadPercent = p.central.overheadPercent;
    interruption.lowOverheadPercent = p.low.overheadPercent;
    interruption.highOverheadPercent = p.high.overheadPercent;
    interruption.resolved = true;
    provenance.warnings.push_back(
        {"interruption_from_catalog",
         tr("spot interruptions: bucket %1 for %2 in %3 (%4, %5): %6 % a month on %7 "
            "instance(s), a mean %8 h between interruptions; checkpoint %9 min%10 and restart "
            "%11 min%12, every %13 h (Young-Daly): %14 % more hours, %15-%16 % across the "
            "bucket")
             .arg(row[0].toString(), type, where, row[5].toString(), row[4].toString())
             .arg(figure(p.centralPercentPerMonth, 1))
             .arg(p.instances)
             .arg(figure(p.central.meanHoursBetweenInterruptions, 1))
             .arg(figure(p.checkpointMinutes, 1),
                  p.checkpointDefaulted ? tr(" (default for the model size)") : QString(),
                  figure(p.restartMinutes, 1), p.restartDefaulted ? tr(" (default)") : QString())
             .arg(figure(p.central.intervalHours, 2), figure(p.central.overheadPercent, 2),
                  figure(p.low.overheadPercent, 2), figure(p.high.overheadPercent, 2))
             .toStdString()});
    if (!bucket.maxPercent)
        provenance.warnings.push_back(
            {"interruption_bucket_open_ended",
             tr("the Spot Instance Advisor says only that %1 in %2 is interrupted more than %3 % "
                "a month: its overhead is priced at %3 %, a lower bound")
                 .arg(type, where, figure(bucket.minPercent, 0))
                 .toStdString()});
    return {};
}

} // namespace acceldecide::db
