#pragma once

#include <string>
#include <string_view>

namespace acceldecide {

// Keeps a text cell of a CSV file we write from being run as a formula by the
// spreadsheet that opens it ("CSV injection"): labels, source titles and scenario names
// come from other people's files, and "=HYPERLINK(...)" or "@SUM(...)" would otherwise
// be live. OWASP's advice: a text that starts with =, +, -, @, tab or carriage return
// gets a single quote in front (spreadsheets show the rest as text) and the field is
// quoted. Numbers are never passed through here: a negative number stays a number.
//
// So that a reader can undo exactly what a writer did, a text that already starts with
// single quotes followed by one of those characters gains one more quote too, and
// unguard() drops exactly one; every other text is left alone both ways.
class CsvFormulaGuard
{
public:
    // Whether guard() changes `text`.
    static bool needsGuard(std::string_view text);
    // `text` with the leading quote added when it needs one. Not yet a CSV field: the
    // writer quotes it, always when needsGuard(text) (OWASP's second half).
    static std::string guard(std::string_view text);
    // The inverse of guard(): for any text t, unguard(guard(t)) == t.
    static std::string_view unguard(std::string_view field);

    static constexpr char kQuote = '\'';
};

} // namespace acceldecide
