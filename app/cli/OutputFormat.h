#pragma once

namespace acceldecide::cli {

// What --format asks for, in every command that prints a result (evaluate, catalog list).
enum class OutputFormat
{
    Json,
    Table
};

} // namespace acceldecide::cli
