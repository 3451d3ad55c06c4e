#include "database/import/CsvReader.h"

#include <QBuffer>
#include <QByteArray>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace acceldecide::db;

namespace {

using Rows = std::vector<std::vector<std::string>>;

struct Parsed
{
    Rows rows;
    std::vector<qint64> lines;
    std::optional<QString> error;
    qint64 bytes = 0;
};

// Reads everything; a small buffer makes rows straddle refills at every offset.
Parsed parse(const QByteArray &text, qsizetype bufferSize = 1 << 20)
{
    QByteArray copy = text;
    QBuffer device(&copy);
    device.open(QIODevice::ReadOnly);
    CsvReader reader(device, bufferSize);
    Parsed parsed;
    std::vector<std::string_view> fields;
    while (reader.readRow(fields)) {
        parsed.rows.emplace_back(fields.begin(), fields.end());
        parsed.lines.push_back(reader.lineNumber());
    }
    parsed.error = reader.error();
    parsed.bytes = reader.bytesRead();
    return parsed;
}

} // namespace

TEST(CsvReader, ReadsPlainRows)
{
    const Parsed parsed = parse("a,b,c\n1,2,3\n");
    EXPECT_EQ(parsed.rows, (Rows{{"a", "b", "c"}, {"1", "2", "3"}}));
    EXPECT_EQ(parsed.lines, (std::vector<qint64>{1, 2}));
    EXPECT_FALSE(parsed.error);
    EXPECT_EQ(parsed.bytes, 12);
}

TEST(CsvReader, StripsTheBomAndHandlesCrlf)
{
    const Parsed parsed = parse("\xEF\xBB\xBF\"a\",b\r\n\"1\",2\r\n");
    EXPECT_EQ(parsed.rows, (Rows{{"a", "b"}, {"1", "2"}}));
    EXPECT_FALSE(parsed.error);
}

TEST(CsvReader, QuotedCommasQuotesAndNewlines)
{
    const Parsed parsed =
        parse("\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n\"\",,\"\"\"\"\nnext,row\n");
    ASSERT_EQ(parsed.rows.size(), 3u);
    EXPECT_EQ(parsed.rows[0], (std::vector<std::string>{"x, y", "say \"hi\"", "two\nlines"}));
    EXPECT_EQ(parsed.rows[1], (std::vector<std::string>{"", "", "\""}));
    EXPECT_EQ(parsed.rows[2], (std::vector<std::string>{"next", "row"}));
    // The quoted newline makes row 2 start on line 3.
    EXPECT_EQ(parsed.lines, (std::vector<qint64>{1, 3, 4}));
}

TEST(CsvReader, LastLineWithoutNewlineIsARow)
{
    const Parsed parsed = parse("a,b\n\"c\",d");
    EXPECT_EQ(parsed.rows, (Rows{{"a", "b"}, {"c", "d"}}));
    EXPECT_FALSE(parsed.error);
}

TEST(CsvReader, TruncatedQuotedLastLineIsAnError)
{
    const Parsed parsed = parse("\"a\",\"b\"\n\"c\",\"trunc");
    EXPECT_EQ(parsed.rows, (Rows{{"a", "b"}}));
    ASSERT_TRUE(parsed.error);
    EXPECT_TRUE(parsed.error->contains(QStringLiteral("line 2"))) << parsed.error->toStdString();
}

TEST(CsvReader, GarbageAfterAClosingQuoteIsAnError)
{
    const Parsed parsed = parse("a\n\"b\"x,c\n");
    EXPECT_EQ(parsed.rows, (Rows{{"a"}}));
    ASSERT_TRUE(parsed.error);
    EXPECT_TRUE(parsed.error->contains(QStringLiteral("line 2"))) << parsed.error->toStdString();
}

TEST(CsvReader, SkipsBlankLinesAndKeepsEmptyFields)
{
    const Parsed parsed = parse("a,,\n\n\r\n,b\n");
    EXPECT_EQ(parsed.rows, (Rows{{"a", "", ""}, {"", "b"}}));
    EXPECT_EQ(parsed.lines, (std::vector<qint64>{1, 4}));
}

