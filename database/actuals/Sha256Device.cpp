#include "database/actuals/Sha256Device.h"

#include <algorithm>

namespace acceldecide::db {

Sha256Device::Sha256Device(QIODevice &source) : m_source(source)
{
    m_filling.reserve(kChunkSize);
    m_thread = std::thread([this] { hashChunks(); });
}

Sha256Device::~Sha256Device()
{
    {
        std::lock_guard lock(m_mutex);
        m_ending = true;
        m_discarding = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

bool Sha256Device::atEnd() const
{
    return QIODevice::atEnd() && m_source.atEnd();
}

qint64 Sha256Device::readData(char *data, qint64 maxSize)
{
    const qint64 read = m_source.read(data, maxSize);
    if (read <= 0 || m_digest)
        return read;
    m_bytes += read;
    for (qint64 at = 0; at < read;) {
        const qint64 take = std::min<qint64>(read - at, qint64(kChunkSize - m_filling.size()));
        m_filling.insert(m_filling.end(), data + at, data + at + take);
        at += take;
        if (m_filling.size() == kChunkSize)
            handOver();
    }
    return read;
}

void Sha256Device::handOver()
{
    std::unique_lock lock(m_mutex);
    // Waiting here keeps memory bounded when reading outruns hashing.
    m_changed.wait(lock, [this] { return m_queued.size() < kMaxQueued; });
    m_queued.push_back(std::move(m_filling));
    if (!m_spare.empty()) {
        m_filling = std::move(m_spare.back());
        m_spare.pop_back();
    } else {
        m_filling = {};
        m_filling.reserve(kChunkSize);
    }
    lock.unlock();
    m_changed.notify_all();
}

void Sha256Device::hashChunks()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_ending || !m_queued.empty(); });
        if (m_discarding || m_queued.empty())
            return;
        std::vector<char> chunk = std::move(m_queued.front());
        m_queued.pop_front();
        lock.unlock();
        m_hash.addData(chunk.data(), qint64(chunk.size()));
        chunk.clear();
        lock.lock();
        m_spare.push_back(std::move(chunk));
        m_changed.notify_all();
    }
}

QString Sha256Device::hexDigest()
{
    if (!m_digest) {
        if (!m_filling.empty())
            handOver();
        {
            std::lock_guard lock(m_mutex);
            m_ending = true;
        }
        m_changed.notify_all();
        m_thread.join();
        m_digest = m_hash.hexDigest();
    }
    return *m_digest;
}

} // namespace acceldecide::db
