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

namespace {

// The API promises never to throw: anything unexpected becomes an error.
ScenarioReadResult internalError(const std::exception &error)
{
    return Unexpected{
        ValidationErrors{{"", std::string("internal error while reading: ") + error.what()}}};
}

} // namespace

ScenarioReadResult ScenarioReader::fromJson(const nlohmann::json &json,
                                            const ScenarioReadOptions &options)
{
    try {
        return ScenarioParser(options).run(json);
    } catch (const std::exception &error) {
        return internalError(error);
    }
}

ScenarioReadResult ScenarioReader::fromText(std::string_view text,
                                            const ScenarioReadOptions &options)
{
    try {
        ValidationErrors errors;
        StrictJson parsed = parseStrictJson(text, errors);
        if (!parsed.parsed)
            return Unexpected{std::move(errors)};
        ScenarioReadResult validated = fromJson(parsed.value, options);
        // Duplicate keys come first (document problems), then schema problems.
        if (!validated)
            errors.insert(errors.end(), validated.error().begin(), validated.error().end());
        if (!errors.empty())
            return Unexpected{std::move(errors)};
        return validated;
    } catch (const std::exception &error) {
        return internalError(error);
    }
}

ScenarioReadResult ScenarioReader::fromFile(const std::string &path,
                                            const ScenarioReadOptions &options)
{
    const auto cannotRead = [&path](const std::string &why) -> ScenarioReadResult {
        return Unexpected{
            ValidationErrors{{"", "cannot read scenario file \"" + path + "\": " + why}}};
    };
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return cannotRead("is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return cannotRead(std::strerror(errno));
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        return cannotRead("read error");
    return fromText(text.str(), options);
}

} // namespace acceldecide
