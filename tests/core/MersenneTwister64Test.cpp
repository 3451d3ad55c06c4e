#include "core/engine/MersenneTwister64.h"
#include "core/engine/MonteCarloSimulation.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace acceldecide;

// Monte Carlo's documented draws are std::mt19937_64's: the bulk generator must give the
// same numbers, whatever the seed and however the stream is split into requests.
TEST(MersenneTwister64, MatchesTheStandardEngine)
{
    for (std::uint64_t seed : {0ULL, 1ULL, 42ULL, 0xFFFFFFFFFFFFFFFFULL, 12345678901234ULL}) {
        std::mt19937_64 standard(seed);
        MersenneTwister64 bulk(seed);
        std::vector<double> drawn;
        for (std::size_t request : {1u, 311u, 312u, 5u, 1000u, 2u, 4096u}) {
            std::vector<double> part(request);
            bulk.unitIntervals(part.data(), request);
            drawn.insert(drawn.end(), part.begin(), part.end());
        }
        for (std::size_t i = 0; i < drawn.size(); ++i)
            ASSERT_EQ(drawn[i], MonteCarloSimulation::unitInterval(standard()))
                << "seed " << seed << ", number " << i;
    }
}
