#include "database/import/CsvReader.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <bit>
#include <cstdint>
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

// memchr for the mostly short fields of a price list (empty, a code, a word): a call
// per field costs more than looking at the first bytes in line.
const char *findQuote(const char *from, const char *limit)
{
    const char *const near = from + std::min<qsizetype>(limit - from, 16);
    for (const char *p = from; p < near; ++p) {
        if (*p == '"')
            return p;
    }
    return static_cast<const char *>(std::memchr(near, '"', std::size_t(limit - near)));
}

#if defined(__SSE2__)
// The rest of a row after a separator, sixteen bytes at a time: bit k of each mask is
// byte k of the block. A quote flips "inside quotes"; a comma or line end outside quotes
// separates fields or ends the row. That reading is parseRow's as long as every quote
// that opens is at a field start or right after a closing quote (a doubled quote), and
// every quote that closes is followed by a separator, a line end, CR LF or a quote;
// anything else (a quote inside an unquoted field, garbage after a closing quote) makes
// this give up, as does a row reaching the last bytes before `limit`, so parseRow
// decides. On success `fields` counts the fields from `from` on, `lineEnd` is the LF
// and `quotedNewlines` the line breaks inside quoted fields before it.
struct Masks
{
    std::uint32_t quotes, commas, newlines, returns;
};

inline Masks masksAt(const char *at)
{
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
    const auto equal = [&bytes](char c) {
        return std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(c))));
    };
    return {equal('"'), equal(','), equal('\n'), equal('\r')};
}

// Without a POPCNT target std::popcount is a library call, dearer than this.
inline int bitCount16(std::uint32_t x)
{
    x = x - ((x >> 1) & 0x5555);
    x = (x & 0x3333) + ((x >> 2) & 0x3333);
    x = (x + (x >> 4)) & 0x0F0F;
    return int((x + (x >> 8)) & 0x1F);
}

enum class Scan
{
    RowEnd,
    Irregular, // parseRow must read the row
    NearLimit  // too close to the end of the data: the byte-wise scan goes on
};

Scan scanRest(const char *from, const char *limit, qsizetype &fields, const char *&lineEnd,
              qsizetype &quotedNewlines)
{
    constexpr int kWidth = 16;
    constexpr std::uint32_t kAll = 0xFFFF;
    std::uint32_t parity = 0;     // kAll when inside quotes after the last block
    std::uint32_t afterSep = 1;   // the byte before the block's first ends a field
    std::uint32_t afterClose = 0; // ... is a closing quote
    qsizetype separators = 0;
    qsizetype newlines = 0;
    for (const char *at = from; limit - at >= kWidth + 2; at += kWidth) {
        const Masks here = masksAt(at);
        const Masks next = masksAt(at + 1);
        const std::uint32_t newlineAfterNext = std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(
            _mm_loadu_si128(reinterpret_cast<const __m128i *>(at + 2)), _mm_set1_epi8('\n'))));
        std::uint32_t inside = here.quotes; // inside quotes after each byte: a prefix xor
        inside ^= inside << 1;
        inside ^= inside << 2;
        inside ^= inside << 4;
        inside ^= inside << 8;
        inside = (inside ^ parity) & kAll;
        const std::uint32_t opening = here.quotes & inside;
        const std::uint32_t closing = here.quotes & ~inside;
        const std::uint32_t separator = here.commas & ~inside;
        const std::uint32_t ends = here.newlines & ~inside;
        // Up to and including the row's line end when it is in this block.
        const std::uint32_t upTo = ends ? ((ends & (0u - ends)) << 1) - 1 : kAll;
        const std::uint32_t fieldStart = ((separator << 1) | afterSep) & kAll;
        const std::uint32_t quoteBefore = ((closing << 1) | afterClose) & kAll;
        const std::uint32_t goodAfterClose =
            next.quotes | next.commas | next.newlines | (next.returns & newlineAfterNext);
        if (((opening & ~(fieldStart | quoteBefore)) | (closing & ~goodAfterClose)) & upTo)
            return Scan::Irregular;
        separators += bitCount16(separator & upTo);
        newlines += bitCount16(here.newlines & inside & upTo);
        if (ends) {
            fields = separators + 1;
            quotedNewlines = newlines;
            lineEnd = at + std::countr_zero(ends);
            return Scan::RowEnd;
        }
        parity = (inside >> (kWidth - 1)) ? kAll : 0;
        afterSep = separator >> (kWidth - 1);
        afterClose = closing >> (kWidth - 1);
    }
    return Scan::NearLimit;
}
#endif

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
    bool skipRow(const Prefilter &prefilter);
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

