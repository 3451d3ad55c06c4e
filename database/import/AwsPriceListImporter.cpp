#include "database/import/AwsPriceListImporter.h"

#include "database/connection/CatalogDatabase.h"
#include "database/connection/TransactionGuard.h"
#include "database/import/AwsPriceListFormat.h"
#include "database/import/AwsPriceListWriter.h"
#include "database/import/CsvBlocks.h"
#include "database/import/CsvReader.h"
#include "database/import/ImportSupport.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlError>

#include <algorithm>
#include <cstring>
#include <string>
#include <thread>
#include <unordered_map>

namespace acceldecide::db {

namespace {

using namespace awspricelist;

constexpr double kHoursPerYear = 8760.0;
// Blocks in flight between the reading thread and the workers: bounds memory to a few
// megabytes whatever the file size.
constexpr qint64 kMaxBlocksInFlight = 8;

// What a worker makes of one block: the rows that passed the filters (views into the
// block, which travels with them) and the rejections, in line order.
struct BlockResult
{
    struct Event
    {
        qint64 line = 0;
        std::optional<PriceRow> row; // else a rejection
        QString rejection;
    };
    CsvBlock block;
    qint64 rowsRead = 0;
    qint64 rowsSkipped = 0;
    std::vector<Event> events;
    std::optional<QString> error; // malformed CSV; names its line
};

BlockResult parseBlock(CsvBlock block, const Columns &columns, const std::string &region)
{
    BlockResult result;
    result.block = std::move(block);
    CsvReader reader(result.block.data.get(), result.block.size, result.block.firstLine);
    std::vector<std::string_view> fields;
    // Most rows are other instance families: the reader steps over them by their
    // Instance Type alone, without decoding them (rows of the wrong width, malformed
    // ones and the rest still come here, to be classified as before).
    const CsvReader::Prefilter prefilter{columns.instanceType, columns.count, &mayBeAcceleratorRow};
    qint64 stepped = 0;
    while (reader.readRow(fields, prefilter, stepped)) {
        ++result.rowsRead;
        RowOutcome outcome = classify(fields, columns, region);
        if (std::holds_alternative<Skipped>(outcome))
            ++result.rowsSkipped;
        else if (Rejected *rejected = std::get_if<Rejected>(&outcome))
            result.events.push_back({reader.lineNumber(), {}, std::move(rejected->reason)});
        else
            result.events.push_back({reader.lineNumber(), std::get<PriceRow>(outcome), {}});
    }
    result.rowsRead += stepped;
    result.rowsSkipped += stepped;
    result.error = reader.error();
    return result;
}

// Half of a partial- or all-upfront reserved term waiting for its other row: the
// hourly and "Upfront Fee" rows of one SKU.OfferTermCode need not be adjacent. Only
// accelerator Linux rows get here, so the map stays small whatever the file size.
struct PendingTerm
{
    Observation observation;
    bool haveHourly = false;
    bool haveUpfront = false;
    double hourly = 0;
    double upfront = 0;
    int termYears = 0;
    qint64 line = 0;
};

class Run
{
public:
    Run(CatalogDatabase &catalog, QIODevice &device, const ImportOptions &options)
        : m_catalog(catalog), m_device(device), m_options(options), m_splitter(device)
    {}

    ImportReport execute();

private:
    bool readHeader(CsvBlock &first);
    // False when the import must stop (a database error).
    bool merge(BlockResult result);
    bool handle(const PriceRow &row, qint64 line);
    bool store(const Observation &observation, qint64 rowsUsed, qint64 line);
    bool flushPending();
    void reject(qint64 line, const QString &reason, qint64 rows = 1);
    void refuse(const QString &message);
    bool cancelled() const
    {
        return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed);
    }

