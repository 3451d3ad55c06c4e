// `acceldecide-cli decisions`: recording a decision on a scenario resolved against a
// (seeded) catalog in a temporary directory, listing and showing it, revisiting it after
// one price changed, and every refusal naming the field and value.
#include "CliProcess.h"
#include "SkipWithoutGui.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace acceldecide::test {
namespace {

const std::string kScenario = R"({"format": "acceldecide.scenario", "version": 1,
 "name": "trn1 vs p5 from the catalog", "horizon_months": 12, "as_of": "2026-11-22",
 "workload": {"kind": "capacity"}, "baseline": "p5",
 "options": [
  {"id": "p5", "label": "p5", "stack": "cuda", "instance_type": "p5.48xlarge",
   "accelerators_per_instance": 8, "purchase": {"model": "on_demand"}, "instances": 1},
  {"id": "trn1", "label": "trn1", "stack": "neuron", "instance_type": "trn1.32xlarge",
   "accelerators_per_instance": 16, "purchase": {"model": "on_demand"}, "instances": 1}]})";

std::string readFile(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

class CliDecisions : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        // The test changes a price through Qt SQL, whose drivers need this.
        static int argc = 1;
        static char name[] = "cli_tests";
        static char *argv[] = {name, nullptr};
        if (!QCoreApplication::instance())
            new QCoreApplication(argc, argv);
    }

    void SetUp() override
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "acceldecide-decisions-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
        m_database = (m_dir / "catalog.sqlite").string();
        m_scenario = (m_dir / "scenario.json").string();
        std::ofstream(m_scenario) << kScenario;
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    ProcessResult record(std::vector<std::string> extra)
    {
        std::vector<std::string> arguments{"decisions",  "record",       m_scenario,
                                           "--by",       "infra review", "--date",
                                           "2026-11-22", "--database",   m_database};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        return runCli(arguments);
    }

    std::filesystem::path m_dir;
    std::string m_database;
    std::string m_scenario;
};

} // namespace

TEST_F(CliDecisions, RecordListShowAndTheStoredReport)
{
    SKIP_WITHOUT_GUI();
    const ProcessResult recorded =
        record({"--option", "trn1", "--rationale", "cheaper for a year", "--review", "2027-05-22"});
    ASSERT_EQ(recorded.exitCode, 0) << recorded.err;
    EXPECT_EQ(recorded.out, "recorded decision 1: trn1 (the recommendation)\n");

    const ProcessResult listed = runCli({"decisions", "list", "--database", m_database});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    EXPECT_EQ(listed.out, "ID\tDECIDED\tCHOSEN\tRECOMMENDED\tBY\tREVIEW\tSTATUS\tSCENARIO\n"
                          "1\t2026-11-22\ttrn1\ttrn1\tinfra review\t2027-05-22\tcurrent\ttrn1 vs "
                          "p5 from the catalog\n");

    const std::string pdf = (m_dir / "stored.pdf").string();
    const ProcessResult shown =
        runCli({"decisions", "show", "1", "-o", pdf, "--database", m_database});
    ASSERT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_NE(shown.out.find("chosen option: trn1\n"), std::string::npos) << shown.out;
    EXPECT_NE(shown.out.find("rationale: cheaper for a year\n"), std::string::npos);
    EXPECT_NE(shown.out.find("(intact)"), std::string::npos);
    EXPECT_EQ(readFile(pdf).substr(0, 5), "%PDF-");

    // Choosing against the recommendation needs a reason; with one it is recorded and,
    // superseding the first, the list says so.
    const ProcessResult overruled =
        record({"--option", "p5", "--reason", "CUDA kernels", "--supersedes", "1"});
    ASSERT_EQ(overruled.exitCode, 0) << overruled.err;
    EXPECT_EQ(overruled.out, "recorded decision 2: p5 (recommended: trn1)\n");
    const ProcessResult history = runCli({"decisions", "list", "--database", m_database});
    EXPECT_NE(history.out.find("\tsuperseded by 2\t"), std::string::npos) << history.out;
}

