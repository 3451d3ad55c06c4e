#include "database/import/GzipDevice.h"
#include "database/import/CsvReader.h"

#include <QBuffer>
#include <QByteArray>
#include <QCryptographicHash>

#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdio>
#include <string>
#include <vector>

using namespace acceldecide::db;
using acceldecide::db::import::GzipDevice;

namespace {

// Compresses in pieces, as an exporter writes a file, so that the large case never holds
// its uncompressed text.
class Deflater
{
public:
    explicit Deflater(int level = Z_DEFAULT_COMPRESSION)
    {
        // 16 + MAX_WBITS: a gzip member (header, deflate data, CRC-32 and length).
        const int started =
            deflateInit2(&m_stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
        EXPECT_EQ(started, Z_OK);
    }
    ~Deflater() { deflateEnd(&m_stream); }
    Deflater(const Deflater &) = delete;
    Deflater &operator=(const Deflater &) = delete;

    void add(const QByteArray &text) { run(text, Z_NO_FLUSH); }
    QByteArray finish()
    {
        run({}, Z_FINISH);
        return m_out;
    }

private:
    void run(const QByteArray &text, int flush)
    {
        m_stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(text.data()));
        m_stream.avail_in = uInt(text.size());
        char chunk[16384];
        do {
            m_stream.next_out = reinterpret_cast<Bytef *>(chunk);
            m_stream.avail_out = sizeof chunk;
            const int result = deflate(&m_stream, flush);
            EXPECT_NE(result, Z_STREAM_ERROR);
            m_out.append(chunk, qsizetype(sizeof chunk - m_stream.avail_out));
        } while (m_stream.avail_out == 0 || (flush == Z_FINISH && m_stream.avail_in > 0));
    }

    z_stream m_stream{};
    QByteArray m_out;
};

QByteArray gzip(const QByteArray &text, int level = Z_DEFAULT_COMPRESSION)
{
    Deflater deflater(level);
    deflater.add(text);
    return deflater.finish();
}

// What reading a device to its end gave: the bytes, and whether it ended on -1 (an error)
// or on 0 (a clean end).
struct ReadOut
{
    QByteArray bytes;
    qint64 last = 0;
    std::optional<QString> error;
    bool atEnd = false;
};

ReadOut readToEnd(const QByteArray &compressed, qint64 readSize = 1000,
                  QIODevice::OpenMode mode = QIODevice::ReadOnly)
{
    QBuffer source;
    source.setData(compressed);
    source.open(QIODevice::ReadOnly);
    GzipDevice device(source);
    EXPECT_TRUE(device.open(mode));
    ReadOut out;
    std::vector<char> chunk(static_cast<std::size_t>(readSize));
    while ((out.last = device.read(chunk.data(), readSize)) > 0)
        out.bytes.append(chunk.data(), qsizetype(out.last));
    out.error = device.error();
    out.atEnd = device.atEnd();
    // Once failed, it stays failed.
    if (out.error) {
        EXPECT_EQ(device.read(chunk.data(), readSize), -1);
    }
    return out;
}

// A few kilobytes that compress to well over 1,234 bytes: no long repeats.
QByteArray pseudoRandomCsv(int rows)
{
    QByteArray text("id,instance_type,usage_hours,cost\n");
    unsigned state = 12345;
    char line[96];
    for (int i = 0; i < rows; ++i) {
        state = state * 1103515245u + 12345u;
        std::snprintf(line, sizeof line, "%d,p5.%uxlarge,%u.%02u,%u\n", i, state % 97,
                      (state >> 8) % 10000, (state >> 4) % 100, state >> 12);
        text.append(line);
    }
    return text;
}

// 12345 -> "12,345", as the device's messages write offsets.
QString grouped(qint64 value)
{
    QString digits = QString::number(value);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return digits;
}

QString truncatedAt(const QString &offset)
{
    return QStringLiteral("the gzip stream ends early at byte %1 of the compressed file (the "
                          "file is truncated)")
        .arg(offset);
}

} // namespace

TEST(GzipDevice, RoundTripsASmallText)
{
    const QByteArray text("instance,hours\np5.48xlarge,730\n");
    const QByteArray compressed = gzip(text);
    QBuffer source;
    source.setData(compressed);
    source.open(QIODevice::ReadOnly);
    GzipDevice device(source);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    EXPECT_TRUE(device.isSequential());
    EXPECT_FALSE(device.atEnd());
    EXPECT_EQ(device.readAll(), text);
    EXPECT_EQ(device.error(), std::nullopt);
    EXPECT_TRUE(device.atEnd());
    EXPECT_EQ(device.compressedBytesRead(), compressed.size());
    EXPECT_EQ(device.read(1), QByteArray());
}

