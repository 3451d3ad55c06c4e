#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// The checkpoint write and restart times a spot option priced from the catalog's
// interruption bucket takes when the scenario does not state them, from the model's size
// (resources/profile/checkpoint-defaults.csv, compiled in): a checkpoint holds
// bytes-per-parameter x parameters, written at the table's rate; a restart reads it back
// at the same rate and relaunches. Each figure of the table names its source; the rate
// and the relaunch time are this product's assumptions, and the docs say so.
class CheckpointDefaults
{
public:
    struct Times
    {
        double checkpointMinutes = 0.0;
        double restartMinutes = 0.0;
    };

    // The compiled-in table; its problems (none in a shipped build) in builtInErrors().
    static const CheckpointDefaults &builtIn();
    static const std::vector<std::string> &builtInErrors();
    static CheckpointDefaults parse(std::string_view csv, std::vector<std::string> &errors);

    // For a model of `paramsBillion` billion parameters.
    Times forModel(double paramsBillion) const;

    double bytesPerParameter() const { return m_bytesPerParameter; }
    double gbPerSecond() const { return m_gbPerSecond; }
    double relaunchMinutes() const { return m_relaunchMinutes; }

private:
    double m_bytesPerParameter = 0.0;
    double m_gbPerSecond = 1.0;
    double m_relaunchMinutes = 0.0;
};

} // namespace acceldecide
