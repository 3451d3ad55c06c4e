// The catalog editor's table model and dialog over a freshly seeded catalog file.

#include "ui/catalog/CatalogTableModel.h"
#include "ui/catalog/CatalogEditorDialog.h"
#include "ui/catalog/CatalogTablePage.h"

#include "database/catalog/CatalogEditor.h"
#include "database/connection/CatalogDatabase.h"
#include "database/schema/CatalogSchema.h"

#include "QtPrinters.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QLineEdit>
#include <QShortcut>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::ui {
namespace {

using db::CatalogTable;

struct SeededCatalog
{
    SeededCatalog()
    {
        auto opened = db::CatalogDatabase::open(dir.filePath(QStringLiteral("catalog.sqlite")));
        EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        catalog = std::move(opened.value());
        editor = std::make_unique<db::CatalogEditor>(*catalog);
    }

    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> catalog;
    std::unique_ptr<db::CatalogEditor> editor;
};

const QString kHourly = QString::fromLatin1(db::schema::priceObservations::kHourlyUsd);

// The row of the seeded p5.48xlarge on-demand price of seed 003 ($38.06).
int seededPriceRow(const CatalogTableModel &model)
{
    const int hourly = model.columnOf(kHourly);
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.data(model.index(row, hourly), CatalogTableModel::SortRole).toDouble() == 38.06)
            return row;
    }
    return -1;
}

TEST(CatalogTableModelTest, HasOneRowPerCatalogRowAndOneColumnPerEditorColumn)
{
    SeededCatalog seeded;
    // The seed ships no measurements (only a team's imports fill them): one typed in.
    const auto typed =
        seeded.editor->insertRow(CatalogTable::Measurements,
                                 seeded.editor->defaultValues(CatalogTable::Measurements).value());
    ASSERT_TRUE(typed.ok()) << typed.error().toString().toStdString();
    for (const CatalogTable table : db::CatalogEditor::tables()) {
        CatalogTableModel model(seeded.editor.get(), table);
        const auto rows = seeded.editor->rows(table);
        ASSERT_TRUE(rows.ok());
        EXPECT_EQ(model.rowCount(), int(rows.value().size())) << model.title();
        EXPECT_GT(model.rowCount(), 0) << model.title();
        EXPECT_EQ(model.columnCount(), int(seeded.editor->columns(table).size()));
        // Catalog order (prices gather the rows of a disputed price where its first was).
        if (table == CatalogTable::PriceObservations)
            EXPECT_GE(model.rowOf(rows.value().front().id), 0);
        else
            EXPECT_EQ(model.rowId(0), rows.value().front().id);
    }
}

// Where the shipped sources disagree on an on-demand price, the rows sit together, the one
// scenarios use (the best-ranked) first in green, those more than 5 % away in amber, and each
// tooltip says which one is used and why: the resolver's own choice.
TEST(CatalogTableModelTest, DisagreeingSourcesAreGroupedWithTheUsedPriceFirst)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    const auto standings = seeded.editor->priceStandings();
    ASSERT_TRUE(standings.ok());
    ASSERT_FALSE(standings.value().isEmpty()) << "the seeds disagree on some prices";
    const auto kindAt = [&](int row) {
        return model.index(row, 0).data(CatalogTableModel::StandingRole);
    };
    const int hourly = model.columnOf(kHourly);
    int groups = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QVariant kind = kindAt(row);
        if (kind.isNull() || kind.toInt() != int(db::PriceStanding::Kind::Used))
            continue;
        ++groups;
        const db::PriceStanding used = standings.value().value(model.rowId(row));
        EXPECT_EQ(used.usedId, model.rowId(row));
        EXPECT_EQ(model.index(row, hourly).data(Qt::BackgroundRole).value<QColor>(),
                  QColor(0xdf, 0xf2, 0xdf));
        EXPECT_TRUE(model.index(row, hourly)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .startsWith(QStringLiteral("Sources disagree on this price.")));
        // The rest of its group follows directly, and one of them disagrees.
        int next = row + 1;
        bool disagrees = false;
        for (; next < model.rowCount() && !kindAt(next).isNull() &&
               kindAt(next).toInt() != int(db::PriceStanding::Kind::Used);
             ++next) {
            EXPECT_EQ(standings.value().value(model.rowId(next)).usedId, model.rowId(row));
            if (kindAt(next).toInt() == int(db::PriceStanding::Kind::Disagrees)) {
                disagrees = true;
                const QString tip = model.index(next, hourly).data(Qt::ToolTipRole).toString();
                EXPECT_TRUE(tip.startsWith(QStringLiteral("Disagrees with the price scenarios "
                                                          "use, ") +
                                           model.index(row, hourly).data().toString()))
                    << tip.toStdString();
            }
        }
        EXPECT_TRUE(disagrees);
    }
    EXPECT_GT(groups, 0);
    // Every observation with a standing is in one of those groups.
    int marked = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        marked += kindAt(row).isNull() ? 0 : 1;
    EXPECT_EQ(marked, standings.value().size());
}

