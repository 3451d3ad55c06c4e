// Decision records on both backends: stored whole (pinned scenario, PDF and its hash),
// refused with the field and value named, never updated, superseded by newer ones, and
// revisited against a catalog where one price has changed since.
#include "database/decisions/DecisionRepository.h"
#include "ImporterTestSupport.h"
#include "core/decision/DecisionRevisit.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioPinning.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "database/catalog/RowAudit.h"
#include "database/decisions/DecisionRevisitInputs.h"
#include "database/pricing/PriceResolver.h"

#include <QSqlQuery>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

// Both prices left to the seeded catalog: p5.48xlarge $55.04/h, trn1.32xlarge $21.50/h.
const std::string kScenario = R"({"format": "acceldecide.scenario", "version": 1,
 "name": "trn1 vs p5 from the catalog", "horizon_months": 12, "as_of": "2026-11-22",
 "workload": {"kind": "capacity"}, "baseline": "p5",
 "options": [
  {"id": "p5", "label": "p5", "stack": "cuda", "instance_type": "p5.48xlarge",
   "accelerators_per_instance": 8, "purchase": {"model": "on_demand"}, "instances": 1},
  {"id": "trn1", "label": "trn1", "stack": "neuron", "instance_type": "trn1.32xlarge",
   "accelerators_per_instance": 16, "purchase": {"model": "on_demand"}, "instances": 1}]})";

class DecisionRepositoryTest : public BackendTest
{
protected:
    void SetUp() override
    {
        m_temp = std::make_unique<TempCatalog>(CatalogDatabase::Seeding::Load, GetParam());
        ASSERT_TRUE(m_temp->catalog);
    }

    // The scenario resolved against the catalog, pinned, and a record of choosing
    // `chosen` on it, the recommendation taken from its evaluation.
    DecisionRecord decision(const std::string &chosen)
    {
        ScenarioReadResult read = ScenarioReader::fromText(kScenario, {true});
        EXPECT_TRUE(read.ok());
        Scenario resolved = *read;
        auto provenance = PriceResolver::resolve(*m_temp->catalog, resolved, QDate(2026, 11, 22));
        EXPECT_TRUE(provenance.ok()) << provenance.error().toString().toStdString();
        DecisionRecord record;
        record.scenarioJson =
            ScenarioWriter::toText(ScenarioPinning::pin(*read, resolved, provenance.value()));
        record.recommendedOption = ScenarioEvaluator::evaluate(resolved).recommendation.option;
        record.chosenOption = chosen;
        record.decidedAt = "2026-11-22";
        record.decidedBy = "infra review";
        record.rationale = "cheaper for a year";
        record.reviewDate = "2027-05-22";
        record.reportPdf = std::string("%PDF-1.4\n\0binary\xff", 18);
        return record;
    }

    DecisionRepository repository() { return DecisionRepository(*m_temp->catalog); }

    std::unique_ptr<TempCatalog> m_temp;
};

} // namespace

TEST_P(DecisionRepositoryTest, StoresTheWholeRecordWithTheReportAndItsHash)
{
    const DecisionRecord written = decision("trn1");
    EXPECT_EQ(written.recommendedOption, "trn1");
    const auto id = repository().record(written);
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();

    const auto loaded = repository().load(id.value());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
    const DecisionRecord &read = loaded.value();
    EXPECT_EQ(read.id, id.value());
    EXPECT_EQ(read.scenarioJson, written.scenarioJson);
    EXPECT_NE(read.scenarioJson.find("\"price_observation_id\""), std::string::npos);
    EXPECT_EQ(read.scenarioName, "trn1 vs p5 from the catalog");
    EXPECT_EQ(read.chosenOption, "trn1");
    EXPECT_EQ(read.decidedAt, "2026-11-22");
    EXPECT_EQ(read.decidedBy, "infra review");
    EXPECT_EQ(read.rationale, "cheaper for a year");
    EXPECT_EQ(read.reviewDate, std::optional<std::string>("2027-05-22"));
    EXPECT_EQ(read.reportPdf, written.reportPdf); // NUL and 0xff bytes survive
    EXPECT_EQ(read.reportSha256,
              DecisionRepository::sha256Hex(
                  QByteArray(written.reportPdf.data(), qsizetype(written.reportPdf.size())))
                  .toStdString());
    EXPECT_EQ(read.reportSha256.size(), 64u);
    EXPECT_TRUE(DecisionRepository::reportIntact(read));
    // The session's user: the server login on PostgreSQL, the OS user for a file.
    EXPECT_EQ(read.recordedBy, RowAudit::sessionUser(m_temp->db()).toStdString());
    if (onPostgreSql()) {
        EXPECT_FALSE(read.recordedBy.empty());
    }
    EXPECT_FALSE(read.supersedes.has_value());
}

TEST_P(DecisionRepositoryTest, RefusalsNameTheFieldAndTheValue)
{
    DecisionRecord unknown = decision("h100");
    auto refused = repository().record(unknown);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, QStringLiteral("chosen_option"));
    EXPECT_EQ(refused.error().toString(),
              QStringLiteral("decisions.chosen_option: unknown option id \"h100\"; the "
                             "scenario's options are p5, trn1"));

    DecisionRecord noReason = decision("p5");
    noReason.reason = "  ";
    refused = repository().record(noReason);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, QStringLiteral("reason"));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("\"p5\"")));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("\"trn1\"")));

    DecisionRecord early = decision("trn1");
    early.reviewDate = "2026-11-21";
    refused = repository().record(early);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().toString(),
              QStringLiteral("decisions.review_date: \"2026-11-21\" is before the decision "
                             "date \"2026-11-22\""));

    DecisionRecord noPdf = decision("trn1");
    noPdf.reportPdf.clear();
    refused = repository().record(noPdf);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, QStringLiteral("report_pdf"));

    DecisionRecord orphan = decision("trn1");
    orphan.supersedes = 999;
    refused = repository().record(orphan);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().toString(),
              QStringLiteral("decisions.supersedes: no decision record 999 to supersede"));
    EXPECT_TRUE(repository().list().value().empty());

    // With a reason, choosing against the recommendation is recorded.
    DecisionRecord overruled = decision("p5");
    overruled.reason = "CUDA kernels we cannot port this year";
    EXPECT_TRUE(repository().record(overruled).ok());
}

