#include "core/engine/batch/GrowingTermWalk.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <ostream>
#include <random>
#include <string>
#include <vector>

using namespace acceldecide;
using namespace acceldecide::batch;

namespace {

constexpr std::size_t N = BatchTotals::kMaxBatch;

// One batch's inputs and the outputs of one walk over them.
struct WalkArrays
{
    std::vector<double> busy = std::vector<double>(N);
    std::vector<double> factor = std::vector<double>(N);
    std::vector<double> hours = std::vector<double>(N);
    std::vector<double> committedRate = std::vector<double>(N);
    std::vector<double> onDemand = std::vector<double>(N);
    std::vector<double> stated = std::vector<double>(N);
    std::vector<std::array<double, N>> levels = std::vector<std::array<double, N>>(kMaxTerms);
    std::vector<double> endMonth = std::vector<double>(N, -1.0);
    std::vector<double> horizonCompute = std::vector<double>(N, -1.0);
    std::vector<double> beyond = std::vector<double>(N, -1.0);

    GrowingArrays view()
    {
        static_assert(sizeof(std::array<double, N>) == sizeof(double[N]));
        return {busy.data(),
                factor.data(),
                hours.data(),
                committedRate.data(),
                onDemand.data(),
                stated.data(),
                reinterpret_cast<double(*)[N]>(levels.data()),
                endMonth.data(),
                horizonCompute.data(),
                beyond.data()};
    }
};

// A shape of the walk: horizon, term, the last month with usage, the renewal policy and
// whether months past the horizon are valued.
struct WalkCase
{
    int horizon;
    int term;
    int stop; // 0: usage never stops
    RenewalPolicy renewal;
    bool valuePast;
};

std::string nameOf(const WalkCase &c)
{
    static const char *const policies[] = {"Optimal", "Never", "WhileUsageContinues"};
    return "h" + std::to_string(c.horizon) + "_t" + std::to_string(c.term) + "_s" +
           std::to_string(c.stop) + "_" + policies[int(c.renewal)] +
           (c.valuePast ? "_valued" : "_unvalued");
}

void PrintTo(const WalkCase &c, std::ostream *out)
{
    *out << nameOf(c);
}

GrowingShape shapeOf(const WalkCase &c)
{
    GrowingShape s{};
    s.horizon = c.horizon;
    s.term = c.term;
    s.count = std::min(kMaxTerms, (c.horizon + c.term - 1) / c.term);
    s.stop = c.stop > 0 ? c.stop : std::numeric_limits<int>::max();
    s.running = std::min(c.horizon, c.stop > 0 ? c.stop : c.horizon);
    s.renewal = c.renewal;
    s.valuePast = c.valuePast;
    return s;
}

// Variants around a level bought near the usage, so the renewal decisions go both ways
// within a batch; usage growing and declining; some variants buying nothing, idle, or
// with usage of exactly +0.
WalkArrays randomInputs(unsigned seed)
{
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    WalkArrays a;
    for (std::size_t i = 0; i < N; ++i) {
        a.busy[i] = i % 17 == 0 ? 0.0 : 4.0 + 60.0 * unit(random);
        a.factor[i] = 0.94 + 0.12 * unit(random);
        a.hours[i] = i % 23 == 0 ? 0.0 : 730.0 * unit(random);
        a.onDemand[i] = 1.0 + 8.0 * unit(random);
        a.committedRate[i] = a.onDemand[i] * (0.3 + 0.6 * unit(random));
        a.stated[i] = i % 13 == 0 ? 0.0 : a.busy[i] * (0.3 + 1.4 * unit(random));
    }
    return a;
}

// Variants whose renewal decisions are ties or within a hair of one: the usage always
// above the level, and the committed rate where a month at the level costs what the
// usage it covers would on demand, give or take from 1e-16 to 1e-4 of it. The one-pass
// walk cannot settle these without walking them.
WalkArrays nearTieInputs(unsigned seed)
{
    WalkArrays a = randomInputs(seed);
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (std::size_t i = 0; i < N; ++i) {
        a.busy[i] = 40.0 + 20.0 * unit(random);
        a.factor[i] = 1.0 + 0.01 * unit(random);
        a.stated[i] = a.busy[i] * 0.5;
        a.hours[i] = 100.0 + 600.0 * unit(random);
        const double tie = a.hours[i] * a.onDemand[i] / 730.0;
        const double offset = std::pow(10.0, -16.0 + 12.0 * unit(random));
        a.committedRate[i] = tie * (1.0 + (i % 3 == 0 ? 0.0 : i % 3 == 1 ? offset : -offset));
    }
    return a;
}

// Usage that overflows to infinity within a term (a growth factor of 1e30) on variants
// idle all month or not: bounds on such usage are infinite or NaN, and the bills NaN.
WalkArrays overflowingInputs(unsigned seed)
{
    WalkArrays a = randomInputs(seed);
    for (std::size_t i = 0; i < N; i += 3) {
        a.factor[i] = 1e30;
        a.hours[i] = i % 2 == 0 ? 0.0 : a.hours[i];
    }
    return a;
}

// The near ties again, with usage and levels among the subnormal doubles or falling into
// them: rounding is then no longer relative to the values, so neither the bounds on the
// usage nor a margin relative to the sums say what they do for normal numbers.
WalkArrays underflowingInputs(unsigned seed)
{
    WalkArrays a = nearTieInputs(seed);
    std::mt19937_64 random(seed + 100);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (std::size_t i = 0; i < N; ++i) {
        const double scale = std::pow(2.0, -1030.0 - 35.0 * unit(random));
        a.busy[i] *= scale;
        a.stated[i] *= scale;
        a.factor[i] = i % 2 == 0 ? 1.0 : 0.7 + 0.3 * unit(random);
    }
    return a;
}

// The same bits, or both NaN (which NaN a sum of NaNs gives is not IEEE's concern).
bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b));
}

