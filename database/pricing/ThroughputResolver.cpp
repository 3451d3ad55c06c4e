#include "database/pricing/ThroughputResolver.h"

#include "core/text/MoneyFormat.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>

namespace acceldecide::db {

using namespace schema;
using schema::name;

DatabaseStatus ThroughputResolver::resolve(CatalogLookups &lookups, std::size_t index,
                                           Option &option, const Workload &workload,
                                           OptionProvenance &provenance)
{
    const QString select =
        QStringLiteral("SELECT b.%1, b.%2, b.%3, b.%4, b.%5, b.%6, s.%7 "
                       "FROM %8 b JOIN %9 s ON s.%10 = b.%11 ")
            .arg(name(kId), name(benchmarks::kValue), name(benchmarks::kModel),
                 name(benchmarks::kBatchSize), name(benchmarks::kPrecision),
                 name(benchmarks::kProvenance), name(sources::kTitle), name(benchmarks::kTable),
                 name(sources::kTable), name(kId), name(kSourceId));
    QString sql;
    CatalogLookups::Bindings bindings;
    if (option.benchmarkId) {
        sql = select + QStringLiteral("WHERE b.%1 = :id").arg(name(kId));
        bindings = {{QStringLiteral(":id"), *option.benchmarkId}};
    } else {
        // The per-accelerator throughput metrics as the seeds and importers name them.
        sql = select + QStringLiteral("JOIN %1 i ON i.%2 = b.%3 WHERE i.%4 = :type "
                                      "AND b.%5 IN ('tokens_per_sec_per_accelerator', "
                                      "'tokens_per_sec_per_chip', 'tokens_per_sec_per_gpu') "
                                      "AND ABS(b.%6 - :params) <= 0.1 * :params "
                                      "ORDER BY CASE b.%7 WHEN 'independent' THEN 0 "
                                      "WHEN 'user_measured' THEN 0 WHEN 'vendor_claim' THEN 1 "
                                      "ELSE 2 END, b.%8 DESC LIMIT 1")
                           .arg(name(instanceTypes::kTable), name(instanceTypes::kAcceleratorId),
                                name(benchmarks::kAcceleratorId), name(instanceTypes::kName),
                                name(benchmarks::kMetric), name(benchmarks::kParamsBillion),
                                name(benchmarks::kProvenance), name(kId));
        bindings = {{QStringLiteral(":type"), QString::fromStdString(option.instanceType)},
                    {QStringLiteral(":params"), workload.modelParamsBillion}};
    }
    const auto rows = lookups.select(sql, bindings);
    if (!rows)
        return DatabaseError::atOption(index, "throughput", rows.error().message);
    // A saved scenario pins the throughput with its benchmark row: the value stays, the
    // row still names the source.
    const std::optional<double> pinned =
        option.throughput ? option.throughput->tokensPerSecPerAccelerator : std::nullopt;
    if (rows.value()->empty()) {
        if (pinned) {
            provenance.warnings.push_back(
                {"pinned_benchmark_missing",
                 QCoreApplication::translate("PriceResolver",
                                             "%1: keeping the pinned %2 tokens/s per accelerator; "
                                             "benchmark %3 is no longer in the catalog")
                     .arg(QString::fromStdString(option.instanceType),
                          QString::fromStdString(MoneyFormat::number(*pinned, 0)),
                          QString::number(*option.benchmarkId))
                     .toStdString()});
            return {};
        }
        if (option.benchmarkId)
            return DatabaseError::atOption(
                index, "benchmark_id",
                QCoreApplication::translate("PriceResolver", "no benchmark %1 in the catalog")
                    .arg(*option.benchmarkId));
        return DatabaseError::atOption(
            index, "throughput",
            QCoreApplication::translate("PriceResolver",
                                        "missing, and the catalog has no tokens/s benchmark "
                                        "for %1 at %2 B parameters")
                .arg(QString::fromStdString(option.instanceType))
                .arg(workload.modelParamsBillion));
    }
    const QVariantList &row = rows.value()->front();
    const double catalogValue = row[1].toDouble();
    const double tokensPerSec = pinned.value_or(catalogValue);
    // The catalog accepts any benchmark value (an editor may type 0); the engine needs a
    // positive throughput, so a useless row is refused here, naming it, instead of
    // failing evaluation later.
    if (!(tokensPerSec > 0.0))
        return DatabaseError::atOption(
            index, "throughput",
            QCoreApplication::translate("PriceResolver",
                                        "benchmark %1 says %2 tokens/s per accelerator; "
                                        "a throughput must be > 0")
                .arg(row[0].toString(), QString::number(tokensPerSec)));
    option.throughput = Throughput::measured(tokensPerSec);
    const std::string title = row[6].toString().toStdString();
    provenance.throughput =
        PriceSource{title, {}, false, row[0].toLongLong(), row[5].toString().toStdString()};
    if (catalogValue != tokensPerSec)
        provenance.warnings.push_back(
            {"pinned_throughput_changed",
             QCoreApplication::translate("PriceResolver",
                                         "%1: keeping the pinned %2 tokens/s per accelerator; the "
                                         "catalog's benchmark %3 (%4) now says %5")
                 .arg(QString::fromStdString(option.instanceType),
                      QString::fromStdString(MoneyFormat::number(tokensPerSec, 0)),
                      row[0].toString(), QString::fromStdString(title),
                      QString::fromStdString(MoneyFormat::number(catalogValue, 0)))
                 .toStdString()});
    QStringList detail{row[2].toString()};
    if (!row[3].isNull())
        detail << QCoreApplication::translate("PriceResolver", "batch %1").arg(row[3].toString());
    if (!row[4].isNull() && !row[4].toString().isEmpty())
        detail << row[4].toString();
    detail << row[5].toString();
    provenance.warnings.push_back(
        {"throughput_from_catalog",
         QCoreApplication::translate(
             "PriceResolver", "%1 tokens/s per accelerator from %2 (%3); check it matches this "
                              "workload")
             .arg(QString::fromStdString(MoneyFormat::number(tokensPerSec, 0)),
                  QString::fromStdString(title), detail.join(QStringLiteral(", ")))
             .toStdString()});
    return {};
}

} // namespace acceldecide::db
