#include "core/report/StakeholderWording.h"

#include "core/text/TextFormat.h"

namespace acceldecide::report::wording {

namespace {

std::string possessive(const StakeholderView &view)
{
    return view.id == "group" ? std::string("the group's") : view.name + "'s";
}

} // namespace

std::string criterionLabel(const StakeholderResult &result, const std::string &id)
{
    for (std::size_t c = 0; c < result.criteria.size(); ++c) {
        if (result.criteria[c] == id)
            return c < result.criterionLabels.size() ? result.criterionLabels[c] : id;
    }
    return id;
}

std::string stakeholderOutcome(const StakeholderView &view)
{
    std::string out = "with " + possessive(view) + " weights ";
    if (!view.matrix.winner)
        return out + "no option wins (a tie)";
    out += *view.matrix.winner + " wins";
    if (view.margin)
        out += " by " + text::groupedNumber(*view.margin, 1) + " points";
    return out;
}

std::string stakeholderFlip(const StakeholderView &view, const StakeholderResult &result)
{
    const std::string whose = possessive(view);
    if (!view.matrix.winner)
        return whose + " choice is already a tie";
    if (!view.matrix.flip)
        return "no single weight change within 0-10 flips " + whose + " choice";
    const FlipPoint &flip = *view.matrix.flip;
    const bool up = flip.flipWeight > flip.currentWeight;
    return whose + " choice flips if '" + criterionLabel(result, flip.criterion) +
           "' weight goes " + (up ? "above " : "below ") + text::groupedNumber(flip.flipWeight, 1) +
           " (from " + text::groupedNumber(flip.currentWeight, 1) + "; " + flip.newWinner +
           " then ties)";
}

std::string stakeholderSentence(const StakeholderView &view, const StakeholderResult &result)
{
    return stakeholderOutcome(view) + "; " + stakeholderFlip(view, result) + ".";
}

std::string stakeholderMeanPhrase(StakeholderMean mean)
{
    return mean == StakeholderMean::Geometric
               ? "the influence-weighted geometric mean of the members' weights, renormalised"
               : "the influence-weighted arithmetic mean of the members' weights";
}

} // namespace acceldecide::report::wording
