#include "core/report/FigureWording.h"

#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide::report::wording {

bool anyHeldOwed(const Evaluation &evaluation)
{
    return std::any_of(evaluation.options.begin(), evaluation.options.end(),
                       [](const OptionResult &o) { return o.heldOwedUsd > 0.0; });
}

bool anyOwedAfterHorizon(const Evaluation &evaluation)
{
    return std::any_of(evaluation.options.begin(), evaluation.options.end(),
                       [](const OptionResult &o) { return o.commitmentOwedAfterHorizonUsd > 0.0; });
}

std::string heldOwedNote(const Evaluation &evaluation)
{
    const auto held = std::find_if(evaluation.options.begin(), evaluation.options.end(),
                                   [](const OptionResult &o) { return o.heldOwedUsd > 0.0; });
    if (held == evaluation.options.end())
        return {};
    // What is owed on held commitments does not depend on what runs: any option's figure
    // is every option's.
    return "Monthly compute and the effective rate leave out what the commitments the team "
           "already holds are owed (" +
           text::money(held->heldOwedUsdPerMonth, 0) + " a month over the " +
           std::to_string(evaluation.horizonMonths) +
           "-month horizon, the same in every option); the TCO includes it, and the all-in "
           "rate adds it over the accelerator-hours used within the horizon.";
}

std::string afterHorizonNote(const Evaluation &evaluation)
{
    if (!anyOwedAfterHorizon(evaluation))
        return {};
    const std::string owed = "Owed after the horizon is each option's own commitment months "
                             "past its end, owed whatever runs";
    if (evaluation.horizonTreatment == HorizonTreatment::ProjectEnds)
        return owed + "; the project ends with the horizon (project_ends), so all of it counts: "
                      "total = TCO + owed after the horizon.";
    return owed + "; the work continues after the horizon (work_continues) and uses what those "
                  "months cover, valued at on-demand up to what is owed, so only the rest "
                  "counts: total = TCO + owed after the horizon − used by the work after it.";
}

std::string creditLeft(const CreditUse &use, int horizonMonths)
{
    switch (use.window) {
    case CreditWindow::StartsAfterHorizon:
        return "starts in month " + std::to_string(use.firstMonth) + ", after the " +
               std::to_string(horizonMonths) + "-month horizon: none of it can be used within it";
    case CreditWindow::RunsPastHorizon:
        return use.unusedAtHorizonUsd > 0.0
                   ? "usable until month " + std::to_string(use.expiresMonth) +
                         ", after the horizon"
                   : std::string();
    case CreditWindow::WithinHorizon:
        break;
    }
    return use.expiredUsd > 0.0 ? "expired after month " + std::to_string(use.expiresMonth)
                                : std::string();
}

} // namespace acceldecide::report::wording