// 20 MiB of bill-like rows, compressed as they are generated and read back 997 bytes at
// a time (not a divisor of any buffer size): the hashes and lengths agree, and the
// progress count only grows, up to the compressed size.
TEST(GzipDevice, ReadsTwentyMegabytesInSmallReads)
{
    constexpr qint64 kSize = qint64(20) << 20;
    Deflater deflater;
    QCryptographicHash written(QCryptographicHash::Sha256);
    qint64 total = 0;
    char line[128];
    for (unsigned i = 0; total < kSize; ++i) {
        const int n = std::snprintf(line, sizeof line,
                                    "2025-%02u-01,us-east-1,p5.48xlarge,OnDemand,%u,%u.%04u\n",
                                    i % 12 + 1, i, (i * 2654435761u) % 100000, i % 10000);
        const QByteArray bytes(line, n);
        deflater.add(bytes);
        written.addData(bytes);
        total += n;
    }
    const QByteArray compressed = deflater.finish();

    QBuffer source;
    source.setData(compressed);
    source.open(QIODevice::ReadOnly);
    GzipDevice device(source);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    QCryptographicHash read(QCryptographicHash::Sha256);
    qint64 readTotal = 0;
    qint64 progress = 0;
    bool progressMonotonic = true;
    char chunk[997];
    qint64 n = 0;
    while ((n = device.read(chunk, sizeof chunk)) > 0) {
        read.addData(QByteArrayView(chunk, n));
        readTotal += n;
        progressMonotonic = progressMonotonic && device.compressedBytesRead() >= progress;
        progress = device.compressedBytesRead();
    }
    EXPECT_EQ(n, 0);
    EXPECT_EQ(device.error(), std::nullopt);
    EXPECT_EQ(readTotal, total);
    EXPECT_EQ(read.result().toHex(), written.result().toHex());
    EXPECT_TRUE(progressMonotonic);
    EXPECT_EQ(device.compressedBytesRead(), compressed.size());
    EXPECT_EQ(source.pos(), compressed.size());
}

// `cat a.gz b.gz c.gz`, an empty member in the middle: one stream.
TEST(GzipDevice, ReadsConcatenatedMembersAsOneStream)
{
    const QByteArray first = gzip("month,cost\n2025-01,10\n");
    const QByteArray empty = gzip("");
    const QByteArray last = gzip("2025-02,20\n");
    const QByteArray file = first + empty + last;
    for (const qint64 readSize : {qint64(1), qint64(7), qint64(1000)}) {
        const ReadOut out = readToEnd(file, readSize);
        EXPECT_EQ(out.bytes, QByteArray("month,cost\n2025-01,10\n2025-02,20\n")) << readSize;
        EXPECT_EQ(out.last, 0);
        EXPECT_EQ(out.error, std::nullopt);
        EXPECT_TRUE(out.atEnd);
    }
}

// A download cut short: every cut point reads to -1 with the offset, never a clean end,
// and what came before is the text's start.
TEST(GzipDevice, ATruncatedStreamIsAnErrorNamingItsOffset)
{
    const QByteArray text = pseudoRandomCsv(2000);
    const QByteArray compressed = gzip(text);
    ASSERT_GT(compressed.size(), 20000);
    struct Cut
    {
        qsizetype size;
        QString offset;
    };
    const std::vector<Cut> cuts = {
        {1, QStringLiteral("1")},          // inside the magic number
        {7, QStringLiteral("7")},          // inside the header
        {1234, QStringLiteral("1,234")},   // in the deflate data
        {20000, QStringLiteral("20,000")}, // further in
        // Only the trailer (CRC-32 and length) missing: all of the text could be there.
        {compressed.size() - 8, grouped(compressed.size() - 8)},
        {compressed.size() - 1, grouped(compressed.size() - 1)},
    };
    for (const Cut &cut : cuts) {
        SCOPED_TRACE(cut.size);
        const ReadOut out = readToEnd(compressed.left(cut.size));
        EXPECT_EQ(out.last, -1);
        EXPECT_EQ(out.error, std::optional<QString>(truncatedAt(cut.offset)));
        EXPECT_TRUE(out.atEnd);
        EXPECT_EQ(out.bytes, text.left(out.bytes.size()));
    }
    EXPECT_EQ(readToEnd(QByteArray()).error,
              std::optional<QString>(QStringLiteral("the compressed file is empty")));
}

