#include "core/text/CsvFormulaGuard.h"

namespace acceldecide {

namespace {

bool startsFormula(char c)
{
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
}

// Whether `text` is zero or more single quotes followed by a formula character: the
// texts guard() prefixes (and, once prefixed, the fields unguard() strips).
bool quotesThenFormula(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size() && text[i] == CsvFormulaGuard::kQuote)
        ++i;
    return i < text.size() && startsFormula(text[i]);
}

} // namespace

bool CsvFormulaGuard::needsGuard(std::string_view text)
{
    return quotesThenFormula(text);
}

std::string CsvFormulaGuard::guard(std::string_view text)
{
    if (!needsGuard(text))
        return std::string(text);
    std::string guarded;
    guarded.reserve(text.size() + 1);
    guarded += kQuote;
    guarded += text;
    return guarded;
}

std::string_view CsvFormulaGuard::unguard(std::string_view field)
{
    if (!field.empty() && field.front() == kQuote && quotesThenFormula(field.substr(1)))
        field.remove_prefix(1);
    return field;
}

} // namespace acceldecide
