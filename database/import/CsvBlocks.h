#pragma once

#include <QIODevice>
#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace acceldecide::db {

// A run of whole CSV rows cut from the input, so that blocks can be parsed on several
// cores (each with a CsvReader over the block's memory) while the calling thread keeps
// reading the device.
struct CsvBlock
{
    // Not a std::vector: resizing one zero-fills, a cost per byte of input for nothing.
    std::unique_ptr<char[]> data;
    qsizetype size = 0;
    qsizetype capacity = 0;
    qint64 firstLine = 1; // line number of the block's first byte
    qint64 endOffset = 0; // input bytes consumed up to the end of this block
};

// Cuts the input into blocks of about `blockSize` bytes that end at a row end. A
// newline ends a row when the quotes before it (counted from a row start) are even,
// which holds for RFC 4180 text since a doubled quote counts twice. Runs on the thread
// that owns the device; memory is a block or two.
class CsvBlockSplitter
{
public:
    explicit CsvBlockSplitter(QIODevice &device, qsizetype blockSize = qsizetype(1) << 20);

    // The next block; false at the end of the input or on an error. The last block may
    // end in a truncated row, which the CsvReader parsing it reports.
    bool next(CsvBlock &block);
    std::optional<QString> error() const { return m_error; }
    // Gives a parsed block's memory back for reuse: fresh allocations would page-fault
    // on every block.
    void recycle(CsvBlock &&block);

private:
    bool readMore(CsvBlock &buffer, qsizetype target);
    CsvBlock allocate(qsizetype capacity);

    QIODevice &m_device;
    qsizetype m_blockSize;
    CsvBlock m_carry; // bytes after the last block's final row end
    std::vector<CsvBlock> m_spare;
    qint64 m_line = 1;
    qint64 m_offset = 0;
    bool m_eof = false;
    bool m_done = false;
    std::optional<QString> m_error;
};

// Runs `work` on blocks on worker threads and hands the results back in submission
// order, so that merging (and every database write) stays on the calling thread.
template <typename Result> class OrderedWorkers
{
public:
    using Work = std::function<Result(CsvBlock)>;

    OrderedWorkers(int threads, Work work) : m_work(std::move(work))
    {
        for (int i = 0; i < threads; ++i)
            m_threads.emplace_back([this] { run(); });
    }
    ~OrderedWorkers()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stopping = true;
        }
        m_workReady.notify_all();
        for (std::thread &thread : m_threads)
            thread.join();
    }
    OrderedWorkers(const OrderedWorkers &) = delete;
    OrderedWorkers &operator=(const OrderedWorkers &) = delete;

    void submit(CsvBlock block)
    {
        {
            std::lock_guard lock(m_mutex);
            m_queue.emplace_back(m_submitted++, std::move(block));
        }
        m_workReady.notify_one();
    }
    qint64 pending() const { return m_submitted - m_taken; }
    // Waits for the result of the oldest block not taken yet.
    Result takeNext()
    {
        std::unique_lock lock(m_mutex);
        m_resultReady.wait(lock, [this] { return m_done.count(m_taken) > 0; });
        auto node = m_done.extract(m_taken++);
        return std::move(node.mapped());
    }

private:
    void run()
    {
        for (;;) {
            std::unique_lock lock(m_mutex);
            m_workReady.wait(lock, [this] { return m_stopping || !m_queue.empty(); });
            if (m_stopping)
                return;
            auto [index, block] = std::move(m_queue.front());
            m_queue.pop_front();
            lock.unlock();
            Result result = m_work(std::move(block));
            lock.lock();
            m_done.emplace(index, std::move(result));
            lock.unlock();
            m_resultReady.notify_all();
        }
    }

    Work m_work;
    std::mutex m_mutex;
    std::condition_variable m_workReady;
    std::condition_variable m_resultReady;
    std::deque<std::pair<qint64, CsvBlock>> m_queue;
    std::map<qint64, Result> m_done;
    qint64 m_submitted = 0; // touched by the calling thread only
    qint64 m_taken = 0;
    bool m_stopping = false;
    std::vector<std::thread> m_threads;
};

} // namespace acceldecide::db
