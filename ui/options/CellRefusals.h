#pragma once

#include <QString>

#include <map>
#include <utility>

namespace acceldecide::ui {

// The table cells whose typed value was refused: what was typed (shown in the cell in
// place of the document's value, so nothing typed is lost) and why, in words. A cell
// leaves the list when a value typed into it is accepted, or when the rows it addressed
// are gone (another scenario, an option added or removed).
class CellRefusals
{
public:
    struct Refusal
    {
        QString typed;
        QString message;
    };

    void add(int row, int column, QString typed, QString message);
    // True when the cell was refused before.
    bool remove(int row, int column);
    void clear() { m_cells.clear(); }

    const Refusal *find(int row, int column) const;
    bool isEmpty() const { return m_cells.empty(); }
    // The message of the most recent refusal still standing; empty when none is.
    QString latestMessage() const;

private:
    std::map<std::pair<int, int>, Refusal> m_cells;
    std::pair<int, int> m_latest{-1, -1};
};

} // namespace acceldecide::ui
