#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide::db::import {

// One interruption-frequency bucket of the Spot Instance Advisor's `ranges`: AWS's
// "frequency of interruption", the share of a pool's Spot capacity reclaimed in the
// trailing month, as the label states it ("<5%" is 0 to 5, "5-10%" 5 to 10, ">20%" 20
// and more: no upper bound). The file's own "max" (5, 11, 16, 22, 100) and "dots" are
// the web page's drawing and are not read.
struct SpotAdvisorBucket
{
    int index = 0;
    std::string label;
    double minPercent = 0.0;
    std::optional<double> maxPercent; // nullopt: open-ended (">20%")
};

// One instance type in one region under one operating system: its bucket (an index of
// `ranges`) and its saving over on-demand, percent.
struct SpotAdvisorEntry
{
    std::string region;
    std::string os; // "Linux" or "Windows", as the file names them
    std::string instanceType;
    int bucketIndex = 0;
    double savingsPercent = 0.0;
};

// What SpotAdvisorReader made of a file: its buckets, every entry it could read and why
// the others were rejected, each naming its JSON Pointer path and value.
struct SpotAdvisorFile
{
    std::string globalRate; // "<10%" in the files read; empty when absent
    std::vector<SpotAdvisorBucket> buckets;
    std::vector<SpotAdvisorEntry> entries;
    std::int64_t rowsRejected = 0;
    std::vector<std::string> rejections; // the first kMaxRejectionsListed of them
};

} // namespace acceldecide::db::import
