// Imports a cloud bill export (CUR 2.0 by default) into a fresh, seeded catalog file and
// prints the import's wall time and memory. A plain executable rather than a Google
// Benchmark: one import of a gigabyte is the measurement, repeating it in-process would
// only measure the page cache. tests/benchmarks/run-bill-import-benchmark.sh generates the
// file and sets the figures beside `wc -l` on the same file.
//
//   bill_import_benchmark FILE [--format cur2|focus] [--catalog PATH]
//
// --catalog imports into a new catalog at PATH and keeps it (to compare what two builds
// wrote); without it the catalog is a temporary file.
//
// Memory: "peak RSS" is the most the process held at any moment of the import (the open
// catalog and Qt included): its VmHWM read after the import, with the kernel's high-water
// mark reset to the resident size just before it (/proc/self/clear_refs, "5"). The peak
// of opening and seeding the catalog before it is printed apart. (Not getrusage's
// ru_maxrss: after the reset it reports less than the peak before it.)

#include "database/actuals/BillImporter.h"
#include "database/connection/CatalogDatabase.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>

using namespace acceldecide;
using namespace acceldecide::db;

namespace {

// Resets the kernel's peak-RSS mark to the current RSS; false where the kernel lacks it.
bool resetPeakRss()
{
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    return clearRefs.open(QIODevice::WriteOnly) && clearRefs.write("5") == 1;
}

// VmHWM from /proc/self/status in MB; nullopt when absent.
std::optional<double> peakRssMb()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    return std::nullopt;
}

void printReport(const BillImportReport &report, double seconds, double megabytes,
                 std::optional<double> peakBefore, bool peakWasReset)
{
    std::printf("file           %.1f MB\n", megabytes);
    std::printf("import         %.3f s (%.0f MB/s)\n", seconds, megabytes / seconds);
    if (const auto peak = peakRssMb(); peak && peakWasReset)
        std::printf("peak RSS       %.1f MB during the import (VmHWM reset before it)\n", *peak);
    if (peakBefore)
        std::printf("before         %.1f MB peak opening and seeding the catalog\n", *peakBefore);
    std::printf("rows           %lld read, %lld used, %lld skipped, %lld rejected; %lld summed "
                "rows written\n",
                static_cast<long long>(report.rowsRead), static_cast<long long>(report.rowsUsed),
                static_cast<long long>(report.skippedTotal()),
                static_cast<long long>(report.rowsRejected),
                static_cast<long long>(report.actualRows));
    std::printf("sha256         %s\n", qPrintable(report.fileSha256));
    for (const QString &rejection : report.rejections.mid(0, 5))
        std::printf("  %s\n", qPrintable(rejection));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    QString path;
    QString catalogPath;
    actuals::BillFormat format = actuals::BillFormat::Cur2;
    const QStringList arguments = application.arguments().mid(1);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QStringLiteral("--format") && i + 1 < arguments.size())
            format = arguments[++i] == QStringLiteral("focus") ? actuals::BillFormat::Focus
                                                               : actuals::BillFormat::Cur2;
        else if (arguments[i] == QStringLiteral("--catalog") && i + 1 < arguments.size())
            catalogPath = arguments[++i];
        else if (!arguments[i].startsWith(QStringLiteral("--")))
            path = arguments[i];
    }
    if (path.isEmpty()) {
        // CI runs every benchmark executable without arguments: nothing to measure.
        std::printf("bill_import_benchmark: no file given; run "
                    "tests/benchmarks/run-bill-import-benchmark.sh for the measurement\n");
        return 0;
    }

    // Seeded: the importer keeps the lines of instance types the catalog knows
    // accelerators of, so an empty catalog would skip every line unread.
    QTemporaryDir directory;
    if (catalogPath.isEmpty())
        catalogPath = directory.filePath(QStringLiteral("catalog.sqlite"));
    auto opened = CatalogDatabase::open(catalogPath, CatalogDatabase::Seeding::Load);
    if (!opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    const std::optional<double> peakBefore = peakRssMb();
    const bool peakWasReset = resetPeakRss();
    const auto start = std::chrono::steady_clock::now();
    const BillImportResult result =
        BillImporter::importFile(*opened.value(), path, format, actuals::BillFilter{});
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!result.ok()) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(result.error().error.toString()));
        return 2;
    }
    printReport(result.value(), seconds, double(QFileInfo(path).size()) / 1e6, peakBefore,
                peakWasReset);
    std::printf("%s\n", qPrintable(result.value().summary()));
    return 0;
}
