#include "core/actuals/BillFilter.h"

#include "core/actuals/BillColumns.h"
#include "core/actuals/BillTags.h"

#include <algorithm>

namespace acceldecide::actuals {

namespace {

bool listed(const std::vector<std::string> &list, std::string_view value)
{
    return list.empty() || value.empty() ||
           std::any_of(list.begin(), list.end(),
                       [&](const std::string &item) { return equalsNoCase(item, value); });
}

} // namespace

std::string_view instanceFamily(std::string_view instanceType)
{
    return instanceType.substr(0, instanceType.find('.'));
}

bool BillFilter::admits(const BillLine &line) const
{
    if (!listed(accounts, line.account) || !listed(regions, line.region) ||
        !listed(families, instanceFamily(line.instanceType)))
        return false;
    if (!tag)
        return true;
    // An untagged usage line is another workload's; an untagged fee or credit is shared
    // out later by what it covered.
    if (line.tags.empty())
        return !isUsage(line.kind);
    return hasTag(line.tags, tag->first, tag->second);
}

bool BillFilter::empty() const
{
    return accounts.empty() && regions.empty() && families.empty() && !tag;
}

Expected<BillTag, std::string> BillFilter::parseTag(std::string_view text)
{
    const auto equals = text.find('=');
    if (equals == std::string_view::npos || equals == 0)
        return Unexpected<std::string>{std::string("tag \"") + std::string(text) +
                                       "\" is not key=value (e.g. project=llm-train)"};
    return BillTag{plainTagKey(text.substr(0, equals)), std::string(text.substr(equals + 1))};
}

} // namespace acceldecide::actuals
