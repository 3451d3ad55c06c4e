#pragma once

#include <QSize>

#include <optional>
#include <string>

namespace acceldecide::cli {

// What every command that writes a slide deck (`slides`, `decisions compare --slides`)
// reads the same way, so that a deck's size and name are refused in the same words
// whichever command was asked. Needs the GUI build (the bounds are the chart export's).
namespace SlideDeckOptions {

// --size "WxH" (also "W×H" and an upper-case X) in pixels, landscape, each side within the
// chart export's bounds; stores it into `target`, or says why not, naming the value.
std::optional<std::string> readSize(const std::string &value, QSize &target);

// Whether `path` names a PDF (.pdf, any case): a deck is written as nothing else.
bool isPdfPath(const std::string &path);

} // namespace SlideDeckOptions

} // namespace acceldecide::cli
