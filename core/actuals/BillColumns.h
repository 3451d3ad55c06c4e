#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::actuals {

bool equalsNoCase(std::string_view a, std::string_view b);

// Where a bill's columns are, found by name in its header: the exports put them in any
// order, add provider columns, and differ by version. A column is asked for by its index
// in the list the reader was built with; an absent optional column reads as empty.
class BillColumns
{
public:
    // `names` are the columns a format reads, the first `required` of them required.
    BillColumns(const std::vector<std::string_view> &header,
                const std::vector<std::string_view> &names, std::size_t required);

    // The first required column the header lacks: a file of another format, or not a
    // bill at all, is refused naming it.
    std::optional<std::string> firstMissing() const { return m_firstMissing; }
    bool has(std::size_t column) const { return m_index[column] >= 0; }
    // The column's place in the header; -1 when the header lacks it.
    int index(std::size_t column) const { return m_index[column]; }
    std::string_view field(const std::vector<std::string_view> &row, std::size_t column) const
    {
        const int index = m_index[column];
        if (index < 0 || std::size_t(index) >= row.size())
            return {};
        // The FOCUS specification's own example files write an absent value as "null".
        const std::string_view cell = row[std::size_t(index)];
        return cell.size() == 4 && equalsNoCase(cell, "null") ? std::string_view() : cell;
    }
    std::size_t width() const { return m_width; }

private:
    std::vector<int> m_index;
    std::optional<std::string> m_firstMissing;
    std::size_t m_width = 0;
};

// A column whose text alone shows that a row is another service's line, which the reader
// skips as not compute whatever the rest of the row holds: an importer lets its CSV reader
// step over such rows without splitting them into fields (most of a bill is other
// services). `isCompute` is the very test the reader's read() makes of the cell.
struct ComputeColumn
{
    int index = -1; // in the header
    bool (*isCompute)(std::string_view cell) = nullptr;
};

// A decimal as the exports write one ("12.5", "-3.1E-4"); nullopt for anything else,
// including an empty cell.
std::optional<double> parseAmount(std::string_view text);
// "2026-03" from a timestamp starting "2026-03-..." (ISO 8601 with "T" or a space);
// nullopt when the text does not start with a valid year and month.
std::optional<std::string> monthOf(std::string_view timestamp);
// The instance type a usage type names after its last colon ("USE1-BoxUsage:p5.48xlarge"
// gives "p5.48xlarge"); empty when there is no colon or what follows is no "family.size".
std::string_view instanceTypeInUsageType(std::string_view usageType);
// Whether `text` contains `part`, ignoring ASCII case.
bool containsNoCase(std::string_view text, std::string_view part);

} // namespace acceldecide::actuals
