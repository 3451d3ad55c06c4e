#include "core/engine/SavingsColumnStore.h"

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace acceldecide {

namespace {

struct Kept
{
    float *data;
    std::size_t capacity; // floats
};

// The store's columns, behind one lock: runs on several threads (the window's live
// update and its refinement) take and give back columns at their start and end only.
struct Store
{
    std::mutex mutex;
    std::vector<Kept> columns;
    std::size_t bytes = 0;
};

Store &store()
{
    // Never destroyed: a column given back while the program exits must still find it.
    static Store *const instance = new Store;
    return *instance;
}

float *allocate(std::size_t samples)
{
    constexpr std::size_t kHugePage = std::size_t(2) << 20;
    const std::size_t bytes = std::max<std::size_t>(samples, 2) * sizeof(float);
    if (bytes < kHugePage)
        return static_cast<float *>(std::malloc(bytes));
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    auto *column = static_cast<float *>(std::aligned_alloc(kHugePage, rounded));
#if defined(__linux__)
    if (column)
        madvise(column, rounded, MADV_HUGEPAGE); // advice only: failure changes nothing
#endif
    return column;
}

} // namespace

SavingsColumnStore::Column::Column(Column &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_capacity(std::exchange(other.m_capacity, 0))
{}

SavingsColumnStore::Column &SavingsColumnStore::Column::operator=(Column &&other) noexcept
{
    if (this != &other) {
        if (m_data)
            giveBack(m_data, m_capacity);
        m_data = std::exchange(other.m_data, nullptr);
        m_capacity = std::exchange(other.m_capacity, 0);
    }
    return *this;
}

SavingsColumnStore::Column::~Column()
{
    if (m_data)
        giveBack(m_data, m_capacity);
}

SavingsColumnStore::Column SavingsColumnStore::take(std::size_t samples)
{
    {
        Store &s = store();
        const std::lock_guard lock(s.mutex);
        auto best = s.columns.end();
        for (auto it = s.columns.begin(); it != s.columns.end(); ++it) {
            if (it->capacity >= samples &&
                (best == s.columns.end() || it->capacity < best->capacity))
                best = it;
        }
        if (best != s.columns.end()) {
            const Kept kept = *best;
            s.columns.erase(best);
            s.bytes -= kept.capacity * sizeof(float);
            return Column(kept.data, kept.capacity);
        }
    }
    float *data = allocate(samples);
    if (!data)
        throw std::bad_alloc();
    return Column(data, samples);
}

void SavingsColumnStore::giveBack(float *data, std::size_t capacity)
{
    const std::size_t bytes = capacity * sizeof(float);
    {
        Store &s = store();
        const std::lock_guard lock(s.mutex);
        if (s.bytes + bytes <= kKeptBytes) {
            s.columns.push_back({data, capacity});
            s.bytes += bytes;
            return;
        }
    }
    std::free(data);
}

std::size_t SavingsColumnStore::keptBytes()
{
    Store &s = store();
    const std::lock_guard lock(s.mutex);
    return s.bytes;
}

void SavingsColumnStore::release()
{
    std::vector<Kept> columns;
    {
        Store &s = store();
        const std::lock_guard lock(s.mutex);
        columns.swap(s.columns);
        s.bytes = 0;
    }
    for (const Kept &kept : columns)
        std::free(kept.data);
}

} // namespace acceldecide
