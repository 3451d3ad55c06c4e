// Sha256 (the bill importer's hash, with the x86 SHA extensions where the processor has
// them) against FIPS 180-4's examples and QCryptographicHash: every length around the
// padding's block boundaries, and a long text added in pieces of every size.
#include "database/actuals/Sha256.h"
#include "database/actuals/Sha256Device.h"

#include <QBuffer>
#include <QByteArray>
#include <QCryptographicHash>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace acceldecide::db;

namespace {

QString reference(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString ours(const QByteArray &bytes)
{
    Sha256 hash;
    hash.addData(bytes.constData(), bytes.size());
    return hash.hexDigest();
}

QByteArray randomBytes(qsizetype size, unsigned seed)
{
    std::mt19937 random(seed);
    QByteArray bytes(size, Qt::Uninitialized);
    for (char &byte : bytes)
        byte = char(random());
    return bytes;
}

} // namespace

TEST(Sha256, GivesTheStandardsExampleDigests)
{
    // FIPS 180-4's examples (NIST, "Example Algorithms: SHA-256"), and the empty text.
    EXPECT_EQ(ours("abc").toStdString(),
              "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(ours("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").toStdString(),
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    EXPECT_EQ(ours({}).toStdString(),
              "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(Sha256, AgreesWithQtForEveryLengthAroundTheBlockBoundaries)
{
    const QByteArray bytes = randomBytes(300, 1);
    for (qsizetype length = 0; length <= bytes.size(); ++length)
        ASSERT_EQ(ours(bytes.left(length)), reference(bytes.left(length))) << "length " << length;
}

TEST(Sha256, AgreesWithQtWhenTheTextComesInPiecesOfAnySize)
{
    const QByteArray bytes = randomBytes(1 << 20, 2);
    const QString expected = reference(bytes);
    std::mt19937 random(3);
    for (const int largest : {1, 63, 64, 65, 200, 70000}) {
        Sha256 hash;
        qsizetype at = 0;
        while (at < bytes.size()) {
            const qsizetype piece =
                std::min<qsizetype>(bytes.size() - at, qsizetype(random() % unsigned(largest)) + 1);
            hash.addData(bytes.constData() + at, piece);
            at += piece;
        }
        EXPECT_EQ(hash.hexDigest(), expected) << "pieces up to " << largest << " bytes";
    }
}

// The device hashes on a thread of its own, a megabyte at a time: small texts, texts of
// many chunks read in small and in large pieces (more than its queue holds, so reading
// waits for hashing), and a device destroyed without being asked for its digest.
TEST(Sha256, TheDeviceHashesWhatIsReadThroughIt)
{
    for (const qsizetype size : {qsizetype(0), qsizetype(100000), qsizetype(9 << 20) + 5}) {
        for (const qint64 piece : {qint64(777), qint64(3 << 20)}) {
            QByteArray bytes = randomBytes(size, 4);
            QBuffer source(&bytes);
            ASSERT_TRUE(source.open(QIODevice::ReadOnly));
            Sha256Device device(source);
            ASSERT_TRUE(device.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
            QByteArray read;
            QByteArray chunk(piece, Qt::Uninitialized);
            for (qint64 n; (n = device.read(chunk.data(), piece)) > 0;)
                read.append(chunk.constData(), n);
            EXPECT_TRUE(device.atEnd());
            EXPECT_EQ(read, bytes);
            EXPECT_EQ(device.bytesHashed(), bytes.size());
            EXPECT_EQ(device.hexDigest(), reference(bytes)) << size << " bytes by " << piece;
            EXPECT_EQ(device.hexDigest(), reference(bytes)) << "asked twice";
        }
    }
    QByteArray bytes = randomBytes(qsizetype(9) << 20, 5);
    QBuffer source(&bytes);
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    Sha256Device abandoned(source);
    ASSERT_TRUE(abandoned.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
    EXPECT_EQ(abandoned.read(qint64(8) << 20).size(), qsizetype(8) << 20);
}
