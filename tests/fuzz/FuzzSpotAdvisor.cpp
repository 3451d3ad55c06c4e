// fuzz_spot_advisor: the AWS Spot Instance Advisor's data file (SpotAdvisorReader, what
// `catalog import --format aws-spot-advisor` reads) over any bytes; needs no catalog.
//
// Invariants: reading ends with a file or a refusal, never both or neither; a refusal
// says why in words; a file read has buckets that tile from 0 % in index order (only the
// last open-ended, each within 0..100 %), every entry names a region, an operating system
// and an instance type, points at one of its buckets and has a saving from 0 to 100 %;
// rejections are counted in full and listed up to the limit, each naming a /spot_advisor
// path; and reading the same bytes again gives the same result.

#include "FuzzCheck.h"
#include "database/import/SpotAdvisorReader.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using acceldecide::db::import::SpotAdvisorBucket;
using acceldecide::db::import::SpotAdvisorEntry;
using acceldecide::db::import::SpotAdvisorFile;
using acceldecide::db::import::SpotAdvisorReader;

namespace {

void checkBuckets(const SpotAdvisorFile &file)
{
    FUZZ_CHECK(!file.buckets.empty(), "a file was read without a bucket");
    double start = 0.0;
    for (std::size_t i = 0; i < file.buckets.size(); ++i) {
        const SpotAdvisorBucket &bucket = file.buckets[i];
        FUZZ_CHECK(bucket.index == int(i),
                   "bucket " + std::to_string(i) + " has index " + std::to_string(bucket.index));
        FUZZ_CHECK(bucket.minPercent == start,
                   "bucket " + bucket.label + " does not start where the one before ends");
        FUZZ_CHECK(bucket.minPercent >= 0.0 && bucket.minPercent <= 100.0,
                   "bucket " + bucket.label + " starts outside 0..100");
        if (!bucket.maxPercent) {
            FUZZ_CHECK(i + 1 == file.buckets.size(), "an open-ended bucket is not the last");
            continue;
        }
        FUZZ_CHECK(*bucket.maxPercent > bucket.minPercent && *bucket.maxPercent <= 100.0,
                   "bucket " + bucket.label + " ends before it starts or above 100");
        start = *bucket.maxPercent;
    }
}

void checkEntries(const SpotAdvisorFile &file)
{
    for (const SpotAdvisorEntry &entry : file.entries) {
        FUZZ_CHECK(!entry.region.empty() && !entry.os.empty() && !entry.instanceType.empty(),
                   "an entry without a region, operating system or instance type");
        FUZZ_CHECK(entry.bucketIndex >= 0 && std::size_t(entry.bucketIndex) < file.buckets.size(),
                   "entry " + entry.instanceType + " points at no bucket");
        FUZZ_CHECK(entry.savingsPercent >= 0.0 && entry.savingsPercent <= 100.0,
                   "entry " + entry.instanceType + " saves outside 0..100");
    }
    FUZZ_CHECK(file.rejections.size() <= SpotAdvisorReader::kMaxRejectionsListed &&
                   std::int64_t(file.rejections.size()) <= file.rowsRejected,
               "more rejections listed than counted, or than the limit");
    FUZZ_CHECK(file.rowsRejected == 0 || !file.rejections.empty(),
               "rejections counted but none listed");
    for (const std::string &rejection : file.rejections)
        FUZZ_CHECK(rejection.starts_with("/spot_advisor/"),
                   "a rejection names no path: " + rejection);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto first = SpotAdvisorReader::read(text);
    const auto second = SpotAdvisorReader::read(text);
    FUZZ_CHECK(first.ok() == second.ok(), "the same bytes read twice disagree");
    if (!first) {
        FUZZ_CHECK(!first.error().empty(), "a refusal without a reason");
        FUZZ_CHECK(first.error() == second.error(), "the same bytes refused for two reasons");
        return 0;
    }
    checkBuckets(first.value());
    checkEntries(first.value());
    FUZZ_CHECK(first.value().entries.size() == second.value().entries.size() &&
                   first.value().rowsRejected == second.value().rowsRejected,
               "the same bytes read twice give different entries");
    return 0;
}
