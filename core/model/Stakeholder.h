#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// How the members' weights become the group's: the influence-weighted arithmetic mean,
// or the weighted geometric mean the AHP literature recommends for aggregating
// individual judgements (Aczél & Saaty 1983), which keeps ratios between weights.
enum class StakeholderMean
{
    Arithmetic,
    Geometric
};

// One person whose view of the matrix's criteria counts: either direct weights (0..10
// per criterion, every criterion named) or a pairwise comparison of the criteria on
// Saaty's 1..9 scale, from which the weights are derived.
struct Stakeholder
{
    std::string id;
    std::string name;
    std::string role;
    double influence = 1.0;                // relative say in the group's weights, > 0
    std::map<std::string, double> weights; // criterion id -> 0..10; empty with pairwise
    // n x n over the scenario's criteria in their order; a_ij says how much more
    // criterion i matters than j (a_ji = 1 / a_ij). Empty: direct weights.
    std::vector<std::vector<double>> pairwise;

    bool usesPairwise() const { return !pairwise.empty(); }

    friend bool operator==(const Stakeholder &, const Stakeholder &) = default;
};

const char *toString(StakeholderMean mean);
std::optional<StakeholderMean> stakeholderMeanFromString(const std::string &text);

} // namespace acceldecide
