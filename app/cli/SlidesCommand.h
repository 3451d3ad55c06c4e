#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `slides FILE.json -o DECK.pdf [--size WxH] [--database PATH] [--seed S]`: writes every
// slide presentation mode shows, in its order, as one landscape PDF page each. Needs the
// GUI libraries and runs them on the offscreen platform. `arguments` are those after the
// command name; exit codes as for evaluate (0 written, 2 invalid input or an unwritable
// output, 1 internal error). Creates its own QApplication after the arguments are parsed,
// so --help and usage errors need no display.
int runSlides(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err);

std::string slidesHelp();

} // namespace acceldecide::cli
