#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace acceldecide::db {

// RFC 4180 parsing of a whole, small seed file held in memory (the seed catalog is a
// few hundred rows; the streaming CsvReader is for the big importer inputs).
// Accepts LF and CRLF line ends, a UTF-8 BOM, quoted fields with commas, doubled
// quotes and line breaks.
struct SeedCsv
{
    struct Row
    {
        int line = 0; // 1-based line where the row starts
        QStringList fields;
    };

    std::vector<Row> rows; // the header is rows.front()
    std::optional<QString> error;
    int errorLine = 0;

    static SeedCsv parse(const QString &text);
};

} // namespace acceldecide::db
