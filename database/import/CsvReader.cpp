#include "database/import/CsvReader.h"

#include <algorithm>
#include <cstring>

namespace acceldecide::db {

namespace {

constexpr qsizetype kDefaultBufferSize = qsizetype(1) << 20;

enum class Parse
{
    Complete,
    NeedMore,
    Malformed
};

} // namespace

struct CsvReader::State
{
    // A field of the row being parsed, relative to the row start: offsets rather than
    // pointers because a refill moves the row to the front of the buffer.
    struct Span
    {
        qsizetype offset;
        qsizetype length;
        bool hasDoubledQuotes;
    };

    State(QIODevice *device, qsizetype bufferSize)
        : device(device), storage(std::size_t(std::max<qsizetype>(bufferSize, 16))),
          buffer(storage.data()), capacity(qsizetype(storage.size()))
    {}

    // Moves the unread bytes to the front and reads more; false when nothing more came.
    bool fill();
    Parse parseRow(bool final);
    qsizetype countNewlines(const char *from, const char *to) const;

    QIODevice *device; // null when reading a caller's memory block
    std::vector<char> storage;
    char *buffer;
    qsizetype capacity;
    qsizetype begin = 0; // first unread byte
    qsizetype end = 0;   // one past the last valid byte
    qsizetype rowEnd = 0;
    bool eof = false;
    bool started = false;
    qint64 consumedBefore = 0; // input offset of buffer[0]
    qint64 line = 1;           // line of buffer[begin]
    qint64 rowLine = 0;
    std::vector<Span> spans;
    std::optional<QString> error;
    bool rowTooLong = false;
};

bool CsvReader::State::fill()
{
    if (!device) {
        eof = true;
        return false;
    }
    if (begin > 0) {
        std::memmove(buffer, buffer + begin, std::size_t(end - begin));
        consumedBefore += begin;
        end -= begin;
        begin = 0;
    }
    if (end == capacity) {
        // Stopping here keeps memory bounded on a corrupt multi-gigabyte file.
        if (end >= kMaxRowBytes) {
            error = QStringLiteral("line %1: a row longer than %2 MiB (the limit): a quote is "
                                   "probably never closed, or this is not a CSV file")
                        .arg(line)
                        .arg(kMaxRowBytes >> 20);
            rowTooLong = true;
            return false;
        }
        storage.resize(std::size_t(std::min<qsizetype>(capacity * 2, kMaxRowBytes)));
        buffer = storage.data();
        capacity = qsizetype(storage.size());
    }
    for (;;) {
        const qint64 n = device->read(buffer + end, qint64(capacity) - end);
        if (n > 0) {
            end += qsizetype(n);
            break;
        }
        // Sockets and processes return 0 while data is still on its way.
        if (n == 0 && device->waitForReadyRead(-1))
            continue;
        if (n < 0)
            error = QStringLiteral("read error: %1").arg(device->errorString());
        eof = true;
        return false;
    }
    if (!started && (end >= 3 || eof)) {
        started = true;
        if (end >= 3 && std::memcmp(buffer, "\xEF\xBB\xBF", 3) == 0)
            begin = 3;
    }
    return true;
}

qsizetype CsvReader::State::countNewlines(const char *from, const char *to) const
{
    qsizetype count = 0;
    while (from < to) {
        const void *hit = std::memchr(from, '\n', std::size_t(to - from));
        if (!hit)
            break;
        ++count;
        from = static_cast<const char *>(hit) + 1;
    }
    return count;
}

// Parses one row starting at `begin`. With `final` the buffer holds the rest of the
// input, so running out of data ends the row instead of asking for more.
Parse CsvReader::State::parseRow(bool final)
{
    spans.clear();
    const char *const rowStart = buffer + begin;
    const char *const limit = buffer + end;
    const char *p = rowStart;
    for (;;) {
        const char *fieldStart = p;
        const char *fieldEnd = nullptr;
        bool doubled = false;
        const bool quoted = p < limit && *p == '"';
        if (quoted) {
            // Quoted: jump from quote to quote; a doubled quote is an escaped one.
            const char *q = p + 1;
            for (;;) {
                const char *hit =
                    static_cast<const char *>(std::memchr(q, '"', std::size_t(limit - q)));
                if (!hit) {
                    if (!final)
                        return Parse::NeedMore;
                    error = QStringLiteral("line %1: a quoted field is never closed; the "
                                           "file is probably truncated")
                                .arg(line);
                    return Parse::Malformed;
                }
                if (hit + 1 < limit && hit[1] == '"') {
                    doubled = true;
                    q = hit + 2;
                    continue;
                }
                if (hit + 1 == limit && !final)
                    return Parse::NeedMore; // the next byte may be the second quote
                fieldStart = p + 1;
                fieldEnd = hit;
                p = hit + 1;
                break;
            }
        } else {
            while (p < limit && *p != ',' && *p != '\n')
                ++p;
            fieldEnd = p;
        }
        // After a field: a comma, a line end, or the end of the data.
        if (p < limit && *p == ',') {
            spans.push_back({fieldStart - rowStart, fieldEnd - fieldStart, doubled});
            ++p;
            continue;
        }
        if (quoted && p < limit && *p == '\r') {
            if (p + 1 == limit && !final)
                return Parse::NeedMore;
            if (p + 1 < limit && p[1] == '\n')
                ++p;
        }
        if (p == limit && !final)
            return Parse::NeedMore;
        if (p < limit && *p != '\n') {
            error = QStringLiteral("line %1: unexpected character '%2' after the closing "
                                   "quote of field %3")
                        .arg(line + countNewlines(rowStart, p))
                        .arg(QLatin1Char(*p))
                        .arg(spans.size() + 1);
            return Parse::Malformed;
        }
        // Unquoted last field of a CRLF row: the CR belongs to the line end.
        if (!quoted && fieldEnd > fieldStart && fieldEnd[-1] == '\r')
            --fieldEnd;
        spans.push_back({fieldStart - rowStart, fieldEnd - fieldStart, doubled});
        rowEnd = begin + (p - rowStart) + (p < limit ? 1 : 0);
        return Parse::Complete;
    }
}

CsvReader::CsvReader(QIODevice &device) : CsvReader(device, kDefaultBufferSize) {}

CsvReader::CsvReader(QIODevice &device, qsizetype bufferSize)
    : m_state(std::make_shared<State>(&device, bufferSize))
{}

CsvReader::CsvReader(char *data, qsizetype size, qint64 firstLine)
    : m_state(std::make_shared<State>(nullptr, 0))
{
    State &s = *m_state;
    s.storage = {};
    s.buffer = data;
    s.capacity = size;
    s.end = size;
    s.eof = true;
    s.started = true;
    s.line = firstLine;
    if (size >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0)
        s.begin = 3;
}

bool CsvReader::readRow(std::vector<std::string_view> &fields)
{
    State &s = *m_state;
    fields.clear();
    if (s.error)
        return false;
    if (!s.started && !s.fill() && s.end == s.begin)
        return false;
    for (;;) {
        // Blank lines carry no row.
        while (s.begin < s.end && (s.buffer[std::size_t(s.begin)] == '\n' ||
                                   (s.buffer[std::size_t(s.begin)] == '\r' && s.begin + 1 < s.end &&
                                    s.buffer[std::size_t(s.begin) + 1] == '\n'))) {
            s.begin += s.buffer[std::size_t(s.begin)] == '\n' ? 1 : 2;
            ++s.line;
        }
        if (s.begin == s.end) {
            if (s.eof || !s.fill())
                return false;
            continue;
        }
        const Parse result = s.parseRow(s.eof);
        if (result == Parse::Malformed)
            return false;
        if (result == Parse::NeedMore) {
            if (!s.fill() && s.error)
                return false;
            continue;
        }
        break;
    }
    char *const rowStart = s.buffer + s.begin;
    // Count before decoding: decoding in place leaves stale bytes behind each field.
    s.rowLine = s.line;
    s.line += s.countNewlines(rowStart, s.buffer + s.rowEnd);
    fields.reserve(s.spans.size());
    for (const State::Span &span : s.spans) {
        char *data = rowStart + span.offset;
        qsizetype length = span.length;
        if (span.hasDoubledQuotes) {
            // Decode in place: the decoded text is shorter, and the row is consumed.
            char *out = data;
            for (qsizetype i = 0; i < length; ++i) {
                *out++ = data[i];
                if (data[i] == '"')
                    ++i;
            }
            length = out - data;
        }
        fields.emplace_back(data, std::size_t(length));
    }
    s.begin = s.rowEnd;
    return true;
}

bool CsvReader::rowTooLong() const
{
    return m_state->rowTooLong;
}

qint64 CsvReader::lineNumber() const
{
    return m_state->rowLine;
}

qint64 CsvReader::bytesRead() const
{
    return m_state->consumedBefore + m_state->begin;
}

std::optional<QString> CsvReader::error() const
{
    return m_state->error;
}

} // namespace acceldecide::db
