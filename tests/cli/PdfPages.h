#pragma once

// The pages of a PDF the CLI wrote, read from the file's own page objects: cli_tests links
// no Qt GUI to open a PDF with. Shared by the tests of `slides` and `decisions compare
// --slides`, which count and measure the same kind of deck.
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace acceldecide::test {

// The page objects of a PDF ("/Type /Page", never the "/Type /Pages" tree nodes), each as
// its MediaBox's width and height in points. Qt writes these dictionaries uncompressed.
inline std::vector<std::pair<double, double>> pdfPages(const std::string &pdf)
{
    std::vector<std::pair<double, double>> pages;
    const std::string type = "/Type /Page";
    for (std::size_t at = pdf.find(type); at != std::string::npos;
         at = pdf.find(type, at + type.size())) {
        if (at + type.size() < pdf.size() && pdf[at + type.size()] == 's')
            continue;
        // The page's dictionary runs from its "<<" to its ">>"; its MediaBox is in it.
        const std::size_t begin = pdf.rfind("<<", at);
        const std::size_t end = pdf.find(">>", at);
        const std::size_t box = pdf.find("/MediaBox", begin);
        if (begin == std::string::npos || end == std::string::npos || box > end)
            return {};
        std::istringstream numbers(pdf.substr(pdf.find('[', box) + 1));
        double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        numbers >> x0 >> y0 >> x1 >> y1;
        pages.emplace_back(x1 - x0, y1 - y0);
    }
    return pages;
}

} // namespace acceldecide::test
