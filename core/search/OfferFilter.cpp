#include "core/search/OfferFilter.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace acceldecide::search {

namespace {

std::string lower(std::string text)
{
    for (char &c : text)
        c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return text;
}

template <typename T> bool listed(const std::vector<T> &wanted, const T &value)
{
    return wanted.empty() || std::find(wanted.begin(), wanted.end(), value) != wanted.end();
}

bool kept(const MarketOffer &offer, const SearchFilter &filter)
{
    if (!filter.providers.empty() &&
        std::none_of(filter.providers.begin(), filter.providers.end(),
                     [&](const std::string &p) { return lower(p) == lower(offer.provider); }))
        return false;
    if (!listed(filter.regions, offer.region) || !listed(filter.stacks, offer.stack) ||
        !listed(filter.purchaseModels, offer.purchaseModel))
        return false;
    if (filter.minMemoryGbPerAccelerator)
        return offer.acceleratorMemoryBytes &&
               *offer.acceleratorMemoryBytes >= *filter.minMemoryGbPerAccelerator * 1e9;
    return true;
}

using OfferKey =
    std::tuple<std::string, std::string, std::string, PurchaseModel, std::string, std::string>;

OfferKey keyOf(const MarketOffer &offer)
{
    return {offer.instanceType,  lower(offer.provider), offer.region,
            offer.purchaseModel, offer.paymentOption,   offer.offeringClass};
}

} // namespace

std::vector<const MarketOffer *> offersToBill(const std::vector<MarketOffer> &offers,
                                              const SearchFilter &filter)
{
    std::vector<const MarketOffer *> result;
    std::map<OfferKey, std::size_t> newest; // key -> index into result
    for (const MarketOffer &offer : offers) {
        if (!kept(offer, filter))
            continue;
        if (!filter.latestPriceOnly) {
            result.push_back(&offer);
            continue;
        }
        const auto [at, inserted] = newest.try_emplace(keyOf(offer), result.size());
        if (inserted)
            result.push_back(&offer);
        else if (result[at->second]->observedDate <= offer.observedDate)
            result[at->second] = &offer;
    }
    return result;
}

} // namespace acceldecide::search