TEST(CsvReader, EmptyInputHasNoRows)
{
    EXPECT_TRUE(parse("").rows.empty());
    EXPECT_TRUE(parse("\xEF\xBB\xBF").rows.empty());
    EXPECT_FALSE(parse("").error);
}

TEST(CsvReader, RowsStraddlingEveryRefillBoundaryReadTheSame)
{
    QByteArray text = "\xEF\xBB\xBF";
    Rows expected;
    for (int i = 0; i < 40; ++i) {
        const std::string n = std::to_string(i);
        text += "\"" + QByteArray::fromStdString(n) + "\",\"q \"\"" + QByteArray::fromStdString(n) +
                "\"\", x\",plain" + QByteArray::fromStdString(n) + ",\"multi\r\nline\"\r\n";
        expected.push_back({n, "q \"" + n + "\", x", "plain" + n, "multi\r\nline"});
    }
    for (qsizetype size : {16, 17, 19, 23, 31, 64, 1000}) {
        const Parsed parsed = parse(text, size);
        EXPECT_FALSE(parsed.error) << "buffer " << size;
        EXPECT_EQ(parsed.rows, expected) << "buffer " << size;
        EXPECT_EQ(parsed.lines.back(), 79) << "buffer " << size;
        EXPECT_EQ(parsed.bytes, text.size()) << "buffer " << size;
    }
}

TEST(CsvReader, GrowsForARowLongerThanTheBuffer)
{
    const std::string longField(5000, 'z');
    const Parsed parsed = parse(QByteArray::fromStdString("\"" + longField + "\",b\nc,d\n"), 64);
    EXPECT_EQ(parsed.rows, (Rows{{longField, "b"}, {"c", "d"}}));
}

TEST(CsvReader, ReadsABlockInPlaceWithItsFirstLineNumber)
{
    char text[] = "\"a \"\"x\"\"\",b\n\"c\nd\",e\n\"f";
    CsvReader reader(text, qsizetype(sizeof text - 1), 41);
    std::vector<std::string_view> fields;
    ASSERT_TRUE(reader.readRow(fields));
    EXPECT_EQ(fields, (std::vector<std::string_view>{"a \"x\"", "b"}));
    EXPECT_EQ(fields[0].data(), text + 1); // a view into the block itself
    ASSERT_TRUE(reader.readRow(fields));
    EXPECT_EQ(fields, (std::vector<std::string_view>{"c\nd", "e"}));
    EXPECT_EQ(reader.lineNumber(), 42);
    EXPECT_FALSE(reader.readRow(fields));
    ASSERT_TRUE(reader.error());
    EXPECT_TRUE(reader.error()->startsWith(QStringLiteral("line 44:")))
        << reader.error()->toStdString();
}

TEST(CsvReader, LineNumbersSurviveDoubledQuotesBeforeANewline)
{
    // Decoding "" in place must not leave a stale newline that is counted again.
    const Parsed parsed = parse("\"a\n\"\"\n\",b\nc,d\n");
    EXPECT_EQ(parsed.rows, (Rows{{"a\n\"\n", "b"}, {"c", "d"}}));
    EXPECT_EQ(parsed.lines, (std::vector<qint64>{1, 4}));
}

TEST(CsvReader, ARowOverTheLimitStopsWithItsLineNumber)
{
    // An unbalanced quote on line 3 swallows the rest of a large file.
    const QByteArray text =
        "a,b\nc,d\n\"open," + QByteArray(CsvReader::kMaxRowBytes + 4096, 'x') + "\ne,f\n";
    for (const qsizetype bufferSize : {qsizetype(64), qsizetype(1) << 20}) {
        QByteArray copy = text;
        QBuffer device(&copy);
        device.open(QIODevice::ReadOnly);
        CsvReader reader(device, bufferSize);
        std::vector<std::string_view> fields;
        int rows = 0;
        while (reader.readRow(fields))
            ++rows;
        EXPECT_EQ(rows, 2) << "buffer " << bufferSize;
        ASSERT_TRUE(reader.error());
        EXPECT_TRUE(reader.rowTooLong());
        EXPECT_TRUE(reader.error()->startsWith(QStringLiteral("line 3: a row longer than 1 MiB")))
            << reader.error()->toStdString();
    }
    // Just under the limit is still a row.
    const std::string longField(std::size_t(CsvReader::kMaxRowBytes - 100), 'y');
    const Parsed parsed = parse(QByteArray::fromStdString("a\n" + longField + "\n"), 64);
    EXPECT_FALSE(parsed.error);
    EXPECT_EQ(parsed.rows.size(), 2u);
}

