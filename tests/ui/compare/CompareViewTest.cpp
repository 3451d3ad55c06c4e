// The compare view's table model against the engine, and the view itself rendered.

#include "ui/compare/CompareView.h"
#include "ui/compare/ComparisonTableModel.h"
#include "ui/compare/ScenarioComparison.h"

#include "SavedScenarioCatalog.h"

#include "core/engine/ScenarioEvaluator.h"
#include "core/text/MoneyFormat.h"
#include "database/pricing/PriceResolver.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QDir>
#include <QLineSeries>
#include <QListWidget>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using Model = ComparisonTableModel;
using test::SavedScenarioCatalog;

// The evaluation the open document would show for a stored scenario.
Evaluation engineEvaluation(db::CatalogDatabase &catalog, Scenario scenario)
{
    const QDate asOf = QDate::fromString(QString::fromStdString(*scenario.asOf), Qt::ISODate);
    auto provenance = db::PriceResolver::resolve(catalog, scenario, asOf);
    EXPECT_TRUE(provenance.ok());
    EvaluationRequest request;
    request.provenance = provenance.value();
    return ScenarioEvaluator::evaluate(scenario, request);
}

double raw(const Model &model, int row, int column)
{
    const QVariant value = model.data(model.index(row, column), Model::RawValueRole);
    EXPECT_TRUE(value.isValid()) << "row " << row << " column " << column;
    return value.toDouble();
}

QString text(const Model &model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

} // namespace

TEST(ComparisonTableModelTest, FiguresAreTheEnginesForEachSavedScenario)
{
    SavedScenarioCatalog saved;
    const char *names[] = {"seed003-trn1-vs-p5.json", "seed004-trn3-vs-h200-inference.json"};
    std::vector<ComparedScenario> compared;
    std::vector<Evaluation> expected;
    for (const char *name : names) {
        const Scenario scenario = test::exampleScenario(name);
        const qint64 id = saved.save(scenario);
        compared.push_back(ScenarioComparison::evaluate(*saved.catalog, id));
        ASSERT_TRUE(compared.back().ok()) << compared.back().problem.toStdString();
        expected.push_back(engineEvaluation(*saved.catalog, scenario));
    }
    Model model;
    model.setScenarios(compared);
    ASSERT_EQ(model.columnCount(), 2);
    for (int column = 0; column < 2; ++column) {
        const Evaluation &evaluation = expected[std::size_t(column)];
        const OptionResult &recommended = *evaluation.option(evaluation.recommendation.option);
        const OptionResult &baseline = *evaluation.option(evaluation.baseline);
        EXPECT_EQ(model.headerData(column, Qt::Horizontal).toString().toStdString(),
                  (column == 0 ? "A: " : "B: ") + evaluation.scenarioName);
        EXPECT_EQ(raw(model, Model::HorizonRow, column), evaluation.horizonMonths);
        EXPECT_EQ(text(model, Model::BaselineRow, column).toStdString(), baseline.label);
        EXPECT_EQ(text(model, Model::RecommendedRow, column).toStdString(), recommended.label);
        EXPECT_EQ(raw(model, Model::BaselineTcoRow, column), baseline.tcoUsd);
        EXPECT_EQ(raw(model, Model::RecommendedTcoRow, column), recommended.tcoUsd);
        EXPECT_EQ(text(model, Model::RecommendedTcoRow, column).toStdString(),
                  MoneyFormat::usd(recommended.tcoUsd, 0));
        EXPECT_EQ(raw(model, Model::SavingRow, column), evaluation.recommendation.facts.savingUsd);
        EXPECT_EQ(raw(model, Model::SavingPercentRow, column),
                  evaluation.recommendation.facts.savingPercent);
        // Every option's TCO in the row of its label.
        for (const OptionResult &option : evaluation.options) {
            const int row = Model::FixedRowCount +
                            int(model.optionLabels().indexOf(QString::fromStdString(option.label)));
            ASSERT_GE(row, int(Model::FixedRowCount)) << option.label;
            EXPECT_EQ(raw(model, row, column), option.tcoUsd) << option.label;
        }
    }
    // Labels are the union: each scenario's options appear once; a scenario without
    // the option shows a dash.
    const std::size_t options = expected[0].options.size() + expected[1].options.size();
    EXPECT_EQ(model.rowCount(), int(Model::FixedRowCount + options));
    EXPECT_EQ(text(model, Model::FixedRowCount, 1), QStringLiteral("\u2014"));
    EXPECT_FALSE(model.data(model.index(Model::FixedRowCount, 1), Model::RawValueRole).isValid());
    // Seed 004: the port pays back within the year.
    const auto &breakEven = expected[1].recommendation.facts.breakEven;
    ASSERT_TRUE(breakEven && breakEven->month);
    EXPECT_EQ(raw(model, Model::BreakEvenRow, 1), *breakEven->month);
    EXPECT_TRUE(text(model, Model::BreakEvenRow, 1)
                    .startsWith(QStringLiteral("month %1").arg(*breakEven->month)));
}

