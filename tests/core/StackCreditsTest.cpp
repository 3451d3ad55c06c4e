// A credit scoped to some of the scenario's options reaches what the search adds on the
// same stack, and nothing else.
#include "core/search/StackCredits.h"

#include <gtest/gtest.h>

namespace acceldecide::search {
namespace {

Option option(const char *id, Stack stack)
{
    Option o;
    o.id = id;
    o.stack = stack;
    return o;
}

TEST(StackCredits, AnAddedOptionJoinsTheCreditsOfItsStack)
{
    const std::vector<Option> options = {option("gpu", Stack::Cuda), option("trn", Stack::Neuron)};
    Credit neuron{"activate", "Activate", 1000.0, 1, 12, CreditScope::Options, {"trn"}};
    Credit everyone{"all", "All", 500.0, 1, 12, CreditScope::All, {}};
    std::vector<Credit> credits = {neuron, everyone};
    const Option trn2 = option("trn2-spot", Stack::Neuron);
    const Option h200 = option("h200", Stack::Cuda);
    joinStackCredits(credits, options, {&trn2, &h200});
    EXPECT_EQ(credits[0].optionIds, (std::vector<std::string>{"trn", "trn2-spot"}));
    EXPECT_TRUE(credits[1].optionIds.empty()); // it reaches every option by its scope
}

} // namespace
} // namespace acceldecide::search
