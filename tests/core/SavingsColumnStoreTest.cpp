#include "core/engine/SavingsColumnStore.h"

#include <gtest/gtest.h>

#include <vector>

using namespace acceldecide;

namespace {

class SavingsColumnStoreTest : public ::testing::Test
{
protected:
    void SetUp() override { SavingsColumnStore::release(); }
    void TearDown() override { SavingsColumnStore::release(); }
};

} // namespace

// A run's columns, given back, serve the next run: the same memory, no new pages.
TEST_F(SavingsColumnStoreTest, AColumnGivenBackServesTheNextRun)
{
    float *first = nullptr;
    {
        SavingsColumnStore::Column column = SavingsColumnStore::take(1'000'000);
        first = column.data();
        ASSERT_NE(first, nullptr);
        EXPECT_EQ(column.capacity(), 1'000'000u);
        first[999'999] = 1.0f; // every slot is usable
        EXPECT_EQ(SavingsColumnStore::keptBytes(), 0u);
    }
    EXPECT_EQ(SavingsColumnStore::keptBytes(), 4'000'000u);
    SavingsColumnStore::Column again = SavingsColumnStore::take(1'000'000);
    EXPECT_EQ(again.data(), first);
    EXPECT_EQ(SavingsColumnStore::keptBytes(), 0u);
}

// A smaller run takes the smallest kept column that holds it; a larger one gets a new
// column and leaves the kept ones for others.
TEST_F(SavingsColumnStoreTest, TheSmallestColumnLargeEnoughIsTaken)
{
    float *large = nullptr;
    float *small = nullptr;
    {
        SavingsColumnStore::Column a = SavingsColumnStore::take(1'000'000);
        SavingsColumnStore::Column b = SavingsColumnStore::take(100'000);
        large = a.data();
        small = b.data();
    }
    {
        SavingsColumnStore::Column c = SavingsColumnStore::take(50'000);
        EXPECT_EQ(c.data(), small);
        EXPECT_EQ(c.capacity(), 100'000u);
        SavingsColumnStore::Column d = SavingsColumnStore::take(2'000'000);
        EXPECT_NE(d.data(), large);
        EXPECT_EQ(d.capacity(), 2'000'000u);
        EXPECT_EQ(SavingsColumnStore::keptBytes(), 4'000'000u); // the large one, untouched
    }
}

// What is kept between runs stays within kKeptBytes; the rest is freed as before.
TEST_F(SavingsColumnStoreTest, KeepsNoMoreThanItsLimit)
{
    const std::size_t samples = SavingsColumnStore::kKeptBytes / sizeof(float) / 3;
    {
        std::vector<SavingsColumnStore::Column> columns;
        for (int i = 0; i < 5; ++i)
            columns.push_back(SavingsColumnStore::take(samples));
    }
    EXPECT_EQ(SavingsColumnStore::keptBytes(), 3 * samples * sizeof(float));
    EXPECT_LE(SavingsColumnStore::keptBytes(), SavingsColumnStore::kKeptBytes);
}

// A moved column is given back once, by its last owner.
TEST_F(SavingsColumnStoreTest, AMovedColumnIsGivenBackOnce)
{
    {
        SavingsColumnStore::Column a = SavingsColumnStore::take(1000);
        SavingsColumnStore::Column b = std::move(a);
        SavingsColumnStore::Column c = SavingsColumnStore::take(10);
        c = std::move(b); // c's own column goes back now
        EXPECT_EQ(SavingsColumnStore::keptBytes(), 10 * sizeof(float));
    }
    EXPECT_EQ(SavingsColumnStore::keptBytes(), 1010 * sizeof(float));
}