TEST_P(DecisionRepositoryTest, RecordsAreNeverUpdatedAndNewerOnesSupersede)
{
    const auto first = repository().record(decision("trn1"));
    ASSERT_TRUE(first.ok());
    QSqlQuery update(m_temp->db());
    EXPECT_FALSE(
        update.exec(QStringLiteral("UPDATE decisions SET chosen_option = 'p5' WHERE id = %1")
                        .arg(first.value())));
    EXPECT_TRUE(update.lastError().text().contains(QStringLiteral("never changed")))
        << update.lastError().text().toStdString();
    EXPECT_EQ(repository().load(first.value()).value().chosenOption, "trn1");

    DecisionRecord newer = decision("p5");
    newer.reason = "trn1 capacity was not available in our region";
    newer.decidedAt = "2026-12-01";
    newer.reviewDate.reset();
    newer.supersedes = first.value();
    const auto second = repository().record(newer);
    ASSERT_TRUE(second.ok()) << second.error().toString().toStdString();

    const auto listed = repository().list();
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed.value().size(), 2u);
    EXPECT_EQ(listed.value()[0].record.id, second.value()); // newest decision first
    EXPECT_EQ(listed.value()[0].record.supersedes, std::optional<long long>(first.value()));
    EXPECT_FALSE(listed.value()[0].supersededBy.has_value());
    EXPECT_EQ(listed.value()[1].supersededBy, std::optional<qint64>(second.value()));
    EXPECT_TRUE(listed.value()[1].record.scenarioJson.empty()); // lists carry no documents

    // History is a line: the superseded record cannot be superseded a second time.
    DecisionRecord fork = decision("trn1");
    fork.supersedes = first.value();
    const auto refused = repository().record(fork);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().toString(),
              QStringLiteral("decisions.supersedes: decision record %1 is already superseded "
                             "by record %2; supersede that one instead")
                  .arg(first.value())
                  .arg(second.value()));
}

TEST_P(DecisionRepositoryTest, RevisitTakesTodaysPriceAndSaysTheRecommendationChanges)
{
    const auto id = repository().record(decision("trn1"));
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();

    // Since the decision, a newer trn1.32xlarge on-demand price: $80/h.
    QSqlQuery query(m_temp->db());
    ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES ('Price "
                                          "list, December', 'price_list')")));
    ASSERT_TRUE(query.exec(
        QStringLiteral("INSERT INTO price_observations (instance_type_id, region, "
                       "purchase_model, hourly_usd, observed_date, source_id) SELECT id, "
                       "'us-east-1', 'on_demand', 80.0, '2026-12-01', (SELECT max(id) FROM "
                       "sources) FROM instance_types WHERE name = 'trn1.32xlarge'")))
        << query.lastError().text().toStdString();

    const auto inputs =
        DecisionRevisitInputs::load(*m_temp->catalog, id.value(), QDate(2026, 12, 2));
    ASSERT_TRUE(inputs.ok()) << inputs.error().toString().toStdString();
    // Then: the pinned $21.50 whatever the catalog says now. Now: the newer $80.
    EXPECT_DOUBLE_EQ(*inputs->then.options[1].instanceHourlyUsd, 21.50);
    EXPECT_DOUBLE_EQ(*inputs->now.options[1].instanceHourlyUsd, 80.0);
    EXPECT_DOUBLE_EQ(*inputs->now.options[0].instanceHourlyUsd, 55.04);
    EXPECT_EQ(inputs->then.asOf, std::optional<std::string>("2026-11-22"));
    EXPECT_EQ(inputs->now.asOf, std::optional<std::string>("2026-12-02"));

    EvaluationRequest thenRequest;
    thenRequest.provenance = inputs->thenSources;
    EvaluationRequest nowRequest;
    nowRequest.provenance = inputs->nowSources;
    const RevisitResult result = DecisionRevisit::compare(
        inputs->record, inputs->then, ScenarioEvaluator::evaluate(inputs->then, thenRequest),
        inputs->thenSources, inputs->now, ScenarioEvaluator::evaluate(inputs->now, nowRequest),
        inputs->nowSources);
    ASSERT_EQ(result.changes.size(), 1u);
    EXPECT_EQ(result.changes[0].optionId, "trn1");
    EXPECT_EQ(result.changes[0].field, RevisitChange::kPrice);
    EXPECT_DOUBLE_EQ(result.changes[0].oldValue, 21.50);
    EXPECT_DOUBLE_EQ(result.changes[0].newValue, 80.0);
    EXPECT_EQ(result.changes[0].newSource, "Price list, December, 2026-12-01");
    EXPECT_EQ(result.recommendationThen, "trn1");
    EXPECT_EQ(result.recommendationNow, "p5");
    EXPECT_NE(result.paragraph.find("\"trn1\"'s instance price $21.50/h -> $80.00/h (Price "
                                    "list, December, 2026-12-01)"),
              std::string::npos)
        << result.paragraph;
    EXPECT_NE(result.paragraph.find("The recommendation would change today, from \"trn1\" to "
                                    "\"p5\""),
              std::string::npos)
        << result.paragraph;
}

ACCELDECIDE_ON_EVERY_BACKEND(DecisionRepositoryTest);
