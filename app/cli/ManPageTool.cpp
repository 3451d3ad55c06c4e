// acceldecide-manpage PROGRAM SUMMARY < HELP > PROGRAM.1: a build-time tool (never
// installed) that writes the desktop application's man page from its --help text, with
// the same generator as acceldecide-cli --man, so neither page is written by hand.
#include "app/cli/ManPage.h"

#include <iostream>
#include <iterator>
#include <string>

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::cerr << "usage: acceldecide-manpage PROGRAM SUMMARY < HELP > PROGRAM.1\n";
        return 2;
    }
    const std::string help{std::istreambuf_iterator<char>(std::cin),
                           std::istreambuf_iterator<char>()};
    std::cout << acceldecide::cli::ManPage::renderProgram(argv[1], argv[2], ACCELDECIDE_VERSION,
                                                          help);
    return 0;
}
