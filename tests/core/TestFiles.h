#pragma once

// Reading what a test starts from (a fixture file, a shipped example, a scenario document)
// written once for every test that needs it. A file that cannot be read is a broken test,
// never an empty text that a test might then pass on.
#include "core/io/ScenarioReader.h"
#include "core/model/Scenario.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace acceldecide::test {

inline std::string readTextFile(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw std::runtime_error("cannot open " + path.string());
    std::ostringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

// A scenario the test means to be valid: each validation error is reported as a failure
// and the scenario is then empty.
inline Scenario readValidScenario(const ScenarioReadResult &result)
{
    if (!result) {
        for (const ValidationError &error : result.error())
            ADD_FAILURE() << error.path << ": " << error.message;
        return {};
    }
    return *result;
}

inline Scenario readValidScenario(const nlohmann::json &document)
{
    return readValidScenario(ScenarioReader::fromJson(document));
}

// A shipped example (resources/scenarios/NAME.json).
inline Scenario readExample(const std::string &name)
{
    return readValidScenario(ScenarioReader::fromText(
        readTextFile(std::filesystem::path(ACCELDECIDE_SCENARIOS_DIR) / (name + ".json"))));
}

} // namespace acceldecide::test
