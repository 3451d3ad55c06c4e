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
class CsvReader
{
public:
    explicit CsvReader(QIODevice &device);

    // Reads the next row; false at the end of the input or on an error. The views
    // stay valid until the next call.
    bool readRow(std::vector<std::string_view> &fields);
    // 1-based line number where the last row returned started.
    qint64 lineNumber() const;
    qint64 bytesRead() const;
    // Set when reading stopped on malformed input rather than at the end.
    std::optional<QString> error() const;

private:
    struct State;
    std::shared_ptr<State> m_state;
};

} // namespace acceldecide::db
