#pragma once

// The shipped example scenarios (resources/scenarios/*.json), by file name in order, for
// tests parameterised over every example.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace acceldecide::test {

inline std::vector<std::string> exampleScenarios()
{
    std::vector<std::string> names;
    for (const auto &entry : std::filesystem::directory_iterator(ACCELDECIDE_SCENARIOS_DIR)) {
        if (entry.path().extension() == ".json")
            names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace acceldecide::test
