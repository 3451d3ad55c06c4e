#pragma once

// What fuzz_focus_bill and fuzz_cur2_bill share: arbitrary bytes read as a CSV
// (CsvReader over a QBuffer), the first row the header of the format's row reader, every
// later row read by it (whatever its width: the importer rejects a row of another width
// first, but read() must be safe on any) and summed by two BillAggregators, one without a
// filter and one with every kind of filter. A failed check aborts (FuzzCheck.h).
//
// Invariants, for any input:
// - a Lines reading holds 1 or 2 lines, two only for a fee and the unused part of its
//   commitment (positive); a Skipped or Rejected reading holds none, and a Rejected one
//   says why;
// - every line's and coverage's month is "YYYY-MM" with a month from 01 to 12, and every
//   cost and hour figure is finite; tags are sorted with each key once;
// - the reader's compute column (the importer's prefilter steps over rows by it) only
//   calls a row of the header's width "not compute" when read() skips it as not compute;
// - the tags fast path and the JSON parser agree on every cell of every row;
// - the aggregators' rows have a valid month, at least one line, an instance type and
//   stack together, usage kinds only with an instance type, tags JSON that reads back;
//   the filtered one sums no more lines than the unfiltered one, which sums every line of
//   each reading it reported kept.

#include "FuzzCheck.h"
#include "core/actuals/BillAggregator.h"
#include "core/actuals/BillTags.h"
#include "database/import/CsvReader.h"

#include <QBuffer>
#include <QByteArray>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::fuzz {

inline bool isMonth(std::string_view month)
{
    const auto digit = [](char c) {
        return c >= '0' && c <= '9';
    };
    if (month.size() != 7 || month[4] != '-')
        return false;
    for (const std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u})
        if (!digit(month[i]))
            return false;
    const int number = (month[5] - '0') * 10 + (month[6] - '0');
    return number >= 1 && number <= 12;
}

inline void checkLine(const actuals::BillLine &line)
{
    FUZZ_CHECK(isMonth(line.month), "a line's month is \"" + line.month + "\"");
    FUZZ_CHECK(std::isfinite(line.billedUsd) && std::isfinite(line.effectiveUsd) &&
                   std::isfinite(line.instanceHours),
               "a line of " + line.month + " has billed " + std::to_string(line.billedUsd) +
                   ", effective " + std::to_string(line.effectiveUsd) + ", hours " +
                   std::to_string(line.instanceHours));
    for (std::size_t i = 1; i < line.tags.size(); ++i)
        FUZZ_CHECK(line.tags[i - 1].first < line.tags[i].first,
                   "tags not sorted or a key twice: " + line.tags[i].first);
}

inline void checkReading(const actuals::BillRowReading &reading)
{
    using Kind = actuals::BillRowReading::Kind;
    if (reading.kind != Kind::Lines) {
        FUZZ_CHECK(reading.lines.empty(), "a skipped or rejected reading with lines");
        FUZZ_CHECK(reading.kind != Kind::Rejected || !reading.rejection.empty(),
                   "a rejection without a reason");
        return;
    }
    FUZZ_CHECK(reading.lines.size() == 1 || reading.lines.size() == 2,
               std::to_string(reading.lines.size()) + " lines in one reading");
    for (const actuals::BillLine &line : reading.lines)
        checkLine(line);
    if (reading.lines.size() == 2)
        FUZZ_CHECK(reading.lines[1].kind == actuals::ChargeKind::UnusedCommitment &&
                       reading.lines[1].effectiveUsd > 0.0,
                   "a second line that is not a commitment's unused part");
    if (reading.coverage) {
        FUZZ_CHECK(isMonth(reading.coverage->month),
                   "coverage for month \"" + reading.coverage->month + "\"");
        FUZZ_CHECK(std::isfinite(reading.coverage->effectiveUsd), "coverage that is not finite");
    }
}

inline void checkTagsFastPath(const std::vector<std::string_view> &fields)
{
    for (const std::string_view cell : fields) {
        const auto fast = actuals::parseTagsCell(cell);
        const auto json = actuals::parseTagsJson(cell);
        FUZZ_CHECK(fast == json, "the tags fast path and the JSON parser disagree on \"" +
                                     std::string(cell.substr(0, 200)) + "\"");
    }
}

