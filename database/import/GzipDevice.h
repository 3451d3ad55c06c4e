#pragma once

#include <QCoreApplication>
#include <QIODevice>
#include <QString>

#include <memory>
#include <optional>

namespace acceldecide::db::import {

// Reads a gzip file as the bytes it compresses, in constant memory: cloud bill exports
// (CUR, FOCUS) come as CSV.gz of several gigabytes, and an importer reads them through
// this device with CsvReader as it would a plain CSV. Inflates on demand into the
// reader's own buffer from a fixed input buffer (kInputBufferSize), so memory is that
// buffer plus zlib's 32 KiB window whatever the file's size.
//
// Concatenated members (`cat a.gz b.gz`, and exporters that write one member per part)
// read as one stream, as gzip(1) reads them. A stream that stops before its end (a
// truncated download) or fails its checks (corrupt data, a bad CRC or length, bytes
// after the last member that are not another member) is never a clean end of file:
// read() returns -1 and error() names the compressed byte offset, so an import refuses
// the file rather than keep the rows before the damage.
//
// The source is not owned, must stay open for reading while this device is open, and
// is read from its current position; an offset in a message counts from that position
// plus the source's pos() when the device was opened.
class GzipDevice : public QIODevice
{
    // Its messages' context: without Q_OBJECT (no signals of its own, so no moc) tr()
    // would be QObject's.
    Q_DECLARE_TR_FUNCTIONS(GzipDevice)

public:
    // Large enough that the per-read cost of the source (a system call for a file) is
    // noise next to inflating 256 KiB, small enough not to matter next to the CSV
    // reader's own megabyte.
    static constexpr qint64 kInputBufferSize = qint64(256) << 10;

    explicit GzipDevice(QIODevice &source, QObject *parent = nullptr);
    ~GzipDevice() override;

    // Only for reading; refuses a write mode, a source that is not open for reading,
    // and a second open without a close.
    bool open(OpenMode mode) override;
    void close() override;
    bool isSequential() const override { return true; }
    // The bytes QIODevice has buffered. Bytes still compressed are not counted: how many
    // a block inflates to is only known by inflating it, and an overestimate would make
    // a caller that sizes its buffer from this wait for bytes that never come.
    qint64 bytesAvailable() const override;
    // QIODevice's atEnd() for a sequential device is "nothing buffered", which would end
    // a QTextStream or a `while (!atEnd())` loop at the first empty buffer: here the end
    // is the end of the last member (or an error) with nothing left buffered.
    bool atEnd() const override;

    // Set when reading stopped on a truncated or corrupt stream or a read error of the
    // source, naming the compressed byte offset; unset at a clean end.
    std::optional<QString> error() const;
    // Compressed bytes inflated so far, for a progress bar against the file's size.
    qint64 compressedBytesRead() const;

    // Whether the source starts with gzip's magic number (1f 8b); reads nothing (peeks).
    static bool looksGzip(QIODevice &source);
    // Whether the source starts with Parquet's magic "PAR1", so that an importer can say
    // the file is Parquet (some exports offer it) instead of failing on it as CSV.
    static bool looksParquet(QIODevice &source);

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    struct State; // zlib's stream, kept out of the header so only this file needs zlib
    QIODevice &m_source;
    std::unique_ptr<State> m_state;
};

} // namespace acceldecide::db::import