namespace {

bool keepYes(std::string_view field)
{
    return field == "yes";
}

} // namespace

TEST(CsvReader, PrefilterStepsOverRejectedRowsAndReturnsEveryOtherRowAsBefore)
{
    // Column 1 decides; rows are 3 fields wide. Stepped over: plain rows, a row with a
    // quoted comma and newline after the looked-at field, a CRLF row. Returned as
    // readRow returns them: kept rows, a row of another width, a looked-at field with a
    // doubled quote, and a malformed row (with its error).
    const QByteArray text = "a,no,c\n"
                            "\"x\",\"no\",\"with, a comma\nand a line\"\n"
                            "\"k\",\"yes\",\"1, 2\n3\"\n"
                            "b,no,c,d\n"
                            "\"n\"\"o\",\"no\"\"\",z\r\n"
                            "e,no,f\r\n"
                            "\n"
                            "g,yes,h\n"
                            "i,no,\"j\"x\n";
    const CsvReader::Prefilter prefilter{1, 3, &keepYes};
    for (const qsizetype bufferSize : {qsizetype(16), qsizetype(1) << 20}) {
        QByteArray copy = text;
        QBuffer device(&copy);
        device.open(QIODevice::ReadOnly);
        CsvReader reader(device, bufferSize);
        std::vector<std::string_view> fields;
        Rows rows;
        std::vector<qint64> lines;
        qint64 skipped = 0;
        while (reader.readRow(fields, prefilter, skipped)) {
            rows.emplace_back(fields.begin(), fields.end());
            lines.push_back(reader.lineNumber());
        }
        EXPECT_EQ(rows, (Rows{{"k", "yes", "1, 2\n3"},
                              {"b", "no", "c", "d"},
                              {"n\"o", "no\"", "z"},
                              {"g", "yes", "h"}}))
            << "buffer " << bufferSize;
        EXPECT_EQ(lines, (std::vector<qint64>{4, 6, 7, 10})) << "buffer " << bufferSize;
        ASSERT_TRUE(reader.error());
        EXPECT_TRUE(reader.error()->startsWith(QStringLiteral("line 11:")))
            << reader.error()->toStdString();
        EXPECT_EQ(skipped, 3) << "buffer " << bufferSize;
    }

    // In place over a block, as the importers read: the same rows, the same lines.
    QByteArray block = text;
    CsvReader reader(block.data(), block.size(), 1);
    std::vector<std::string_view> fields;
    std::vector<qint64> lines;
    qint64 skipped = 0;
    while (reader.readRow(fields, prefilter, skipped))
        lines.push_back(reader.lineNumber());
    EXPECT_EQ(lines, (std::vector<qint64>{4, 6, 7, 10}));
    EXPECT_EQ(skipped, 3);
    ASSERT_TRUE(reader.error());
    EXPECT_TRUE(reader.error()->startsWith(QStringLiteral("line 11:")));
}

TEST(CsvReader, PrefilterLeavesTheLastRowWithoutALineEndToReadRow)
{
    char text[] = "a,no,c\nd,no,f";
    CsvReader reader(text, qsizetype(sizeof text - 1));
    std::vector<std::string_view> fields;
    qint64 skipped = 0;
    ASSERT_TRUE(reader.readRow(fields, CsvReader::Prefilter{1, 3, &keepYes}, skipped));
    EXPECT_EQ(fields, (std::vector<std::string_view>{"d", "no", "f"}));
    EXPECT_EQ(reader.lineNumber(), 2);
    EXPECT_EQ(skipped, 1);
    EXPECT_FALSE(reader.readRow(fields, CsvReader::Prefilter{1, 3, &keepYes}, skipped));
    EXPECT_FALSE(reader.error());
}