    CatalogDatabase &m_catalog;
    QIODevice &m_device;
    const ImportOptions &m_options;
    CsvBlockSplitter m_splitter;
    qint64 m_total = 0;
    Preamble m_preamble;
    Columns m_columns;
    ImportReport m_report;
    std::optional<CatalogWriter> m_writer;
    std::unordered_map<std::string, PendingTerm> m_pending;
    QString m_databaseError;
};

void Run::reject(qint64 line, const QString &reason, qint64 rows)
{
    import::reject(m_report, line, reason, rows);
}

void Run::refuse(const QString &message)
{
    m_report.refused = true;
    m_report.message =
        message + QCoreApplication::translate("AwsPriceListImporter", "; nothing was written");
}

bool Run::readHeader(CsvBlock &first)
{
    if (!m_splitter.next(first)) {
        refuse(m_splitter.error().value_or(
            QCoreApplication::translate("AwsPriceListImporter", "the file is empty")));
        return false;
    }
    // Parse a copy: the reader decodes in place and the block's data rows are parsed
    // again by a worker, from the header's end on.
    std::vector<char> copy(first.data.get(), first.data.get() + first.size);
    CsvReader reader(copy.data(), qsizetype(copy.size()));
    // The preamble's views die at the next read: keep copies.
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string_view> fields;
    while (rows.size() < 5 && reader.readRow(fields))
        rows.emplace_back(fields.begin(), fields.end());
    std::vector<std::vector<std::string_view>> views;
    for (const auto &row : rows)
        views.emplace_back(row.begin(), row.end());
    if (std::optional<QString> error = readPreamble(views, m_preamble)) {
        refuse(*error);
        return false;
    }
    if (!reader.readRow(fields)) {
        refuse(QCoreApplication::translate("AwsPriceListImporter",
                                           "line 6: expected the price-list header, found %1")
                   .arg(reader.error().value_or(QCoreApplication::translate(
                       "AwsPriceListImporter", "the end of the file"))));
        return false;
    }
    if (std::optional<QString> error = mapColumns(fields, m_columns)) {
        refuse(*error);
        return false;
    }
    m_report.filtersNotInFile = absentFilters(m_columns);
    // The rest of the first block holds data rows.
    const qsizetype headerEnd = qsizetype(reader.bytesRead());
    first.firstLine += std::count(first.data.get(), first.data.get() + headerEnd, '\n');
    std::memmove(first.data.get(), first.data.get() + headerEnd,
                 std::size_t(first.size - headerEnd));
    first.size -= headerEnd;
    return true;
}

bool Run::store(const Observation &observation, qint64 rowsUsed, qint64 line)
{
    bool databaseError = false;
    if (std::optional<QString> error = m_writer->write(observation, databaseError)) {
        if (databaseError) {
            m_databaseError = *error;
            return false;
        }
        reject(line, *error, rowsUsed);
        return true;
    }
    m_report.rowsImported += rowsUsed;
    return true;
}

bool Run::handle(const PriceRow &row, qint64 line)
{
    if (!row.reserved || row.paymentOption == "no_upfront") {
        if (row.upfrontFee) {
            // No Upfront terms have nothing to pay up front; a $0 fee row adds nothing.
            if (row.price == 0)
                ++m_report.rowsSkipped;
            else
                reject(line, QCoreApplication::translate(
                                 "AwsPriceListImporter",
                                 "PricePerUnit: an Upfront Fee on a No Upfront term"));
            return true;
        }
        Observation observation = observationOf(row);
        observation.hourlyUsd = row.price;
        return store(observation, 1, line);
    }
    std::string key;
    key.reserve(row.sku.size() + row.offerTermCode.size() + 1);
    key.append(row.sku).append(1, '.').append(row.offerTermCode);
    auto [it, inserted] = m_pending.try_emplace(std::move(key));
    PendingTerm &term = it->second;
    if (inserted) {
        term.observation = observationOf(row);
        term.termYears = row.termYears;
        term.line = line;
    }
    bool &have = row.upfrontFee ? term.haveUpfront : term.haveHourly;
    if (have) {
        reject(line,
               QCoreApplication::translate("AwsPriceListImporter",
                                           "a second %1 row for reserved term %2")
                   .arg(row.upfrontFee ? QStringLiteral("Upfront Fee") : QStringLiteral("hourly"),
                        QString::fromStdString(it->first)));
        return true;
    }
    have = true;
    (row.upfrontFee ? term.upfront : term.hourly) = row.price;
    if (!term.haveHourly || !term.haveUpfront)
        return true;
    Observation observation = std::move(term.observation);
    observation.upfrontUsd = term.upfront;
    observation.hourlyUsd = term.hourly + term.upfront / (kHoursPerYear * term.termYears);
    m_pending.erase(it);
    return store(observation, 2, line);
}

bool Run::flushPending()
{
    for (auto &[key, term] : m_pending) {
        // An all-upfront term may list no hourly row: its hourly fee is zero.
        if (term.haveUpfront && term.observation.paymentOption == QStringLiteral("all_upfront")) {
            Observation observation = term.observation;
            observation.upfrontUsd = term.upfront;
            observation.hourlyUsd = term.upfront / (kHoursPerYear * term.termYears);
            if (!store(observation, 1, term.line))
                return false;
            continue;
        }
        reject(term.line,
               QCoreApplication::translate("AwsPriceListImporter", "reserved term %1 has no %2 row")
                   .arg(QString::fromStdString(key), term.haveHourly ? QStringLiteral("Upfront Fee")
                                                                     : QStringLiteral("hourly")));
    }
    m_pending.clear();
    return true;
}

bool Run::merge(BlockResult result)
{
    m_report.rowsRead += result.rowsRead;
    m_report.rowsSkipped += result.rowsSkipped;
    for (BlockResult::Event &event : result.events) {
        if (!event.row)
            reject(event.line, event.rejection);
        else if (!handle(*event.row, event.line))
            return false;
    }
    if (result.error) {
        // A malformed row (a truncated last line) ends the input: count and name it.
        ++m_report.rowsRead;
        ++m_report.rowsRejected;
        m_report.rejections << *result.error; // already names its line
    }
    if (m_options.progress)
        m_options.progress(result.block.endOffset, m_total);
    m_splitter.recycle(std::move(result.block));
    return true;
}

ImportReport Run::execute()
{
    m_total = m_device.isSequential() ? 0 : m_device.size();
    CsvBlock first;
    if (!readHeader(first))
        return m_report;
    QSqlDatabase &database = m_catalog.connection();
    TransactionGuard transaction(database);
    if (!transaction.began()) {
        refuse(QCoreApplication::translate("AwsPriceListImporter", "cannot begin a transaction: ") +
               database.lastError().text());
        return m_report;
    }
    m_writer.emplace(database);
    if (std::optional<QString> error = m_writer->prepare(m_preamble)) {
        transaction.rollback();
        refuse(QCoreApplication::translate("AwsPriceListImporter", "database error: ") + *error);
        return m_report;
    }
    m_report.source = m_writer->title();

    // This thread reads the device and writes the database (both belong to it); the
    // workers parse and filter blocks, which is where the time goes.
    const std::string region = m_options.region.toStdString();
    const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
    OrderedWorkers<BlockResult> workers(threads, [this, &region](CsvBlock block) {
        return parseBlock(std::move(block), m_columns, region);
    });
    bool ok = true;
    workers.submit(std::move(first));
    for (CsvBlock block; ok && !cancelled();) {
        if (workers.pending() >= kMaxBlocksInFlight) {
            ok = merge(workers.takeNext());
            continue;
        }
        if (!m_splitter.next(block))
            break;
        workers.submit(std::move(block));
    }
    while (ok && !cancelled() && workers.pending() > 0)
        ok = merge(workers.takeNext());
    if (ok && cancelled()) {
        transaction.rollback();
        m_report.cancelled = true;
        m_report.message =
            QCoreApplication::translate("AwsPriceListImporter",
                                        "cancelled after %1 rows; nothing was written")
                .arg(m_report.rowsRead);
        return m_report;
    }
    if (ok && m_splitter.error()) {
        // The splitter stopped (a row over CsvReader::kMaxRowBytes): the rest of the file
        // was never read, so keeping the rows before it would be a silent partial import.
        transaction.rollback();
        refuse(*m_splitter.error());
        return m_report;
    }
    ok = ok && flushPending();
    if (ok) {
        if (DatabaseStatus status = transaction.commit(); !status)
            m_databaseError = status.error().toString(), ok = false;
    }
    if (!ok) {
        transaction.rollback();
        refuse(QCoreApplication::translate("AwsPriceListImporter", "database error: ") +
               m_databaseError);
        return m_report;
    }
    m_report.message =
        QCoreApplication::translate(
            "AwsPriceListImporter",
            "%1 price observations from %2 rows (%3 new, %4 already in the catalog); "
            "%5 rows skipped by filter, %6 rejected")
            .arg(m_writer->added() + m_writer->present())
            .arg(m_report.rowsImported)
            .arg(m_writer->added())
            .arg(m_writer->present())
            .arg(m_report.rowsSkipped)
            .arg(m_report.rowsRejected);
    return m_report;
}

} // namespace

ImportReport AwsPriceListImporter::import(CatalogDatabase &catalog, QIODevice &device,
                                          const ImportOptions &options)
{
    return Run(catalog, device, options).execute();
}

ImportReport AwsPriceListImporter::import(CatalogDatabase &catalog, const QString &path,
                                          const ImportOptions &options)
{
    QFile file(path);
    // Unbuffered: the reader already reads megabyte blocks; a second buffer only copies.
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        ImportReport report;
        report.refused = true;
        report.message = QCoreApplication::translate("AwsPriceListImporter",
                                                     "cannot open %1: %2; nothing was written")
                             .arg(path, file.errorString());
        return report;
    }
    return import(catalog, file, options);
}

} // namespace acceldecide::db
