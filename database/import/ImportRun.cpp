#include "database/import/ImportRun.h"

#include "database/import/CsvColumns.h"

#include <QCoreApplication>
#include <QSqlError>

namespace acceldecide::db::import {

ImportRun::ImportRun(CatalogDatabase &catalog, const ImportOptions &options)
    : m_catalog(catalog), m_dialect(SqlDialect::of(catalog.connection())), m_options(options)
{}

bool ImportRun::refuse(const QString &message)
{
    m_report = refused(message);
    return false;
}

bool ImportRun::open(const QString &path)
{
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly))
        return refuse(QCoreApplication::translate("ImportRun", "cannot open %1: %2")
                          .arg(path, m_file.errorString()));
    m_totalBytes = m_file.size();
    m_reader.emplace(m_file);
    return true;
}

ImportRun::Header
ImportRun::readHeader(CsvColumns &columns, int maxRows,
                      const std::function<void(const std::vector<std::string_view> &)> &preamble)
{
    std::vector<std::string_view> fields;
    bool readAny = false;
    for (int row = 0; row < maxRows && m_reader->readRow(fields); ++row) {
        readAny = true;
        if (columns.map(fields)) {
            m_headerWidth = fields.size();
            return Header::Found;
        }
        if (preamble)
            preamble(fields);
    }
    return readAny ? Header::Incomplete : Header::Empty;
}

bool ImportRun::begin()
{
    m_transaction.emplace(database());
    if (!m_transaction->began())
        return refuse(QCoreApplication::translate("ImportRun", "cannot begin a transaction: ") +
                      database().lastError().text());
    return true;
}

bool ImportRun::begin(const ImportSource &source)
{
    if (!begin())
        return false;
    const DatabaseResult<qint64> id = findOrCreateSource(
        database(), source.title, source.publisher, source.url, source.publishedDate, source.notes);
    if (!id) {
        m_transaction->fail();
        return refuse(id.error().toString());
    }
    m_sourceId = id.value();
    m_report.source = source.title;
    return true;
}

bool ImportRun::cancelled(qint64 bytesDone)
{
    // Progress callbacks are throttled (they may repaint a UI); the cancel flag is a
    // relaxed atomic load, cheap enough to read on every row.
    if (++m_rowsPolled % 256 == 0 && m_options.progress)
        m_options.progress(bytesDone, m_totalBytes);
    return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed);
}

ImportReport ImportRun::importRows(const RowHandler &row, const SummaryText &summary)
{
    if (readRows(*m_reader, 0, m_headerWidth, row) && finishFile())
        m_report.message = summary();
    return m_report;
}

bool ImportRun::readRows(CsvReader &reader, qint64 bytesBefore, std::size_t width,
                         const RowHandler &row)
{
    std::vector<std::string_view> fields;
    while (reader.readRow(fields)) {
        const qint64 line = reader.lineNumber();
        ++m_report.rowsRead;
        if (cancelled(bytesBefore + reader.bytesRead())) {
            m_transaction->rollback();
            ImportReport cancelled;
            cancelled.source = m_report.source;
            cancelled.cancelled = true;
            cancelled.message =
                QCoreApplication::translate("ImportRun", "cancelled; the catalog is unchanged");
            m_report = cancelled;
            return false;
        }
        if (width > 0 && fields.size() != width) {
            reject(m_report, line,
                   QCoreApplication::translate("ImportRun", "expected %1 fields, got %2")
                       .arg(width)
                       .arg(fields.size()));
            continue;
        }
        // On PostgreSQL a failed statement would abort the whole import: each row is its
        // own savepoint, undone when the row is rejected.
        m_dialect.beginAttempt(database());
        const Outcome outcome = row(fields);
        m_dialect.endAttempt(database(), outcome.kind != Outcome::Kind::Rejected);
        switch (outcome.kind) {
        case Outcome::Kind::Imported:
            ++m_report.rowsImported;
            break;
        case Outcome::Kind::Skipped:
            ++m_report.rowsSkipped;
            break;
        case Outcome::Kind::Rejected:
            reject(m_report, line, outcome.reason);
            break;
        }
    }
    return true;
}

bool ImportRun::finishFile()
{
    if (m_reader->rowTooLong()) {
        // The rest of the file was never read: refuse it whole rather than keep a part.
        m_transaction->rollback();
        return refuse(*m_reader->error() +
                      QCoreApplication::translate("ImportRun", "; nothing was written"));
    }
    if (const std::optional<QString> error = m_reader->error())
        rejectReaderError(m_report, m_reader->lineNumber(), *error);
    return finish(m_reader->bytesRead());
}

bool ImportRun::finish(qint64 bytesDone)
{
    if (m_options.progress)
        m_options.progress(bytesDone, m_totalBytes);
    if (m_options.exactCopy && m_report.rowsRejected > 0) {
        m_transaction->rollback();
        const QStringList rejections = m_report.rejections;
        refuse(QCoreApplication::translate("ImportRun",
                                           "%n row(s) could not be written, so nothing was: %1",
                                           nullptr, int(rejections.size()))
                   .arg(rejections.mid(0, 5).join(QStringLiteral("; "))));
        m_report.rejections = rejections;
        return false;
    }
    if (DatabaseStatus status = m_transaction->commit(); !status)
        return refuse(QCoreApplication::translate("ImportRun", "the import was rolled back: ") +
                      status.error().toString());
    return true;
}

} // namespace acceldecide::db::import
