#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::performance {

// A benchmark tool's JSON result, read field by field. Every problem is appended to the
// error list naming the field and the value the file holds ("mean_ttft_ms: -3 must be
// positive"); text from the file is only ever compared and quoted, never evaluated.
// Fields are named by dotted paths ("streaming_metrics.ttft_percentiles.p50"): none of
// the tools read here uses a dot inside a key.
class BenchmarkJson
{
public:
    // The parsed file, or nullopt with the parser's position ("not JSON: parse error at
    // line 3, column 5: ...") or the key written twice in one object.
    static std::optional<BenchmarkJson> parse(std::string_view text,
                                              std::vector<std::string> &errors);

    // True when the field is in the file and not null (Python's None).
    bool has(std::string_view path) const;
    // A finite number above zero; nullopt when the field is absent or null, and an error
    // when it is there but something else.
    std::optional<double> positive(std::string_view path, std::vector<std::string> &errors) const;
    // A whole number from 1 to `largest`, read like `positive`.
    std::optional<int> count(std::string_view path, int largest,
                             std::vector<std::string> &errors) const;
    // A non-empty string; nullopt when absent, null or not a string (no error: the
    // strings read are descriptive, never figures).
    std::optional<std::string> text(std::string_view path) const;
    // The field's value as the error messages quote it: JSON for numbers, strings and
    // literals (cut to a readable length), "an object" / "an array" for the rest.
    std::string shown(std::string_view path) const;

private:
    explicit BenchmarkJson(nlohmann::json root) : m_root(std::move(root)) {}
    const nlohmann::json *at(std::string_view path) const;

    nlohmann::json m_root;
};

} // namespace acceldecide::performance
