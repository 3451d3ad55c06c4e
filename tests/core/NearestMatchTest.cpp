#include "core/text/NearestMatch.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

const std::vector<std::string> kCatalog = {"p5.48xlarge",   "p5e.48xlarge",  "trn1.32xlarge",
                                           "trn2.48xlarge", "trn3.48xlarge", "p4d.24xlarge"};

TEST(NearestMatch, DistanceCountsEditsIgnoringCase)
{
    EXPECT_EQ(NearestMatch::distance("", ""), 0u);
    EXPECT_EQ(NearestMatch::distance("abc", ""), 3u);
    EXPECT_EQ(NearestMatch::distance("kitten", "sitting"), 3u);
    EXPECT_EQ(NearestMatch::distance("P5.48XLARGE", "p5.48xlarge"), 0u);
    EXPECT_EQ(NearestMatch::distance("p5.48xlrge", "p5.48xlarge"), 1u);
}

TEST(NearestMatch, AMisspelledInstanceTypeFindsTheCatalogsName)
{
    EXPECT_EQ(NearestMatch::find("p5.48xlrge", kCatalog), "p5.48xlarge");
    EXPECT_EQ(NearestMatch::find("trn3.48xlarg", kCatalog), "trn3.48xlarge");
    EXPECT_EQ(NearestMatch::find("trn1.23xlarge", kCatalog), "trn1.32xlarge");
}

TEST(NearestMatch, AKnownOrUnrelatedNameGetsNoSuggestion)
{
    EXPECT_EQ(NearestMatch::find("p5.48xlarge", kCatalog), std::nullopt);
    EXPECT_EQ(NearestMatch::find("TRN2.48XLARGE", kCatalog), std::nullopt);
    EXPECT_EQ(NearestMatch::find("per-accelerator", kCatalog), std::nullopt);
    EXPECT_EQ(NearestMatch::find("g6", kCatalog), std::nullopt);
    EXPECT_EQ(NearestMatch::find("", kCatalog), std::nullopt);
    EXPECT_EQ(NearestMatch::find("p5.48xlrge", {}), std::nullopt);
}

} // namespace
