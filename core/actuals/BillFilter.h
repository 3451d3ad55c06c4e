#pragma once

#include "core/actuals/BillLine.h"
#include "core/model/Expected.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::actuals {

// Which lines of a bill belong to a workload: accounts, regions, instance families
// ("p5", "trn1") and one cost-allocation tag, each empty for any. A line without a value
// to test passes that test: a savings plan's fee has no region, and its share of a tagged
// workload is found from the usage it covered, not from a tag it cannot carry.
struct BillFilter
{
    std::vector<std::string> accounts;
    std::vector<std::string> regions;
    std::vector<std::string> families;
    std::optional<BillTag> tag; // key as the user typed it ("project"), and value

    bool admits(const BillLine &line) const;
    bool empty() const;
    // "k=v" into a tag filter; an error naming the text when it has no "=" or no key.
    static Expected<BillTag, std::string> parseTag(std::string_view text);
};

// "p5" from "p5.48xlarge": the family a filter names.
std::string_view instanceFamily(std::string_view instanceType);

} // namespace acceldecide::actuals