// The reader's compute column against its own read(): the importer steps over the rows it
// rejects without reading them, so it must never reject a row read() would keep.
template <typename Reader>
void checkComputeColumn(const Reader &reader, const std::vector<std::string_view> &fields,
                        std::size_t width, const actuals::BillRowReading &reading)
{
    const auto column = reader.computeColumn();
    if (!column || column->index < 0 || fields.size() != width)
        return;
    if (column->isCompute(fields[std::size_t(column->index)]))
        return;
    FUZZ_CHECK(reading.kind == actuals::BillRowReading::Kind::Skipped &&
                   reading.skipReason == actuals::SkipReason::NotCompute,
               "the compute column steps over a row read() does not skip as not compute: \"" +
                   std::string(fields[std::size_t(column->index)].substr(0, 80)) + "\"");
}

inline long long checkAggregate(const actuals::BillAggregator &aggregator)
{
    long long lines = 0;
    for (const actuals::ActualRow &row : aggregator.rows()) {
        FUZZ_CHECK(isMonth(row.month), "a summed row's month is \"" + row.month + "\"");
        FUZZ_CHECK(row.lines >= 1, "a summed row of no line");
        FUZZ_CHECK(row.instanceType.empty() == row.stack.empty(),
                   "instance type \"" + row.instanceType + "\" with stack \"" + row.stack + "\"");
        FUZZ_CHECK(!row.instanceType.empty() || !actuals::isUsage(row.kind),
                   "usage without an instance type");
        FUZZ_CHECK(actuals::parseTagsJson(row.tagsJson).has_value(),
                   "tags JSON that does not read back: " + row.tagsJson);
        lines += row.lines;
    }
    for (const actuals::CommitmentCoverage &coverage : aggregator.coverage())
        FUZZ_CHECK(isMonth(coverage.month) && !coverage.commitmentId.empty(),
                   "coverage of \"" + coverage.commitmentId + "\" in \"" + coverage.month + "\"");
    return lines;
}

// A few accelerated instance types of the fixtures, and a filter of every kind.
inline const actuals::AcceleratedInstances &acceleratedInstances()
{
    static const actuals::AcceleratedInstances instances = {
        {"p5.48xlarge", {"cuda", 8}},
        {"p4d.24xlarge", {"cuda", 8}},
        {"g6e.xlarge", {"cuda", 1}},
        {"trn1.32xlarge", {"neuron", 16}},
    };
    return instances;
}

inline actuals::BillFilter everyFilter()
{
    actuals::BillFilter filter;
    filter.accounts = {"111122223333"};
    filter.regions = {"us-east-1"};
    filter.families = {"p5", "trn1"};
    filter.tag = actuals::BillTag{"project", "llm-train"};
    return filter;
}

template <typename Reader> int fuzzBill(const std::uint8_t *data, std::size_t size)
{
    QBuffer buffer;
    buffer.setData(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    buffer.open(QIODevice::ReadOnly);
    // A small first buffer (it grows to the longest row): the default megabyte, zeroed for
    // every input, would cost more than reading the input.
    db::CsvReader csv(buffer, 4096);
    std::vector<std::string_view> fields;
    if (!csv.readRow(fields))
        return 0;
    // The views die at the next read.
    const std::vector<std::string> headerText(fields.begin(), fields.end());
    const Reader reader(std::vector<std::string_view>(headerText.begin(), headerText.end()));
    if (const auto missing = reader.missingColumn())
        FUZZ_CHECK(!missing->empty(), "a missing column without a name");

    actuals::BillAggregator all(acceleratedInstances(), {});
    actuals::BillAggregator filtered(acceleratedInstances(), everyFilter());
    long long kept = 0;
    while (csv.readRow(fields)) {
        checkTagsFastPath(fields);
        const actuals::BillRowReading reading = reader.read(fields);
        checkReading(reading);
        checkComputeColumn(reader, fields, headerText.size(), reading);
        if (reading.kind == actuals::BillRowReading::Kind::Rejected)
            continue;
        // Without a filter a reading's lines are kept all or none: two lines are a fee and
        // its unused part, of one commitment and no instance type.
        if (!all.add(reading))
            kept += static_cast<long long>(reading.lines.size());
        filtered.add(reading);
    }
    const long long summed = checkAggregate(all);
    FUZZ_CHECK(summed == kept,
               std::to_string(summed) + " lines summed of " + std::to_string(kept) + " kept");
    FUZZ_CHECK(checkAggregate(filtered) <= summed, "the filter kept more lines than no filter");
    return 0;
}

} // namespace acceldecide::fuzz
