// Live updates: a colleague's new price reaches an open client within a second, without
// polling, on a server; a file keeps today's behaviour (no notifications).
#include "database/connection/CatalogNotifier.h"
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/catalog/CatalogEditor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

class CatalogNotifierTest : public BackendTest
{};

TEST_P(CatalogNotifierTest, AnotherClientsNewPriceIsHeardWithinASecond)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    auto mine = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(mine.ok()) << mine.error().toString().toStdString();
    auto theirs = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(theirs.ok()) << theirs.error().toString().toStdString();

    CatalogNotifier notifier(*mine.value());
    EXPECT_EQ(notifier.isListening(), onPostgreSql());
    QStringList heard;
    QObject::connect(&notifier, &CatalogNotifier::catalogChanged,
                     [&heard](const QString &table) { heard << table; });

    // My own write is not news.
    CatalogEditor myEditor(*mine.value());
    auto values = myEditor.defaultValues(CatalogTable::PriceObservations);
    ASSERT_TRUE(values.ok());
    ASSERT_TRUE(myEditor.insertRow(CatalogTable::PriceObservations, values.value()).ok());

    CatalogEditor editor(*theirs.value());
    values.value().insert(QStringLiteral("region"), QStringLiteral("eu-west-1"));
    const auto added = editor.insertRow(CatalogTable::PriceObservations, values.value());
    ASSERT_TRUE(added.ok()) << added.error().toString().toStdString();
    QElapsedTimer timer;
    timer.start();
    while (heard.isEmpty() && timer.elapsed() < 1000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    if (onPostgreSql()) {
        EXPECT_EQ(heard, QStringList{QStringLiteral("price_observations")});
        EXPECT_LT(timer.elapsed(), 1000);
    } else {
        EXPECT_TRUE(heard.isEmpty());
    }
}

ACCELDECIDE_ON_EVERY_BACKEND(CatalogNotifierTest);

} // namespace
