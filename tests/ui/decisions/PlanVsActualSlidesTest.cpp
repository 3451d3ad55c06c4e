// Compare with Bill…'s Export Slides…: the decision held to the bill fixtures as slides, the
// plan against the bill first and then every slide of the recorded scenario (one PDF page
// each), enabled only while a comparison is shown; a path that cannot be written is said
// naming it.
#include "ui/decisions/PlanVsActualDialog.h"

#include "DecisionBillFixture.h"
#include "database/actuals/DecisionBill.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/evaluation/EvaluatedScenario.h"
#include "ui/render/slides/SlideDeck.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::ui {
namespace {

const QString kBills = QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/database/fixtures/bills");

// "/Type /Page" objects of a PDF, never the "/Type /Pages" tree nodes.
int pdfPageCount(const QByteArray &pdf)
{
    int pages = 0;
    const QByteArray type("/Type /Page");
    for (qsizetype at = pdf.indexOf(type); at >= 0; at = pdf.indexOf(type, at + type.size())) {
        if (pdf.mid(at + type.size(), 1) != "s")
            ++pages;
    }
    return pages;
}

class PlanVsActualSlidesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto opened = db::CatalogDatabase::open(m_dir.filePath(QStringLiteral("catalog.sqlite")));
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        const auto id = db::test::recordComparedDecision(
            *m_catalog, db::test::comparedScenario("project=llm-train"));
        ASSERT_TRUE(id.ok()) << id.error().toStdString();
        m_id = *id;
    }

    // The slides of the recorded scenario alone, as presentation mode would show them.
    int recordedScenarioSlides()
    {
        const auto bill = db::DecisionBill::load(*m_catalog, m_id);
        EXPECT_TRUE(bill.ok());
        if (!bill.ok())
            return -1;
        const EvaluatedScenario recorded =
            EvaluatedScenario::evaluate(bill->scenario, bill->sources, m_catalog.get(), 0, 1);
        const ChartInputs inputs = recorded.chartInputs();
        return int(SlideDeck::slides(SlideDeck::charts(inputs), inputs).size());
    }

    QTemporaryDir m_dir;
    std::unique_ptr<db::CatalogDatabase> m_catalog;
    qint64 m_id = 0;
};

TEST_F(PlanVsActualSlidesTest, ExportsThePlanAgainstTheBillThenTheScenariosSlides)
{
    const QString problem = db::test::importBillFixtures(*m_catalog, kBills);
    ASSERT_TRUE(problem.isEmpty()) << problem.toStdString();
    PlanVsActualDialog dialog(m_catalog.get(), m_id);
    ASSERT_NE(dialog.shown(), nullptr);
    ASSERT_NE(dialog.exportSlidesButton(), nullptr);
    EXPECT_TRUE(dialog.exportSlidesButton()->isEnabled());

    const int scenarioSlides = recordedScenarioSlides();
    ASSERT_GT(scenarioSlides, 0);
    const QString path = m_dir.filePath(QStringLiteral("deck.pdf"));
    const Expected<int, QString> written = dialog.exportSlides(path);
    ASSERT_TRUE(written.ok()) << written.error().toStdString();
    EXPECT_EQ(written.value(), scenarioSlides + 1);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_EQ(pdfPageCount(pdf), scenarioSlides + 1);

    const QString unwritable = m_dir.filePath(QStringLiteral("no-such-dir/deck.pdf"));
    const Expected<int, QString> refused = dialog.exportSlides(unwritable);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().startsWith(QDir::toNativeSeparators(unwritable) +
                                           QStringLiteral(": cannot write")))
        << refused.error().toStdString();
}

TEST_F(PlanVsActualSlidesTest, WithoutABillThereAreNoSlidesToExport)
{
    PlanVsActualDialog dialog(m_catalog.get(), m_id);
    EXPECT_EQ(dialog.shown(), nullptr);
    ASSERT_NE(dialog.exportSlidesButton(), nullptr);
    EXPECT_FALSE(dialog.exportSlidesButton()->isEnabled());
    const QString path = m_dir.filePath(QStringLiteral("deck.pdf"));
    EXPECT_FALSE(dialog.exportSlides(path).ok());
    EXPECT_FALSE(QFile::exists(path));
}

} // namespace
} // namespace acceldecide::ui
