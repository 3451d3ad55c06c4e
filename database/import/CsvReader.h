#pragma once

#include <QIODevice>
#include <QString>

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace acceldecide::db {

// Streaming RFC 4180 reader: constant memory whatever the file size. Handles a UTF-8
// BOM, LF and CRLF line ends, quoted fields with commas, doubled quotes and line
// breaks, and reports a truncated last line (an unterminated quote) as an error.
// Blank lines are skipped (they carry no row). Fields are views into the reader's
// buffer, decoded in place (doubled quotes collapsed), in the file's encoding (UTF-8).
// Memory is the buffer (1 MiB by default) plus the longest row; a row longer than
// kMaxRowBytes is an error naming its line, since it can only come from an unbalanced
// quote or a file that is not CSV at all.
class CsvReader
{
public:
    // 1 MiB: the longest row of a real AWS price list is about 2 kB, of a catalog CSV
    // a few kB (a criteria preset's JSON); a megabyte without a row end is not a row.
    static constexpr qsizetype kMaxRowBytes = qsizetype(1) << 20;

    explicit CsvReader(QIODevice &device);
    // `bufferSize` is for tests that exercise rows crossing buffer refills.
    CsvReader(QIODevice &device, qsizetype bufferSize);
    // Reads a block of complete rows already in memory, decoding in place (no copy):
    // how the importers parse blocks on several cores. `firstLine` numbers its rows.
    CsvReader(char *data, qsizetype size, qint64 firstLine = 1);

    // Lets a caller that throws most rows away look at one field before the row is
    // decoded: a row whose `column` field fails `keep` is stepped over without building
    // its fields. Only well-formed rows of exactly `fieldCount` fields are stepped over;
    // any other row (a doubled quote in the field looked at, a malformed or short row,
    // one not wholly in the buffer yet) is returned as readRow would, so what a caller
    // sees of the file is the same with or without the filter, only faster.
    struct Prefilter
    {
        int column = 0;
        qsizetype fieldCount = 0;
        bool (*keep)(std::string_view field) = nullptr; // the field as decoded
    };

    // Reads the next row; false at the end of the input or on an error. The views
    // stay valid until the next call.
    bool readRow(std::vector<std::string_view> &fields);
    // readRow, stepping over the rows the prefilter rejects; adds them to `skipped`.
    bool readRow(std::vector<std::string_view> &fields, const Prefilter &prefilter,
                 qint64 &skipped);
    // 1-based line number where the last row returned started.
    qint64 lineNumber() const;
    // Input bytes consumed so far (up to the end of the last row returned).
    qint64 bytesRead() const;
    // Set when reading stopped on malformed input rather than at the end.
    std::optional<QString> error() const;
    // The error is a row longer than kMaxRowBytes: the rest of the input was not read,
    // so an importer refuses the whole file rather than keep the rows before it.
    bool rowTooLong() const;

private:
    struct State;
    std::shared_ptr<State> m_state;
};

} // namespace acceldecide::db
