#pragma once

#include "core/model/OptionAvailability.h"
#include "core/model/Scenario.h"
#include "core/search/MarketOffer.h"

#include <map>
#include <string>
#include <vector>

namespace acceldecide::search {

// One configuration the search bills: an offer at an instance count, as a scenario option.
struct SearchCandidate
{
    const MarketOffer *offer = nullptr;
    int instances = 0; // training: the cluster's; capacity: what the work needs; inference: 0
    Option option;
    std::string throughputSource;   // where its tokens a second came from
    std::vector<std::string> notes; // what the search assumed for it
    // How obtainable it is (capacity facts); a quota to check is one of the notes.
    OptionAvailability availability;
};

// Why an offer yielded no candidate.
enum class SkipReason
{
    NoThroughput,       // training or inference, and nothing gives the tokens a second
    DoesNotFit,         // the model does not fit the accelerators' memory
    NoOnDemandPrice,    // a discounted purchase with no on-demand price to take it off
    NotBillable,        // the engine cannot price it (OptionCostModel::problemOf)
    NoInterruptionRate, // spot priced from the advisor's bucket, and the catalog has none
    BeyondPeak,         // the catalog's throughput needs more FLOPs than the chip's peak
    NotSold,            // its provider does not sell it in that region or purchase model
};

std::string_view nameOf(SkipReason reason);

// Offers (or offer x count) passed over, by reason, with one example each.
struct SkippedOffers
{
    std::map<SkipReason, int> counts;
    std::map<SkipReason, std::string> examples;
    void add(SkipReason reason, const std::string &why);
    int total() const;
};

} // namespace acceldecide::search
