#include "database/import/HashingDevice.h"

namespace acceldecide::db::import {

HashingDevice::HashingDevice(QIODevice &source) : m_source(source) {}

QString HashingDevice::hexDigest() const
{
    // result() may be asked again after more data: it does not finish the hash.
    return QString::fromLatin1(m_hash.result().toHex());
}

bool HashingDevice::atEnd() const
{
    return QIODevice::atEnd() && m_source.atEnd();
}

qint64 HashingDevice::readData(char *data, qint64 maxSize)
{
    const qint64 read = m_source.read(data, maxSize);
    if (read > 0) {
        m_hash.addData(QByteArrayView(data, read));
        m_bytes += read;
    }
    return read;
}

} // namespace acceldecide::db::import
