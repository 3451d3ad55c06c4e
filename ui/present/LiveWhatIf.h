#pragma once

#include "ui/render/evaluation/EvaluatedScenario.h"

#include <QString>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace acceldecide::ui {

// One input of presentation mode's live bar: a scenario value and the uncertainty range
// its slider spans.
struct LiveInput
{
    std::string target; // a ParameterPath, the uncertainty range's target
    QString label;      // in words: "Porting effort (trn3)"
    QString unit;       // from the range table ("weeks"); may be empty
    double low = 0.0;
    double high = 0.0;
    double scenarioValue = 0.0;

    friend bool operator==(const LiveInput &, const LiveInput &) = default;
};

// Presentation mode's what-if: a copy of the window's resolved scenario with some live
// inputs moved, evaluated on its own. The document is never touched, so its undo history
// and saved state stay as they were, and dropping the moved values returns to the
// scenario. The engine evaluates in well under a millisecond, so each move re-evaluates
// at once; Monte Carlo runs only when the uncertainty slide asks for it, with a quick
// run's sample count.
class LiveWhatIf
{
public:
    // The scenario's live inputs (its presentation's, in the bar's order), each with
    // its uncertainty range; those without one (never in a valid scenario) are left out.
    static std::vector<LiveInput> liveInputs(const Scenario &scenario);

    // The scenario the moved values apply to (the window's resolved one, catalog prices
    // filled in) and its catalog provenance. Keeps the moved values that the new
    // scenario still has as live inputs, and re-evaluates.
    void setBase(const Scenario &resolved, std::map<std::string, OptionProvenance> provenance);

    // Moves `target` to `value` (clamped to its range) and re-evaluates. False when the
    // target is not a live input of the base scenario.
    bool setValue(const std::string &target, double value);
    // Back to the base scenario's own values.
    void reset();

    bool active() const { return !m_values.empty(); }
    const std::map<std::string, double> &values() const { return m_values; }

    // The moved scenario as evaluated (sensitivity included); purchaseModels and their
    // notes are left to the caller, which knows the catalog.
    EvaluatedScenario &current() { return m_current; }
    const EvaluatedScenario &current() const { return m_current; }

    // Runs Monte Carlo on the moved scenario with `samples`, unless it already has for
    // these values. Nothing when the scenario has no uncertainty ranges.
    void ensureMonteCarlo(std::int64_t samples);

private:
    void evaluate();

    Scenario m_base;
    std::map<std::string, OptionProvenance> m_provenance;
    std::vector<LiveInput> m_inputs;
    std::map<std::string, double> m_values; // target -> moved value
    EvaluatedScenario m_current;
    bool m_monteCarloDone = false;
};

} // namespace acceldecide::ui
