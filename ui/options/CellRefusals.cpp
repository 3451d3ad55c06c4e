#include "ui/options/CellRefusals.h"

namespace acceldecide::ui {

void CellRefusals::add(int row, int column, QString typed, QString message)
{
    m_cells[{row, column}] = Refusal{std::move(typed), std::move(message)};
    m_latest = {row, column};
}

bool CellRefusals::remove(int row, int column)
{
    return m_cells.erase({row, column}) > 0;
}

const CellRefusals::Refusal *CellRefusals::find(int row, int column) const
{
    const auto found = m_cells.find({row, column});
    return found == m_cells.end() ? nullptr : &found->second;
}

QString CellRefusals::latestMessage() const
{
    if (m_cells.empty())
        return {};
    if (const Refusal *latest = find(m_latest.first, m_latest.second))
        return latest->message;
    return m_cells.rbegin()->second.message;
}

} // namespace acceldecide::ui
