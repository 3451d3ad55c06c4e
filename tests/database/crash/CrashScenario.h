#pragma once

// What the crash-safety writer (crash_writer) stores, derived from an index and a
// revision only, so CrashSafetyTest can rebuild the expected content of every save the
// writer reported and compare it with what survived the SIGKILL.
#include "core/io/ScenarioReader.h"
#include "core/model/Scenario.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <string>

#ifndef ACCELDECIDE_CRASH_BASE_SCENARIO
#error "ACCELDECIDE_CRASH_BASE_SCENARIO must name a valid example scenario file"
#endif

namespace acceldecide::crashtest {

// The example scenario every saved one is derived from (three options: on-demand,
// on-demand, reserved); empty when the file cannot be read or has another shape.
inline const std::optional<Scenario> &baseScenario()
{
    static const std::optional<Scenario> base = []() -> std::optional<Scenario> {
        ScenarioReadResult read = ScenarioReader::fromFile(ACCELDECIDE_CRASH_BASE_SCENARIO);
        if (!read.ok() || read->options.size() != 3)
            return std::nullopt;
        return std::move(*read);
    }();
    return base;
}

inline std::string scenarioName(std::int64_t index)
{
    return "kill-" + std::to_string(index);
}

// The scenario saved for `index` (revision 0) and re-saved under the same name with
// revision 1, 2, ...: every revision differs in a label and in a few numbers.
inline std::optional<Scenario> buildScenario(std::int64_t index, int revision)
{
    const std::optional<Scenario> &base = baseScenario();
    if (!base)
        return std::nullopt;
    Scenario scenario = *base;
    scenario.name = scenarioName(index);
    const std::int64_t variant = index * 31 + std::int64_t(revision) * 7;
    scenario.horizonMonths = 1 + int((index + revision) % 120);
    scenario.options[0].label += " (revision " + std::to_string(revision) + ")";
    scenario.options[0].instanceHourlyUsd = 30.0 + double(variant % 1000) / 100.0;
    scenario.options[1].instances = 1 + int(index % 50);
    scenario.options[2].purchase.discountPercent =
        double((index + 3 * std::int64_t(revision)) % 90);
    return scenario;
}

// Catalog edits: a user source and a price observation citing it per edited index. The
// price row is found by its region, the source by its title.
inline QString sourceTitle(std::int64_t index)
{
    return QStringLiteral("kill-src-%1").arg(index);
}

inline QString priceRegion(std::int64_t index)
{
    return QStringLiteral("kill-%1").arg(index);
}

inline QString sourceNotes(int revision)
{
    return QStringLiteral("notes-%1").arg(revision);
}

// Quarter dollars: exact in binary, so the printed value parses back to the same double.
inline double priceHourly(std::int64_t index, int revision)
{
    return 1.0 + double(index % 400) * 0.25 + double(revision) * 0.5;
}

} // namespace acceldecide::crashtest
