// The tags cell's fast path (a flat object of plain text, read without a JSON tree) against
// the JSON parser: the same tags, or the same refusal, for every kind of cell; the bill
// fuzzers compare the two on every cell they see.
#include "core/actuals/BillTags.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace acceldecide::actuals {
namespace {

TEST(BillTags, TheFastPathAndTheJsonParserAgreeOnEveryKindOfCell)
{
    const std::vector<std::string> cells = {
        "",
        "  \t",
        "{}",
        " { } ",
        R"({"user_project": "llm-train"})",
        R"({"user_team":"research","user_project":"llm-train","user_env":"prod"})",
        "{\n\t\"a\" : \"1\" ,\r\n \"b\":\"\"}",
        R"({"": "empty key"})",
        R"({"b": "2", "a": "1"})",
        R"({"a": "1", "a": "2"})",        // a repeated key: the parser's rule
        R"({"a": "line\nbreak"})",        // an escape
        R"({"a": "caf\u00e9"})",          // a \u escape
        "{\"a\": \"caf\xc3\xa9\"}",       // UTF-8 text
        "{\"a\": \"\xff\"}",              // not UTF-8
        "{\"a\": \"tab\there\"}",         // a raw control character
        R"({"cost": 12.5, "on": true})",  // a number and a boolean
        R"({"gone": null, "kept": "x"})", // null is no tag
        R"({"nested": {"a": "b"}})",      // not a tag
        R"({"list": ["a"]})",             // not a tag
        R"({"a": "1"} trailing)",
        R"({"a": "1",})",
        R"({"a" "1"})",
        R"({"a": "1")",
        R"(["a", "b"])",
        R"("just text")",
        "null",
        "\xef\xbb\xbf{\"a\": \"1\"}", // a byte order mark
        "{\"a\": \"1\"}\x7f",
        "{\"a\x7f\": \"1\"}",
    };
    for (const std::string &cell : cells)
        EXPECT_EQ(parseTagsCell(cell), parseTagsJson(cell)) << "cell: " << cell;
}

TEST(BillTags, APlainObjectReadsAsSortedTags)
{
    EXPECT_EQ(parseTagsCell(R"({"user_team":"research", "user_project":"llm-train"})"),
              (std::vector<BillTag>{{"user_project", "llm-train"}, {"user_team", "research"}}));
    EXPECT_EQ(parseTagsCell(R"({"a": "1"} x)"), std::nullopt);
}

} // namespace
} // namespace acceldecide::actuals
