#include "database/actuals/BillImporter.h"

#include "core/actuals/BillAggregator.h"
#include "core/actuals/Cur2RowReader.h"
#include "core/actuals/FocusRowReader.h"
#include "database/actuals/AcceleratedInstanceQuery.h"
#include "database/actuals/BillWriter.h"
#include "database/actuals/Sha256Device.h"
#include "database/import/CsvBlocks.h"
#include "database/import/CsvReader.h"
#include "database/import/GzipDevice.h"
#include "database/import/ImportSupport.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstring>
#include <memory>
#include <thread>
#include <variant>

namespace acceldecide::db {

namespace {

using namespace actuals;
using import::GzipDevice;

// Blocks in flight between the reading thread and the workers: bounds memory to a few
// megabytes whatever the file size (CsvBlockSplitter's blocks are 1 MiB).
constexpr qint64 kMaxBlocksInFlight = 8;

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
// bytes, and the gzip inflater when the file is compressed. Unbuffered: the block
// splitter reads megabytes at a time, and a QIODevice buffer would only copy them again.
struct BillInput
{
    QFile file;
    std::unique_ptr<Sha256Device> hashing;
    std::unique_ptr<GzipDevice> gzip;
    QIODevice *csv = nullptr;

    std::optional<QString> gzipError() const { return gzip ? gzip->error() : std::nullopt; }
};

std::optional<BillImportError> openInput(BillInput &input, const QString &path)
{
    input.file.setFileName(path);
    if (!input.file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return refusal(QStringLiteral("file"),
                       BillImporter::tr("cannot open %1: %2").arg(path, input.file.errorString()));
    if (GzipDevice::looksParquet(input.file))
        return refusal(QStringLiteral("file"),
                       BillImporter::tr("%1 is a Parquet file, which AccelDecide cannot read "
                                        "(Debian 12 has no Parquet reader): export the bill "
                                        "as CSV (plain or gzip) instead")
                           .arg(QFileInfo(path).fileName()));
    const bool compressed = GzipDevice::looksGzip(input.file);
    input.hashing = std::make_unique<Sha256Device>(input.file);
    input.hashing->open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    input.csv = input.hashing.get();
    if (compressed) {
        input.gzip = std::make_unique<GzipDevice>(*input.hashing);
        input.gzip->open(QIODevice::ReadOnly | QIODevice::Unbuffered);
        input.csv = input.gzip.get();
    }
    return std::nullopt;
}

// What a worker makes of one block of rows: its counts, its rejections in line order and
// the readings with lines, which the calling thread sums in the file's order (so that every
// sum is added in the same order as by one thread reading the whole file).
struct BlockResult
{
    struct Rejection
    {
        qint64 line = 0;
        qsizetype fields = -1; // a row of this many fields, else `why`
        std::string why;
    };
    CsvBlock block;
    qint64 rowsRead = 0;
    std::array<qint64, 4> rowsSkipped{}; // the readings passed on are counted when summed
    qint64 rowsRejected = 0;
    std::vector<Rejection> rejections; // the first kMaxRejectionsListed
    std::vector<BillRowReading> readings;
    std::optional<QString> error; // malformed CSV, naming its line: the rest unread
};

// What every worker shares, read only.
struct BlockContext
{
    const RowReader &reader;
    std::size_t width = 0;            // the header's
    const BillAggregator &classifier; // only asked skipReason(), which is const
};

void reject(BlockResult &result, qint64 line, qsizetype fields, std::string why = {})
{
    ++result.rowsRejected;
    if (result.rejections.size() < std::size_t(import::kMaxRejectionsListed))
        result.rejections.push_back({line, fields, std::move(why)});
}

BlockResult parseBlock(CsvBlock block, const BlockContext &context)
{
    BlockResult result;
    result.block = std::move(block);
    CsvReader csv(result.block.data.get(), result.block.size, result.block.firstLine);
    // Most of a bill is other services: the reader steps over their rows by that one
    // column, before splitting them into fields; a row of another width still comes here,
    // to be rejected as before.
    CsvReader::Prefilter prefilter;
    if (const auto compute =
            std::visit([](const auto &r) { return r.computeColumn(); }, context.reader);
        compute && compute->index >= 0) {
        prefilter.column = compute->index;
        prefilter.fieldCount = qsizetype(context.width);
        prefilter.keep = compute->isCompute;
    }
    qint64 stepped = 0;
    std::vector<std::string_view> fields;
    while (csv.readRow(fields, prefilter, stepped)) {
        ++result.rowsRead;
        if (fields.size() != context.width) {
            reject(result, csv.lineNumber(), qsizetype(fields.size()));
            continue;
        }
        BillRowReading reading =
            std::visit([&](const auto &r) { return r.read(fields); }, context.reader);
        if (reading.kind == BillRowReading::Kind::Rejected) {
            reject(result, csv.lineNumber(), -1, std::move(reading.rejection));
            continue;
        }
        // Only what adds a line or a commitment's coverage goes to the summing thread.
        const bool covers = reading.coverage && !reading.coverage->commitmentId.empty();
        const std::optional<SkipReason> skipped =
            covers ? std::nullopt : context.classifier.skipReason(reading);
        if (skipped)
            ++result.rowsSkipped[std::size_t(*skipped)];
        else
            result.readings.push_back(std::move(reading));
    }
    result.rowsRead += stepped;
    result.rowsSkipped[std::size_t(SkipReason::NotCompute)] += stepped;
    result.error = csv.error();
    return result;
}

// One import: this thread reads the file (hashing it) and cuts it into blocks of whole
// rows, workers read the blocks' rows, and this thread takes their results in file order,
// sums their lines and writes the database (the device and the connection are its own).
class Run
{
public:
    Run(BillInput &input, const ImportOptions &options)
        : m_input(input), m_options(options), m_splitter(*input.csv)
    {}

    // The header's reader, and the first block's rows after the header in `first`.
    Expected<RowReader, BillImportError> readHeader(BillFormat format, const QString &path,
                                                    CsvBlock &first);
    // Reads every row into `sums`; false when the user cancelled.
    bool readRows(CsvBlock first, const BlockContext &context, BillAggregator &sums);
    std::optional<BillImportError> readError() const;
    BillImportReport &report() { return m_report; }

private:
    void merge(BlockResult result, const BlockContext &context, BillAggregator &sums);
    void rejectLine(qint64 line, const QString &why);
    bool cancelled() const
    {
        return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed);
    }

    BillInput &m_input;
    const ImportOptions &m_options;
    CsvBlockSplitter m_splitter;
    BillImportReport m_report;
    std::optional<QString> m_csvError; // a malformed row: the file is refused
    bool m_stopped = false;            // a malformed row: the rows after it are not read
};

Expected<RowReader, BillImportError> Run::readHeader(BillFormat format, const QString &path,
                                                     CsvBlock &first)
{
    const auto noHeader = [&] {
        if (const auto damaged = m_input.gzipError())
            return refusal(QStringLiteral("file"), *damaged);
        if (const auto error = m_splitter.error())
            return refusal(QStringLiteral("file"), *error);
        return refusal(QStringLiteral("file"),
                       BillImporter::tr("%1 holds no header row").arg(QFileInfo(path).fileName()));
    };
    if (!m_splitter.next(first))
        return Unexpected<BillImportError>{noHeader()};
    // Parse a copy: the reader decodes in place, and the block's data rows are parsed
    // again by a worker, from the header's end on.
    std::vector<char> copy(first.data.get(), first.data.get() + first.size);
    CsvReader csv(copy.data(), qsizetype(copy.size()));
    std::vector<std::string_view> header;
    if (!csv.readRow(header))
        return Unexpected<BillImportError>{noHeader()};
    const std::vector<std::string> headerText(header.begin(), header.end());
    auto reader =
        readerFor(format, std::vector<std::string_view>(headerText.begin(), headerText.end()));
    if (!reader)
        return reader;
    const qsizetype headerEnd = qsizetype(csv.bytesRead());
    first.firstLine += std::count(first.data.get(), first.data.get() + headerEnd, '\n');
    std::memmove(first.data.get(), first.data.get() + headerEnd,
                 std::size_t(first.size - headerEnd));
    first.size -= headerEnd;
    return reader;
}

void Run::rejectLine(qint64 line, const QString &why)
{
    ++m_report.rowsRejected;
    if (m_report.rejections.size() < import::kMaxRejectionsListed)
        m_report.rejections << BillImporter::tr("line %1: %2").arg(line).arg(why);
}

void Run::merge(BlockResult result, const BlockContext &context, BillAggregator &sums)
{
    if (!m_stopped) {
        m_report.rowsRead += result.rowsRead;
        for (std::size_t i = 0; i < m_report.rowsSkipped.size(); ++i)
            m_report.rowsSkipped[i] += result.rowsSkipped[i];
        for (const BlockResult::Rejection &rejection : result.rejections)
            rejectLine(rejection.line, rejection.fields >= 0
                                           ? BillImporter::tr("%1 fields where the header has %2")
                                                 .arg(rejection.fields)
                                                 .arg(context.width)
                                           : text(rejection.why));
        m_report.rowsRejected += result.rowsRejected - qint64(result.rejections.size());
        for (const BillRowReading &reading : result.readings) {
            if (const auto skipped = sums.add(reading))
                ++m_report.rowsSkipped[std::size_t(*skipped)];
            else
                ++m_report.rowsUsed;
        }
        if (result.error) {
            // A CSV reader stops at a malformed row (an unterminated quote): what follows it
            // cannot be told apart from the bad field, so the file is refused whole rather
            // than imported without the lines after it.
            m_csvError = *result.error; // already names its line
            m_stopped = true;
        }
    }
    if (m_options.progress)
        m_options.progress(m_input.hashing->bytesHashed(), m_input.file.size());
    m_splitter.recycle(std::move(result.block));
}

bool Run::readRows(CsvBlock first, const BlockContext &context, BillAggregator &sums)
{
    const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
    OrderedWorkers<BlockResult> workers(
        threads, [&context](CsvBlock block) { return parseBlock(std::move(block), context); });
    workers.submit(std::move(first));
    for (CsvBlock block; !cancelled();) {
        if (workers.pending() >= kMaxBlocksInFlight) {
            merge(workers.takeNext(), context, sums);
            continue;
        }
        if (!m_splitter.next(block))
            break;
        workers.submit(std::move(block));
    }
    while (!cancelled() && workers.pending() > 0)
        merge(workers.takeNext(), context, sums);
    return !cancelled();
}

// A damaged gzip stream, or a row too long to be one, is refused whole: the rows after
// it were never read.
std::optional<BillImportError> Run::readError() const
{
    if (const auto damaged = m_input.gzipError())
        return refusal(QStringLiteral("file"), *damaged);
    if (const auto error = m_splitter.error())
        return refusal(QStringLiteral("file"), *error);
    if (m_csvError)
        return refusal(QStringLiteral("file"),
                       BillImporter::tr("%1; the rows after it cannot be read, so nothing of the "
                                        "file is imported")
                           .arg(*m_csvError));
    return std::nullopt;
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
    Run run(input, options);
    CsvBlock first;
    const auto reader = run.readHeader(format, path, first);
    if (!reader)
        return reader.error();
    const std::size_t width =
        std::visit([](const auto &r) { return r.columns().width(); }, *reader);

    BillImportReport &report = run.report();
    report.fileName = QFileInfo(path).fileName();
    report.format = format;
    BillAggregator sums(*instances, filter);
    const BillAggregator classifier(*instances, filter);
    const BlockContext context{*reader, width, classifier};
    if (!run.readRows(std::move(first), context, sums)) {
        report.cancelled = true;
        return report;
    }
    if (const auto refused = run.readError())
        return *refused;
    report.fileSha256 = input.hashing->hexDigest();
    if (options.progress)
        options.progress(input.file.size(), input.file.size());
    return writeBill(catalog, report, filter, sums);
}

} // namespace acceldecide::db
