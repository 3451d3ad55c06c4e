// The decision dialogs: recording a choice (refused in the dialog, naming the field,
// when the choice is not the recommendation and no reason is given), and the Decisions
// list, sorted and filtered through its proxy, showing a record read-only and revisiting
// it with today's catalog.
#include "ui/decisions/DecisionsDialog.h"
#include "ui/decisions/RecordDecisionDialog.h"
#include "ui/models/DecisionListModel.h"

#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioPinning.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "database/connection/CatalogDatabase.h"
#include "database/decisions/DecisionRepository.h"
#include "database/pricing/PriceResolver.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::ui {
namespace {

const std::string kScenario = R"json({"format": "acceldecide.scenario", "version": 1,
 "name": "NAME", "horizon_months": 12, "as_of": "2026-11-22",
 "workload": {"kind": "capacity"}, "baseline": "p5",
 "options": [
  {"id": "p5", "label": "H100 (p5)", "stack": "cuda", "instance_type": "p5.48xlarge",
   "accelerators_per_instance": 8, "purchase": {"model": "on_demand"}, "instances": 1},
  {"id": "trn1", "label": "Trainium1 (trn1)", "stack": "neuron",
   "instance_type": "trn1.32xlarge", "accelerators_per_instance": 16,
   "purchase": {"model": "on_demand"}, "instances": 1}]})json";

class DecisionsDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto opened = db::CatalogDatabase::open(m_dir.filePath(QStringLiteral("catalog.sqlite")));
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
    }

    // What File > Record Decision… hands the dialog: the scenario pinned, its
    // recommendation and a report.
    DecisionRecord prepared(const std::string &name)
    {
        std::string text = kScenario;
        text.replace(text.find("NAME"), 4, name);
        ScenarioReadResult read = ScenarioReader::fromText(text, {true});
        EXPECT_TRUE(read.ok());
        Scenario resolved = *read;
        auto sources = db::PriceResolver::resolve(*m_catalog, resolved, QDate(2026, 11, 22));
        EXPECT_TRUE(sources.ok());
        DecisionRecord record;
        record.scenarioJson =
            ScenarioWriter::toText(ScenarioPinning::pin(*read, resolved, sources.value()));
        record.recommendedOption = ScenarioEvaluator::evaluate(resolved).recommendation.option;
        record.reportPdf = "%PDF-1.4 stand-in";
        return record;
    }

    std::vector<RecordDecisionDialog::OptionChoice> options() const
    {
        return {{"p5", "H100 (p5)"}, {"trn1", "Trainium1 (trn1)"}};
    }

    QTemporaryDir m_dir;
    std::unique_ptr<db::CatalogDatabase> m_catalog;
};

TEST_F(DecisionsDialogTest, RecordPreselectsTheRecommendationAndRefusesAChoiceWithoutReason)
{
    RecordDecisionDialog dialog(m_catalog.get(), prepared("serving"), options());
    auto *option = dialog.findChild<QComboBox *>(QStringLiteral("chosenOption"));
    ASSERT_NE(option, nullptr);
    EXPECT_EQ(option->currentData().toString(), QStringLiteral("trn1"));
    EXPECT_EQ(option->currentText(), QStringLiteral("Trainium1 (trn1) (recommended)"));
    dialog.findChild<QLineEdit *>(QStringLiteral("decidedBy"))
        ->setText(QStringLiteral("infra review"));

    option->setCurrentIndex(0); // p5, against the recommendation, no reason
    dialog.accept();
    EXPECT_EQ(dialog.result(), QDialog::Rejected);
    EXPECT_TRUE(dialog.problem().startsWith(QStringLiteral("decisions.reason: ")))
        << dialog.problem().toStdString();
    EXPECT_FALSE(dialog.recordedId().has_value());
    EXPECT_TRUE(db::DecisionRepository(*m_catalog).list().value().empty());

    option->setCurrentIndex(1);
    dialog.accept();
    ASSERT_TRUE(dialog.recordedId().has_value()) << dialog.problem().toStdString();
    const auto stored = db::DecisionRepository(*m_catalog).load(*dialog.recordedId());
    ASSERT_TRUE(stored.ok());
    EXPECT_EQ(stored.value().chosenOption, "trn1");
    EXPECT_EQ(stored.value().decidedBy, "infra review");
}

TEST_F(DecisionsDialogTest, ListsSortsFiltersShowsReadOnlyAndRevisits)
{
    db::DecisionRepository repository(*m_catalog);
    DecisionRecord first = prepared("training");
    first.chosenOption = "trn1";
    first.decidedAt = "2026-10-01";
    first.decidedBy = "platform team";
    ASSERT_TRUE(repository.record(first).ok());
    DecisionRecord second = prepared("serving");
    second.chosenOption = "p5";
    second.reason = "CUDA kernels";
    second.decidedAt = "2026-11-22";
    second.decidedBy = "infra review";
    second.rationale = "we cannot port this year";
    second.reviewDate = "2027-05-22";
    ASSERT_TRUE(repository.record(second).ok());

    DecisionsDialog dialog(m_catalog.get());
    QSortFilterProxyModel *proxy = dialog.proxy();
    ASSERT_EQ(proxy->rowCount(), 2);
    // Newest decision first; sorting by record id ascending puts the first one on top.
    EXPECT_EQ(proxy->index(0, DecisionListModel::ScenarioColumn).data().toString(),
              QStringLiteral("serving"));
    dialog.view()->sortByColumn(DecisionListModel::IdColumn, Qt::AscendingOrder);
    EXPECT_EQ(proxy->index(0, DecisionListModel::ScenarioColumn).data().toString(),
              QStringLiteral("training"));
    EXPECT_EQ(proxy->index(1, DecisionListModel::ChosenColumn).data().toString(),
              QStringLiteral("p5 (over the recommendation)"));

    dialog.filter()->setText(QStringLiteral("INFRA"));
    ASSERT_EQ(proxy->rowCount(), 1);
    EXPECT_EQ(proxy->index(0, DecisionListModel::DecidedByColumn).data().toString(),
              QStringLiteral("infra review"));
    dialog.view()->selectRow(0);
    dialog.view()->setCurrentIndex(proxy->index(0, 0));
    EXPECT_EQ(dialog.selectedId(), 2);
    EXPECT_TRUE(dialog.details()->isReadOnly());
    const QString shown = dialog.details()->toPlainText();
    EXPECT_TRUE(shown.contains(QStringLiteral("CUDA kernels"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("(intact)"))) << shown.toStdString();

    dialog.revisitSelected();
    const QString revisited = dialog.details()->toPlainText();
    EXPECT_TRUE(revisited.contains(QStringLiteral("Revisited with today's catalog")));
    EXPECT_TRUE(revisited.contains(QStringLiteral("The recommendation would not change")))
        << revisited.toStdString();

    dialog.filter()->clear();
    EXPECT_EQ(proxy->rowCount(), 2);
    dialog.resize(1000, 560);
    dialog.show();
    QApplication::processEvents();
    const QString out = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (!out.isEmpty())
        dialog.grab().save(out + QStringLiteral("/decisions.png"));
}

} // namespace
} // namespace acceldecide::ui
