#include "core/actuals/BillColumns.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace acceldecide::actuals {

namespace {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

// ASCII only, as the names and codes compared are: std::tolower is a call per byte into the
// C library (2 to 3 % of a bill import under perf) and would follow a Latin-1 locale on
// bytes above 127.
char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c + ('a' - 'A')) : c;
}

} // namespace

bool equalsNoCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [](char x, char y) { return lower(x) == lower(y); });
}

bool containsNoCase(std::string_view text, std::string_view part)
{
    const auto found = std::search(text.begin(), text.end(), part.begin(), part.end(),
                                   [](char x, char y) { return lower(x) == lower(y); });
    return found != text.end() || part.empty();
}

BillColumns::BillColumns(const std::vector<std::string_view> &header,
                         const std::vector<std::string_view> &names, std::size_t required)
    : m_index(names.size(), -1), m_width(header.size())
{
    for (std::size_t n = 0; n < names.size(); ++n) {
        for (std::size_t h = 0; h < header.size(); ++h) {
            if (equalsNoCase(trimmed(header[h]), names[n])) {
                m_index[n] = int(h);
                break;
            }
        }
        if (n < required && m_index[n] < 0 && !m_firstMissing)
            m_firstMissing = std::string(names[n]);
    }
}

std::optional<double> parseAmount(std::string_view text)
{
    text = trimmed(text);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    if (text.empty())
        return std::nullopt;
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<std::string> monthOf(std::string_view timestamp)
{
    timestamp = trimmed(timestamp);
    if (timestamp.size() < 7 || timestamp[4] != '-')
        return std::nullopt;
    for (const std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u})
        if (!std::isdigit(static_cast<unsigned char>(timestamp[i])))
            return std::nullopt;
    const int month = (timestamp[5] - '0') * 10 + (timestamp[6] - '0');
    if (month < 1 || month > 12 || (timestamp.size() > 7 && timestamp[7] != '-'))
        return std::nullopt;
    return std::string(timestamp.substr(0, 7));
}

std::string_view instanceTypeInUsageType(std::string_view usageType)
{
    // Instance types are "family.size"; what follows the colon of a savings plan's usage
    // type ("ComputeSP:1yrNoUpfront") is not one.
    const auto colon = usageType.rfind(':');
    if (colon == std::string_view::npos)
        return {};
    const std::string_view after = trimmed(usageType.substr(colon + 1));
    return after.find('.') == std::string_view::npos ? std::string_view() : after;
}

} // namespace acceldecide::actuals
