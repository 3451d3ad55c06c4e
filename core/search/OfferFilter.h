#pragma once

#include "core/search/MarketOffer.h"
#include "core/search/SearchRequest.h"

#include <vector>

namespace acceldecide::search {

// The offers a search bills: those the filter keeps, and with latestPriceOnly only the
// newest observation of each instance type, provider, region, purchase model, payment
// option and offering class (ties: the last observation recorded). Order is kept.
std::vector<const MarketOffer *> offersToBill(const std::vector<MarketOffer> &offers,
                                              const SearchFilter &filter);

} // namespace acceldecide::search
