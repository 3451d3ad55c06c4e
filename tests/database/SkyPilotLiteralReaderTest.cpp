// SkyPilotLiteralReader: the GpuInfo literal read as data. Accepted: every form the real
// catalogs write (quoted from them); refused: anything that is code, or too big, with its
// column.
#include "database/import/SkyPilotLiteralReader.h"

#include <gtest/gtest.h>

#include <string>

using namespace acceldecide::db::import;

namespace {

using Kind = SkyPilotLiteral::Kind;

// The GpuInfo of a real catalog row and the memory its first GPU states.
struct Accepted
{
    const char *name;
    std::string text;
    double sizeInMib;
};

std::ostream &operator<<(std::ostream &out, const Accepted &accepted)
{
    return out << accepted.name;
}

class SkyPilotLiteralReaderAccepts : public ::testing::TestWithParam<Accepted>
{};

TEST_P(SkyPilotLiteralReaderAccepts, WhatTheCatalogsWrite)
{
    const auto read = SkyPilotLiteralReader::read(GetParam().text);
    ASSERT_TRUE(read.ok()) << read.error().toString();
    ASSERT_EQ(read->kind, Kind::Dict);
    const SkyPilotLiteral *gpus = read->find("Gpus");
    ASSERT_NE(gpus, nullptr);
    ASSERT_EQ(gpus->kind, Kind::List);
    ASSERT_FALSE(gpus->items.empty());
    const SkyPilotLiteral *memory = gpus->items.front().find("MemoryInfo");
    ASSERT_NE(memory, nullptr);
    const SkyPilotLiteral *size = memory->find("SizeInMiB");
    ASSERT_NE(size, nullptr);
    EXPECT_EQ(size->kind, Kind::Number);
    EXPECT_EQ(size->number, GetParam().sizeInMib);
}

INSTANTIATE_TEST_SUITE_P(
    Catalogs, SkyPilotLiteralReaderAccepts,
    ::testing::Values(
        Accepted{"aws",
                 "{'Gpus': [{'Name': 'A100', 'Manufacturer': 'NVIDIA', 'Count': 8, "
                 "'MemoryInfo': {'SizeInMiB': 40960}}], 'TotalGpuMemoryInMiB': 327680}",
                 40960},
        Accepted{"gcp", "{'Gpus': [{'MemoryInfo': {'SizeInMiB': 16384}}]}", 16384},
        Accepted{"lambda",
                 "{'Gpus': [{'Name': 'V100', 'Manufacturer': 'NVIDIA', 'Count': 8.0, "
                 "'MemoryInfo': {'SizeInMiB': 16384}}], 'TotalGpuMemoryInMiB': 16384}",
                 16384},
        // Cudo writes the count as a string.
        Accepted{"cudo",
                 "{'Gpus': [{'Name': 'H100', 'Manufacturer': 'NVIDIA', 'Count': '1.0', "
                 "'MemoryInfo': {'SizeInMiB': 96256}}], 'TotalGpuMemoryInMiB': 96256}",
                 96256},
        // Prime Intellect writes JSON, which is a Python literal too.
        Accepted{"primeintellect",
                 R"({"Gpus":[{"Name":"A100","Count":1,"MemoryInfo":{"SizeInMiB":81920}}],)"
                 R"("TotalGpuMemoryInMiB":81920})",
                 81920},
        // DigitalOcean's keys are lower case; find() ignores case.
        Accepted{"do",
                 "{'gpus': [{'name': 'h100', 'manufacturer': 'nvidia', 'count': 1.0, "
                 "'memoryinfo': {'sizeinmib': 81559}}], 'totalgpumemoryinmib': 81559}",
                 81559},
        Accepted{"runpod-v8",
                 "{'Gpus': [{'Name': 'A100 PCIe', 'Manufacturer': 'Nvidia', "
                 "'Count': 1, 'MemoryInfo': {'SizeInMiB': 80}}], "
                 "'TotalGpuMemoryInMiB': 80}",
                 80},
        Accepted{"blanks-and-trailing-commas",
                 " {\t'Gpus' : [ {'MemoryInfo':{'SizeInMiB':1.5e4,},}, ] , } ", 15000}),
    [](const ::testing::TestParamInfo<Accepted> &info) {
        std::string name = info.param.name;
        for (char &c : name)
            c = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ? c : '_';
        return name;
    });

TEST(SkyPilotLiteralReader, ReadsEveryKindOfValue)
{
    const auto read = SkyPilotLiteralReader::read(
        R"({'s': 'it\'s "q"\n', "d": -2.5E-1, 'b': [True, False, None], 'e': {}, 'l': []})");
    ASSERT_TRUE(read.ok()) << read.error().toString();
    ASSERT_EQ(read->keys.size(), 5u);
    ASSERT_EQ(read->values.size(), 5u);
    EXPECT_EQ(read->find("s")->text, "it's \"q\"\n");
    EXPECT_EQ(read->find("d")->number, -0.25);
    const SkyPilotLiteral &list = *read->find("b");
    ASSERT_EQ(list.items.size(), 3u);
    EXPECT_EQ(list.items[0].kind, Kind::Bool);
    EXPECT_TRUE(list.items[0].boolean);
    EXPECT_FALSE(list.items[1].boolean);
    EXPECT_EQ(list.items[2].kind, Kind::None);
    EXPECT_EQ(read->find("e")->kind, Kind::Dict);
    EXPECT_TRUE(read->find("l")->items.empty());
}

// A text that is not a plain literal, the column the reader stops at and its reason.
struct Refused
{
    const char *name;
    std::string text;
    std::size_t column;
    std::string message;
};

std::ostream &operator<<(std::ostream &out, const Refused &refused)
{
    return out << refused.name;
}

class SkyPilotLiteralReaderRefuses : public ::testing::TestWithParam<Refused>
{};

TEST_P(SkyPilotLiteralReaderRefuses, NamingTheColumn)
{
    const auto read = SkyPilotLiteralReader::read(GetParam().text);
    ASSERT_FALSE(read.ok()) << GetParam().text;
    EXPECT_EQ(read.error().column, GetParam().column);
    EXPECT_EQ(read.error().message, GetParam().message);
}

INSTANTIATE_TEST_SUITE_P(
    Hostile, SkyPilotLiteralReaderRefuses,
    ::testing::Values(
        Refused{"import", "__import__('os').system('x')", 1,
                "unexpected name '__import__': only True, False and None are allowed"},
        Refused{"call_inside", "{'Gpus': [{'MemoryInfo': {'SizeInMiB': eval('49152')}}]}", 40,
                "unexpected name 'eval': only True, False and None are allowed"},
        Refused{"tuple", "{'Gpus': ().__class__}", 10,
                "expected a dict, list, string, number, True, False or None, got '('"},
        Refused{"lambda", "{'Gpus': lambda: 1}", 10,
                "unexpected name 'lambda': only True, False and None are allowed"},
        Refused{"set", "{1, 2}", 2, "a dict key must be a string"},
        Refused{"nested", "{'Gpus': " + std::string(40, '[') + std::string(40, ']') + "}", 17,
                "nested deeper than 8 levels"},
        Refused{"huge", "{'Gpus': '" + std::string(5000, 'x') + "'}", 4097,
                "longer than 4096 bytes"},
        Refused{"many_values",
                "[" +
                    [] {
                        std::string items;
                        for (int i = 0; i < 300; ++i)
                            items += "1,";
                        return items;
                    }() +
                    "]",
                512, "more than 256 values"},
        Refused{"unclosed_string", "{'Gpus': 'A100}", 10, "a string that is never closed"},
        Refused{"unclosed_dict", "{'Gpus': [1]", 13, "the text ends inside a dict"},
        Refused{"escape", R"({'Gpus': '\x41'})", 11, "unsupported escape '\\x' in a string"},
        Refused{"prefixed_string", "{'Gpus': b'x'}", 10,
                "unexpected name 'b': only True, False and None are allowed"},
        Refused{"two_strings", "{'Gpus': 'a' 'b'}", 14, "expected ',' or '}' in a dict"},
        Refused{"repeated_key", "{'Gpus': 1, 'gpus': 2}", 13, "repeated key 'gpus'"},
        Refused{"hex", "{'n': 0x1f}", 7, "not a number: '0x1f'"},
        Refused{"underscore", "{'n': 1_000}", 7, "not a number: '1_000'"},
        Refused{"infinity", "{'n': 1e999}", 7, "not a finite number: '1e999'"},
        Refused{"text_after", "{} {}", 4, "unexpected text after the value: '{}'"},
        Refused{"empty", "", 1, "the text ends where a value was expected"},
        Refused{"control_character", "{'a': 'x\ny'}", 9, "a control character inside a string"},
        Refused{"non_ascii_shown_escaped", "{'a': \xff}", 7,
                "expected a dict, list, string, number, True, False or None, got '\\xff'"}),
    [](const ::testing::TestParamInfo<Refused> &info) { return std::string(info.param.name); });

} // namespace
