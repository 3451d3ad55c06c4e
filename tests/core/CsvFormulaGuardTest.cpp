// CsvFormulaGuard keeps text cells of the CSV files we write from running as formulas
// in a spreadsheet (OWASP's CSV-injection advice) and lets the catalog import undo
// exactly that.
#include "core/text/CsvFormulaGuard.h"

#include <gtest/gtest.h>

#include <string>

namespace acceldecide::test {
namespace {

TEST(CsvFormulaGuard, PrefixesTextThatStartsLikeAFormula)
{
    EXPECT_EQ(CsvFormulaGuard::guard("=HYPERLINK(\"http://x\"&A1,\"click\")"),
              "'=HYPERLINK(\"http://x\"&A1,\"click\")");
    EXPECT_EQ(CsvFormulaGuard::guard("+1+cmd"), "'+1+cmd");
    EXPECT_EQ(CsvFormulaGuard::guard("-2+3"), "'-2+3");
    EXPECT_EQ(CsvFormulaGuard::guard("@SUM(A1)"), "'@SUM(A1)");
    EXPECT_EQ(CsvFormulaGuard::guard("\t=1"), "'\t=1");
    EXPECT_EQ(CsvFormulaGuard::guard("\r=1"), "'\r=1");
}

TEST(CsvFormulaGuard, LeavesOrdinaryTextAlone)
{
    for (const std::string text :
         {"", "p5.48xlarge", "a=b", " =1", "'quoted'", "'", "\\N", "x-1"}) {
        EXPECT_FALSE(CsvFormulaGuard::needsGuard(text)) << text;
        EXPECT_EQ(CsvFormulaGuard::guard(text), text);
        EXPECT_EQ(CsvFormulaGuard::unguard(text), text);
    }
}

// A text that already looks guarded gains one more quote, so the reader's one dropped
// quote always gives the original back.
TEST(CsvFormulaGuard, UnguardIsTheExactInverse)
{
    EXPECT_EQ(CsvFormulaGuard::guard("'=1"), "''=1");
    EXPECT_EQ(CsvFormulaGuard::guard("''@x"), "'''@x");
    for (const std::string text : {"=1", "'=1", "''=1", "'''-", "+", "-", "@", "\t", "\r", "'",
                                   "''", "'a", "=", "plain", ""})
        EXPECT_EQ(CsvFormulaGuard::unguard(CsvFormulaGuard::guard(text)), text) << text;
}

} // namespace
} // namespace acceldecide::test
