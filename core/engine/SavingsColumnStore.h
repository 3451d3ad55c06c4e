#pragma once

// Monte Carlo's savings columns (one float per sample, a column per option), kept from
// one run to the next. The window runs the simulation again on every edit, and a newly
// allocated column costs its page faults every time: the kernel zeroes each page before
// the first write, about a millisecond per million samples and option on the benchmark
// machine. A column given back is kept, up to kKeptBytes in all, for the next run that
// needs one at most its size; nothing else is ever freed later than it would have been.

#include <cstddef>

namespace acceldecide {

class SavingsColumnStore
{
public:
    static constexpr std::size_t kKeptBytes = std::size_t(64) << 20;

    // A column of at least the samples asked for, given back to the store when destroyed.
    // Its contents are whatever the last run left: every slot is written before it is read.
    class Column
    {
    public:
        Column(Column &&other) noexcept;
        Column &operator=(Column &&other) noexcept;
        Column(const Column &) = delete;
        Column &operator=(const Column &) = delete;
        ~Column();

        float *data() const { return m_data; }
        std::size_t capacity() const { return m_capacity; }

    private:
        friend class SavingsColumnStore;
        Column(float *data, std::size_t capacity) : m_data(data), m_capacity(capacity) {}
        float *m_data = nullptr;
        std::size_t m_capacity = 0;
    };

    // The smallest kept column that holds `samples`, else a new one (on 2 MB pages where
    // the kernel offers them). Throws std::bad_alloc.
    static Column take(std::size_t samples);
    // What the store keeps between runs, in bytes.
    static std::size_t keptBytes();
    // Frees every kept column.
    static void release();

private:
    static void giveBack(float *data, std::size_t capacity);
};

} // namespace acceldecide
