#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>

namespace acceldecide::enumnames {

// The scenario file's keys for an enum, as one table per enum: the same table gives the
// key for a value, the value for a key and the list an error message names.
template <typename Enum, std::size_t N> using Table = std::array<std::pair<Enum, const char *>, N>;

template <typename Enum, std::size_t N>
std::optional<Enum> lookup(const Table<Enum, N> &table, const std::string &text)
{
    for (const auto &[value, name] : table) {
        if (text == name)
            return value;
    }
    return std::nullopt;
}

template <typename Enum, std::size_t N> const char *nameOf(const Table<Enum, N> &table, Enum value)
{
    for (const auto &[candidate, name] : table) {
        if (candidate == value)
            return name;
    }
    return "";
}

// "\"a\", \"b\" or \"c\"": the valid keys as an error message lists them.
template <typename Enum, std::size_t N> std::string quotedList(const Table<Enum, N> &table)
{
    std::string list;
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0)
            list += i + 1 == N ? " or " : ", ";
        list += std::string("\"") + table[i].second + "\"";
    }
    return list;
}

} // namespace acceldecide::enumnames
