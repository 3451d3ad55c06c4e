#include "database/connection/CatalogFileCheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <array>

namespace acceldecide::db {

namespace {

// The SQLite file format (https://www.sqlite.org/fileformat2.html#database_header):
// a 100-byte header starting with this magic string.
constexpr std::array<char, 16> kMagic = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f',
                                         'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};
constexpr qint64 kHeaderSize = 100;

quint32 bigEndian(const QByteArray &bytes, int offset, int size)
{
    quint32 value = 0;
    for (int i = 0; i < size; ++i)
        value = (value << 8) | quint8(bytes.at(offset + i));
    return value;
}

DatabaseError problem(DatabaseError::Kind kind, const QString &path, const QString &what)
{
    DatabaseError error{
        {}, {}, {}, QStringLiteral("%1 %2").arg(QDir::toNativeSeparators(path), what)};
    error.kind = kind;
    return error;
}

// Permission bits, not access(2): a catalog the user write-protected stays protected
// even for root, who may write anything (CI and containers often run as root).
bool writeProtected(const QFileInfo &file)
{
    const QFileInfo folder(file.absolutePath());
    return !(file.permissions() & QFileDevice::WriteOwner) ||
           !(folder.permissions() & QFileDevice::WriteOwner);
}

} // namespace

DatabaseResult<CatalogFileCheck::Findings> CatalogFileCheck::inspect(const QString &path)
{
    Findings findings;
    if (path == QStringLiteral(":memory:"))
        return findings;
    const QFileInfo info(path);
    if (!info.exists())
        return findings;
    findings.exists = true;
    if (info.isDir())
        return problem(
            DatabaseError::Kind::NotACatalog, path,
            QCoreApplication::translate("CatalogFileCheck", "is a folder, not a catalog file"));
    findings.writeProtected = writeProtected(info);

    const qint64 size = info.size();
    if (size == 0)
        return problem(
            DatabaseError::Kind::NotACatalog, path,
            QCoreApplication::translate("CatalogFileCheck",
                                        "is empty (0 bytes): it is not an AccelDecide catalog, "
                                        "perhaps a copy or save that never finished"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return problem(DatabaseError::Kind::General, path,
                       QCoreApplication::translate("CatalogFileCheck", "cannot be read: %1")
                           .arg(file.errorString()));
    const QByteArray header = file.read(kHeaderSize);
    if (header.size() < qsizetype(kMagic.size()) ||
        !std::equal(kMagic.begin(), kMagic.end(), header.constData()))
        return problem(
            DatabaseError::Kind::NotACatalog, path,
            QCoreApplication::translate("CatalogFileCheck",
                                        "is not a SQLite database (it does not start with the "
                                        "SQLite header), so it is not an AccelDecide catalog"));
    if (header.size() < kHeaderSize)
        return problem(
            DatabaseError::Kind::Damaged, path,
            QCoreApplication::translate("CatalogFileCheck",
                                        "is damaged: %1 bytes, shorter than the 100-byte SQLite "
                                        "header")
                .arg(size));

    // Page size at offset 16 (1 means 65536); the page count at offset 28 is only
    // trustworthy when the change counter (24) equals "version valid for" (92).
    quint32 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1)
        pageSize = 65536;
    const quint32 pageCount = bigEndian(header, 28, 4);
    const bool countValid = bigEndian(header, 24, 4) == bigEndian(header, 92, 4);
    // In WAL mode, pages written since the last checkpoint live in the -wal file, so
    // the main file may legitimately be shorter than the page count.
    const QFileInfo wal(path + QStringLiteral("-wal"));
    const bool walHoldsPages = wal.exists() && wal.size() > 0;
    if (countValid && pageCount > 0 && !walHoldsPages &&
        size < qint64(pageCount) * qint64(pageSize))
        return problem(
            DatabaseError::Kind::Damaged, path,
            QCoreApplication::translate("CatalogFileCheck",
                                        "is damaged: it is %1 bytes long but its header says "
                                        "%2 pages of %3 bytes (%4 bytes); the file was cut short")
                .arg(size)
                .arg(pageCount)
                .arg(pageSize)
                .arg(qint64(pageCount) * qint64(pageSize)));
    return findings;
}

} // namespace acceldecide::db