class GrowingTermWalkCase : public ::testing::TestWithParam<WalkCase>
{};

} // namespace

// Decided and billed in one walk, or decided in one and billed in another: the same
// levels, last months paid for and bills, to the last bit, for every variant of a full
// batch and of a ragged one (the groups' remainder walked one variant at a time), with
// decisions far from a tie, within a hair of one, and usage overflowing or underflowing.
TEST_P(GrowingTermWalkCase, OnePassGivesTheTwoPassesBits)
{
    const GrowingShape shape = shapeOf(GetParam());
    for (const std::size_t n : {N, std::size_t(37)}) {
        for (unsigned seed = 1; seed <= 10; ++seed) {
            WalkArrays twoPasses = seed <= 3   ? randomInputs(seed)
                                   : seed <= 6 ? nearTieInputs(seed)
                                   : seed <= 8 ? overflowingInputs(seed)
                                               : underflowingInputs(seed);
            WalkArrays onePass = twoPasses;
            walkTermsInTwoPasses(shape, twoPasses.view(), n);
            ASSERT_TRUE(walkTermsInOnePass(shape, onePass.view(), n));
            for (std::size_t i = 0; i < n; ++i) {
                const std::string where = "variant " + std::to_string(i) + ", seed " +
                                          std::to_string(seed) + ", batch of " + std::to_string(n);
                EXPECT_TRUE(sameBits(onePass.horizonCompute[i], twoPasses.horizonCompute[i]))
                    << where << ": " << onePass.horizonCompute[i] << " vs "
                    << twoPasses.horizonCompute[i];
                EXPECT_TRUE(sameBits(onePass.beyond[i], twoPasses.beyond[i]))
                    << where << ": " << onePass.beyond[i] << " vs " << twoPasses.beyond[i];
                EXPECT_TRUE(sameBits(onePass.endMonth[i], twoPasses.endMonth[i])) << where;
                for (int k = 0; k < shape.count; ++k)
                    EXPECT_TRUE(sameBits(onePass.levels[k][i], twoPasses.levels[k][i]))
                        << where << ", term " << k;
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, GrowingTermWalkCase,
    ::testing::Values(
        // The benchmark's shapes: one- and three-year terms, usage stopping before the end.
        WalkCase{36, 12, 30, RenewalPolicy::Optimal, false},
        WalkCase{36, 36, 30, RenewalPolicy::Optimal, false},
        WalkCase{120, 12, 114, RenewalPolicy::Optimal, false},
        WalkCase{120, 36, 114, RenewalPolicy::Optimal, true},
        // A last term running past the horizon, with usage continuing, valued or not.
        WalkCase{40, 12, 0, RenewalPolicy::Optimal, true},
        WalkCase{40, 12, 0, RenewalPolicy::Optimal, false},
        WalkCase{100, 36, 0, RenewalPolicy::Optimal, true},
        WalkCase{100, 36, 105, RenewalPolicy::Optimal, true},
        // Usage stopping mid-term, within and past the horizon.
        WalkCase{48, 12, 17, RenewalPolicy::Optimal, true},
        WalkCase{30, 12, 33, RenewalPolicy::Optimal, true},
        // The other renewal policies.
        WalkCase{60, 12, 40, RenewalPolicy::Never, true},
        WalkCase{60, 12, 40, RenewalPolicy::WhileUsageContinues, true},
        WalkCase{50, 36, 45, RenewalPolicy::WhileUsageContinues, true},
        // More terms than are decided (kMaxTerms): the rest bill usage on demand.
        WalkCase{30, 1, 0, RenewalPolicy::Optimal, true},
        WalkCase{30, 2, 25, RenewalPolicy::Optimal, false},
        // A horizon shorter than one term.
        WalkCase{7, 12, 0, RenewalPolicy::Optimal, true}),
    [](const auto &info) { return nameOf(info.param); });

// The one-pass walk's argument needs usage that never falls below +0 and finite rates:
// anything else, and terms longer than the 36 months a renewal compares, take the
// general walk. The one-pass walk finds a bad input in any group of a batch (pairs of
// groups, a group on its own, the single variants left over) and says so, and the
// figures it had written by then are all written again by the general walk.
TEST(GrowingTermWalk, OnlyNonNegativeFiniteInputsAndShortTermsWalkInOnePass)
{
    const GrowingShape shape = shapeOf({36, 12, 0, RenewalPolicy::Optimal, true});
    const WalkArrays clean = randomInputs(1);
    WalkArrays walked = clean;
    EXPECT_TRUE(walkTermsInOnePass(shape, walked.view(), N));

    GrowingShape longTerm = shape;
    longTerm.term = 60;
    walked = clean;
    EXPECT_FALSE(walkTermsInOnePass(longTerm, walked.view(), N));

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double infinity = std::numeric_limits<double>::infinity();
    constexpr std::size_t n = 37; // groups, then variants one by one, at any width
    for (const double bad : {-0.0, -1.0, nan, infinity}) {
        for (int field = 0; field < 6; ++field) {
            for (const std::size_t at : {std::size_t(0), std::size_t(5), std::size_t(17), n - 1}) {
                WalkArrays a = clean;
                std::vector<double> *arrays[] = {&a.busy,     &a.factor,        &a.hours,
                                                 &a.onDemand, &a.committedRate, &a.stated};
                (*arrays[field])[at] = bad;
                const std::string where = "field " + std::to_string(field) + " = " +
                                          std::to_string(bad) + " at " + std::to_string(at);
                WalkArrays inOnePass = a;
                EXPECT_FALSE(walkTermsInOnePass(shape, inOnePass.view(), n)) << where;
                WalkArrays inTwoPasses = a;
                walkTermsInTwoPasses(shape, inOnePass.view(), n);
                walkTermsInTwoPasses(shape, inTwoPasses.view(), n);
                for (std::size_t i = 0; i < n; ++i) {
                    EXPECT_TRUE(
                        sameBits(inOnePass.horizonCompute[i], inTwoPasses.horizonCompute[i]))
                        << where << ", variant " << i;
                    EXPECT_TRUE(sameBits(inOnePass.beyond[i], inTwoPasses.beyond[i]))
                        << where << ", variant " << i;
                    EXPECT_TRUE(sameBits(inOnePass.endMonth[i], inTwoPasses.endMonth[i]))
                        << where << ", variant " << i;
                    for (int k = 0; k < shape.count; ++k)
                        EXPECT_TRUE(sameBits(inOnePass.levels[k][i], inTwoPasses.levels[k][i]))
                            << where << ", variant " << i << ", term " << k;
                }
                // Outside the variants walked, the value is not looked at.
                if (at == n - 1) {
                    WalkArrays shorter = a;
                    EXPECT_TRUE(walkTermsInOnePass(shape, shorter.view(), n - 1)) << where;
                }
            }
        }
    }
}