// trn3.48xlarge on demand in the shipped catalog: seed 001's $47.50 (an independent
// article, 2026-01-01) is used over seed 004's newer $230.40 (a vendor estimate,
// 2026-07-02). The used price's tooltip says its standing and date and what it beat;
// the other's says why it ranks below.
TEST(CatalogTableModelTest, TheUsedPriceSaysWhyItWonAndTheOtherWhyItLost)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    const int hourly = model.columnOf(kHourly);
    QString usedTip;
    QString beatenTip;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString shown = model.index(row, hourly).data().toString();
        const QString tip = model.index(row, hourly).data(Qt::ToolTipRole).toString();
        if (shown == QStringLiteral("$47.50") && tip.contains(QStringLiteral("$230.40")))
            usedTip = tip;
        if (shown == QStringLiteral("$230.40"))
            beatenTip = tip;
    }
    ASSERT_FALSE(usedTip.isEmpty());
    EXPECT_TRUE(usedTip.contains(
        QStringLiteral("Chosen for its standing (independent article) and date (2026-01-01)")))
        << usedTip.toStdString();
    EXPECT_TRUE(usedTip.contains(QStringLiteral("Ranked above $230.40/h (")));
    EXPECT_TRUE(usedTip.contains(
        QStringLiteral("vendor estimate, 2026-07-02: newer, but of a lower standing)")))
        << usedTip.toStdString();
    EXPECT_TRUE(beatenTip.contains(QStringLiteral("Ranks below $47.50/h (")))
        << beatenTip.toStdString();
    EXPECT_TRUE(beatenTip.contains(QStringLiteral("independent article, 2026-01-01): newer, but "
                                                  "of a lower standing.")))
        << beatenTip.toStdString();
}

TEST(CatalogTableModelTest, PricesShowSourceDateAndProvenanceTooltip)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    const int row = seededPriceRow(model);
    ASSERT_GE(row, 0);
    const auto cell = [&](const char *column, int role = Qt::DisplayRole) {
        return model.data(model.index(row, model.columnOf(QString::fromLatin1(column))), role);
    };
    EXPECT_EQ(cell("instance_type_id").toString(), QStringLiteral("p5.48xlarge (AWS)"));
    EXPECT_EQ(cell("hourly_usd").toString(), QStringLiteral("$38.06"));
    EXPECT_EQ(cell("hourly_usd", Qt::EditRole).toString(), QStringLiteral("38.06"));
    EXPECT_TRUE(cell("source_id").toString().startsWith(QStringLiteral("Amazon AI Chips")));
    EXPECT_EQ(cell(db::kSourceDateColumn).toString(), QStringLiteral("2026-06-19"));
    EXPECT_EQ(cell(db::kVendorClaimColumn).toString(), QString());
    const QString tip = cell("hourly_usd", Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("Source: Amazon AI Chips"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("Published: 2026-06-19"))) << tip;
    EXPECT_TRUE(tip.contains(QStringLiteral("Price observed: "))) << tip;
    EXPECT_FALSE(cell("hourly_usd", Qt::FontRole).value<QFont>().italic());
    EXPECT_TRUE(model.flags(model.index(row, model.columnOf(kHourly))) & Qt::ItemIsEditable);
    EXPECT_FALSE(model.flags(model.index(row, model.columnOf(db::kVendorClaimColumn))) &
                 Qt::ItemIsEditable);
}

