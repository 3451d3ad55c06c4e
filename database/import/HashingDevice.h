#pragma once

#include <QCryptographicHash>
#include <QIODevice>

namespace acceldecide::db::import {

// Reads through to `source` (not owned, open for reading) while hashing every byte read,
// so that a file's SHA-256 costs no second pass over a bill of gigabytes. The hash is the
// file's once the reader has read to the end.
class HashingDevice : public QIODevice
{
public:
    explicit HashingDevice(QIODevice &source);

    bool isSequential() const override { return true; }
    // A sequential device's own atEnd() is "nothing buffered": the end is the source's.
    bool atEnd() const override;
    // Lower-case hex of the SHA-256 of the bytes read so far.
    QString hexDigest() const;
    qint64 bytesHashed() const { return m_bytes; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QIODevice &m_source;
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    qint64 m_bytes = 0;
};

} // namespace acceldecide::db::import
