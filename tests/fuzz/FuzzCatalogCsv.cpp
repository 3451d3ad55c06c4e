// fuzz_catalog_csv: the catalog CSV import (CatalogCsv::importFiles, what `catalog
// import --format csv DIR` runs) into a seeded in-memory catalog.
//
// Input: the files of a catalog CSV directory, each after a line "@@ <table>", e.g.
//
//   @@ sources
//   id,title,publisher,url,published_date,accessed_date,kind,notes,seed_key
//   ...
//   @@ price_observations
//   ...
//
// Bytes before the first "@@ " line are ignored. Two directive lines change the options:
// "@@region <name>" keeps only that region's prices, "@@cancel" sets the cancel flag
// before the import starts (it stops at its first row). Invariants: the report's counts add up; a
// refused or cancelled import writes nothing; a committed one adds exactly rowsImported rows, and
// importing the same files again adds nothing; now and then the catalog passes integrity and
// foreign-key checks.

#include "FuzzCatalog.h"
#include "FuzzCheck.h"
#include "database/import/CatalogCsv.h"

#include <QBuffer>
#include <QByteArray>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string_view>
#include <vector>

using namespace acceldecide;
using namespace acceldecide::fuzz;

namespace {

constexpr std::size_t kMaxFiles = 16;
// The reader's buffer: 1 MiB (the default) would be allocated and zeroed per file per
// execution; 256 bytes makes most corpus rows cross a refill, or grow the buffer.
constexpr qsizetype kReaderBuffer = 256;

struct Input
{
    std::vector<std::pair<QString, QByteArray>> files; // table, content
    QString region;
    bool cancel = false;
};

Input split(std::string_view data)
{
    Input input;
    std::size_t at = 0;
    std::pair<QString, QByteArray> *current = nullptr;
    while (at < data.size()) {
        std::size_t end = data.find('\n', at);
        end = end == std::string_view::npos ? data.size() : end + 1;
        const std::string_view line = data.substr(at, end - at);
        at = end;
        if (line.starts_with("@@")) {
            std::string_view rest = line.substr(2);
            while (!rest.empty() && (rest.back() == '\n' || rest.back() == '\r'))
                rest.remove_suffix(1);
            const QString argument = QString::fromUtf8(rest.data(), qsizetype(rest.size()));
            if (rest.starts_with(' ') && input.files.size() < kMaxFiles) {
                input.files.emplace_back(argument.mid(1), QByteArray());
                current = &input.files.back();
                continue;
            }
            if (rest.starts_with("region ")) {
                input.region = argument.mid(7);
                continue;
            }
            if (rest == "cancel") {
                input.cancel = true;
                continue;
            }
        }
        if (current)
            current->second.append(line.data(), qsizetype(line.size()));
    }
    return input;
}

db::ImportReport importOnce(db::CatalogDatabase &catalog, const Input &input,
                            const std::atomic<bool> &cancel)
{
    std::vector<std::unique_ptr<QBuffer>> buffers;
    std::vector<db::CatalogCsvFile> files;
    for (const auto &[table, content] : input.files) {
        buffers.push_back(std::make_unique<QBuffer>());
        buffers.back()->setData(content);
        files.push_back(
            {table, table + QStringLiteral(".csv"), buffers.back().get(), kReaderBuffer});
    }
    db::ImportOptions options;
    options.region = input.region;
    options.cancel = &cancel;
    return db::CatalogCsv::importFiles(catalog, files, QStringLiteral("fuzz"), options);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    initializeQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Input input = split(std::string_view(reinterpret_cast<const char *>(data), size));
    db::CatalogDatabase &database = catalog();
    const std::atomic<bool> cancel{input.cancel};

    const TableCounts before = tableCounts(database);
    const db::ImportReport report = importOnce(database, input, cancel);
    const TableCounts after = tableCounts(database);
    checkReport(report, before, after);
    if (verbose())
        std::fprintf(stderr, "%s\n  %s\n", qPrintable(describe(report)),
                     qPrintable(describe(before, after)));
    // The flag is polled before each row is written: an import with no complete row
    // (a header alone, a first row cut short) finishes without seeing it, having written
    // nothing. Whatever happens, a cancelled import writes nothing.
    if (input.cancel)
        FUZZ_CHECK(
            report.refused || report.cancelled || (report.rowsImported == 0 && before == after),
            "an import cancelled from the start wrote rows: " + describe(report).toStdString());
    if (report.refused || report.cancelled)
        return 0;
    FUZZ_CHECK(rowsAdded(before, after) == report.rowsImported,
               "rows added (" + describe(before, after).toStdString() +
                   ") differ from rows imported: " + describe(report).toStdString());
    checkNumbers(database);
    if (report.rowsImported == 0)
        return 0;

    // "Importing into a catalog that already has some of the rows adds only the rest":
    // here, all of them are there.
    const db::ImportReport again = importOnce(database, input, cancel);
    const TableCounts afterAgain = tableCounts(database);
    checkReport(again, after, afterAgain);
    FUZZ_CHECK(!again.refused && again.rowsImported == 0 && after == afterAgain,
               "importing the same files again added rows (" +
                   describe(after, afterAgain).toStdString() +
                   "): " + describe(again).toStdString());
    return 0;
}
