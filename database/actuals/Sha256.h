#pragma once

#include <QCryptographicHash>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace acceldecide::db {

// SHA-256 of a stream, with the x86 SHA extensions when the processor has them (AMD since
// Zen, Intel since Ice Lake and Goldmont): a bill import hashes every byte of a
// multi-gigabyte file, and Qt 6.4's QCryptographicHash (portable C: 166 MB/s on the
// project's 2-core VM, 2026-11-29) took over half of a CUR 2.0 import's time, where the
// extensions run at about 2 GB/s (OpenSSL's figure on the same VM). Without them the
// digest comes from QCryptographicHash; both give the same digest (Sha256Test).
class Sha256
{
public:
    Sha256();

    void addData(const char *data, qint64 size);
    // Lower-case hex of the digest of everything added; the object is done afterwards.
    QString hexDigest();
    // Whether this processor computes it with the SHA extensions.
    static bool accelerated();

private:
    void compressBlocks(const std::uint8_t *data, qint64 blocks);

    std::optional<QCryptographicHash> m_portable; // set when not accelerated
    std::array<std::uint32_t, 8> m_state{};
    std::array<std::uint8_t, 64> m_pending{}; // a block not complete yet
    qint64 m_pendingSize = 0;
    std::uint64_t m_bytes = 0;
};

} // namespace acceldecide::db
