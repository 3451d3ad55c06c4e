#include "core/engine/OrderStatistics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace acceldecide;

namespace {

double bySorting(std::vector<double> values, int percent)
{
    std::sort(values.begin(), values.end());
    return values[OrderStatistics::rankIndex(values.size(), percent)];
}

} // namespace

TEST(OrderStatistics, RankIndexIsNearestRank)
{
    EXPECT_EQ(OrderStatistics::rankIndex(10, 10), 0u); // rank 1
    EXPECT_EQ(OrderStatistics::rankIndex(10, 50), 4u); // rank 5
    EXPECT_EQ(OrderStatistics::rankIndex(11, 50), 5u); // ceil(5.5) = 6
    EXPECT_EQ(OrderStatistics::rankIndex(3, 90), 2u);
    EXPECT_EQ(OrderStatistics::rankIndex(1000000, 90), 899999u);
}

TEST(OrderStatistics, MatchesSortingOnRandomAndAdversarialData)
{
    std::mt19937_64 engine(3);
    std::normal_distribution<double> normal(0.0, 1e6);
    const std::vector<std::size_t> sizes{1, 7, 4095, 4096, 100000, 333333};
    for (std::size_t size : sizes) {
        std::vector<double> random(size), sorted(size), constant(size, 42.0), sawtooth(size),
            mostlyTied(size), twoValues(size);
        for (std::size_t i = 0; i < size; ++i) {
            random[i] = normal(engine);
            sorted[i] = double(i);
            sawtooth[i] = double(i % 2048); // defeats a strided subsample
            // Many equal values at and around the wanted ranks (a commitment that covers
            // every future's usage costs the same in each).
            mostlyTied[i] = i % 10 < 7 ? 5.0 : normal(engine);
            twoValues[i] = i % 3 == 0 ? 2.0 : 1.0;
        }
        for (const auto *values :
             {&random, &sorted, &constant, &sawtooth, &mostlyTied, &twoValues}) {
            const int percents[] = {10, 50, 90, 1, 99, 100};
            const auto got = OrderStatistics::nearestRanks(*values, percents);
            for (std::size_t p = 0; p < std::size(percents); ++p)
                EXPECT_EQ(got[p], bySorting(*values, percents[p])) << size << " p" << percents[p];
        }
    }
}