// Seed 000's trn1.32xlarge price comes from an undated article: its stored observed date
// is the seed data's stand-in, so the table says "undated" instead of showing it as a
// fact, and the tooltip says which date it counts as and why. A dated source's price
// keeps its date.
TEST(CatalogTableModelTest, AnUndatedSeedPriceShowsNoObservedDate)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    const int hourly = model.columnOf(kHourly);
    const int observed = model.columnOf(QStringLiteral("observed_date"));
    const int source = model.columnOf(QStringLiteral("source_id"));
    int undated = -1;
    for (int row = 0; row < model.rowCount() && undated < 0; ++row) {
        if (model.data(model.index(row, hourly), CatalogTableModel::SortRole).toDouble() == 21.50 &&
            model.index(row, source)
                .data()
                .toString()
                .startsWith(QStringLiteral("AWS Trainium vs")))
            undated = row;
    }
    ASSERT_GE(undated, 0);
    EXPECT_EQ(model.index(undated, observed).data().toString(), QStringLiteral("undated"));
    EXPECT_TRUE(model.index(undated, observed).data(Qt::FontRole).value<QFont>().italic());
    // Editing still starts from what is stored.
    EXPECT_EQ(model.index(undated, observed).data(Qt::EditRole).toString(),
              QStringLiteral("2026-01-01"));
    const QString tip = model.index(undated, hourly).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("Price observed: undated"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("2026-01-01"))) << tip.toStdString();

    const int dated = seededPriceRow(model);
    ASSERT_GE(dated, 0);
    EXPECT_NE(model.index(dated, observed).data().toString(), QStringLiteral("undated"));
}

TEST(CatalogTableModelTest, VendorClaimsAreMarkedInItalicsWithAColumnAndTooltip)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::Benchmarks);
    const int flag = model.columnOf(QString::fromLatin1(db::kVendorClaimColumn));
    const int provenance = model.columnOf(QStringLiteral("provenance"));
    int claims = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const bool claim =
            model.data(model.index(row, 0), CatalogTableModel::VendorClaimRole).toBool();
        if (model.data(model.index(row, provenance)).toString() == QLatin1String("vendor_claim")) {
            EXPECT_TRUE(claim) << row;
        }
        EXPECT_EQ(model.data(model.index(row, flag)).toString(),
                  claim ? QStringLiteral("Vendor claim") : QString());
        EXPECT_EQ(model.data(model.index(row, 0), Qt::FontRole).value<QFont>().italic(), claim);
        EXPECT_EQ(model.data(model.index(row, 0), Qt::ToolTipRole)
                      .toString()
                      .contains(QStringLiteral("Vendor claim:")),
                  claim);
        claims += claim ? 1 : 0;
    }
    EXPECT_GT(claims, 0);
}

TEST(CatalogTableModelTest, AValidEditIsStoredAndAnnounced)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    QSignalSpy edited(&model, &CatalogTableModel::catalogEdited);
    QSignalSpy rejected(&model, &CatalogTableModel::editRejected);
    const int row = seededPriceRow(model);
    ASSERT_GE(row, 0);
    const QModelIndex cell = model.index(row, model.columnOf(kHourly));
    EXPECT_TRUE(model.setData(cell, QStringLiteral("40.125")));
    EXPECT_EQ(model.data(cell).toString(), QStringLiteral("$40.125"));
    EXPECT_EQ(edited.count(), 1);
    EXPECT_EQ(rejected.count(), 0);
    const auto stored = seeded.editor->row(CatalogTable::PriceObservations, model.rowId(row));
    ASSERT_TRUE(stored.ok());
    EXPECT_EQ(stored.value().values[model.columnOf(kHourly)].toDouble(), 40.125);
}

TEST(CatalogTableModelTest, AnInvalidEditIsRefusedWithTheMessageAndTheCellKept)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    QSignalSpy edited(&model, &CatalogTableModel::catalogEdited);
    QSignalSpy rejected(&model, &CatalogTableModel::editRejected);
    const int row = seededPriceRow(model);
    const QModelIndex cell = model.index(row, model.columnOf(kHourly));
    EXPECT_FALSE(model.setData(cell, QStringLiteral("-1")));
    ASSERT_EQ(rejected.count(), 1);
    const QString message = rejected.front().front().toString();
    EXPECT_TRUE(message.contains(QStringLiteral("USD per hour"))) << message;
    EXPECT_TRUE(message.contains(QStringLiteral("\"-1\""))) << message;
    EXPECT_EQ(model.data(cell, Qt::EditRole).toString(), QStringLiteral("38.06"));
    EXPECT_EQ(edited.count(), 0);
}

