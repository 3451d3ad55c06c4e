#include "database/actuals/Sha256.h"

#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#define ACCELDECIDE_SHA_NI 1
#endif

namespace acceldecide::db {

namespace {

// FIPS 180-4, 4.2.2 and 5.3.3.
alignas(16) constexpr std::uint32_t kRoundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
constexpr std::array<std::uint32_t, 8> kInitialState = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

#if ACCELDECIDE_SHA_NI
bool hasShaExtensions()
{
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return false;
    const bool ssse3 = c & (1u << 9);
    const bool sse41 = c & (1u << 19);
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
        return false;
    return ssse3 && sse41 && (b & (1u << 29)); // CPUID.(EAX=7,ECX=0):EBX.SHA[bit 29]
}

// The SHA extensions' form of the compression function (Intel, "Intel SHA Extensions",
// 2013): the state as ABEF and CDGH, two rounds per instruction, the message schedule
// four words at a time (W[t-16] + s0(W[t-15]) by msg1, + W[t-7] by alignr, + s1(W[t-2])
// by msg2).
__attribute__((target("sha,sse4.1,ssse3"))) void
compressWithExtensions(std::uint32_t *state, const std::uint8_t *data, qint64 blocks)
{
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    const __m128i cdab =
        _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<__m128i *>(state)), 0xB1);
    const __m128i efgh =
        _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<__m128i *>(state + 4)), 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (; blocks > 0; --blocks, data += 64) {
        const __m128i abefBefore = abef;
        const __m128i cdghBefore = cdgh;
        __m128i w[4];
        for (int i = 0; i < 16; ++i) {
            __m128i words;
            if (i < 4) {
                words = _mm_shuffle_epi8(
                    _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + 16 * i)), byteSwap);
            } else {
                words = _mm_sha256msg1_epu32(w[i & 3], w[(i + 1) & 3]);
                words = _mm_add_epi32(words, _mm_alignr_epi8(w[(i + 3) & 3], w[(i + 2) & 3], 4));
                words = _mm_sha256msg2_epu32(words, w[(i + 3) & 3]);
            }
            w[i & 3] = words;
            __m128i message = _mm_add_epi32(
                words, _mm_load_si128(reinterpret_cast<const __m128i *>(kRoundConstants + 4 * i)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
            message = _mm_shuffle_epi32(message, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, message);
        }
        abef = _mm_add_epi32(abef, abefBefore);
        cdgh = _mm_add_epi32(cdgh, cdghBefore);
    }
    const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state), _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state + 4), _mm_alignr_epi8(dchg, feba, 8));
}
#endif

} // namespace

bool Sha256::accelerated()
{
#if ACCELDECIDE_SHA_NI
    static const bool has = hasShaExtensions();
    return has;
#else
    return false;
#endif
}

Sha256::Sha256() : m_state(kInitialState)
{
    if (!accelerated())
        m_portable.emplace(QCryptographicHash::Sha256);
}

void Sha256::compressBlocks(const std::uint8_t *data, qint64 blocks)
{
#if ACCELDECIDE_SHA_NI
    compressWithExtensions(m_state.data(), data, blocks);
#else
    Q_UNUSED(data);
    Q_UNUSED(blocks);
#endif
}

void Sha256::addData(const char *data, qint64 size)
{
    if (size <= 0)
        return;
    if (m_portable) {
        m_portable->addData(QByteArrayView(data, size));
        return;
    }
    m_bytes += std::uint64_t(size);
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(data);
    if (m_pendingSize > 0) {
        const qint64 take = std::min<qint64>(64 - m_pendingSize, size);
        std::memcpy(m_pending.data() + m_pendingSize, bytes, std::size_t(take));
        m_pendingSize += take;
        bytes += take;
        size -= take;
        if (m_pendingSize < 64)
            return;
        compressBlocks(m_pending.data(), 1);
        m_pendingSize = 0;
    }
    compressBlocks(bytes, size / 64);
    m_pendingSize = size % 64;
    std::memcpy(m_pending.data(), bytes + (size - m_pendingSize), std::size_t(m_pendingSize));
}

QString Sha256::hexDigest()
{
    if (m_portable)
        return QString::fromLatin1(m_portable->result().toHex());
    // FIPS 180-4, 5.1.1: a 1 bit, zeros to 56 bytes mod 64, the length in bits big-endian.
    const std::uint64_t bits = m_bytes * 8;
    std::array<std::uint8_t, 128> tail{};
    std::memcpy(tail.data(), m_pending.data(), std::size_t(m_pendingSize));
    tail[std::size_t(m_pendingSize)] = 0x80;
    const std::size_t length = m_pendingSize < 56 ? 64 : 128;
    for (int i = 0; i < 8; ++i)
        tail[length - 1 - std::size_t(i)] = std::uint8_t(bits >> (8 * i));
    compressBlocks(tail.data(), qint64(length / 64));
    m_pendingSize = 0;
    QByteArray digest(32, Qt::Uninitialized);
    for (int i = 0; i < 32; ++i)
        digest[i] = char(m_state[std::size_t(i / 4)] >> (24 - 8 * (i % 4)));
    return QString::fromLatin1(digest.toHex());
}

} // namespace acceldecide::db
