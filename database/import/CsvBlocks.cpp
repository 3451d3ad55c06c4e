#include "database/import/CsvBlocks.h"

#include "database/import/CsvReader.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace acceldecide::db {

namespace {

// A block only grows this far when a quote is never closed (see CsvReader).

struct Counts
{
    qsizetype quotes = 0;
    qsizetype newlines = 0;
};

// One pass over the block. Strips of 255 bytes with 8-bit counters let the compiler
// vectorise the byte compares into byte-wide sums (wider counters would make it widen
// every compare first): this runs at memory speed, not at a byte per cycle.
Counts countQuotesAndNewlines(const char *data, qsizetype size)
{
    Counts counts;
    while (size > 0) {
        const qsizetype strip = std::min<qsizetype>(size, 255);
        std::uint8_t quotes = 0;
        std::uint8_t newlines = 0;
        for (qsizetype i = 0; i < strip; ++i) {
            quotes += std::uint8_t(data[i] == '"');
            newlines += std::uint8_t(data[i] == '\n');
        }
        counts.quotes += quotes;
        counts.newlines += newlines;
        data += strip;
        size -= strip;
    }
    return counts;
}

} // namespace

CsvBlockSplitter::CsvBlockSplitter(QIODevice &device, qsizetype blockSize)
    : m_device(device), m_blockSize(blockSize)
{}

CsvBlock CsvBlockSplitter::allocate(qsizetype capacity)
{
    CsvBlock block;
    if (!m_spare.empty() && m_spare.back().capacity >= capacity) {
        block = std::move(m_spare.back());
        m_spare.pop_back();
    } else {
        block.data.reset(new char[std::size_t(capacity)]);
        block.capacity = capacity;
    }
    block.size = 0;
    return block;
}

void CsvBlockSplitter::recycle(CsvBlock &&block)
{
    if (block.capacity == m_blockSize && m_spare.size() < 16)
        m_spare.push_back(std::move(block));
}

bool CsvBlockSplitter::readMore(CsvBlock &buffer, qsizetype target)
{
    if (target > buffer.capacity) {
        CsvBlock bigger = allocate(target);
        std::memcpy(bigger.data.get(), buffer.data.get(), std::size_t(buffer.size));
        bigger.size = buffer.size;
        buffer = std::move(bigger);
    }
    qsizetype size = buffer.size;
    while (size < target && !m_eof) {
        const qint64 n = m_device.read(buffer.data.get() + size, target - size);
        if (n > 0) {
            size += qsizetype(n);
            continue;
        }
        // Sockets and processes return 0 while data is still on its way.
        if (n == 0 && m_device.waitForReadyRead(-1))
            continue;
        if (n < 0)
            m_error = QStringLiteral("read error: %1").arg(m_device.errorString());
        m_eof = true;
    }
    buffer.size = size;
    return !m_error;
}

bool CsvBlockSplitter::next(CsvBlock &block)
{
    if (m_done || m_error)
        return false;
    // The carried partial row goes first; it is far smaller than a block.
    CsvBlock buffer = allocate(std::max(m_blockSize, m_carry.size + 4096));
    if (m_carry.size > 0)
        std::memcpy(buffer.data.get(), m_carry.data.get(), std::size_t(m_carry.size));
    buffer.size = m_carry.size;
    qsizetype target = buffer.capacity;
    qsizetype split = 0;
    Counts counts;
    for (;;) {
        if (!readMore(buffer, target))
            return false;
        const char *data = buffer.data.get();
        const qsizetype size = buffer.size;
        counts = countQuotesAndNewlines(data, size);
        if (m_eof) {
            split = size;
            m_done = true;
            break;
        }
        // The last newline with an even number of quotes before it: walk back from the
        // end (typically less than a row), tracking the quotes and newlines passed.
        Counts after;
        for (qsizetype i = size - 1; i >= 0; --i) {
            if (data[i] == '"') {
                ++after.quotes;
            } else if (data[i] == '\n') {
                if ((counts.quotes - after.quotes) % 2 == 0) {
                    split = i + 1;
                    break;
                }
                ++after.newlines;
            }
        }
        if (split > 0) {
            counts.newlines -= after.newlines;
            break;
        }
        // No row end at all: the whole buffer is one row, starting at m_line.
        if (size >= CsvReader::kMaxRowBytes) {
            m_error = QStringLiteral("line %1: a row longer than %2 MiB (the limit): a quote "
                                     "is probably never closed, or this is not a CSV file")
                          .arg(m_line)
                          .arg(CsvReader::kMaxRowBytes >> 20);
            return false;
        }
        target = std::min(target * 2, std::max(CsvReader::kMaxRowBytes, buffer.capacity));
    }
    if (split == 0)
        return false; // the end, with nothing left
    if (m_carry.capacity < buffer.size - split) {
        m_carry.data.reset(new char[std::size_t(buffer.size - split)]);
        m_carry.capacity = buffer.size - split;
    }
    m_carry.size = buffer.size - split;
    if (m_carry.size > 0)
        std::memcpy(m_carry.data.get(), buffer.data.get() + split, std::size_t(m_carry.size));
    buffer.size = split;
    block = std::move(buffer);
    block.firstLine = m_line;
    m_line += counts.newlines;
    m_offset += split;
    block.endOffset = m_offset;
    return true;
}

} // namespace acceldecide::db
