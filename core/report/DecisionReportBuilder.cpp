#include "core/report/DecisionReportBuilder.h"

#include "core/report/FigureWording.h"
#include "core/report/FormulaReference.h"
#include "core/report/ReportBlocks.h"
#include "core/report/ReportChartCaptions.h"
#include "core/report/ReportCommitmentSection.h"
#include "core/report/ReportInputsSection.h"
#include "core/report/ReportPaymentSection.h"
#include "core/report/ReportProfileSection.h"
#include "core/report/ReportStakeholderSection.h"
#include "core/report/ReportThroughputSection.h"
#include "core/report/ReportWording.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace acceldecide::report {

namespace {

using blocks::paragraph;

std::string money(double value)
{
    return text::money(value, 0);
}

const OptionResult *optionResult(const Evaluation &evaluation, const std::string &id)
{
    return evaluation.option(id);
}

ReportTitlePage titlePage(const Scenario &scenario, const Evaluation &evaluation,
                          const ReportSettings &settings)
{
    const RecommendationFacts &facts = evaluation.recommendation.facts;
    ReportTitlePage page;
    page.title = "Decision report";
    page.scenarioName = scenario.name;
    page.date = settings.date;
    if (evaluation.recommendation.option.empty()) {
        page.recommendation = "No recommendation: no option passes the checks.";
        page.headline = "Every option fails a check a recommendation must respect; the "
                        "executive summary says which and why.";
        page.breakEven = "Break-even: not applicable (no option is recommended).";
        page.provenance = "Prepared with AccelDecide " + settings.version +
                          " from the scenario's inputs and the sources in Appendix A.";
        return page;
    }
    const bool baseline = facts.optionId == facts.baselineId;
    page.recommendation =
        baseline ? "Recommendation: stay on " + facts.optionLabel + " (" + facts.optionId +
                       "), the baseline."
                 : "Recommendation: move to " + facts.optionLabel + " (" + facts.optionId + ").";
    page.headline = baseline
                        ? "No option costs less than the baseline over " +
                              std::to_string(evaluation.horizonMonths) + " months."
                        : "Saving over " + std::to_string(evaluation.horizonMonths) +
                              " months: " + money(facts.savingUsd) + " (" +
                              text::percent(facts.savingPercent) + ") against " + facts.baselineId +
                              (evaluation.horizonTreatment == HorizonTreatment::WorkContinues
                                   ? ", commitment owed after the horizon included less what "
                                     "the work continuing after it uses."
                                   : ", commitment owed after the horizon included.");
    page.breakEven = facts.breakEven ? "Break-even: " + wording::breakEven(*facts.breakEven) + "."
                                     : "Break-even: not applicable (the baseline is recommended).";
    page.provenance = "Prepared with AccelDecide " + settings.version +
                      " from the scenario's inputs and the sources in Appendix A.";
    return page;
}

// The totals the recommendation ranks: TCO, what is owed after the horizon and, where
// the work continues past it, the part of that the work uses (no cost), then the total.
ReportBlock totalsTable(const Scenario &scenario, const Evaluation &evaluation)
{
    const bool continues = evaluation.horizonTreatment == HorizonTreatment::WorkContinues;
    ReportBlock table = blocks::table(
        {"Option", "TCO, " + std::to_string(evaluation.horizonMonths) + " months",
         "Owed after horizon", "Total", "Saving vs " + evaluation.baseline, "Break-even"},
        {false, true, true, true, true, false}, {1.4, 1.3, 1.2, 1.3, 1.3, 2.6});
    if (continues) {
        table.table.header.insert(table.table.header.begin() + 3, "Used by work after it");
        table.table.numeric.insert(table.table.numeric.begin() + 3, true);
        table.table.columnWeights = {1.3, 1.2, 1.1, 1.1, 1.2, 1.2, 2.2};
    }
    const OptionResult *baseline = optionResult(evaluation, evaluation.baseline);
    for (const OptionResult &option : evaluation.options) {
        std::string breakEven = std::string(text::kNone);
        for (const BreakEvenResult &entry : evaluation.breakEven) {
            if (entry.option == option.id)
                breakEven = wording::breakEven(entry);
        }
        std::vector<std::string> row{wording::optionName(scenario, option.id), money(option.tcoUsd),
                                     money(option.commitmentOwedAfterHorizonUsd)};
        if (continues)
            row.push_back(money(option.commitmentUsedAfterHorizonUsd));
        row.insert(row.end(), {money(option.totalUsd()),
                               baseline && option.id != baseline->id
                                   ? money(baseline->totalUsd() - option.totalUsd())
                                   : std::string(text::kNone),
                               breakEven});
        table.table.rows.push_back(std::move(row));
    }
    return table;
}

ReportSection executiveSummary(const Scenario &scenario, const Evaluation &evaluation)
{
    ReportSection section;
    section.title = "Executive summary";
    section.blocks.push_back(paragraph(evaluation.recommendation.summary));
    section.blocks.push_back(totalsTable(scenario, evaluation));
    if (const std::string note = wording::afterHorizonNote(evaluation); !note.empty())
        section.blocks.push_back(paragraph(note));
    return section;
}

ReportSection chartsSection(const Scenario &scenario, const Evaluation &evaluation,
                            const std::vector<OptionPurchaseModels> &purchaseModels)
{
    ReportSection section;
    section.title = "Charts";
    section.newPage = true;
    section.blocks = ReportChartCaptions::charts(scenario, evaluation, purchaseModels);
    return section;
}

// A criterion's weight as the matrix counts it: with stakeholders the totals are the
// group's, and so are the weights shown.
double shownWeight(const Evaluation &evaluation, const Criterion &criterion)
{
    double weight = criterion.weight;
    if (evaluation.stakeholders) {
        const StakeholderResult &people = *evaluation.stakeholders;
        for (std::size_t c = 0; c < people.criteria.size(); ++c) {
            if (people.criteria[c] == criterion.id && c < people.group.weights.size())
                weight = people.group.weights[c];
        }
    }
    return weight;
}

// A criterion's row: its label, weight and each option's score, a score the workload
// profile would derive but a person set by hand marked with *.
std::vector<std::string> criterionRow(const Scenario &scenario, const Evaluation &evaluation,
                                      const Criterion &criterion)
{
    std::vector<std::string> row{criterion.label + (criterion.incomplete ? " (not scored)" : ""),
                                 text::compact(shownWeight(evaluation, criterion), 2)};
    for (const Option &option : scenario.options) {
        const auto score = criterion.scores.find(option.id);
        std::string cell = score == criterion.scores.end() ? std::string(text::kNone)
                                                           : std::to_string(score->second);
        if (evaluation.profile) {
            for (const DerivedScore &derived : evaluation.profile->scores) {
                if (derived.criterion == criterion.id && derived.option == option.id &&
                    derived.overridden)
                    cell += "*";
            }
        }
        row.push_back(std::move(cell));
    }
    return row;
}

ReportBlock matrixTable(const Scenario &scenario, const Evaluation &evaluation,
                        const std::vector<Criterion> &criteria, const MatrixResult &matrix)
{
    ReportBlock table;
    table.kind = ReportBlock::Kind::Table;
    table.table.header = {"Criterion", evaluation.stakeholders ? "Group weight" : "Weight"};
    table.table.numeric = {false, true};
    table.table.columnWeights = {3.2, 0.9};
    for (const Option &option : scenario.options) {
        table.table.header.push_back(option.id);
        table.table.numeric.push_back(true);
        table.table.columnWeights.push_back(1.0);
    }
    for (const Criterion &criterion : criteria)
        table.table.rows.push_back(criterionRow(scenario, evaluation, criterion));
    std::vector<std::string> totals{"Total (0–100)", ""};
    for (const MatrixTotal &total : matrix.totals)
        totals.push_back(text::number(total.total, 1));
    table.table.rows.push_back(std::move(totals));
    return table;
}

// The winner, the flip margin, and what the workload profile decided.
std::string matrixVerdict(const Evaluation &evaluation, const MatrixResult &matrix)
{
    std::string verdict = matrix.winner ? "Winner: " + *matrix.winner + "." : "No winner (a tie).";
    if (matrix.flip)
        verdict += " Flip margin: changing the weight of " + matrix.flip->criterion + " from " +
                   text::compact(matrix.flip->currentWeight, 2) + " to " +
                   text::compact(matrix.flip->flipWeight, 2) + " makes " + matrix.flip->newWinner +
                   " the winner.";
    else
        verdict += " Flip margin: no single weight change within 0–10 changes the winner.";
    if (matrix.incomplete)
        verdict += " Some criteria were never scored; their scores count as 3.";
    if (evaluation.profile) {
        verdict += " Scores of the criteria the workload profile answers are derived from it "
                   "(reasons in the Workload profile section).";
        const auto &scores = evaluation.profile->scores;
        if (std::any_of(scores.begin(), scores.end(),
                        [](const DerivedScore &score) { return score.overridden; }))
            verdict += " * marks a score set by hand.";
        for (const OptionExclusion &exclusion : evaluation.profile->exclusions)
            verdict += " " + exclusion.option + " is excluded: " + exclusion.reason + ".";
    }
    return verdict;
}

// Where the scores of a criterion scored_by capacity_facts come from, option by option.
std::string capacityScoresText(const std::vector<Criterion> &criteria, const Evaluation &evaluation)
{
    std::string names;
    for (const Criterion &criterion : criteria) {
        if (criterion.scoredBy == CriterionScoring::CapacityFacts)
            names += (names.empty() ? "" : ", ") + criterion.label;
    }
    if (names.empty())
        return {};
    std::string text = names + " is scored from the capacity facts (sales rules, service quotas "
                               "and the purchase model; their sources are in the warnings):";
    for (const OptionResult &option : evaluation.options)
        text += " " + option.id + " " + std::to_string(option.availability.score) + " (" +
                option.availability.reason + ");";
    text.back() = '.';
    return text;
}

ReportSection matrixSection(const Scenario &scenario, const Evaluation &evaluation)
{
    ReportSection section;
    section.title = "Decision matrix";
    // The matrix as evaluated: the profile's or the scenario's criteria, with the scores
    // the profile and the capacity facts fill in.
    const std::vector<Criterion> *criteria = evaluation.matrixCriteria(scenario);
    if (!criteria || criteria->empty()) {
        section.blocks.push_back(
            paragraph("This scenario has no decision matrix: the recommendation rests on cost "
                      "alone."));
        return section;
    }
    const MatrixResult &matrix = *evaluation.matrix;
    section.blocks.push_back(paragraph(
        "Scores run from 1 (poor) to 5 (best), weights from 0 to 10; a total is the weighted "
        "average of the points (score 1 = 0, 5 = 100)."));
    section.blocks.push_back(matrixTable(scenario, evaluation, *criteria, matrix));
    if (const std::string why = capacityScoresText(*criteria, evaluation); !why.empty())
        section.blocks.push_back(paragraph(why));
    section.blocks.push_back(paragraph(matrixVerdict(evaluation, matrix)));
    return section;
}

// "trn3-sp3y: $8,984 of commitment is still owed after the 12-month horizon." and, where
// the work continuing after it uses some of that, how much and what still counts.
std::string owedAfterHorizonRisk(const OptionResult &option, int horizonMonths)
{
    std::string text = option.id + ": " + money(option.commitmentOwedAfterHorizonUsd) +
                       " of commitment is still owed after the " + std::to_string(horizonMonths) +
                       "-month horizon";
    if (option.commitmentUsedAfterHorizonUsd > 0.0)
        text += "; the work continuing after it uses " +
                money(option.commitmentUsedAfterHorizonUsd) + " of it, so " +
                money(option.commitmentBeyondHorizonUsd) + " counts as a cost";
    return text + ".";
}

ReportSection risksSection(const Scenario &scenario, const Evaluation &evaluation)
{
    ReportSection section;
    section.title = "Warnings and risks";
    ReportBlock bullets;
    bullets.kind = ReportBlock::Kind::Bullets;
    const Recommendation &recommendation = evaluation.recommendation;
    for (const SetAsideOption &option : recommendation.setAside) {
        std::string reasons;
        for (const std::string &reason : option.reasons)
            reasons += (reasons.empty() ? "" : "; ") + reason;
        bullets.items.push_back(option.option + " is never recommended: " + reasons + ".");
    }
    if (recommendation.conflict && recommendation.matrixWinner)
        bullets.items.push_back("The decision matrix prefers " + *recommendation.matrixWinner +
                                ", the costs " + recommendation.option +
                                ": the decision weighs more than money.");
    const RecommendationFacts &facts = recommendation.facts;
    if (facts.biggestRiskLabel)
        bullets.items.push_back("Largest single risk: " + *facts.biggestRiskLabel +
                                ", which moves the saving by up to " +
                                money(facts.biggestRiskSwingUsd) + " (see the tornado chart).");
    for (const OptionResult &option : evaluation.options) {
        if (option.commitmentOwedAfterHorizonUsd > 0.0)
            bullets.items.push_back(owedAfterHorizonRisk(option, scenario.horizonMonths));
        // Sentences for readers: the warning's code is for machines (the CLI's JSON).
        for (const Warning &warning : option.warnings) {
            // Said just above, with the horizon's length.
            if (warning.code == "commitment_beyond_horizon" &&
                option.commitmentOwedAfterHorizonUsd > 0.0)
                continue;
            std::string sentence = option.id + ": " + warning.message;
            if (!sentence.empty() && sentence.back() != '.')
                sentence += '.';
            bullets.items.push_back(std::move(sentence));
        }
    }
    if (bullets.items.empty())
        bullets.items.push_back("No warnings: every price and throughput passed the checks.");
    section.blocks.push_back(std::move(bullets));
    return section;
}

ReportSection formulasAppendix()
{
    ReportSection section;
    section.title = "Appendix B: Formulas";
    section.blocks.push_back(paragraph(
        "The formulas the engine applies, in the order a figure is built; each with a worked "
        "example from the seed articles."));
    for (const Formula &formula : FormulaReference::all()) {
        ReportBlock block;
        block.kind = ReportBlock::Kind::Formula;
        block.text = formula.name;
        block.items = {formula.formula, "Example: " + formula.example};
        section.blocks.push_back(std::move(block));
    }
    return section;
}

} // namespace

