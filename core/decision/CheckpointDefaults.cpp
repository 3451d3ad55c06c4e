#include "core/decision/CheckpointDefaults.h"

#include "core/decision/ProfileData.h"
#include "core/text/CsvText.h"

#include <charconv>
#include <cmath>
#include <map>

namespace acceldecide {

namespace {

struct BuiltIn
{
    std::vector<std::string> errors;
    CheckpointDefaults defaults;
};

const BuiltIn &builtInDefaults()
{
    static const BuiltIn table = [] {
        BuiltIn result;
        result.defaults =
            CheckpointDefaults::parse(profiledata::checkpointDefaultsCsv(), result.errors);
        return result;
    }();
    return table;
}

std::optional<double> positive(const std::string &text)
{
    double value = 0.0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || result.ec != std::errc() || result.ptr != text.data() + text.size() ||
        !std::isfinite(value) || value < 0.0)
        return std::nullopt;
    return value;
}

} // namespace

const CheckpointDefaults &CheckpointDefaults::builtIn()
{
    return builtInDefaults().defaults;
}

const std::vector<std::string> &CheckpointDefaults::builtInErrors()
{
    return builtInDefaults().errors;
}

CheckpointDefaults CheckpointDefaults::parse(std::string_view csv, std::vector<std::string> &errors)
{
    CheckpointDefaults parsed;
    std::vector<CsvText::Row> rows;
    std::string error;
    if (!CsvText::parse(csv, rows, error)) {
        errors.push_back("checkpoint-defaults.csv: " + error);
        return parsed;
    }
    const std::vector<std::string> header{"quantity", "value", "unit", "reason", "source"};
    if (rows.empty() || rows[0] != header) {
        errors.push_back("checkpoint-defaults.csv: the header must be "
                         "quantity,value,unit,reason,source");
        return parsed;
    }
    const std::map<std::string, double CheckpointDefaults::*> quantities{
        {"checkpoint_bytes_per_parameter", &CheckpointDefaults::m_bytesPerParameter},
        {"write_gb_per_second", &CheckpointDefaults::m_gbPerSecond},
        {"relaunch_minutes", &CheckpointDefaults::m_relaunchMinutes}};
    std::map<std::string, bool> seen;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const std::string where = "checkpoint-defaults.csv line " + std::to_string(r + 1) + ": ";
        const auto found =
            rows[r].size() == header.size() ? quantities.find(rows[r][0]) : quantities.end();
        const std::optional<double> value =
            rows[r].size() == header.size() ? positive(rows[r][1]) : std::nullopt;
        if (found == quantities.end() || !value || rows[r][4].empty() ||
            (found->first == "write_gb_per_second" && *value <= 0.0)) {
            errors.push_back(where + "expected a known quantity, a number >= 0 (a rate > 0) "
                                     "and a source");
            continue;
        }
        parsed.*(found->second) = *value;
        seen[found->first] = true;
    }
    for (const auto &[quantity, member] : quantities)
        if (!seen[quantity])
            errors.push_back("checkpoint-defaults.csv: no " + quantity + " row");
    return parsed;
}

CheckpointDefaults::Times CheckpointDefaults::forModel(double paramsBillion) const
{
    // billions of parameters x bytes each = GB; over GB/s, seconds; / 60, minutes.
    const double transferMinutes = paramsBillion * m_bytesPerParameter / m_gbPerSecond / 60.0;
    return {transferMinutes, transferMinutes + m_relaunchMinutes};
}

} // namespace acceldecide
