#pragma once

#include <span>
#include <string>

namespace acceldecide {

// Every formula the engine uses, in words a reader can apply by hand, each with a worked
// example from the seed articles. The report's appendix prints this list (and the help
// page will), so a reader can reproduce each number of a report from its inputs.
struct Formula
{
    std::string name;
    std::string formula;
    std::string example;
};

class FormulaReference
{
public:
    static std::span<const Formula> all();
};

} // namespace acceldecide
