#include "core/export/WorkbookKeyFiguresCells.h"

namespace acceldecide {

WorkbookKeyFiguresCells::WorkbookKeyFiguresCells(const InputsLayout &inputs,
                                                 KeyFiguresLayout &layout, WorkbookSheet &sheet,
                                                 std::size_t optionCount)
    : m_inputs(inputs), m_layout(layout), m_sheet(sheet),
      m_noteColumn(kFirstOptionColumn + static_cast<int>(optionCount))
{
    for (std::size_t i = 0; i < optionCount; ++i)
        m_layout.columns.push_back(kFirstOptionColumn + static_cast<int>(i));
}

void WorkbookKeyFiguresCells::add(const std::string &key, const std::string &label,
                                  const std::string &unit, const std::string &noteText)
{
    m_layout.rows[key] = m_row;
    m_sheet.at(m_row, kLabelColumn) = WorkbookCell::label(label);
    m_sheet.at(m_row, kUnitColumn) = WorkbookCell::label(unit);
    if (!noteText.empty())
        note(m_row, noteText);
    ++m_row;
}

void WorkbookKeyFiguresCells::note(int row, const std::string &text)
{
    m_sheet.at(row, m_noteColumn) = WorkbookCell::label(text);
}

std::string WorkbookKeyFiguresCells::own(std::size_t i, const std::string &key) const
{
    return WorkbookSheet::cellName(m_layout.rows.at(key), m_layout.columns[i]);
}

std::string WorkbookKeyFiguresCells::base(const std::string &key) const
{
    return WorkbookSheet::cellName(m_layout.rows.at(key), m_layout.baselineColumn, true);
}

void WorkbookKeyFiguresCells::set(std::size_t i, const std::string &key, WorkbookCell cell)
{
    m_sheet.at(m_layout.rows.at(key), m_layout.columns[i]) = std::move(cell);
}

} // namespace acceldecide
