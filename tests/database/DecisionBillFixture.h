#pragma once

// A catalog holding one decision and the three bill fixtures (bills/: FOCUS March, CUR 2.0
// April in two files), as `decisions record` and `actuals import` would leave it: what the
// database tests of DecisionComparison and the window's Plan vs actual dialog compare.
// Free of GoogleTest so that any suite can include it; failures come back as text.
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioPinning.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "database/actuals/BillImporter.h"
#include "database/connection/CatalogDatabase.h"
#include "database/decisions/DecisionRepository.h"
#include "database/pricing/PriceResolver.h"

#include <QDate>
#include <QString>

#include <string>

namespace acceldecide::db::test {

// trn1 over p5 (the baseline), on demand, one instance each: the CLI's compare tests'
// scenario. BILL_TAG is replaced by a "bill_tag" entry, or by nothing.
inline std::string comparedScenario(const std::string &billTag = {})
{
    std::string text = R"json({"format": "acceldecide.scenario", "version": 1,
 "name": "trn1 vs p5 against the bill", "horizon_months": 12, "as_of": "2026-03-01",
 BILL_TAG"workload": {"kind": "capacity"}, "baseline": "p5",
 "options": [
  {"id": "p5", "label": "p5", "stack": "cuda", "instance_type": "p5.48xlarge",
   "accelerators_per_instance": 8, "purchase": {"model": "on_demand"}, "instances": 1},
  {"id": "trn1", "label": "trn1", "stack": "neuron", "instance_type": "trn1.32xlarge",
   "accelerators_per_instance": 16, "purchase": {"model": "on_demand"}, "instances": 1}]})json";
    text.replace(text.find("BILL_TAG"), 8,
                 billTag.empty() ? std::string() : "\"bill_tag\": \"" + billTag + "\", ");
    return text;
}

// Records trn1 chosen on 2026-03-10 for `scenarioJson`, pinned as resolved on its as_of
// date; the record's id, or why not.
inline Expected<qint64, QString> recordComparedDecision(CatalogDatabase &catalog,
                                                        const std::string &scenarioJson)
{
    ScenarioReadResult read = ScenarioReader::fromText(scenarioJson, {true});
    if (!read.ok())
        return Unexpected<QString>{QString::fromStdString(read.error().front().toString())};
    Scenario resolved = *read;
    auto sources = PriceResolver::resolve(catalog, resolved, QDate(2026, 3, 1));
    if (!sources)
        return Unexpected<QString>{sources.error().toString()};
    DecisionRecord record;
    record.scenarioJson =
        ScenarioWriter::toText(ScenarioPinning::pin(*read, resolved, sources.value()));
    record.recommendedOption = ScenarioEvaluator::evaluate(resolved).recommendation.option;
    record.chosenOption = "trn1";
    record.reason = "the team ports to Neuron";
    record.decidedAt = "2026-03-10";
    record.decidedBy = "infra review";
    record.rationale = "held to its bill";
    record.reportPdf = "%PDF-1.4 stand-in";
    auto id = DecisionRepository(catalog).record(record);
    if (!id)
        return Unexpected<QString>{id.error().toString()};
    return qint64(id.value());
}

// Imports the three bill fixtures from `billsDir`; empty, or what went wrong.
inline QString importBillFixtures(CatalogDatabase &catalog, const QString &billsDir)
{
    using actuals::BillFormat;
    const std::pair<const char *, BillFormat> files[] = {
        {"focus-1.2-2026-03.csv", BillFormat::Focus},
        {"cur2-2026-04-part1.csv", BillFormat::Cur2},
        {"cur2-2026-04-part2.csv.gz", BillFormat::Cur2}};
    for (const auto &[name, format] : files) {
        const auto imported = BillImporter::importFile(
            catalog, billsDir + QStringLiteral("/") + QString::fromLatin1(name), format, {});
        if (!imported)
            return QString::fromLatin1(name) + QStringLiteral(": ") +
                   imported.error().error.toString();
    }
    return {};
}

} // namespace acceldecide::db::test
