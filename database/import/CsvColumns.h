#pragma once

#include <QStringList>

#include <string_view>
#include <vector>

namespace acceldecide::db::import {

// The columns an importer reads, found by name in a header row whatever their order and
// however the file spells them: names are compared after normalizedColumn(), so
// "Product Family", "product_family" and "productFamily" are the same column.
class CsvColumns
{
public:
    struct Column
    {
        const char *name; // normalised: lower case, no blanks or underscores
        bool required = true;
    };

    explicit CsvColumns(std::vector<Column> columns);

    // Finds the columns in `header` (the last of two same-named fields wins); true when
    // every required column is there.
    bool map(const std::vector<std::string_view> &header);
    // The required columns the last map() did not find, by their normalised names.
    QStringList missing() const;
    // How many fields the header had: every data row must have as many.
    std::size_t headerWidth() const { return m_headerWidth; }
    // The field of `column` (an index into the columns given) in a data row; empty when
    // the header has no such column.
    std::string_view field(const std::vector<std::string_view> &row, int column) const
    {
        const int at = m_index[static_cast<std::size_t>(column)];
        return at < 0 ? std::string_view() : row[static_cast<std::size_t>(at)];
    }

private:
    std::vector<Column> m_columns;
    std::vector<int> m_index; // per column, its position in the header or -1
    std::size_t m_headerWidth = 0;
};

} // namespace acceldecide::db::import