TEST(CatalogTableModelTest, DeletingACitedSourceIsRefused)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::Sources);
    QSignalSpy rejected(&model, &CatalogTableModel::editRejected);
    const int rows = model.rowCount();
    EXPECT_FALSE(model.removeRows(0, 1));
    EXPECT_EQ(model.rowCount(), rows);
    ASSERT_EQ(rejected.count(), 1);
    EXPECT_TRUE(rejected.front().front().toString().contains(QStringLiteral("refer to it")));
    // A new source nobody cites can go again.
    const int added = model.addRow();
    ASSERT_GE(added, 0);
    EXPECT_EQ(model.rowCount(), rows + 1);
    EXPECT_TRUE(model.removeRows(added, 1));
    EXPECT_EQ(model.rowCount(), rows);
}

TEST(CatalogTablePageTest, TheFilterMatchesAnyColumnIgnoringCase)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    CatalogTablePage page(&model);
    QSortFilterProxyModel *proxy = page.proxy();
    EXPECT_EQ(proxy->rowCount(), model.rowCount());
    // The database filters: the model itself holds only the matching rows.
    const int unfiltered = model.rowCount();
    page.filterEdit()->setText(QStringLiteral("P5.48XLARGE"));
    EXPECT_GT(proxy->rowCount(), 0);
    EXPECT_LT(proxy->rowCount(), unfiltered);
    EXPECT_EQ(model.filterText(), QStringLiteral("P5.48XLARGE"));
    const int instance = model.columnOf(QStringLiteral("instance_type_id"));
    for (int row = 0; row < proxy->rowCount(); ++row) {
        bool matches = false;
        for (int column = 0; column < proxy->columnCount(); ++column)
            matches = matches || proxy->index(row, column)
                                     .data()
                                     .toString()
                                     .contains(QStringLiteral("p5.48xlarge"), Qt::CaseInsensitive);
        EXPECT_TRUE(matches) << proxy->index(row, instance).data().toString();
    }
    // A source title matches too: the filter covers every column.
    page.filterEdit()->setText(QStringLiteral("amazon ai chips"));
    EXPECT_EQ(proxy->rowCount(), 4); // seed 003 prices trn1 twice, p5 and inf2
    page.filterEdit()->clear();
    EXPECT_EQ(proxy->rowCount(), unfiltered);
}

TEST(CatalogTablePageTest, SortingByAPriceOrdersNumerically)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    CatalogTablePage page(&model);
    const int hourly = model.columnOf(kHourly);
    page.view()->sortByColumn(hourly, Qt::AscendingOrder);
    QSortFilterProxyModel *proxy = page.proxy();
    double previous = -1.0;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const double value = proxy->index(row, hourly).data(CatalogTableModel::SortRole).toDouble();
        EXPECT_LE(previous, value) << row;
        previous = value;
    }
    page.view()->sortByColumn(hourly, Qt::DescendingOrder);
    EXPECT_EQ(proxy->index(0, hourly).data(CatalogTableModel::SortRole).toDouble(), previous);
    // Numeric, not text, order: "98.32" sorts above "120" only as text.
    EXPECT_GE(proxy->index(0, hourly).data(CatalogTableModel::SortRole).toDouble(), 98.32);
}