// Steps over the row at `begin` when the prefilter rejects it, following parseRow's
// rules without recording fields; false (nothing consumed) whenever the row is not a
// plain, complete, well-formed row of prefilter.fieldCount fields, so that parseRow
// then handles it, errors and all.
bool CsvReader::State::skipRow(const Prefilter &prefilter)
{
    const char *const rowStart = buffer + begin;
    const char *const limit = buffer + end;
    const char *p = rowStart;
    qsizetype index = 0;
    bool rejected = false;
    [[maybe_unused]] bool scanned = false;
    for (;;) {
        const char *fieldStart = p;
        const char *fieldEnd = nullptr;
        const bool quoted = p < limit && *p == '"';
        if (quoted) {
            const char *q = p + 1;
            for (;;) {
                const char *hit = findQuote(q, limit);
                if (!hit || hit + 1 == limit)
                    return false;
                if (hit[1] != '"') {
                    fieldEnd = hit;
                    break;
                }
                // A doubled quote: the looked-at field would need decoding first.
                if (index == prefilter.column)
                    return false;
                q = hit + 2;
            }
            fieldStart = p + 1;
            p = fieldEnd + 1;
            if (*p == '\r') {
                if (p + 1 == limit || p[1] != '\n')
                    return false;
                ++p;
            }
            if (*p != ',' && *p != '\n')
                return false; // garbage after the closing quote: parseRow reports it
        } else {
            while (p < limit && *p != ',' && *p != '\n')
                ++p;
            if (p == limit)
                return false; // the last row without a line end, or more to read
            fieldEnd = p;
            if (*p == '\n' && fieldEnd > fieldStart && fieldEnd[-1] == '\r')
                --fieldEnd;
        }
        if (index == prefilter.column) {
            if (prefilter.keep(std::string_view(fieldStart, std::size_t(fieldEnd - fieldStart))))
                return false;
            rejected = true;
        }
        ++index;
        if (*p == '\n')
            break;
        ++p;
#if defined(__SSE2__)
        if (rejected && !scanned) {
            // Only the width and the end of the row are left to find.
            scanned = true;
            qsizetype rest = 0;
            const char *lineEnd = nullptr;
            qsizetype quotedNewlines = 0;
            const Scan scan = scanRest(p, limit, rest, lineEnd, quotedNewlines);
            if (scan == Scan::Irregular ||
                (scan == Scan::RowEnd && index + rest != prefilter.fieldCount))
                return false;
            if (scan == Scan::RowEnd) {
                rowEnd = begin + (lineEnd - rowStart) + 1;
                line += countNewlines(rowStart, p) + quotedNewlines + 1;
                begin = rowEnd;
                return true;
            }
        }
#endif
    }
    if (!rejected || index != prefilter.fieldCount)
        return false;
    rowEnd = begin + (p - rowStart) + 1;
    line += countNewlines(rowStart, p + 1);
    begin = rowEnd;
    return true;
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
    qint64 skipped = 0;
    return readRow(fields, Prefilter{}, skipped);
}

bool CsvReader::readRow(std::vector<std::string_view> &fields, const Prefilter &prefilter,
                        qint64 &skipped)
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
        if (prefilter.keep && s.skipRow(prefilter)) {
            ++skipped;
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