namespace {

// Every row the filtered reader returns is the unfiltered reader's row, with its line;
// every row it steps over is one the filter rejects, of the filter's width.
void expectPrefilterMatchesReadRow(const QByteArray &text, const CsvReader::Prefilter &prefilter)
{
    struct Row
    {
        std::vector<std::string> fields;
        qint64 line;
    };
    QByteArray plainCopy = text;
    CsvReader plain(plainCopy.data(), plainCopy.size());
    QByteArray filteredCopy = text;
    CsvReader filtered(filteredCopy.data(), filteredCopy.size());
    std::vector<std::string_view> fields;
    std::vector<Row> all;
    while (plain.readRow(fields))
        all.push_back({{fields.begin(), fields.end()}, plain.lineNumber()});
    qint64 skipped = 0;
    qint64 returned = 0;
    std::size_t next = 0;
    while (filtered.readRow(fields, prefilter, skipped)) {
        ++returned;
        const std::vector<std::string> row(fields.begin(), fields.end());
        while (next < all.size() &&
               (all[next].fields != row || all[next].line != filtered.lineNumber())) {
            const Row &steppedOver = all[next++];
            EXPECT_EQ(qsizetype(steppedOver.fields.size()), prefilter.fieldCount)
                << "line " << steppedOver.line;
            EXPECT_FALSE(prefilter.keep(steppedOver.fields[std::size_t(prefilter.column)]))
                << "line " << steppedOver.line;
        }
        ASSERT_LT(next, all.size())
            << "a row readRow never returned, line " << filtered.lineNumber();
        ++next;
    }
    EXPECT_EQ(skipped, qint64(all.size()) - returned);
    for (; next < all.size(); ++next) {
        EXPECT_EQ(qsizetype(all[next].fields.size()), prefilter.fieldCount);
        EXPECT_FALSE(prefilter.keep(all[next].fields[std::size_t(prefilter.column)]));
    }
    EXPECT_EQ(plain.error(), filtered.error());
}

} // namespace

TEST(CsvReader, PrefilterAgreesWithReadRowOnLongAndAwkwardRows)
{
    // Rows long enough for the block scan, with every construct after the looked-at
    // field: quoted commas, line breaks, CR LF, doubled quotes, empty fields, a quote in
    // an unquoted field, garbage after a closing quote, a row of another width.
    const std::string pad(40, 'x');
    const std::vector<std::string> tails = {
        "\"" + pad + ", with a comma\",\"" + pad + "\",\"\"\n",
        "\"" + pad + "\nwith a line break\",plain " + pad + ",\"\"\n",
        "\"" + pad + "\",\"" + pad + "\",\"a \"\"quoted\"\" word\"\r\n",
        "\"\",\"\",\"" + pad + "\"\"\"\n",
        "un\"quoted " + pad + ",b,c\n",
        "\"" + pad + "\",b,c,d\n",
        "\"" + pad + "\",\"b\"c,d\n",
        "\"" + pad + pad + pad + "\",b," + pad + "\n",
    };
    QByteArray text;
    for (int round = 0; round < 3; ++round) {
        for (const std::string &tail : tails) {
            for (const char *key : {"no", "\"no\"", "yes", "\"yes\""})
                text += QByteArray("\"lead, ing\",") + key + "," + tail.c_str();
        }
    }
    expectPrefilterMatchesReadRow(text, CsvReader::Prefilter{1, 5, &keepYes});
    // The same, cut short inside a quoted field: the same error at the end.
    expectPrefilterMatchesReadRow(text + "\"lead\",no,\"open " + QByteArray(pad.c_str()),
                                  CsvReader::Prefilter{1, 5, &keepYes});
}