// Without the GUI libraries there is no PDF to store: recording says so and stores
// nothing.
TEST_F(CliDecisions, WithoutTheGuiRecordingSaysWhyAndStoresNothing)
{
    if (ACCELDECIDE_CLI_HAS_GUI)
        GTEST_SKIP() << "this acceldecide-cli draws PDFs";
    const ProcessResult refused = record({"--option", "trn1", "--rationale", "cheaper"});
    EXPECT_EQ(refused.exitCode, 1);
    EXPECT_NE(refused.err.find("built without the GUI libraries"), std::string::npos)
        << refused.err;
    const ProcessResult listed = runCli({"decisions", "list", "--database", m_database});
    EXPECT_EQ(listed.out.find("trn1"), std::string::npos) << listed.out;
}

TEST_F(CliDecisions, RecordRefusalsNameTheFieldAndValue)
{
    SKIP_WITHOUT_GUI();
    ProcessResult refused = record({"--option", "h100"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_EQ(refused.err, "error: decisions.chosen_option: unknown option id \"h100\"; the "
                           "scenario's options are p5, trn1\n");
    refused = record({"--option", "p5"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_EQ(refused.err, "error: decisions.reason: empty (\"\"), but the chosen option \"p5\" "
                           "is not the recommended \"trn1\": say why\n");
    refused = record({"--option", "trn1", "--review", "2026-11-01"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_EQ(refused.err, "error: decisions.review_date: \"2026-11-01\" is before the decision "
                           "date \"2026-11-22\"\n");
    refused = record({"--option", "trn1", "--review", "2026-13-01"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("--review: \"2026-13-01\" is not a date (YYYY-MM-DD)"),
              std::string::npos)
        << refused.err;
    refused = record({"--option", "trn1", "--supersedes", "5"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_EQ(refused.err, "error: decisions.supersedes: no decision record 5 to supersede\n");
    refused = record({});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("missing --option ID"), std::string::npos);
    const ProcessResult listed = runCli({"decisions", "list", "--database", m_database});
    EXPECT_EQ(listed.out, "no decisions recorded\n");
}

TEST_F(CliDecisions, ShowAndRevisitRefuseWhatIsNotThere)
{
    ProcessResult refused = runCli({"decisions", "show", "9", "--database", m_database});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_EQ(refused.err, "error: decisions[9]: no such decision record\n");
    refused = runCli({"decisions", "revisit", "nine", "--database", m_database});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("revisit: \"nine\" is not a record id"), std::string::npos);
    refused = runCli({"decisions", "amend", "1", "--database", m_database});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("unknown subcommand \"amend\""), std::string::npos);
    refused = runCli({"decisions", "list", "--option", "p5", "--database", m_database});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("belong to record"), std::string::npos);
}

TEST_F(CliDecisions, RevisitAfterOnePriceChangedSaysWhatChangedAndWritesThenAndNow)
{
    SKIP_WITHOUT_GUI();
    ASSERT_EQ(record({"--option", "trn1"}).exitCode, 0);
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("decisions-test"));
        db.setDatabaseName(QString::fromStdString(m_database));
        ASSERT_TRUE(db.open());
        QSqlQuery query(db);
        ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES "
                                              "('Price list, December', 'price_list')")));
        ASSERT_TRUE(query.exec(QStringLiteral(
            "INSERT INTO price_observations (instance_type_id, region, purchase_model, "
            "hourly_usd, observed_date, source_id) SELECT id, 'us-east-1', 'on_demand', 80.0, "
            "'2026-12-01', (SELECT max(id) FROM sources) FROM instance_types WHERE name = "
            "'trn1.32xlarge'")))
            << query.lastError().text().toStdString();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("decisions-test"));

    const std::string pdf = (m_dir / "revisit.pdf").string();
    const ProcessResult revisited =
        runCli({"decisions", "revisit", "1", "-o", pdf, "--database", m_database});
    ASSERT_EQ(revisited.exitCode, 0) << revisited.err;
    EXPECT_NE(revisited.out.find("\"trn1\"'s instance price $21.50/h -> $80.00/h (Price list, "
                                 "December, 2026-12-01)"),
              std::string::npos)
        << revisited.out;
    EXPECT_NE(revisited.out.find("recommendation: trn1 -> p5 (changes)\n"), std::string::npos)
        << revisited.out;
    EXPECT_EQ(readFile(pdf).substr(0, 5), "%PDF-");

    // The record itself is as it was: show still finds its report intact.
    const ProcessResult shown = runCli({"decisions", "show", "1", "--database", m_database});
    EXPECT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_NE(shown.out.find("chosen option: trn1\n"), std::string::npos);
}

} // namespace acceldecide::test
