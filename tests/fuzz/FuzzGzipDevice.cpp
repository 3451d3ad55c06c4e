// fuzz_gzip: GzipDevice over a QBuffer (a CSV.gz bill export, or anything a user names
// as one), read to its end twice: through QIODevice's buffer in small reads whose sizes
// follow the input, and unbuffered in large reads, so that members end at every place
// relative to a read.
//
// Invariants: reading ends (a read returns 0 or -1, never loops); -1 comes with error()
// set, naming a byte offset within the input, and 0 with it unset; a clean end means the
// input was gzip (its magic number first) and every byte of it was inflated, and both
// passes agree on whether the stream is clean and, when it is, on every byte.

#include "FuzzCheck.h"
#include "database/import/GzipDevice.h"

#include <QBuffer>
#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <string>

using acceldecide::db::import::GzipDevice;

namespace {

struct Pass
{
    QByteArray bytes;
    bool clean = false;
};

// Read sizes from the input's own bytes (1 to 64), so that libFuzzer steers them too.
qint64 readSize(const QByteArray &input, std::size_t step, bool small)
{
    if (!small)
        return qint64(1) << 16;
    if (input.isEmpty())
        return 1;
    return qint64(std::uint8_t(input[qsizetype(step % std::size_t(input.size()))]) % 64) + 1;
}

Pass readThrough(const QByteArray &input, QIODevice::OpenMode mode, bool small)
{
    QBuffer source;
    source.setData(input);
    source.open(QIODevice::ReadOnly);
    GzipDevice device(source);
    FUZZ_CHECK(device.open(mode), "the device did not open");

    Pass pass;
    QByteArray chunk(qsizetype(1) << 16, Qt::Uninitialized);
    qint64 last = 0;
    for (std::size_t step = 0;; ++step) {
        last = device.read(chunk.data(), readSize(input, step, small));
        if (last <= 0)
            break;
        pass.bytes.append(chunk.constData(), qsizetype(last));
    }
    const std::optional<QString> error = device.error();
    pass.clean = last == 0;
    FUZZ_CHECK(pass.clean == !error.has_value(),
               "a read returned " + std::to_string(last) + " with error " +
                   error.value_or(QStringLiteral("unset")).toStdString());
    FUZZ_CHECK(device.atEnd(), "reading stopped before atEnd()");
    if (error) {
        FUZZ_CHECK(error->contains(QStringLiteral("byte ")) ||
                       *error == QStringLiteral("the compressed file is empty"),
                   "an error without an offset: " + error->toStdString());
        FUZZ_CHECK(device.read(chunk.data(), 1) == -1, "a read after an error did not fail");
    } else {
        FUZZ_CHECK(input.startsWith("\x1f\x8b"), "input that is not gzip ended cleanly");
        FUZZ_CHECK(device.compressedBytesRead() == input.size(),
                   "a clean end with " + std::to_string(device.compressedBytesRead()) + " of " +
                       std::to_string(input.size()) + " bytes inflated");
    }
    FUZZ_CHECK(device.compressedBytesRead() <= input.size(),
               "more bytes inflated than the input has");
    return pass;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // GzipDevice only reads: no copy of the input.
    const QByteArray input =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const Pass buffered = readThrough(input, QIODevice::ReadOnly, true);
    const Pass unbuffered = readThrough(input, QIODevice::ReadOnly | QIODevice::Unbuffered, false);
    FUZZ_CHECK(buffered.clean == unbuffered.clean,
               std::string("the read size decided whether the stream is clean: ") +
                   (buffered.clean ? "clean" : "failed") + " in small reads");
    if (buffered.clean)
        FUZZ_CHECK(buffered.bytes == unbuffered.bytes,
                   "the read size changed the text: " + std::to_string(buffered.bytes.size()) +
                       " and " + std::to_string(unbuffered.bytes.size()) + " bytes");
    return 0;
}