// A second member cut inside its header: the first member's text, then the error.
TEST(GzipDevice, ATruncatedSecondMemberIsAnError)
{
    const QByteArray first = gzip("a,b\n");
    const QByteArray file = first + gzip("c,d\n").left(5);
    const ReadOut out = readToEnd(file);
    EXPECT_EQ(out.bytes, QByteArray("a,b\n"));
    EXPECT_EQ(out.last, -1);
    EXPECT_EQ(out.error, std::optional<QString>(truncatedAt(grouped(file.size()))));
}

// Stored blocks (level 0) put every byte at a known place: a 10-byte header, a 5-byte
// block header (type, LEN, NLEN), the text, then CRC-32 and length. A flipped text byte
// inflates "fine" and is caught by the CRC; a flipped LEN at once.
TEST(GzipDevice, ACorruptByteIsAnErrorNamingItsOffset)
{
    const QByteArray text(1000, 'x');
    const QByteArray stored = gzip(text, 0);
    ASSERT_EQ(stored.size(), 10 + 5 + 1000 + 8);

    QByteArray flippedText = stored;
    flippedText[500] = char(flippedText[500] ^ 0x01);
    const ReadOut badText = readToEnd(flippedText);
    EXPECT_EQ(badText.last, -1);
    EXPECT_EQ(badText.error, std::optional<QString>(QStringLiteral(
                                 "the gzip data is corrupt at byte 1,019: incorrect data check")));

    QByteArray flippedLength = stored;
    flippedLength[11] = char(flippedLength[11] ^ 0x01);
    const ReadOut badLength = readToEnd(flippedLength);
    EXPECT_EQ(badLength.last, -1);
    EXPECT_EQ(badLength.bytes, QByteArray());
    EXPECT_EQ(badLength.error,
              std::optional<QString>(QStringLiteral(
                  "the gzip data is corrupt at byte 15: invalid stored block lengths")));

    // Compressed data: where zlib notices depends on the bits, but it does, with an offset.
    const QByteArray compressed = gzip(pseudoRandomCsv(2000));
    QByteArray flipped = compressed;
    flipped[compressed.size() / 2] = char(flipped[compressed.size() / 2] ^ 0x5a);
    const ReadOut bad = readToEnd(flipped);
    EXPECT_EQ(bad.last, -1);
    ASSERT_TRUE(bad.error.has_value());
    EXPECT_EQ(bad.error->left(33), QStringLiteral("the gzip data is corrupt at byte "));

    // Not gzip at all: a plain CSV opened as CSV.gz.
    EXPECT_EQ(readToEnd("a,b\n1,2\n").error,
              std::optional<QString>(
                  QStringLiteral("the gzip data is corrupt at byte 2: incorrect header check")));
}

TEST(GzipDevice, BytesAfterTheLastMemberThatAreNotGzipAreAnError)
{
    const QByteArray member = gzip("a,b\n1,2\n");
    const QString expected = QStringLiteral("the gzip file has data that is not gzip at byte %1, "
                                            "after the end of its compressed stream")
                                 .arg(member.size());
    for (const QByteArray &tail : {QByteArray("garbage"), QByteArray(1, '\x1f'),
                                   QByteArray(512, '\0'), QByteArray("\x1f\x8a", 2)}) {
        SCOPED_TRACE(tail.toHex().left(16).toStdString());
        const ReadOut out = readToEnd(member + tail);
        EXPECT_EQ(out.bytes, QByteArray("a,b\n1,2\n"));
        EXPECT_EQ(out.last, -1);
        EXPECT_EQ(out.error, std::optional<QString>(expected));
    }
}

