#include "core/search/StackCredits.h"

#include <algorithm>

namespace acceldecide::search {

void joinStackCredits(std::vector<Credit> &credits, const std::vector<Option> &options,
                      const std::vector<const Option *> &added)
{
    for (Credit &credit : credits) {
        if (credit.scope != CreditScope::Options)
            continue;
        // The stacks of the options the credit names, read once before any joins it.
        std::vector<Stack> stacks;
        for (const Option &option : options)
            if (std::find(credit.optionIds.begin(), credit.optionIds.end(), option.id) !=
                credit.optionIds.end())
                stacks.push_back(option.stack);
        for (const Option *option : added)
            if (std::find(stacks.begin(), stacks.end(), option->stack) != stacks.end())
                credit.optionIds.push_back(option->id);
    }
}

} // namespace acceldecide::search
