#include "app/cli/SlideDeckOptions.h"

#include "app/cli/OptionMatcher.h"

#include "ui/render/charts/ChartImageExport.h"

#include <QString>

#include <cstdint>

namespace acceldecide::cli::SlideDeckOptions {

std::optional<std::string> readSize(const std::string &value, QSize &target)
{
    const std::string bounds = std::to_string(ui::ChartImageExport::kMinPixels) + " to " +
                               std::to_string(ui::ChartImageExport::kMaxPixels);
    std::size_t separator = value.find_first_of("xX");
    std::size_t separatorLength = 1;
    if (separator == std::string::npos) {
        separator = value.find("\xc3\x97"); // ×
        separatorLength = 2;
    }
    const std::optional<std::uint64_t> width =
        separator == std::string::npos ? std::nullopt
                                       : OptionMatcher::parseUnsigned(value.substr(0, separator));
    const std::optional<std::uint64_t> height =
        separator == std::string::npos
            ? std::nullopt
            : OptionMatcher::parseUnsigned(value.substr(separator + separatorLength));
    if (!width || !height)
        return "--size \"" + value + "\" is not WIDTHxHEIGHT in pixels (e.g. 1920x1080)";
    const auto inBounds = [](std::uint64_t pixels) {
        return pixels >= std::uint64_t(ui::ChartImageExport::kMinPixels) &&
               pixels <= std::uint64_t(ui::ChartImageExport::kMaxPixels);
    };
    if (!inBounds(*width) || !inBounds(*height))
        return "--size " + value + ": each side must be from " + bounds + " pixels";
    if (*width < *height)
        return "--size " + value + ": slides are landscape (the width at least the height)";
    target = QSize(int(*width), int(*height));
    return std::nullopt;
}

bool isPdfPath(const std::string &path)
{
    return QString::fromStdString(path).endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
}

} // namespace acceldecide::cli::SlideDeckOptions
