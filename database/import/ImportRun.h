#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/connection/SqlDialect.h"
#include "database/connection/TransactionGuard.h"
#include "database/import/CsvReader.h"
#include "database/import/ImportReport.h"
#include "database/import/ImportSupport.h"

#include <QFile>
#include <QString>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace acceldecide::db::import {

class CsvColumns;

// The sources row an import records its rows under.
struct ImportSource
{
    QString title;
    QString publisher;
    QString url;
    QString publishedDate;
    QString notes;
};

// What every CSV import does around its rows, written once: open the file, find its
// header, begin the one transaction, record the source, read the rows with progress and
// cancellation, then commit or roll back and report. An importer gives only its header
// spec and what one row means.
//
// Each step that can end the import returns false and leaves the report to return in
// report(): a refusal before the first write, a cancellation or a failed commit all leave
// the catalog as it was (the transaction rolls back, at the latest when the run ends).
class ImportRun
{
public:
    // What one data row came to; the run counts it into the report.
    struct Outcome
    {
        enum class Kind
        {
            Imported,
            Skipped,
            Rejected,
        };
        Kind kind = Kind::Imported;
        QString reason; // why it was rejected

        static Outcome imported() { return {Kind::Imported, {}}; }
        static Outcome skipped() { return {Kind::Skipped, {}}; }
        static Outcome rejected(QString reason) { return {Kind::Rejected, std::move(reason)}; }
    };
    using RowHandler = std::function<Outcome(const std::vector<std::string_view> &fields)>;
    using SummaryText = std::function<QString()>;

    enum class Header
    {
        Found,
        Incomplete, // rows were read, and none named every required column
        Empty,      // not even one row could be read
    };

    ImportRun(CatalogDatabase &catalog, const ImportOptions &options);
    ImportRun(const ImportRun &) = delete;
    ImportRun &operator=(const ImportRun &) = delete;

    // Opens `path` for reading; progress counts to its size. False when it cannot be
    // opened.
    bool open(const QString &path);
    // Reads rows of the open file until one maps `columns`, at most `maxRows` of them
    // (some files put a preamble before the header); the rows before it go to
    // `preamble`. Data rows must then be as wide as that header.
    Header
    readHeader(CsvColumns &columns, int maxRows = 1,
               const std::function<void(const std::vector<std::string_view> &)> &preamble = {});

    // How many bytes progress counts to, when the input is not one file open() opened.
    void setTotalBytes(qint64 total) { m_totalBytes = total; }
    // Begins the one transaction. False when it cannot begin.
    bool begin();
    // begin(), then finds or creates the sources row; report().source is its title.
    bool begin(const ImportSource &source);
    QSqlDatabase &database() { return m_catalog.connection(); }
    qint64 sourceId() const { return m_sourceId; }

    // The whole row loop over the open file, past its header: readRows(), then
    // finishFile(); when committed, report().message is `summary()`.
    ImportReport importRows(const RowHandler &row, const SummaryText &summary);

    // Reads the rest of `reader` (progress counts from `bytesBefore`): counts each row
    // read, polls cancellation, rejects a row whose field count is not `width` (0: any),
    // hands the others to `row` and counts what it made of them. False when the user
    // cancelled.
    bool readRows(CsvReader &reader, qint64 bytesBefore, std::size_t width, const RowHandler &row);
    // Ends the open file: refuses it whole when the reader stopped on a row too long to
    // be one (the rest was never read), else counts the reader's own error (a truncated
    // last line) as a rejected row, then finish(). False when refused.
    bool finishFile();
    // Reports full progress and commits. False when the commit failed.
    bool finish(qint64 bytesDone);

    ImportReport &report() { return m_report; }

private:
    bool refuse(const QString &message);
    // Reports progress now and then; true when the user asked to cancel.
    bool cancelled(qint64 bytesDone);

    CatalogDatabase &m_catalog;
    SqlDialect m_dialect;
    const ImportOptions &m_options;
    QFile m_file;
    std::optional<CsvReader> m_reader;
    std::size_t m_headerWidth = 0;
    qint64 m_totalBytes = 0;
    std::optional<TransactionGuard> m_transaction;
    qint64 m_rowsPolled = 0;
    qint64 m_sourceId = 0;
    ImportReport m_report;
};

} // namespace acceldecide::db::import
