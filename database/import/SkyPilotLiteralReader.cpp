#include "database/import/SkyPilotLiteralReader.h"

#include <charconv>
#include <cmath>
#include <optional>

namespace acceldecide::db::import {

namespace {

using Error = SkyPilotLiteralReader::Error;
using Kind = SkyPilotLiteral::Kind;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
}

// A name or a piece of text quoted for a message: printable ASCII as it is, anything else
// as \xNN, and cut short, so that a hostile field cannot fill the report.
std::string shown(std::string_view text)
{
    constexpr std::size_t kMaxShown = 32;
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < kMaxShown; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte < 0x7f) {
            out += char(byte);
        } else {
            static const char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 0xf];
        }
    }
    if (text.size() > kMaxShown)
        out += "...";
    return out;
}

// Recursive descent over the text; the depth limit bounds the recursion.
class Parser
{
public:
    Parser(std::string_view text, const SkyPilotLiteralReader::Limits &limits)
        : m_text(text), m_limits(limits)
    {}

    std::optional<SkyPilotLiteral> document()
    {
        std::optional<SkyPilotLiteral> value = parseValue(1);
        if (!value)
            return std::nullopt;
        skipBlanks();
        if (m_at < m_text.size())
            return fail(m_at,
                        "unexpected text after the value: '" + shown(m_text.substr(m_at)) + "'");
        return value;
    }

    Error error() const { return m_error; }

private:
    std::nullopt_t fail(std::size_t at, std::string message)
    {
        if (m_error.message.empty())
            m_error = Error{at + 1, std::move(message)};
        return std::nullopt;
    }

