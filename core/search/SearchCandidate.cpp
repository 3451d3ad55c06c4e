#include "core/search/SearchCandidate.h"

namespace acceldecide::search {

std::string_view nameOf(SkipReason reason)
{
    switch (reason) {
    case SkipReason::NoThroughput:
        return "no throughput";
    case SkipReason::DoesNotFit:
        return "does not fit";
    case SkipReason::NoOnDemandPrice:
        return "no on-demand price";
    case SkipReason::NotBillable:
        return "not billable";
    case SkipReason::NoInterruptionRate:
        return "no interruption rate";
    case SkipReason::BeyondPeak:
        return "throughput beyond peak";
    case SkipReason::NotSold:
        return "not sold so";
    }
    return "";
}

void SkippedOffers::add(SkipReason reason, const std::string &why)
{
    if (counts[reason]++ == 0)
        examples[reason] = why;
}

int SkippedOffers::total() const
{
    int sum = 0;
    for (const auto &[reason, count] : counts)
        sum += count;
    return sum;
}

} // namespace acceldecide::search
