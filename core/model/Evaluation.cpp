#include "core/model/Evaluation.h"

#include "core/text/TextFormat.h"

namespace acceldecide {

std::string CapacityBlockResult::describe() const
{
    if (blocks.empty())
        return "none";
    std::string text;
    for (const CapacityBlockCount &count : blocks) {
        if (!text.empty())
            text += " + ";
        text +=
            text::groupedNumber(double(count.count), 0) + " x " + std::to_string(count.days) + " d";
    }
    return text;
}

std::string CapacityBlockResult::describeInstances() const
{
    const std::string total = text::groupedNumber(instances, 0);
    if (blocksSideBySide <= 1)
        return total;
    const std::string largest = text::groupedNumber(largestBlock, 0);
    if (smallestBlock == largestBlock)
        return total + " (" + text::groupedNumber(double(blocksSideBySide), 0) + " x " + largest +
               ")";
    const int full = blocksSideBySide - 1;
    return total + " (" + (full > 1 ? text::groupedNumber(double(full), 0) + " x " : "") + largest +
           " + " + text::groupedNumber(smallestBlock, 0) + ")";
}

std::vector<std::string> Evaluation::comparedOptions() const
{
    std::vector<std::string> ids;
    for (const OptionResult &result : options) {
        if (result.id != baseline)
            ids.push_back(result.id);
    }
    return ids;
}

int Evaluation::comparedColumn(const std::string &id) const
{
    int column = 0;
    for (const OptionResult &result : options) {
        if (result.id == baseline)
            continue;
        if (result.id == id)
            return column;
        ++column;
    }
    return -1;
}

const OptionResult *Evaluation::option(const std::string &id) const
{
    for (const OptionResult &result : options) {
        if (result.id == id)
            return &result;
    }
    return nullptr;
}

const std::vector<Criterion> *Evaluation::matrixCriteria(const Scenario &scenario) const
{
    if (!matrix)
        return nullptr;
    if (profile)
        return &profile->criteria;
    if (capacityScoredCriteria)
        return &*capacityScoredCriteria;
    return scenario.criteria ? &*scenario.criteria : nullptr;
}

} // namespace acceldecide
