#include "database/import/CsvColumns.h"

#include "database/import/ImportSupport.h"

#include <algorithm>

namespace acceldecide::db::import {

CsvColumns::CsvColumns(std::vector<Column> columns)
    : m_columns(std::move(columns)), m_index(m_columns.size(), -1)
{}

bool CsvColumns::map(const std::vector<std::string_view> &header)
{
    std::fill(m_index.begin(), m_index.end(), -1);
    m_headerWidth = header.size();
    for (std::size_t i = 0; i < header.size(); ++i) {
        const QString name = normalizedColumn(header[i]);
        for (std::size_t column = 0; column < m_columns.size(); ++column) {
            if (name == QLatin1String(m_columns[column].name))
                m_index[column] = static_cast<int>(i);
        }
    }
    return missing().isEmpty();
}

QStringList CsvColumns::missing() const
{
    QStringList names;
    for (std::size_t column = 0; column < m_columns.size(); ++column) {
        if (m_columns[column].required && m_index[column] < 0)
            names << QLatin1String(m_columns[column].name);
    }
    return names;
}

} // namespace acceldecide::db::import
