// Decision records in a whole-catalog copy, from each backend to the other and back:
// ids, superseding links, PDF bytes and hashes arrive byte for byte (the update-refusing
// trigger does not stand in the way of inserting them), a target that already holds a
// record is refused as one holding any other row is, and the catalog CSV export lists
// the records without their PDFs while its import leaves them alone.
#include "database/decisions/DecisionCopy.h"
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/catalog/CatalogCopy.h"
#include "database/decisions/DecisionRepository.h"
#include "database/import/CatalogCsv.h"
#include "database/schema/CatalogSchema.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

const std::string kScenario = R"({"format": "acceldecide.scenario", "version": 1,
 "name": "pinned pair", "horizon_months": 12, "workload": {"kind": "capacity"},
 "baseline": "a", "options": [
  {"id": "a", "label": "A", "stack": "cuda", "instance_type": "p5.48xlarge",
   "purchase": {"model": "on_demand"}, "instance_hourly_usd": 38.06,
   "accelerators_per_instance": 8, "instances": 1},
  {"id": "b", "label": "B", "stack": "neuron", "instance_type": "trn1.32xlarge",
   "purchase": {"model": "on_demand"}, "instance_hourly_usd": 21.5,
   "accelerators_per_instance": 16, "instances": 1}]})";

DecisionRecord decision(const std::string &chosen, std::optional<long long> supersedes,
                        const std::string &pdf)
{
    DecisionRecord record;
    record.scenarioJson = kScenario;
    record.recommendedOption = "b";
    record.chosenOption = chosen;
    if (chosen != record.recommendedOption)
        record.reason = "the team knows CUDA";
    record.decidedAt = "2026-11-22";
    record.decidedBy = "infra review";
    record.rationale = "it's cheaper; \"quoted\", with a comma";
    record.reviewDate = "2027-05-22";
    record.reportPdf = pdf;
    record.supersedes = supersedes;
    return record;
}

// Every column of every record, oldest first, the PDF as bytes.
std::vector<std::vector<QVariant>> rows(QSqlDatabase &database)
{
    const QStringList names = DecisionCopy::columns();
    QSqlQuery query(database);
    EXPECT_TRUE(query.exec(QStringLiteral("SELECT %1 FROM decisions ORDER BY id")
                               .arg(names.join(QStringLiteral(", ")))));
    std::vector<std::vector<QVariant>> all;
    while (query.next()) {
        std::vector<QVariant> row;
        for (int i = 0; i < names.size(); ++i) {
            const QVariant value = query.value(i);
            // One spelling for both backends: ids as numbers, the PDF as bytes, text as text.
            if (names[i] == QLatin1String(schema::decisions::kReportPdf))
                row.push_back(value.toByteArray());
            else if (value.isNull())
                row.push_back(QVariant());
            else if (names[i] == QLatin1String("id") || names[i] == QLatin1String("supersedes"))
                row.push_back(value.toLongLong());
            else
                row.push_back(value.toString());
        }
        all.push_back(std::move(row));
    }
    return all;
}

class DecisionCopyTest : public BackendTest
{
protected:
    SqlDialect::Backend otherBackend() const
    {
        return onPostgreSql() ? SqlDialect::Backend::Sqlite : SqlDialect::Backend::PostgreSql;
    }
};

