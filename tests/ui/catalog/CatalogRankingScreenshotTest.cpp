// A picture of the catalog editor's Prices tab on the shipped catalog, for review: the
// trn3.48xlarge price scenarios use, with its tooltip (why it won, what it beat) drawn
// beside it. Runs only when ACCELDECIDE_SCREENSHOT_DIR names where to write it, e.g.
//   ACCELDECIDE_SCREENSHOT_DIR=/tmp/shots QT_QPA_PLATFORM=offscreen
//   ui_tests --gtest_filter='CatalogRankingScreenshot*'

#include "ui/catalog/CatalogEditorDialog.h"
#include "ui/catalog/CatalogTableModel.h"
#include "ui/catalog/CatalogTablePage.h"

#include "database/connection/CatalogDatabase.h"
#include "database/schema/CatalogSchema.h"

#include <QDir>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(CatalogRankingScreenshot, TheUsedTrn3PriceAndItsTooltip)
{
    const QString target = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (target.isEmpty())
        GTEST_SKIP() << "set ACCELDECIDE_SCREENSHOT_DIR to write the picture";
    QDir().mkpath(target);
    QTemporaryDir dir;
    auto opened = db::CatalogDatabase::open(dir.filePath(QStringLiteral("catalog.sqlite")));
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    CatalogEditorDialog dialog(opened.value().get());
    dialog.resize(1400, 700);
    dialog.showTable(db::CatalogTable::PriceObservations);
    dialog.show();
    CatalogTablePage *page = dialog.page(db::CatalogTable::PriceObservations);
    ASSERT_NE(page, nullptr);
    CatalogTableModel *model = page->model();
    const int hourly =
        model->columnOf(QString::fromLatin1(db::schema::priceObservations::kHourlyUsd));
    int used = -1;
    for (int row = 0; row < model->rowCount() && used < 0; ++row) {
        const QModelIndex cell = model->index(row, hourly);
        if (cell.data().toString() == QStringLiteral("$47.50") &&
            cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("$230.40")))
            used = row;
    }
    ASSERT_GE(used, 0);
    QTableView *view = page->view();
    const QModelIndex shown = view->model()->index(used, hourly);
    view->scrollTo(shown, QAbstractItemView::PositionAtTop);
    view->setCurrentIndex(shown);
    QTest::qWait(50);

    // The tooltip as the view would show it, drawn under the hovered cell.
    QLabel tip(model->index(used, hourly).data(Qt::ToolTipRole).toString());
    tip.setWordWrap(true);
    tip.setFixedWidth(900);
    tip.setStyleSheet(
        QStringLiteral("QLabel { background: #ffffdc; border: 1px solid #767676; padding: 4px; }"));
    tip.adjustSize();
    QPixmap shot = dialog.grab();
    QPainter painter(&shot);
    const QRect cell = view->visualRect(shown);
    const QPoint at = view->viewport()->mapTo(&dialog, cell.bottomLeft() + QPoint(12, 8));
    painter.drawPixmap(at, tip.grab());
    painter.end();
    EXPECT_TRUE(shot.save(QDir(target).filePath(QStringLiteral("catalog-trn3-ranking.png"))));
}

} // namespace
} // namespace acceldecide::ui
