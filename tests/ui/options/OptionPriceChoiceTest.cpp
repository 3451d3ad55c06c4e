// With the shipped catalog open, the options table says why an option's on-demand price
// is the one used (its source's standing and date, and the prices it ranked above), and
// the window lists every field the catalog could not fill, not only the first.

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/options/OptionInputsModel.h"

#include "database/connection/CatalogDatabase.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

Option option(const char *id, const char *instanceType, int accelerators, Stack stack)
{
    Option option;
    option.id = id;
    option.label = id;
    option.stack = stack;
    option.instanceType = instanceType;
    option.acceleratorsPerInstance = accelerators;
    option.instances = 1;
    return option;
}

Scenario capacity(std::vector<Option> options)
{
    Scenario scenario;
    scenario.name = "from the catalog";
    scenario.asOf = "2026-11-22";
    scenario.workload.kind = WorkloadKind::Capacity;
    scenario.baseline = options.front().id;
    scenario.options = std::move(options);
    return scenario;
}

struct Workspace
{
    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> catalog;
    ScenarioDocument document;
    EvaluationController controller{&document};
    OptionInputsModel model{&document, &controller};

    explicit Workspace(Scenario scenario)
    {
        auto opened = db::CatalogDatabase::open(dir.filePath(QStringLiteral("catalog.sqlite")));
        EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        if (opened)
            catalog = std::move(opened.value());
        controller.setMonteCarloSamples(0);
        controller.setCatalog(catalog.get());
        document.reset(std::move(scenario));
    }
};

} // namespace

// trn3.48xlarge: seed 001's $47.50 (an independent article, 2026-01-01) over seed 004's
// newer $230.40 (a vendor estimate, 2026-07-02).
TEST(OptionPriceChoiceTest, ThePriceTooltipSaysWhyThePriceWonAndWhatItBeat)
{
    Workspace w(capacity({option("h100", "p5.48xlarge", 8, Stack::Cuda),
                          option("trn3", "trn3.48xlarge", 16, Stack::Neuron)}));
    ASSERT_TRUE(w.controller.problems().isEmpty())
        << w.controller.problems().join(QLatin1Char('\n')).toStdString();
    const QString tip =
        w.model.index(1, OptionInputsModel::InstancePriceColumn).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("observed 2026-01-01"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(
        QStringLiteral("Chosen for its standing (independent article) and date (2026-01-01)")))
        << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("Ranked above $230.40/h (")));
    EXPECT_TRUE(tip.contains(QStringLiteral("vendor estimate, 2026-07-02: newer, but of a lower "
                                            "standing)")))
        << tip.toStdString();
    // p5.48xlarge: the July 2026 price list, ranked above the seed articles' prices.
    const QString p5 =
        w.model.index(0, OptionInputsModel::InstancePriceColumn).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(p5.contains(QStringLiteral("Chosen for its standing (price list) and date "
                                           "(2026-07-28)")))
        << p5.toStdString();
}

// Two options leave their discounts to the catalog, neither usable with its on-demand
// price (seed 001's plans are set against its own $98.32, the option is priced at the
// price list's $55.04): both are listed, each with its field.
TEST(OptionPriceChoiceTest, EveryUnresolvedCatalogFieldIsListed)
{
    Option oneYear = option("sp1y", "p5.48xlarge", 8, Stack::Cuda);
    oneYear.purchase.model = PurchaseModel::SavingsPlan1y;
    oneYear.purchase.discountFromCatalog = true;
    Option threeYear = oneYear;
    threeYear.id = "sp3y";
    threeYear.label = "sp3y";
    threeYear.purchase.model = PurchaseModel::SavingsPlan3y;
    Workspace w(capacity({oneYear, threeYear}));
    const QStringList problems = w.controller.problems();
    ASSERT_EQ(problems.size(), 2) << problems.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(problems[0].startsWith(
        QStringLiteral("options[0].purchase.discount_percent: missing, and the catalog's 40.0 %")))
        << problems[0].toStdString();
    EXPECT_TRUE(problems[1].startsWith(
        QStringLiteral("options[1].purchase.discount_percent: missing, and the catalog's 55.0 %")))
        << problems[1].toStdString();
}

} // namespace acceldecide::ui
