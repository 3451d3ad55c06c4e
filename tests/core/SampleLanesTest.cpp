#include "core/engine/batch/SampleLanes.h"

#include <gtest/gtest.h>

#include <array>
#include <limits>

using namespace acceldecide;

namespace {

template <typename V> class SampleLanesTest : public ::testing::Test
{};

#if defined(ACCELDECIDE_LANES_VERSIONS)
using Widths = ::testing::Types<double, lanes::Lanes2, lanes::Lanes4>;
#else
using Widths = ::testing::Types<double>;
#endif
TYPED_TEST_SUITE(SampleLanesTest, Widths);

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// A group whose lanes are all `others` but lane `at`, which is `value`.
template <typename V> V groupWith(std::size_t at, double value, double others)
{
    std::array<double, lanes::kWidthOf<V>> values;
    values.fill(others);
    values[at] = value;
    return lanes::load<V>(values.data());
}

} // namespace

TYPED_TEST(SampleLanesTest, AllAboveHoldsWhenEveryLaneIsAboveTheThreshold)
{
    using V = TypeParam;
    EXPECT_TRUE(lanes::allAbove(lanes::splat<V>(2.0), 1.0));
    EXPECT_TRUE(lanes::allAbove(lanes::splat<V>(kInfinity), 1e308));
    EXPECT_TRUE(lanes::allAbove(lanes::splat<V>(0x1p-1074), 0.0));
    EXPECT_FALSE(lanes::allAbove(lanes::splat<V>(1.0), 1.0));
    EXPECT_FALSE(lanes::allAbove(lanes::splat<V>(-0.0), 0.0));
}

TYPED_TEST(SampleLanesTest, AllAboveFailsOnAnyOneLaneAtOrBelowTheThresholdOrNaN)
{
    using V = TypeParam;
    for (std::size_t at = 0; at < lanes::kWidthOf<V>; ++at) {
        SCOPED_TRACE(at);
        EXPECT_TRUE(lanes::allAbove(groupWith<V>(at, 0.5, 3.0), 0.25));
        EXPECT_FALSE(lanes::allAbove(groupWith<V>(at, 0.25, 3.0), 0.25));
        EXPECT_FALSE(lanes::allAbove(groupWith<V>(at, -3.0, 3.0), 0.25));
        EXPECT_FALSE(lanes::allAbove(groupWith<V>(at, kNaN, 3.0), 0.25));
        EXPECT_FALSE(lanes::allAbove(groupWith<V>(at, -kNaN, 3.0), 0.25));
        EXPECT_FALSE(lanes::allAbove(groupWith<V>(at, -kInfinity, 3.0), 0.25));
    }
}

// What the one-pass walk takes as usable input: +0 and every positive finite double,
// including the subnormal ones, and nothing with a sign bit, infinite or NaN, in any lane
// of any of the groups given.
TYPED_TEST(SampleLanesTest, AllFiniteWithoutSignTakesOnlyPlusZeroAndPositiveFiniteValues)
{
    using V = TypeParam;
    const V fine = lanes::splat<V>(2.5);
    for (const double good :
         {0.0, 0x1p-1074, 0x1p-1022, 1.0, 1e308, std::numeric_limits<double>::max()}) {
        EXPECT_TRUE(lanes::allFiniteWithoutSign(lanes::splat<V>(good))) << good;
        EXPECT_TRUE(lanes::allFiniteWithoutSign(fine, lanes::splat<V>(good), fine)) << good;
    }
    for (const double bad : {-0.0, -0x1p-1074, -1.0, kInfinity, -kInfinity, kNaN, -kNaN}) {
        for (std::size_t at = 0; at < lanes::kWidthOf<V>; ++at) {
            SCOPED_TRACE(at);
            const V group = groupWith<V>(at, bad, 1.0);
            EXPECT_FALSE(lanes::allFiniteWithoutSign(group)) << bad;
            EXPECT_FALSE(lanes::allFiniteWithoutSign(fine, group)) << bad;
            EXPECT_FALSE(lanes::allFiniteWithoutSign(group, fine, fine)) << bad;
        }
    }
}

// Several groups at once: every lane of every group must be above.
TYPED_TEST(SampleLanesTest, AllAboveOfSeveralGroupsNeedsEveryLaneOfEach)
{
    using V = TypeParam;
    for (std::size_t at = 0; at < lanes::kWidthOf<V>; ++at) {
        SCOPED_TRACE(at);
        const V above[2] = {lanes::splat<V>(1.0), groupWith<V>(at, 0.5, 1.0)};
        EXPECT_TRUE(lanes::allAbove(above, 0.25));
        const V secondFails[2] = {lanes::splat<V>(1.0), groupWith<V>(at, 0.25, 1.0)};
        EXPECT_FALSE(lanes::allAbove(secondFails, 0.25));
        const V firstFails[2] = {groupWith<V>(at, kNaN, 1.0), lanes::splat<V>(1.0)};
        EXPECT_FALSE(lanes::allAbove(firstFails, 0.25));
    }
}
