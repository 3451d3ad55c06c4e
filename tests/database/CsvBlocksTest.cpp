#include "database/import/CsvBlocks.h"
#include "database/import/CsvReader.h"

#include <QBuffer>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace acceldecide::db;

namespace {

struct Row
{
    std::vector<std::string> fields;
    qint64 line;
    bool operator==(const Row &) const = default;
    friend void PrintTo(const Row &row, std::ostream *out)
    {
        *out << "line " << row.line << ":";
        for (const std::string &field : row.fields)
            *out << " [" << field << "]";
    }
};

std::vector<Row> readAll(CsvReader &reader)
{
    std::vector<Row> rows;
    std::vector<std::string_view> fields;
    while (reader.readRow(fields))
        rows.push_back({{fields.begin(), fields.end()}, reader.lineNumber()});
    return rows;
}

} // namespace

// Blocks end only at row ends, even with quoted newlines and doubled quotes near the
// cut, and parsing the blocks apart gives the rows, and line numbers, of the whole.
TEST(CsvBlockSplitter, BlocksEndAtRowEndsOutsideQuotes)
{
    QByteArray text;
    for (int i = 0; i < 200; ++i)
        text += "\"" + QByteArray::number(i) + "\",\"a\nb \"\"q\"\"\n\",plain\r\n";
    QByteArray whole = text;
    QBuffer wholeDevice(&whole);
    wholeDevice.open(QIODevice::ReadOnly);
    CsvReader wholeReader(wholeDevice);
    const std::vector<Row> expected = readAll(wholeReader);
    ASSERT_EQ(expected.size(), 200u);

    for (qsizetype blockSize : {16, 33, 100, 4096}) {
        QBuffer device(&text);
        device.open(QIODevice::ReadOnly);
        CsvBlockSplitter splitter(device, blockSize);
        std::vector<Row> rows;
        CsvBlock block;
        qint64 offset = 0;
        while (splitter.next(block)) {
            EXPECT_EQ(block.endOffset, offset + block.size);
            offset = block.endOffset;
            CsvReader reader(block.data.get(), block.size, block.firstLine);
            for (Row &row : readAll(reader))
                rows.push_back(std::move(row));
            EXPECT_FALSE(reader.error()) << reader.error()->toStdString();
            splitter.recycle(std::move(block));
        }
        EXPECT_FALSE(splitter.error());
        EXPECT_EQ(offset, text.size());
        ASSERT_EQ(rows.size(), expected.size()) << "block size " << blockSize;
        for (std::size_t i = 0; i < rows.size(); ++i)
            ASSERT_EQ(rows[i], expected[i]) << "block size " << blockSize << ", row " << i;
    }
}

TEST(CsvBlockSplitter, AnUnclosedQuoteStopsWithAnError)
{
    QByteArray text = "a,b\n\"never closed," + QByteArray(5000, 'x');
    QBuffer device(&text);
    device.open(QIODevice::ReadOnly);
    CsvBlockSplitter splitter(device, 16);
    CsvBlock block;
    ASSERT_TRUE(splitter.next(block));
    CsvReader first(block.data.get(), block.size, block.firstLine);
    EXPECT_EQ(readAll(first).size(), 1u);
    // The rest arrives as the last block; its reader names the truncated row.
    ASSERT_TRUE(splitter.next(block));
    CsvReader last(block.data.get(), block.size, block.firstLine);
    EXPECT_TRUE(readAll(last).empty());
    ASSERT_TRUE(last.error());
    EXPECT_TRUE(last.error()->startsWith(QStringLiteral("line 2:")));
    EXPECT_FALSE(splitter.next(block));
}

TEST(CsvBlockSplitter, ARowOverTheLimitStopsWithItsLineNumber)
{
    QByteArray text = "a,b\nc,d\n\"never closed," + QByteArray(CsvReader::kMaxRowBytes + 10, 'x') +
                      "\nlater,row\n";
    QBuffer device(&text);
    device.open(QIODevice::ReadOnly);
    CsvBlockSplitter splitter(device, 16);
    CsvBlock block;
    int blocks = 0;
    while (splitter.next(block))
        ++blocks;
    ASSERT_TRUE(splitter.error());
    EXPECT_TRUE(splitter.error()->startsWith(QStringLiteral("line 3: a row longer than 1 MiB")))
        << splitter.error()->toStdString();
    EXPECT_LE(blocks, 2);
}
