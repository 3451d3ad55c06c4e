#include "database/import/GzipDevice.h"

#include "core/text/MoneyFormat.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>

namespace acceldecide::db::import {

namespace {

// 16 + MAX_WBITS: a gzip header and trailer (CRC-32 and length, both checked) around a
// deflate stream with the largest window, which is what gzip(1) and every exporter write.
constexpr int kGzipWindowBits = 16 + MAX_WBITS;
// avail_out is 32 bits; a caller may ask for more in one read.
constexpr qint64 kMaxOutputPerInflate = qint64(1) << 30;

QString bytes(qint64 offset)
{
    return QString::fromStdString(MoneyFormat::number(double(offset)));
}

bool startsWith(QIODevice &source, const char *magic, qint64 size)
{
    return source.isReadable() && source.peek(size) == QByteArray::fromRawData(magic, size);
}

} // namespace

struct GzipDevice::State
{
    enum class Phase
    {
        InMember,       // inflating a member
        BetweenMembers, // a member ended: another one, or the end of the file, follows
        Finished,       // the last member ended and nothing followed
        Failed          // `error` says why
    };
    enum class Fill
    {
        Ready, // at least the bytes asked for are in the input buffer
        End,   // the source has ended with fewer
        Failed
    };

    State() = default;
    State(const State &) = delete;
    State &operator=(const State &) = delete;
    ~State() { release(); }

    bool start(QIODevice &source);
    void release();
    Fill fill(QIODevice &source, uInt need);
    void nextMember(QIODevice &source);
    qint64 inflateInto(QIODevice &source, char *data, qint64 maxSize);
    void fail(const QString &message);
    void failOnInflate(int result);

    // Bytes of the source inflated (or, between members, looked at) so far.
    qint64 consumed() const { return sourceBytes - qint64(stream.avail_in); }
    // Where in the compressed file the next byte to inflate is.
    qint64 offset() const { return startOffset + consumed(); }

