#pragma once

#include "core/model/Expected.h"
#include "database/import/SkyPilotLiteral.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace acceldecide::db::import {

// Reads the Python literal of a SkyPilot catalog's GpuInfo column as data, never as code:
// SkyPilot itself hands the text to ast.literal_eval, and a catalog file is someone
// else's text. Only what a GpuInfo needs is accepted: dicts with string keys, lists,
// single- or double-quoted strings (escapes \\ \' \" \n \r \t), decimal numbers with an
// optional sign, fraction and exponent, True, False and None, with blanks between tokens
// and an optional trailing comma. Anything else (a name, a call, a tuple, a set, a prefixed
// or triple-quoted string, two strings side by side, a repeated key) is refused naming
// its column. The limits keep a hostile field from costing more than a real one: the
// real catalogs' GpuInfo is under 300 bytes, four levels deep, with a dozen values.
class SkyPilotLiteralReader
{
public:
    struct Limits
    {
        std::size_t maxBytes = 4096;
        int maxDepth = 8;
        std::size_t maxValues = 256;
    };

    struct Error
    {
        std::size_t column = 0; // 1-based byte in the text
        std::string message;

        std::string toString() const;
    };

    static Expected<SkyPilotLiteral, Error> read(std::string_view text);
    static Expected<SkyPilotLiteral, Error> read(std::string_view text, const Limits &limits);
};

} // namespace acceldecide::db::import
