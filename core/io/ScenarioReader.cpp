#include "core/io/ScenarioReader.h"

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParser.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace acceldecide {

ScenarioReadResult ScenarioReader::fromJson(const nlohmann::json &json,
                                            const ScenarioReadOptions &options)
{
    // The API promises never to throw: anything unexpected becomes an error.
    try {
        return ScenarioParser(options).run(json);
    } catch (const std::exception &error) {
        ScenarioReadResult result;
        result.errors.push_back({"", std::string("internal error while reading: ") + error.what()});
        return result;
    }
}

ScenarioReadResult ScenarioReader::fromText(std::string_view text,
                                            const ScenarioReadOptions &options)
{
    try {
        ScenarioReadResult result;
        StrictJson parsed = parseStrictJson(text, result.errors);
        if (!parsed.parsed)
            return result;
        ScenarioReadResult validated = fromJson(parsed.value, options);
        // Duplicate keys come first (document problems), then schema problems.
        result.errors.insert(result.errors.end(), validated.errors.begin(), validated.errors.end());
        if (result.errors.empty())
            result.scenario = std::move(validated.scenario);
        return result;
    } catch (const std::exception &error) {
        ScenarioReadResult result;
        result.errors.push_back({"", std::string("internal error while reading: ") + error.what()});
        return result;
    }
}

ScenarioReadResult ScenarioReader::fromFile(const std::string &path,
                                            const ScenarioReadOptions &options)
{
    ScenarioReadResult result;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        result.errors.push_back({"", "cannot read scenario file \"" + path + "\": is a directory"});
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        result.errors.push_back(
            {"", "cannot read scenario file \"" + path + "\": " + std::strerror(errno)});
        return result;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        result.errors.push_back({"", "cannot read scenario file \"" + path + "\": read error"});
        return result;
    }
    return fromText(text.str(), options);
}

} // namespace acceldecide
