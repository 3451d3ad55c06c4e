// Cells accept a figure the way they display it.

#include "ui/document/CellInput.h"

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

std::optional<double> read(const char *text)
{
    return CellInput::number(QVariant(QString::fromUtf8(text)));
}

TEST(CellInputTest, DisplayedMoneyAndRatesReadBack)
{
    EXPECT_EQ(read("40"), 40.0);
    EXPECT_EQ(read("$40"), 40.0);
    EXPECT_EQ(read("$47.50"), 47.5);
    EXPECT_EQ(read("40 $/h"), 40.0);
    EXPECT_EQ(read("$1.80/h"), 1.8);
    EXPECT_EQ(read("$ 12.5 / h"), 12.5);
    EXPECT_EQ(read("40 %"), 40.0);
    EXPECT_EQ(read("40%"), 40.0);
    EXPECT_EQ(read("1e3"), 1000.0);
    EXPECT_EQ(read("-3"), -3.0);
}

TEST(CellInputTest, TextThatIsNoNumberStaysRefused)
{
    EXPECT_FALSE(read("$"));
    EXPECT_FALSE(read("forty"));
    EXPECT_FALSE(read("$/h"));
    EXPECT_FALSE(read("4 0"));
    EXPECT_FALSE(read("nan"));
    EXPECT_FALSE(read("inf"));
}

} // namespace
} // namespace acceldecide::ui