DecisionReport DecisionReportBuilder::build(const Scenario &scenario, const Evaluation &evaluation,
                                            const std::vector<OptionPurchaseModels> &purchaseModels,
                                            const ReportSettings &settings)
{
    DecisionReport report;
    report.scenarioName = scenario.name;
    report.date = settings.date;
    report.version = "AccelDecide " + settings.version;
    report.titlePage = titlePage(scenario, evaluation, settings);
    report.sections.push_back(executiveSummary(scenario, evaluation));
    report.sections.push_back(ReportInputsSection::build(scenario, evaluation));
    if (std::optional<ReportSection> throughput =
            ReportThroughputSection::build(scenario, evaluation))
        report.sections.push_back(std::move(*throughput));
    report.sections.push_back(chartsSection(scenario, evaluation, purchaseModels));
    ReportSection matrix = matrixSection(scenario, evaluation);
    matrix.newPage = true;
    report.sections.push_back(std::move(matrix));
    if (std::optional<ReportSection> people = ReportStakeholderSection::build(scenario, evaluation))
        report.sections.push_back(std::move(*people));
    if (evaluation.profile)
        report.sections.push_back(ReportProfileSection::build(scenario, evaluation));
    if (std::optional<ReportSection> commitments =
            ReportCommitmentSection::build(scenario, evaluation))
        report.sections.push_back(std::move(*commitments));
    if (std::optional<ReportSection> payment = ReportPaymentSection::build(scenario, evaluation))
        report.sections.push_back(std::move(*payment));
    report.sections.push_back(risksSection(scenario, evaluation));
    ReportSection sources = ReportInputsSection::sourcesAppendix(scenario, evaluation);
    sources.newPage = true;
    report.sections.push_back(std::move(sources));
    report.sections.push_back(formulasAppendix());
    return report;
}

std::string DecisionReportBuilder::reportDate(const std::optional<std::string> &asOf,
                                              const char *sourceDateEpoch, const std::string &today)
{
    if (asOf)
        return *asOf;
    if (sourceDateEpoch && *sourceDateEpoch) {
        char *end = nullptr;
        errno = 0;
        const long long seconds = std::strtoll(sourceDateEpoch, &end, 10);
        if (errno == 0 && end && *end == '\0' && seconds >= 0) {
            const std::chrono::sys_days day = std::chrono::floor<std::chrono::days>(
                std::chrono::sys_seconds(std::chrono::seconds(seconds)));
            const std::chrono::year_month_day date(day);
            char buffer[16];
            std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", int(date.year()),
                          unsigned(date.month()), unsigned(date.day()));
            return buffer;
        }
    }
    return today;
}

} // namespace acceldecide::report
