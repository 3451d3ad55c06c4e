#include "ui/models/RowHistoryModel.h"

#include <QJsonObject>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::ui;

TEST(RowHistoryModel, ShowsEachVersionNewestFirstWithWhoWhenAndWhatChanged)
{
    RowHistoryModel model;
    db::HistoryEntry changed{2,
                             QStringLiteral("update"),
                             QStringLiteral("bob"),
                             QStringLiteral("2026-11-25T10:00:00Z"),
                             {QStringLiteral("hourly_usd"), QStringLiteral("observed_date")},
                             QJsonObject{{QStringLiteral("hourly_usd"), 41.5}}};
    db::HistoryEntry first{1,  QStringLiteral("baseline"),
                           {}, QStringLiteral("2026-01-01T00:00:00Z"),
                           {}, QJsonObject{{QStringLiteral("hourly_usd"), 40.0}}};
    model.setEntries({changed, first});
    ASSERT_EQ(model.rowCount(), 2);
    ASSERT_EQ(model.columnCount(), int(RowHistoryModel::ColumnCount));
    EXPECT_EQ(model.index(0, RowHistoryModel::VersionColumn).data().toLongLong(), 2);
    EXPECT_EQ(model.index(0, RowHistoryModel::WhoColumn).data().toString(), QStringLiteral("bob"));
    EXPECT_EQ(model.index(0, RowHistoryModel::WhenColumn).data().toString(),
              QStringLiteral("2026-11-25T10:00:00Z"));
    EXPECT_EQ(model.index(0, RowHistoryModel::ActionColumn).data().toString(),
              QStringLiteral("Changed"));
    EXPECT_EQ(model.index(0, RowHistoryModel::ChangesColumn).data().toString(),
              QStringLiteral("hourly_usd, observed_date"));
    EXPECT_TRUE(model.index(0, RowHistoryModel::ChangesColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("hourly_usd: 41.5")));
    EXPECT_EQ(model.index(1, RowHistoryModel::WhoColumn).data().toString(),
              QStringLiteral("(not recorded)"));
    EXPECT_EQ(model.index(1, RowHistoryModel::ChangesColumn).data().toString(),
              QStringLiteral("(as it was before its first recorded change)"));
    EXPECT_EQ(model.headerData(RowHistoryModel::WhoColumn, Qt::Horizontal).toString(),
              QStringLiteral("Who"));
}