TEST_P(DecisionCopyTest, RecordsCrossToTheOtherBackendAndBackByteForByte)
{
    TempCatalog original(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(original.catalog);
    DecisionRepository repository(*original.catalog);
    // Bytes no text encoding survives: NUL, 0xff, a lone continuation byte.
    const std::string pdf1("%PDF-1.4\n\0\xff\x80 first", 19);
    const std::string pdf2("%PDF-1.4\n\x01\x02\xfe second", 18);
    const auto first = repository.record(decision("a", std::nullopt, pdf1));
    ASSERT_TRUE(first.ok()) << first.error().toString().toStdString();
    const auto unrelated = repository.record(decision("b", std::nullopt, pdf2));
    ASSERT_TRUE(unrelated.ok()) << unrelated.error().toString().toStdString();
    const auto second = repository.record(decision("b", first.value(), pdf2));
    ASSERT_TRUE(second.ok()) << second.error().toString().toStdString();
    // A gap in the ids, which the copy keeps: the unrelated record is deleted (deleting is
    // not updating, which the trigger refuses).
    ASSERT_TRUE(
        QSqlQuery(original.db())
            .exec(QStringLiteral("DELETE FROM decisions WHERE id = %1").arg(unrelated.value())));
    const auto expected = rows(original.db());
    ASSERT_EQ(expected.size(), 2u);

    TempCatalog other(CatalogDatabase::Seeding::Skip, otherBackend());
    ASSERT_TRUE(other.catalog);
    const auto copied = CatalogCopy::copy(*original.catalog, *other.catalog);
    ASSERT_TRUE(copied.ok()) << copied.error().toString().toStdString();
    EXPECT_EQ(copied.value(), 2);
    EXPECT_EQ(rows(other.db()), expected);

    // Whole records load back with an intact report, superseding link included.
    DecisionRepository there(*other.catalog);
    const auto loaded = there.load(second.value());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
    EXPECT_EQ(loaded.value().reportPdf, pdf2);
    EXPECT_TRUE(DecisionRepository::reportIntact(loaded.value()));
    EXPECT_EQ(loaded.value().supersedes, first.value());
    const auto listed = there.list();
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed.value().size(), 2u);
    // The ids the target generates next follow the copied ones, and records stay
    // immutable there.
    const auto next = there.record(decision("a", std::nullopt, pdf1));
    ASSERT_TRUE(next.ok()) << next.error().toString().toStdString();
    EXPECT_EQ(next.value(), second.value() + 1);
    EXPECT_FALSE(
        QSqlQuery(other.db()).exec(QStringLiteral("UPDATE decisions SET chosen_option = 'b'")));
    ASSERT_TRUE(QSqlQuery(other.db())
                    .exec(QStringLiteral("DELETE FROM decisions WHERE id = %1").arg(next.value())));

    // And back, into a new catalog on the first backend.
    TempCatalog back(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(back.catalog);
    const auto returned = CatalogCopy::copy(*other.catalog, *back.catalog);
    ASSERT_TRUE(returned.ok()) << returned.error().toString().toStdString();
    EXPECT_EQ(returned.value(), 2);
    EXPECT_EQ(rows(back.db()), expected);
}

TEST_P(DecisionCopyTest, ATargetHoldingARecordIsRefusedAndKeptAsItWas)
{
    TempCatalog source(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(source.catalog);
    ASSERT_TRUE(DecisionRepository(*source.catalog)
                    .record(decision("b", std::nullopt, std::string("%PDF source")))
                    .ok());
    TempCatalog target(CatalogDatabase::Seeding::Skip, otherBackend());
    ASSERT_TRUE(target.catalog);
    ASSERT_TRUE(DecisionRepository(*target.catalog)
                    .record(decision("a", std::nullopt, std::string("%PDF target")))
                    .ok());
    const auto before = rows(target.db());
    const auto refused = CatalogCopy::copy(*source.catalog, *target.catalog);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("already holds 1 rows")))
        << refused.error().toString().toStdString();
    EXPECT_EQ(rows(target.db()), before);
}

TEST_P(DecisionCopyTest, TheCsvExportListsRecordsWithoutTheirPdfsAndTheImportLeavesThemAlone)
{
    TempCatalog catalog(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(catalog.catalog);
    const auto id = DecisionRepository(*catalog.catalog)
                        .record(decision("a", std::nullopt, std::string("%PDF\0x", 6)));
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
    const QString directory = catalog.dir.filePath(QStringLiteral("export"));
    ASSERT_TRUE(CatalogCsv::exportTo(*catalog.catalog, directory).ok());
    QFile file(QDir(directory).filePath(QStringLiteral("decisions.csv")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    const QByteArrayList lines = content.split('\n');
    ASSERT_GE(lines.size(), 2);
    EXPECT_EQ(lines[0], DecisionCopy::columns(false).join(',').toUtf8());
    EXPECT_FALSE(lines[0].contains("report_pdf"));
    const QString hash = DecisionRepository::sha256Hex(QByteArray("%PDF\0x", 6));
    EXPECT_TRUE(lines[1].startsWith(QByteArray::number(id.value()) + ','));
    // The scenario's JSON spans lines inside its quotes; the hash is in the row.
    EXPECT_TRUE(content.contains(',' + hash.toUtf8() + ',')) << content.toStdString();
    EXPECT_FALSE(content.contains("%PDF"));

    // Importing the directory into an empty catalog adds no record: a record without its
    // report is not one.
    TempCatalog empty(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(empty.catalog);
    const ImportReport report = CatalogCsv::importFrom(*empty.catalog, directory);
    EXPECT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(scalarValue(empty.db(), QStringLiteral("SELECT count(*) FROM decisions")).toInt(), 0);
}

ACCELDECIDE_ON_EVERY_BACKEND(DecisionCopyTest);

} // namespace