TEST(ComparisonTableModelTest, TagsRunFromAToZThenAA)
{
    EXPECT_EQ(Model::tag(0), QStringLiteral("A"));
    EXPECT_EQ(Model::tag(25), QStringLiteral("Z"));
    EXPECT_EQ(Model::tag(26), QStringLiteral("AA"));
    EXPECT_EQ(Model::tag(27), QStringLiteral("AB"));
}

TEST(ComparisonTableModelTest, AScenarioThatCannotBeEvaluatedSaysWhy)
{
    SavedScenarioCatalog saved;
    Scenario scenario = test::exampleScenario("seed003-trn1-vs-p5.json");
    scenario.options[0].instanceHourlyUsd.reset();
    scenario.options[0].instanceType = "p99.unknown"; // not in the catalog
    const qint64 id = saved.save(scenario);
    Model model;
    model.setScenarios({ScenarioComparison::evaluate(*saved.catalog, id),
                        ScenarioComparison::evaluate(*saved.catalog, id + 50)});
    EXPECT_EQ(text(model, Model::HorizonRow, 0), QStringLiteral("Not evaluated"));
    EXPECT_TRUE(model.data(model.index(Model::HorizonRow, 0), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("p99.unknown")));
    EXPECT_TRUE(model.data(model.index(Model::HorizonRow, 1), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("no such scenario")));
    EXPECT_EQ(model.rowCount(), int(Model::FixedRowCount));
}

TEST(CompareViewTest, TickedScenariosFillTableAndChart)
{
    SavedScenarioCatalog saved;
    const qint64 a = saved.saveExample("seed003-trn1-vs-p5.json");
    const qint64 b = saved.saveExample("seed004-trn3-vs-h200-inference.json");
    const qint64 c = saved.saveExample("seed001-trn3-vs-h100-savings-plans.json");
    CompareView view(saved.catalog.get());
    EXPECT_EQ(view.scenarioList()->count(), 3);
    EXPECT_EQ(view.tableModel()->columnCount(), 0);
    view.setCompared({a, b, c});
    EXPECT_EQ(view.compared(), (QList<qint64>{c, a, b})); // list order: by name
    ASSERT_EQ(view.tableModel()->columnCount(), 3);
    // One thick line per scenario for its recommendation, one thin for its baseline
    // unless the baseline is the recommendation; a scenario recommending nothing (seed
    // 001's savings plans: every throughput claim is impossible) shows its baseline only.
    int expectedSeries = 0;
    for (const ComparedScenario &scenario : view.tableModel()->scenarios()) {
        ASSERT_TRUE(scenario.ok()) << scenario.problem.toStdString();
        expectedSeries +=
            !scenario.recommended() || scenario.recommended() == scenario.baseline() ? 1 : 2;
    }
    const QList<QAbstractSeries *> series = view.chart()->series();
    ASSERT_EQ(series.size(), expectedSeries);
    // The first (seed 001's savings plans) recommends nothing: one baseline line.
    ASSERT_EQ(view.tableModel()->scenarios()[0].recommended(), nullptr);
    auto *baselineLine = qobject_cast<QLineSeries *>(series[0]);
    ASSERT_NE(baselineLine, nullptr);
    EXPECT_TRUE(baselineLine->name().contains(QStringLiteral("baseline")));
    const ComparedScenario &second = view.tableModel()->scenarios()[1];
    ASSERT_NE(second.recommended(), nullptr);
    auto *line = qobject_cast<QLineSeries *>(series[1]);
    ASSERT_NE(line, nullptr);
    ASSERT_EQ(line->count(), int(second.recommended()->cumulativeUsd.size()));
    EXPECT_TRUE(line->name().contains(QStringLiteral("recommended")));
    // Axis in $K or $M: the last point is the TCO in that unit.
    const QString yTitle = view.chart()->axes(Qt::Vertical).first()->titleText();
    const double divisor = yTitle.contains(QStringLiteral("$M")) ? 1e6 : 1e3;
    EXPECT_DOUBLE_EQ(line->at(line->count() - 1).y() * divisor,
                     second.recommended()->cumulativeUsd.back());

    QListWidgetItem *item = view.scenarioList()->item(0);
    item->setCheckState(Qt::Unchecked);
    EXPECT_EQ(view.tableModel()->columnCount(), 2);
}

TEST(CompareViewTest, Renders)
{
    SavedScenarioCatalog saved;
    QList<qint64> ids;
    for (const char *name : {"seed003-trn1-vs-p5.json", "seed004-trn3-vs-h200-inference.json",
                             "seed001-trn3-vs-h100-savings-plans.json"})
        ids << saved.saveExample(name);
    CompareView view(saved.catalog.get());
    view.setCompared(ids);
    view.show();
    QApplication::processEvents();
    const QImage image = view.grab().toImage();
    EXPECT_EQ(image.width(), view.width());
    const QString out = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (!out.isEmpty())
        image.save(QDir(out).filePath(QStringLiteral("compare-view.png")));
}

} // namespace acceldecide::ui
