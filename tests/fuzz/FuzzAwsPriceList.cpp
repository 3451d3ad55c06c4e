// fuzz_aws_price_list: AwsPriceListImporter::import over a QBuffer (the AWS Price List
// EC2 offer CSV: a five-line preamble, the header, price rows) into a seeded in-memory
// catalog.
//
// Input: the CSV itself. Two options follow from the input's length, so that every
// corpus file stays a plain price list: a length divisible by 7 keeps only us-east-1
// (ImportOptions::region), one divisible by 11 cancels the import once its first block
// of rows has been written (from the progress callback), which must roll everything
// back. Invariants: the report's counts add up; a refused or cancelled import writes
// nothing; a committed one touches only sources, instance types, offerings and prices,
// adds at most one source and at most one price per imported row; now and then the
// catalog passes integrity and foreign-key checks.

#include "FuzzCatalog.h"
#include "FuzzCheck.h"
#include "database/import/AwsPriceListImporter.h"
#include "database/schema/CatalogSchema.h"

#include <QBuffer>
#include <QByteArray>
#include <QSet>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>

using namespace acceldecide;
using namespace acceldecide::fuzz;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    initializeQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    db::CatalogDatabase &database = catalog();

    QBuffer buffer;
    // The importer only reads: no copy of the input.
    buffer.setData(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    buffer.open(QIODevice::ReadOnly);

    std::atomic<bool> cancel{false};
    db::ImportOptions options;
    if (size % 7 == 0)
        options.region = QStringLiteral("us-east-1");
    const bool cancelling = size % 11 == 0;
    if (cancelling) {
        options.cancel = &cancel;
        options.progress = [&cancel](qint64, qint64) {
            cancel.store(true);
        };
    }

    const TableCounts before = tableCounts(database);
    const db::ImportReport report = db::AwsPriceListImporter::import(database, buffer, options);
    const TableCounts after = tableCounts(database);
    checkReport(report, before, after);
    if (verbose())
        std::fprintf(stderr, "%s\n  %s\n", qPrintable(describe(report)),
                     qPrintable(describe(before, after)));
    if (cancelling)
        FUZZ_CHECK(report.refused || report.cancelled,
                   "an import cancelled in its progress callback went on: " +
                       describe(report).toStdString());
    if (report.refused || report.cancelled)
        return 0;

    checkNumbers(database);
    namespace schema = db::schema;
    static const QSet<QString> written = {QLatin1String(schema::sources::kTable),
                                          QLatin1String(schema::instanceTypes::kTable),
                                          QLatin1String(schema::instanceOfferings::kTable),
                                          QLatin1String(schema::priceObservations::kTable)};
    for (std::size_t i = 0; i < before.size(); ++i) {
        const auto &[table, count] = before[i];
        const qint64 added = after[i].second - count;
        FUZZ_CHECK(added >= 0, "the import removed rows of " + table.toStdString());
        FUZZ_CHECK(added == 0 || written.contains(table), "the import wrote to " +
                                                              table.toStdString() + ": " +
                                                              describe(report).toStdString());
        if (table == QLatin1String(schema::sources::kTable))
            FUZZ_CHECK(added <= 1, "the import added " + std::to_string(added) + " sources");
        if (table == QLatin1String(schema::priceObservations::kTable))
            FUZZ_CHECK(added <= report.rowsImported,
                       "more prices added (" + std::to_string(added) +
                           ") than rows imported: " + describe(report).toStdString());
    }
    return 0;
}
