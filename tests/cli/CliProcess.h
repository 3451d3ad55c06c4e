#pragma once

#include <string>
#include <vector>

namespace acceldecide::test {

struct ProcessResult
{
    int exitCode = -1; // -1 when the process did not exit normally
    std::string out;
    std::string err;
};

// Runs the acceldecide-cli binary with `arguments`, feeding `input` on standard
// input, and captures standard output, standard error and the exit code separately
// (fork/exec with three pipes, drained with poll so neither side can deadlock).
ProcessResult runCli(const std::vector<std::string> &arguments, const std::string &input = {});

} // namespace acceldecide::test
