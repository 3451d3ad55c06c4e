#pragma once

#include "core/decision/DecisionRecord.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// One catalog number a recorded decision used that today's catalog has another value
// for.
struct RevisitChange
{
    static constexpr const char *kPrice = "instance_hourly_usd";
    static constexpr const char *kThroughput = "throughput.tokens_per_sec_per_accelerator";
    static constexpr const char *kPurchaseDiscount = "purchase.discount_percent";
    static constexpr const char *kCommitmentDiscount = "commitment.discount_percent";

    std::string optionId;
    std::string field; // one of the names above
    double oldValue = 0.0;
    double newValue = 0.0;
    std::string oldSource; // "AWS price list, 2026-03-01"; empty when unknown
    std::string newSource;
};

// The recorded decision and the same scenario evaluated on today's catalog.
struct RevisitResult
{
    std::vector<RevisitChange> changes; // option order; price, throughput, discounts
    std::string chosenOption;
    std::string recommendationThen;
    std::string recommendationNow;
    std::optional<std::string> matrixWinnerThen;
    std::optional<std::string> matrixWinnerNow;
    double chosenTotalThen = 0.0; // the chosen option's total (TCO and what is owed)
    double chosenTotalNow = 0.0;
    std::string paragraph; // what changed and whether the decision would, in words

    bool recommendationChanges() const { return recommendationThen != recommendationNow; }
    bool matrixWinnerChanges() const { return matrixWinnerThen != matrixWinnerNow; }
    // Whether the chosen option's total reads differently then and now, in the whole
    // dollars the revisit shows: a few cents' drift is no change to report.
    bool chosenTotalChanges() const;
};

// Asks a recorded decision whether it would still be taken: which prices, benchmarks
// and discounts the catalog holds other values for now, and whether the recommendation
// and the matrix winner would change with them. The catalog work (resolving the
// released scenario) is the database layer's; this is the comparison and its words.
class DecisionRevisit
{
public:
    // Entries of DecisionRecord::catalogDiscounts: "purchase:<option id>" and
    // "commitment:<option id>" for each discount `edited` (the scenario as written,
    // before resolution) leaves to the catalog.
    static std::vector<std::string> catalogDiscounts(const Scenario &edited);

    // The recorded (pinned) scenario with every catalog number let go again: pinned
    // prices and benchmarks lose their value and row, discounts the catalog supplied
    // are left to it, so resolving the result takes today's values.
    static Scenario releasePins(const Scenario &recorded,
                                const std::vector<std::string> &catalogDiscounts);

    // Compares the recorded scenario (`then`, resolved with its pins) with the released
    // one resolved today (`now`), their evaluations and sources.
    static RevisitResult compare(const DecisionRecord &record, const Scenario &then,
                                 const Evaluation &thenEvaluation,
                                 const std::map<std::string, OptionProvenance> &thenSources,
                                 const Scenario &now, const Evaluation &nowEvaluation,
                                 const std::map<std::string, OptionProvenance> &nowSources);

    // One change in words: "trn3's instance price $21.50 -> $18.00 (AWS price list,
    // 2026-09-01)".
    static std::string describe(const RevisitChange &change);

    // A total as the revisit shows it, in whole dollars. The paragraph and the report's
    // table compare and subtract these, not the exact totals, so a change they report is
    // one the reader can see in the figures beside it.
    static double shownTotal(double usd) { return std::round(usd); }
};

} // namespace acceldecide
