#pragma once

#include "database/actuals/Sha256.h"

#include <QIODevice>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace acceldecide::db {

// Reads through to `source` (not owned, open for reading) while a thread of its own
// hashes every byte read with Sha256, so that a bill's SHA-256 costs no second pass and
// no time on the reading thread beyond a copy: hashing there took a third of a 1 GB
// CUR 2.0 import, whose reading thread also cuts the file into blocks and sums the rows.
// Memory is at most kMaxQueued + 2 chunks of kChunkSize.
class Sha256Device : public QIODevice
{
public:
    static constexpr std::size_t kChunkSize = std::size_t(1) << 20;
    static constexpr std::size_t kMaxQueued = 4;

    explicit Sha256Device(QIODevice &source);
    ~Sha256Device() override;
    Sha256Device(const Sha256Device &) = delete;
    Sha256Device &operator=(const Sha256Device &) = delete;

    bool isSequential() const override { return true; }
    // A sequential device's own atEnd() is "nothing buffered": the end is the source's.
    bool atEnd() const override;
    // Lower-case hex of the SHA-256 of every byte read: waits for the hashing thread,
    // which then ends, so reading afterwards is not hashed.
    QString hexDigest();
    qint64 bytesHashed() const { return m_bytes; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    void handOver(); // m_filling to the hashing thread
    void hashChunks();

    QIODevice &m_source;
    qint64 m_bytes = 0;
    std::vector<char> m_filling; // read, not handed over yet
    std::optional<QString> m_digest;

    std::mutex m_mutex; // guards what follows
    std::condition_variable m_changed;
    std::deque<std::vector<char>> m_queued;
    std::vector<std::vector<char>> m_spare; // hashed, for reuse
    bool m_ending = false;
    bool m_discarding = false; // destroyed before the digest was asked for

    Sha256 m_hash; // the hashing thread's until it ends
    std::thread m_thread;
};

} // namespace acceldecide::db
