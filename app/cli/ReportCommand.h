#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `report FILE.json -o OUT.pdf [--database PATH] [--page-size A4|Letter] [--seed S]: writes the PDF
// decision report. Needs the GUI libraries (Qt Widgets, Charts) and runs them on the offscreen
// platform. `arguments` are those after the command name; exit codes as for evaluate (0 written, 2
// invalid input or an unwritable output, 1 internal error). Creates its own QApplication after the
// arguments are parsed, so --help needs no display.
int runReport(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err);

std::string reportHelp();

} // namespace acceldecide::cli
