#pragma once

#include "core/export/WorkbookInputsSheet.h"
#include "core/export/WorkbookKeyFiguresLayout.h"
#include "core/export/WorkbookSheet.h"

#include <cstddef>
#include <string>

namespace acceldecide {

// The "Key figures" sheet's cells addressed as its builder thinks of them: a figure's row
// by its key, an option's column by its index, an input by its key on the Inputs sheet.
// Rows are added top to bottom, each with its label, unit and note.
class WorkbookKeyFiguresCells
{
public:
    static constexpr int kLabelColumn = 0;
    static constexpr int kUnitColumn = 1;
    static constexpr int kFirstOptionColumn = 2;

protected:
    WorkbookKeyFiguresCells(const InputsLayout &inputs, KeyFiguresLayout &layout,
                            WorkbookSheet &sheet, std::size_t optionCount);

    // The next row: figure `key`, read as `label` in `unit`, with a note when given.
    void add(const std::string &key, const std::string &label, const std::string &unit,
             const std::string &noteText = {});
    void note(int row, const std::string &text);

    // An input's cell on the Inputs sheet: scenario-wide, or option i's.
    std::string in(const std::string &key) const { return m_inputs.at(key); }
    std::string in(std::size_t i, const std::string &key) const { return m_inputs.at(i, key); }
    // This sheet's figure `key` for option i (relative), or for the baseline (absolute).
    std::string own(std::size_t i, const std::string &key) const;
    std::string base(const std::string &key) const;

    void set(std::size_t i, const std::string &key, WorkbookCell cell);
    void put(std::size_t i, const std::string &key, const std::string &formula, double cached,
             CellFormat format)
    {
        set(i, key, WorkbookCell::computed(formula, cached, format));
    }

    const InputsLayout &m_inputs;
    KeyFiguresLayout &m_layout;
    WorkbookSheet &m_sheet;
    int m_noteColumn = 0;
    int m_row = 0;
};

} // namespace acceldecide