TEST(CatalogEditorDialogTest, EditsAnnounceCatalogChangedAndRefusalsShowTheMessage)
{
    SeededCatalog seeded;
    CatalogEditorDialog dialog(seeded.catalog.get());
    EXPECT_FALSE(dialog.isModal());
    QSignalSpy changed(&dialog, &CatalogEditorDialog::catalogChanged);
    CatalogTablePage *prices = dialog.page(CatalogTable::PriceObservations);
    ASSERT_NE(prices, nullptr);
    CatalogTableModel *model = prices->model();
    const int row = seededPriceRow(*model);
    const QModelIndex cell = model->index(row, model->columnOf(kHourly));

    EXPECT_FALSE(model->setData(cell, QStringLiteral("free")));
    EXPECT_TRUE(dialog.message().contains(QStringLiteral("\"free\""))) << dialog.message();
    EXPECT_EQ(changed.count(), 0);

    EXPECT_TRUE(model->setData(cell, QStringLiteral("37.5")));
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(dialog.message(), QString());

    // Renaming a source in its tab shows at once in the prices tab that cites it.
    const int sourceColumn = model->columnOf(QString::fromLatin1(db::schema::kSourceId));
    const QString oldTitle = model->data(model->index(row, sourceColumn)).toString();
    CatalogTableModel *sources = dialog.page(CatalogTable::Sources)->model();
    const int titleColumn = sources->columnOf(QStringLiteral("title"));
    int source = -1;
    for (int r = 0; r < sources->rowCount(); ++r) {
        if (sources->data(sources->index(r, titleColumn)).toString() == oldTitle)
            source = r;
    }
    ASSERT_GE(source, 0);
    EXPECT_TRUE(sources->setData(sources->index(source, titleColumn), QStringLiteral("Renamed")));
    EXPECT_EQ(changed.count(), 2);
    // Rows stay in catalog (id) order across the refresh.
    EXPECT_EQ(model->data(model->index(row, sourceColumn)).toString(), QStringLiteral("Renamed"));
}

TEST(CatalogEditorDialogTest, CtrlFFocusesTheFilterOfTheCurrentTab)
{
    SeededCatalog seeded;
    CatalogEditorDialog dialog(seeded.catalog.get());
    dialog.showTable(CatalogTable::Benchmarks);
    dialog.show();
    dialog.activateWindow();
    QApplication::processEvents();
    auto *shortcut = dialog.findChild<QShortcut *>();
    ASSERT_NE(shortcut, nullptr);
    EXPECT_EQ(shortcut->key(), QKeySequence(QKeySequence::Find));
    Q_EMIT shortcut->activated();
    QApplication::processEvents();
    EXPECT_EQ(QApplication::focusWidget(), dialog.page(CatalogTable::Benchmarks)->filterEdit());
}

TEST(CatalogEditorDialogTest, RendersThePricesTab)
{
    SeededCatalog seeded;
    CatalogEditorDialog dialog(seeded.catalog.get());
    dialog.resize(1100, 600);
    dialog.showTable(CatalogTable::PriceObservations);
    dialog.show();
    QApplication::processEvents();
    const QString out = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    const QImage image = dialog.grab().toImage();
    EXPECT_EQ(image.width(), 1100);
    if (!out.isEmpty()) {
        image.save(out + QStringLiteral("/catalog-prices.png"));
        dialog.showTable(CatalogTable::Benchmarks);
        QApplication::processEvents();
        dialog.grab().save(out + QStringLiteral("/catalog-benchmarks.png"));
    }
}

} // namespace
} // namespace acceldecide::ui

namespace acceldecide::ui {
namespace {

// Purchase models read as words, as the options table and the report name them; the
// stored value (what is edited and sorted) stays core's name.
TEST(CatalogTableModelTest, PurchaseModelsReadAsWords)
{
    SeededCatalog seeded;
    CatalogTableModel model(seeded.editor.get(), CatalogTable::PriceObservations);
    const int column =
        model.columnOf(QString::fromLatin1(db::schema::priceObservations::kPurchaseModel));
    ASSERT_GE(column, 0);
    const int row = seededPriceRow(model);
    ASSERT_GE(row, 0);
    EXPECT_EQ(model.index(row, column).data(Qt::DisplayRole).toString(),
              QStringLiteral("On-demand"));
    EXPECT_EQ(model.index(row, column).data(Qt::EditRole).toString(), QStringLiteral("on_demand"));
    const QStringList labels =
        model.index(row, column).data(CatalogTableModel::ChoiceLabelsRole).toStringList();
    EXPECT_TRUE(labels.contains(QStringLiteral("On-demand"))) << labels.join(", ").toStdString();
    EXPECT_FALSE(labels.contains(QStringLiteral("on_demand")));
}

} // namespace
} // namespace acceldecide::ui