TEST(GzipDevice, LooksGzipAndLooksParquetPeekWithoutConsuming)
{
    struct Case
    {
        QByteArray bytes;
        bool gzip;
        bool parquet;
    };
    const std::vector<Case> cases = {
        {gzip("a\n"), true, false},          {QByteArray("PAR1\x15\x04", 6), false, true},
        {QByteArray("a,b\n"), false, false}, {QByteArray("\x1f", 1), false, false},
        {QByteArray("PAR"), false, false},   {QByteArray(), false, false},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.bytes.toHex().toStdString());
        QBuffer source;
        source.setData(c.bytes);
        source.open(QIODevice::ReadOnly);
        EXPECT_EQ(GzipDevice::looksGzip(source), c.gzip);
        EXPECT_EQ(GzipDevice::looksParquet(source), c.parquet);
        EXPECT_EQ(source.pos(), 0);
    }
    QBuffer closed;
    EXPECT_FALSE(GzipDevice::looksGzip(closed));

    // After the peek the whole stream is still there.
    QBuffer source;
    source.setData(gzip("a,b\n"));
    source.open(QIODevice::ReadOnly);
    ASSERT_TRUE(GzipDevice::looksGzip(source));
    GzipDevice device(source);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    EXPECT_EQ(device.readAll(), QByteArray("a,b\n"));
    EXPECT_EQ(device.error(), std::nullopt);
}

TEST(GzipDevice, CsvReaderReadsRowsThroughIt)
{
    QBuffer source;
    source.setData(gzip("\xEF\xBB\xBFmonth,\"instance, type\",cost\r\n2025-01,p5.48xlarge,"
                        "71773.60\r\n") +
                   gzip("2025-02,trn1.32xlarge,15680.04\r\n"));
    source.open(QIODevice::ReadOnly);
    GzipDevice device(source);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    CsvReader reader(device);
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string_view> fields;
    while (reader.readRow(fields))
        rows.emplace_back(fields.begin(), fields.end());
    EXPECT_EQ(reader.error(), std::nullopt);
    EXPECT_EQ(rows,
              (std::vector<std::vector<std::string>>{{"month", "instance, type", "cost"},
                                                     {"2025-01", "p5.48xlarge", "71773.60"},
                                                     {"2025-02", "trn1.32xlarge", "15680.04"}}));
}

// The reader stops with the device's error rather than at a clean end.
TEST(GzipDevice, CsvReaderSeesATruncatedFileAsAnError)
{
    const QByteArray compressed = gzip(pseudoRandomCsv(2000));
    QBuffer source;
    source.setData(compressed.left(1234));
    source.open(QIODevice::ReadOnly);
    GzipDevice device(source);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    CsvReader reader(device);
    std::vector<std::string_view> fields;
    while (reader.readRow(fields)) {
    }
    EXPECT_EQ(reader.error(), std::optional<QString>(QStringLiteral("read error: ") +
                                                     truncatedAt(QStringLiteral("1,234"))));
}

// QIODevice reads ahead 16 KiB for a small read; bytesAvailable() counts it, and atEnd()
// only holds once the stream has ended, so a readLine loop gets every line.
TEST(GzipDevice, BufferedReadsCountTheBufferAndEndOnlyAtTheEnd)
{
    const QByteArray text = pseudoRandomCsv(4000);
    ASSERT_GT(text.size(), 100000);
    QBuffer source;
    source.setData(gzip(text));
    source.open(QIODevice::ReadOnly);
    GzipDevice device(source);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    EXPECT_EQ(device.bytesAvailable(), 0);
    EXPECT_EQ(device.read(10), text.left(10));
    EXPECT_EQ(device.bytesAvailable(), 16384 - 10);
    qint64 lines = 0;
    while (!device.atEnd()) {
        device.readLine();
        ++lines;
    }
    EXPECT_EQ(lines, 4001); // the header's rest and 4,000 rows
    EXPECT_EQ(device.bytesAvailable(), 0);
    EXPECT_EQ(device.error(), std::nullopt);

    GzipDevice unbuffered(source);
    source.seek(0);
    ASSERT_TRUE(unbuffered.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
    EXPECT_EQ(unbuffered.read(10), text.left(10));
    EXPECT_EQ(unbuffered.bytesAvailable(), 0);
}

TEST(GzipDevice, OnlyReads)
{
    QBuffer source;
    source.setData(gzip("a\n"));
    GzipDevice device(source);
    EXPECT_FALSE(device.open(QIODevice::ReadOnly)); // the source is not open
    EXPECT_EQ(device.errorString(), QStringLiteral("the compressed file is not open for reading"));
    source.open(QIODevice::ReadOnly);
    EXPECT_FALSE(device.open(QIODevice::ReadWrite));
    EXPECT_EQ(device.errorString(), QStringLiteral("a gzip device is only for reading"));
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    EXPECT_FALSE(device.open(QIODevice::ReadOnly));
    EXPECT_EQ(device.write("x"), -1);
    EXPECT_EQ(device.readAll(), QByteArray("a\n"));
    device.close();
    EXPECT_EQ(device.compressedBytesRead(), source.size());
}
