#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `chart FILE.json --kind tco|break-even|purchase|cpm|tornado|monte-carlo|commitment|
// commitment-monthly|commitment-utilization|cash-flow|stakeholders -o OUT.png|OUT.svg
// [--width W --height H] [--database PATH] [--seed S] [--option ID]: writes one chart as an
// image. Needs the GUI libraries (Qt Widgets, Charts) and runs them on the offscreen platform.
// `arguments` are those after the command name; exit codes as for evaluate (0 written, 2 invalid
// input or an unwritable output, 1 internal error). Creates its own QApplication after the
// arguments are parsed, so --help needs no display.
int runChart(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
             std::ostream &err);

std::string chartHelp();

} // namespace acceldecide::cli