    z_stream stream{};
    bool initialized = false;
    std::unique_ptr<Bytef[]> input;
    qint64 startOffset = 0;
    qint64 sourceBytes = 0;
    bool sourceEnded = false;
    Phase phase = Phase::InMember;
    std::optional<QString> error;
};

bool GzipDevice::State::start(QIODevice &source)
{
    release();
    stream = z_stream{};
    input = std::make_unique_for_overwrite<Bytef[]>(std::size_t(kInputBufferSize));
    stream.next_in = input.get();
    stream.avail_in = 0;
    if (inflateInit2(&stream, kGzipWindowBits) != Z_OK) {
        input.reset();
        return false;
    }
    initialized = true;
    startOffset = source.isSequential() ? 0 : source.pos();
    sourceBytes = 0;
    sourceEnded = false;
    phase = Phase::InMember;
    error.reset();
    return true;
}

void GzipDevice::State::release()
{
    if (initialized)
        inflateEnd(&stream);
    initialized = false;
    input.reset();
}

// Tops the input buffer up to `need` bytes, moving what is left to its start first (so
// that the two bytes of a member's magic number can be looked at across a refill).
GzipDevice::State::Fill GzipDevice::State::fill(QIODevice &source, uInt need)
{
    if (stream.avail_in >= need)
        return Fill::Ready;
    if (stream.avail_in > 0 && stream.next_in != input.get())
        std::memmove(input.get(), stream.next_in, stream.avail_in);
    stream.next_in = input.get();
    while (stream.avail_in < need && !sourceEnded) {
        const qint64 n = source.read(reinterpret_cast<char *>(input.get()) + stream.avail_in,
                                     kInputBufferSize - qint64(stream.avail_in));
        if (n > 0) {
            stream.avail_in += uInt(n);
            sourceBytes += n;
            continue;
        }
        // Sockets and processes return 0 while data is still on its way (as CsvReader).
        if (n == 0 && source.waitForReadyRead(-1))
            continue;
        if (n < 0) {
            fail(tr("cannot read the compressed file at byte %1: %2")
                     .arg(bytes(startOffset + sourceBytes), source.errorString()));
            return Fill::Failed;
        }
        sourceEnded = true;
    }
    return stream.avail_in >= need ? Fill::Ready : Fill::End;
}

// After a member's end: the file ends there, or another member starts (gzip's magic
// number); anything else is not gzip data, and keeping the rows before it would hide
// that the file is not what its exporter wrote.
void GzipDevice::State::nextMember(QIODevice &source)
{
    const Fill filled = fill(source, 2);
    if (filled == Fill::Failed)
        return;
    if (filled == Fill::End && stream.avail_in == 0) {
        phase = Phase::Finished;
        return;
    }
    if (filled == Fill::End || stream.next_in[0] != 0x1f || stream.next_in[1] != 0x8b) {
        fail(tr("the gzip file has data that is not gzip at byte %1, after the end of its "
                "compressed stream")
                 .arg(bytes(offset())));
        return;
    }
    inflateReset(&stream);
    phase = Phase::InMember;
}

void GzipDevice::State::fail(const QString &message)
{
    phase = Phase::Failed;
    error = message;
}

void GzipDevice::State::failOnInflate(int result)
{
    const QString at = bytes(offset());
    switch (result) {
    case Z_NEED_DICT:
        // A gzip member never has a preset dictionary: the header is damaged.
        fail(tr("the gzip data is corrupt at byte %1: it asks for a preset dictionary").arg(at));
        break;
    case Z_MEM_ERROR:
        fail(tr("out of memory inflating the gzip data at byte %1").arg(at));
        break;
    case Z_DATA_ERROR:
        fail(tr("the gzip data is corrupt at byte %1: %2")
                 .arg(at, stream.msg ? QString::fromLatin1(stream.msg) : tr("invalid data")));
        break;
    default:
        fail(tr("zlib failed (code %1) at byte %2 of the gzip data").arg(result).arg(at));
        break;
    }
}

// Inflates into `data` until it is full, the last member ends or something fails.
qint64 GzipDevice::State::inflateInto(QIODevice &source, char *data, qint64 maxSize)
{
    qint64 produced = 0;
    while (produced < maxSize) {
        if (phase == Phase::BetweenMembers)
            nextMember(source);
        if (phase != Phase::InMember)
            break;
        if (stream.avail_in == 0 && !sourceEnded && fill(source, 1) == Fill::Failed)
            break;
        const uInt room = uInt(std::min(maxSize - produced, kMaxOutputPerInflate));
        stream.next_out = reinterpret_cast<Bytef *>(data + produced);
        stream.avail_out = room;
        // Called even once the source has ended: zlib may still hold output for bytes
        // it has already taken in, and only it can say whether the member is complete.
        const int result = inflate(&stream, Z_NO_FLUSH);
        produced += qint64(room - stream.avail_out);
        if (result == Z_STREAM_END) {
            phase = Phase::BetweenMembers;
        } else if (result == Z_BUF_ERROR) {
            // No progress with room to write: zlib needs input the source does not have.
            if (sourceEnded) {
                fail(sourceBytes == 0
                         ? tr("the compressed file is empty")
                         : tr("the gzip stream ends early at byte %1 of the compressed file "
                              "(the file is truncated)")
                               .arg(bytes(offset())));
            } else if (stream.avail_in > 0) {
                // zlib never says this with input and room; were it to, looping would hang.
                failOnInflate(result);
            }
        } else if (result != Z_OK) {
            failOnInflate(result);
        }
    }
    return produced;
}

GzipDevice::GzipDevice(QIODevice &source, QObject *parent)
    : QIODevice(parent), m_source(source), m_state(std::make_unique<State>())
{}

GzipDevice::~GzipDevice() = default;

bool GzipDevice::open(OpenMode mode)
{
    if (isOpen()) {
        setErrorString(tr("the gzip device is already open"));
        return false;
    }
    if ((mode & WriteOnly) || !(mode & ReadOnly)) {
        setErrorString(tr("a gzip device is only for reading"));
        return false;
    }
    if (!m_source.isReadable()) {
        setErrorString(tr("the compressed file is not open for reading"));
        return false;
    }
    if (!m_state->start(m_source)) {
        setErrorString(tr("zlib could not start inflating (out of memory)"));
        return false;
    }
    return QIODevice::open(mode);
}

void GzipDevice::close()
{
    if (!isOpen())
        return;
    QIODevice::close();
    // The error and the byte count stay readable after close.
    m_state->release();
}

qint64 GzipDevice::bytesAvailable() const
{
    return QIODevice::bytesAvailable();
}

bool GzipDevice::atEnd() const
{
    if (!isOpen())
        return true;
    if (QIODevice::bytesAvailable() > 0)
        return false;
    switch (m_state->phase) {
    case State::Phase::Finished:
    case State::Phase::Failed:
        return true;
    case State::Phase::BetweenMembers:
        return m_state->stream.avail_in == 0 && (m_state->sourceEnded || m_source.atEnd());
    case State::Phase::InMember:
        break;
    }
    return false;
}

std::optional<QString> GzipDevice::error() const
{
    return m_state->error;
}

qint64 GzipDevice::compressedBytesRead() const
{
    return m_state->consumed();
}

bool GzipDevice::looksGzip(QIODevice &source)
{
    return startsWith(source, "\x1f\x8b", 2);
}

bool GzipDevice::looksParquet(QIODevice &source)
{
    return startsWith(source, "PAR1", 4);
}

qint64 GzipDevice::readData(char *data, qint64 maxSize)
{
    State &state = *m_state;
    if (state.phase == State::Phase::Failed || !state.initialized)
        return -1;
    if (maxSize <= 0)
        return 0;
    const qint64 produced = state.inflateInto(m_source, data, maxSize);
    if (state.phase != State::Phase::Failed)
        return produced;
    setErrorString(*state.error);
    // The bytes inflated before the failure are good; the next read reports it.
    return produced > 0 ? produced : -1;
}

qint64 GzipDevice::writeData(const char *, qint64)
{
    return -1;
}

} // namespace acceldecide::db::import
