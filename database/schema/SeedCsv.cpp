#include "database/schema/SeedCsv.h"

namespace acceldecide::db {

SeedCsv SeedCsv::parse(const QString &text)
{
    SeedCsv csv;
    qsizetype i = text.startsWith(QChar(0xFEFF)) ? 1 : 0;
    const qsizetype size = text.size();
    int line = 1;
    while (i < size) {
        Row row;
        row.line = line;
        QString field;
        bool rowDone = false;
        while (!rowDone) {
            field.clear();
            if (i < size && text[i] == QLatin1Char('"')) {
                const int quoteLine = line;
                ++i;
                for (;;) {
                    if (i >= size) {
                        csv.error = QStringLiteral("unterminated quoted field");
                        csv.errorLine = quoteLine;
                        return csv;
                    }
                    const QChar c = text[i++];
                    if (c == QLatin1Char('"')) {
                        if (i < size && text[i] == QLatin1Char('"')) {
                            field += c;
                            ++i;
                            continue;
                        }
                        break;
                    }
                    if (c == QLatin1Char('\n'))
                        ++line;
                    field += c;
                }
                if (i < size && text[i] != QLatin1Char(',') && text[i] != QLatin1Char('\n') &&
                    text[i] != QLatin1Char('\r')) {
                    csv.error = QStringLiteral("text after a closing quote");
                    csv.errorLine = line;
                    return csv;
                }
            } else {
                while (i < size && text[i] != QLatin1Char(',') && text[i] != QLatin1Char('\n') &&
                       text[i] != QLatin1Char('\r'))
                    field += text[i++];
            }
            row.fields << field;
            if (i < size && text[i] == QLatin1Char(',')) {
                ++i;
                continue;
            }
            // End of the row: CRLF, LF or end of input.
            if (i < size && text[i] == QLatin1Char('\r'))
                ++i;
            if (i < size && text[i] == QLatin1Char('\n'))
                ++i;
            ++line;
            rowDone = true;
        }
        // A blank line carries no data (only the last newline of a file produces one).
        if (!(row.fields.size() == 1 && row.fields.front().isEmpty()))
            csv.rows.push_back(std::move(row));
    }
    return csv;
}

} // namespace acceldecide::db