    void skipBlanks()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\t' ||
                                        m_text[m_at] == '\r' || m_text[m_at] == '\n'))
            ++m_at;
    }

    bool next(char c)
    {
        skipBlanks();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }

    std::optional<SkyPilotLiteral> parseValue(int depth)
    {
        skipBlanks();
        if (++m_values > m_limits.maxValues)
            return fail(m_at, "more than " + std::to_string(m_limits.maxValues) + " values");
        if (m_at >= m_text.size())
            return fail(m_at, "the text ends where a value was expected");
        const char c = m_text[m_at];
        if (c == '{' || c == '[') {
            if (depth > m_limits.maxDepth)
                return fail(m_at,
                            "nested deeper than " + std::to_string(m_limits.maxDepth) + " levels");
            return c == '{' ? parseDict(depth) : parseList(depth);
        }
        if (c == '\'' || c == '"')
            return parseString();
        if (isDigit(c) || c == '-' || c == '+' || c == '.')
            return parseNumber();
        if (isNameChar(c))
            return parseName();
        return fail(m_at, "expected a dict, list, string, number, True, False or None, got '" +
                              shown(m_text.substr(m_at, 1)) + "'");
    }

    std::optional<SkyPilotLiteral> parseDict(int depth)
    {
        SkyPilotLiteral dict;
        dict.kind = Kind::Dict;
        ++m_at; // '{'
        while (!next('}')) {
            skipBlanks();
            const std::size_t keyAt = m_at;
            if (m_at >= m_text.size() || (m_text[m_at] != '\'' && m_text[m_at] != '"'))
                return m_at >= m_text.size() ? fail(m_at, "the text ends inside a dict")
                                             : fail(m_at, "a dict key must be a string");
            std::optional<SkyPilotLiteral> key = parseString();
            if (!key)
                return std::nullopt;
            // Keys are looked up ignoring case ('Gpus', 'gpus'): two that differ only in case
            // would leave it to chance which one counts.
            if (dict.find(key->text) != nullptr)
                return fail(keyAt, "repeated key '" + shown(key->text) + "'");
            if (!next(':'))
                return fail(m_at, "expected ':' after the key '" + shown(key->text) + "'");
            std::optional<SkyPilotLiteral> value = parseValue(depth + 1);
            if (!value)
                return std::nullopt;
            dict.keys.push_back(std::move(key->text));
            dict.values.push_back(std::move(*value));
            if (!next(',')) {
                if (next('}'))
                    break;
                return fail(m_at, m_at >= m_text.size() ? "the text ends inside a dict"
                                                        : "expected ',' or '}' in a dict");
            }
        }
        return dict;
    }

    std::optional<SkyPilotLiteral> parseList(int depth)
    {
        SkyPilotLiteral list;
        list.kind = Kind::List;
        ++m_at; // '['
        while (!next(']')) {
            std::optional<SkyPilotLiteral> value = parseValue(depth + 1);
            if (!value)
                return std::nullopt;
            list.items.push_back(std::move(*value));
            if (!next(',')) {
                if (next(']'))
                    break;
                return fail(m_at, m_at >= m_text.size() ? "the text ends inside a list"
                                                        : "expected ',' or ']' in a list");
            }
        }
        return list;
    }

    std::optional<SkyPilotLiteral> parseString()
    {
        const std::size_t start = m_at;
        const char quote = m_text[m_at++];
        SkyPilotLiteral value;
        value.kind = Kind::String;
        while (m_at < m_text.size()) {
            const char c = m_text[m_at];
            if (c == quote) {
                ++m_at;
                return value;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail(m_at, "a control character inside a string");
            if (c != '\\') {
                value.text += c;
                ++m_at;
                continue;
            }
            if (m_at + 1 >= m_text.size())
                break;
            const char escaped = m_text[m_at + 1];
            switch (escaped) {
            case '\\':
            case '\'':
            case '"':
                value.text += escaped;
                break;
            case 'n':
                value.text += '\n';
                break;
            case 'r':
                value.text += '\r';
                break;
            case 't':
                value.text += '\t';
                break;
            default:
                return fail(m_at, "unsupported escape '\\" + shown(m_text.substr(m_at + 1, 1)) +
                                      "' in a string");
            }
            m_at += 2;
        }
        return fail(start, "a string that is never closed");
    }

    std::optional<SkyPilotLiteral> parseNumber()
    {
        const std::size_t start = m_at;
        std::size_t at = m_at;
        if (m_text[at] == '-' || m_text[at] == '+')
            ++at;
        const std::size_t digitsStart = at;
        while (at < m_text.size() && isDigit(m_text[at]))
            ++at;
        std::size_t digits = at - digitsStart;
        if (at < m_text.size() && m_text[at] == '.') {
            ++at;
            const std::size_t fraction = at;
            while (at < m_text.size() && isDigit(m_text[at]))
                ++at;
            digits += at - fraction;
        }
        if (digits > 0 && at < m_text.size() && (m_text[at] == 'e' || m_text[at] == 'E')) {
            std::size_t exponent = at + 1;
            if (exponent < m_text.size() && (m_text[exponent] == '-' || m_text[exponent] == '+'))
                ++exponent;
            const std::size_t exponentDigits = exponent;
            while (exponent < m_text.size() && isDigit(m_text[exponent]))
                ++exponent;
            if (exponent > exponentDigits)
                at = exponent;
        }
        // A number runs into a name character or another dot only in text that is not a
        // Python number: 1_000, 0x1f, 1.2.3, 12abc.
        if (digits == 0 || (at < m_text.size() && (isNameChar(m_text[at]) || m_text[at] == '.')))
            return fail(start, "not a number: '" + shown(token(start)) + "'");
        std::string_view text = m_text.substr(start, at - start);
        if (text.front() == '+')
            text.remove_prefix(1);
        SkyPilotLiteral value;
        value.kind = Kind::Number;
        const auto result = std::from_chars(text.data(), text.data() + text.size(), value.number);
        if (result.ec != std::errc() || result.ptr != text.data() + text.size() ||
            !std::isfinite(value.number))
            return fail(start, "not a finite number: '" + shown(token(start)) + "'");
        m_at = at;
        return value;
    }

    // The run of name, digit, sign and dot characters from `start`: what a message quotes.
    std::string_view token(std::size_t start) const
    {
        std::size_t end = start + 1;
        while (end < m_text.size() && (isNameChar(m_text[end]) || m_text[end] == '.'))
            ++end;
        return m_text.substr(start, end - start);
    }

    std::optional<SkyPilotLiteral> parseName()
    {
        const std::size_t start = m_at;
        while (m_at < m_text.size() && isNameChar(m_text[m_at]))
            ++m_at;
        const std::string_view name = m_text.substr(start, m_at - start);
        SkyPilotLiteral value;
        if (name == "None")
            return value;
        if (name == "True" || name == "False") {
            value.kind = Kind::Bool;
            value.boolean = name == "True";
            return value;
        }
        return fail(start,
                    "unexpected name '" + shown(name) + "': only True, False and None are allowed");
    }

    std::string_view m_text;
    const SkyPilotLiteralReader::Limits &m_limits;
    std::size_t m_at = 0;
    std::size_t m_values = 0;
    Error m_error;
};

} // namespace

std::string SkyPilotLiteralReader::Error::toString() const
{
    return "column " + std::to_string(column) + ": " + message;
}

Expected<SkyPilotLiteral, SkyPilotLiteralReader::Error>
SkyPilotLiteralReader::read(std::string_view text)
{
    return read(text, Limits{});
}

Expected<SkyPilotLiteral, SkyPilotLiteralReader::Error>
SkyPilotLiteralReader::read(std::string_view text, const Limits &limits)
{
    if (text.size() > limits.maxBytes)
        return Error{limits.maxBytes + 1,
                     "longer than " + std::to_string(limits.maxBytes) + " bytes"};
    Parser parser(text, limits);
    std::optional<SkyPilotLiteral> value = parser.document();
    if (!value)
        return parser.error();
    return std::move(*value);
}

} // namespace acceldecide::db::import
