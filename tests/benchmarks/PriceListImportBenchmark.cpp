// Imports an AWS Price List EC2 CSV into a fresh catalog file and prints the wall time
// and the peak memory. A plain executable rather than a Google Benchmark: one import
// of a 300 MB file is the measurement, repeating it would only measure the page cache.
// tests/benchmarks/run-import-benchmark.sh generates the file and sets the numbers
// beside `wc -l` and the sqlite3 shell's `.import` of the same file.
//
//   price_list_import_benchmark FILE [--region REGION]

#include "database/connection/CatalogDatabase.h"
#include "database/import/AwsPriceListImporter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>

using namespace acceldecide::db;

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    QString path;
    ImportOptions options;
    const QStringList arguments = application.arguments().mid(1);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QStringLiteral("--region") && i + 1 < arguments.size())
            options.region = arguments[++i];
        else if (!arguments[i].startsWith(QStringLiteral("--")))
            path = arguments[i];
    }
    if (path.isEmpty()) {
        // CI runs every benchmark executable without arguments: nothing to measure.
        std::printf("price_list_import_benchmark: no file given; run "
                    "tests/benchmarks/run-import-benchmark.sh for the measurement\n");
        return 0;
    }

    QTemporaryDir directory;
    auto opened = CatalogDatabase::open(directory.filePath(QStringLiteral("catalog.sqlite")),
                                        CatalogDatabase::Seeding::Skip);
    if (!opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    const ImportReport report = AwsPriceListImporter::import(*opened.value(), path, options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);

    const double megabytes = double(QFileInfo(path).size()) / 1e6;
    std::printf("file           %.1f MB\n", megabytes);
    std::printf("import         %.3f s (%.0f MB/s)\n", seconds, megabytes / seconds);
    std::printf("peak RSS       %.1f MB\n", double(usage.ru_maxrss) / 1024.0);
    std::printf(
        "rows           %lld read, %lld imported, %lld skipped, %lld rejected\n",
        static_cast<long long>(report.rowsRead), static_cast<long long>(report.rowsImported),
        static_cast<long long>(report.rowsSkipped), static_cast<long long>(report.rowsRejected));
    std::printf("%s\n", qPrintable(report.message));
    for (const QString &rejection : report.rejections.mid(0, 5))
        std::printf("  %s\n", qPrintable(rejection));
    return report.refused ? 2 : 0;
}
