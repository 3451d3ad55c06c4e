#pragma once

#include "core/model/Scenario.h"
#include "core/model/WorkloadProfile.h"

#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// The values of one factor a rule applies to: a choice id, or an interval of numbers
// written "[10,70)", "(100000,inf)" in the rules file.
struct ProfileBand
{
    bool numeric = false;
    std::string choice;
    double low = 0.0;
    double high = 0.0; // may be infinity
    bool lowInclusive = true;
    bool highInclusive = false;

    bool contains(const ProfileAnswer &answer) const;
    // "under 10", "10 to under 70", "70 or more", "more than 100000", or the choice id.
    std::string text() const;
};

// One row of resources/profile/profile-rules.csv: how a factor's answer scores each
// stack on one criterion of one matrix preset, and why.
struct ProfileRule
{
    std::string matrix;
    std::string criterion;
    std::string factor;
    ProfileBand band;
    int neuronScore = 3;
    int cudaScore = 3;
    std::string reason;
    std::string source;

    int scoreFor(Stack stack) const { return stack == Stack::Neuron ? neuronScore : cudaScore; }
};

// One row of resources/profile/profile-knockouts.csv: an answer that excludes every
// option of a stack outright instead of weighing against it.
struct KnockoutRule
{
    std::string factor;
    std::string choice;
    Stack stack = Stack::Neuron;
    std::string reason;
    std::string source;
};

// The scoring and knock-out rules, parsed from the tables compiled into core.
class ProfileRules
{
public:
    // The built-in tables. Rows that fail to parse are left out and listed by
    // builtInErrors() (a test keeps that list empty).
    static const ProfileRules &builtIn();
    static const std::vector<std::string> &builtInErrors();

    // Parses both tables; each problem names the table, line and column.
    static ProfileRules parse(std::string_view rulesCsv, std::string_view knockoutsCsv,
                              std::vector<std::string> &errors);

    const std::vector<ProfileRule> &rules() const { return m_rules; }
    const std::vector<KnockoutRule> &knockouts() const { return m_knockouts; }

    // True when the matrix preset's criterion is scored from the profile.
    bool governs(std::string_view matrix, std::string_view criterion) const;
    // The factor a governed criterion reads ("" when not governed).
    std::string_view factorOf(std::string_view matrix, std::string_view criterion) const;
    // The rule whose band holds the answer, or nullptr.
    const ProfileRule *match(std::string_view matrix, std::string_view criterion,
                             const ProfileAnswer &answer) const;
    // Matrix presets that have rules, in file order.
    std::vector<std::string> matrices() const;

    // What is wrong with the tables as a whole: a criterion read from two factors, a
    // factor or preset criterion that does not exist, a preset criterion without rules,
    // a choice without a band or with two, numeric bands with a gap or an overlap.
    std::vector<std::string> coverageProblems() const;

private:
    std::vector<ProfileRule> m_rules;
    std::vector<KnockoutRule> m_knockouts;
};

} // namespace acceldecide
