#include "core/text/CsvText.h"

namespace acceldecide {

bool CsvText::parse(std::string_view text, std::vector<Row> &rows, std::string &error)
{
    rows.clear();
    Row row;
    std::string field;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
    int quoteLine = 0;
    const auto endRow = [&] {
        if (fieldStarted || !row.empty()) {
            row.push_back(std::move(field));
            rows.push_back(std::move(row));
        }
        row.clear();
        field.clear();
        fieldStarted = false;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                line += c == '\n' ? 1 : 0;
                field += c;
            }
            continue;
        }
        switch (c) {
        case '"':
            quoted = true;
            fieldStarted = true;
            quoteLine = line;
            break;
        case ',':
            row.push_back(std::move(field));
            field.clear();
            fieldStarted = true;
            break;
        case '\r':
            break;
        case '\n':
            ++line;
            endRow();
            break;
        default:
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted) {
        error = "line " + std::to_string(quoteLine) + ": a quoted field is never closed";
        return false;
    }
    endRow();
    return true;
}

} // namespace acceldecide
