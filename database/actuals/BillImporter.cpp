#include "database/actuals/BillImporter.h"

#include "core/actuals/BillAggregator.h"
#include "core/actuals/Cur2RowReader.h"
#include "core/actuals/FocusRowReader.h"
#include "database/actuals/AcceleratedInstanceQuery.h"
#include "database/actuals/BillWriter.h"
#include "database/import/CsvReader.h"
#include "database/import/GzipDevice.h"
#include "database/import/HashingDevice.h"
#include "database/import/ImportSupport.h"

#include <QFile>
#include <QFileInfo>

#include <memory>
#include <variant>

namespace acceldecide::db {

namespace {

using namespace actuals;
using import::GzipDevice;
using import::HashingDevice;

BillImportError refusal(const QString &field, const QString &message)
{
    return BillImportError{true, DatabaseError{{}, {}, field, message}};
}

QString text(const std::string &value)
{
    return QString::fromStdString(value);
}

// The format's row reader over the header; refuses a header that lacks a column the
// format requires, naming the first (a CUR 2.0 file given as FOCUS, or not a bill at all).
using RowReader = std::variant<FocusRowReader, Cur2RowReader>;

Expected<RowReader, BillImportError> readerFor(BillFormat format,
                                               const std::vector<std::string_view> &header)
{
    RowReader reader = format == BillFormat::Focus ? RowReader(FocusRowReader(header))
                                                   : RowReader(Cur2RowReader(header));
    const auto missing = std::visit([](const auto &r) { return r.missingColumn(); }, reader);
    if (missing)
        return Unexpected<BillImportError>{
            refusal(text(*missing),
                    BillImporter::tr("the file is not a %1 export: its header has no column %2")
                        .arg(format == BillFormat::Focus ? QStringLiteral("FOCUS")
                                                         : QStringLiteral("CUR 2.0"),
                             text(*missing)))};
    return reader;
}

// The device chain a bill is read through, kept alive together: the file, the hash of its
// bytes, and the gzip inflater when the file is compressed.
struct BillInput
{
    QFile file;
    std::unique_ptr<HashingDevice> hashing;
    std::unique_ptr<GzipDevice> gzip;
    QIODevice *csv = nullptr;

    std::optional<QString> gzipError() const { return gzip ? gzip->error() : std::nullopt; }
};

std::optional<BillImportError> openInput(BillInput &input, const QString &path)
{
    input.file.setFileName(path);
    if (!input.file.open(QIODevice::ReadOnly))
        return refusal(QStringLiteral("file"),
                       BillImporter::tr("cannot open %1: %2").arg(path, input.file.errorString()));
    if (GzipDevice::looksParquet(input.file))
        return refusal(QStringLiteral("file"),
                       BillImporter::tr("%1 is a Parquet file, which AccelDecide cannot read "
                                        "(Debian 12 has no Parquet reader): export the bill "
                                        "as CSV (plain or gzip) instead")
                           .arg(QFileInfo(path).fileName()));
    const bool compressed = GzipDevice::looksGzip(input.file);
    input.hashing = std::make_unique<HashingDevice>(input.file);
    input.hashing->open(QIODevice::ReadOnly);
    input.csv = input.hashing.get();
    if (compressed) {
        input.gzip = std::make_unique<GzipDevice>(*input.hashing);
        input.gzip->open(QIODevice::ReadOnly);
        input.csv = input.gzip.get();
    }
    return std::nullopt;
}

void rejectLine(BillImportReport &report, qint64 line, const QString &why)
{
    ++report.rowsRejected;
    if (report.rejections.size() < import::kMaxRejectionsListed)
        report.rejections << BillImporter::tr("line %1: %2").arg(line).arg(why);
}

// Reads every data row into `aggregator`; false when the user cancelled.
bool readRows(CsvReader &csv, const RowReader &reader, std::size_t width,
              BillAggregator &aggregator, BillImportReport &report, const BillInput &input,
              const ImportOptions &options)
{
    std::vector<std::string_view> fields;
    const qint64 total = input.file.size();
    while (csv.readRow(fields)) {
        ++report.rowsRead;
        if ((report.rowsRead & 0x3fff) == 0) {
            if (options.progress)
                options.progress(input.hashing->bytesHashed(), total);
            if (options.cancel && options.cancel->load())
                return false;
        }
        if (fields.size() != width) {
            rejectLine(report, csv.lineNumber(),
                       BillImporter::tr("%1 fields where the header has %2")
                           .arg(fields.size())
                           .arg(width));
            continue;
        }
        const BillRowReading reading =
            std::visit([&](const auto &r) { return r.read(fields); }, reader);
        if (reading.kind == BillRowReading::Kind::Rejected) {
            rejectLine(report, csv.lineNumber(), text(reading.rejection));
            continue;
        }
        if (const auto skipped = aggregator.add(reading))
            ++report.rowsSkipped[std::size_t(*skipped)];
        else
            ++report.rowsUsed;
    }
    return true;
}

} // namespace

BillImportResult BillImporter::importFile(CatalogDatabase &catalog, const QString &path,
                                          BillFormat format, const BillFilter &filter,
                                          const ImportOptions &options)
{
    const DatabaseResult<AcceleratedInstances> instances =
        acceleratedInstances(catalog.connection());
    if (!instances)
        return BillImportError{false, instances.error()};
    BillInput input;
    if (const auto refused = openInput(input, path))
        return *refused;
    CsvReader csv(*input.csv);
    std::vector<std::string_view> header;
    if (!csv.readRow(header)) {
        if (const auto damaged = input.gzipError())
            return refusal(QStringLiteral("file"), *damaged);
        return refusal(QStringLiteral("file"),
                       tr("%1 holds no header row").arg(QFileInfo(path).fileName()));
    }
    std::vector<std::string> headerText(header.begin(), header.end());
    const auto reader =
        readerFor(format, std::vector<std::string_view>(headerText.begin(), headerText.end()));
    if (!reader)
        return reader.error();

    BillImportReport report;
    report.fileName = QFileInfo(path).fileName();
    report.format = format;
    BillAggregator aggregator(*instances, filter);
    if (!readRows(csv, *reader, headerText.size(), aggregator, report, input, options)) {
        report.cancelled = true;
        return report;
    }
    // A damaged gzip stream is refused whole: the rows after the damage were never read.
    if (const auto damaged = input.gzipError())
        return refusal(QStringLiteral("file"), *damaged);
    if (csv.rowTooLong())
        return refusal(QStringLiteral("file"), csv.error().value_or(QString()));
    if (const auto error = csv.error()) {
        ++report.rowsRead;
        rejectLine(report, csv.lineNumber(), *error);
    }
    report.fileSha256 = input.hashing->hexDigest();
    if (options.progress)
        options.progress(input.file.size(), input.file.size());
    return writeBill(catalog, report, filter, aggregator);
}

} // namespace acceldecide::db
