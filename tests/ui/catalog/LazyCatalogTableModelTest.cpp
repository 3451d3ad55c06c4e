// The prices table read a page at a time, on both backends: after every page is fetched
// it holds the rows the editor's full read has, in the order the whole-table model
// showed them (catalog order, disputed prices gathered with the used one first); sorting
// and filtering are the database's; only fetched rows can be edited.

#include "ui/catalog/CatalogTableModel.h"

#include "BackendTest.h"
#include "GeneratedPrices.h"

#include "database/catalog/CatalogEditor.h"
#include "database/pricing/SourceStanding.h"
#include "database/schema/CatalogSchema.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <algorithm>

namespace acceldecide::ui {
namespace {

using db::CatalogTable;

constexpr int kGenerated = 2500;
constexpr int kPage = 40;

class LazyPrices : public db::test::BackendTest
{
protected:
    void SetUp() override
    {
        const QString location = newLocation();
        ASSERT_FALSE(location.isEmpty());
        auto opened = db::CatalogDatabase::open(location, db::CatalogDatabase::Seeding::Load);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        const QString error = db::test::insertGeneratedPrices(m_catalog->connection(), kGenerated);
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
        m_editor = std::make_unique<db::CatalogEditor>(*m_catalog);
        m_model =
            std::make_unique<CatalogTableModel>(m_editor.get(), CatalogTable::PriceObservations);
        m_model->setPageSize(kPage);
        m_model->refresh();
    }

    void fetchAll()
    {
        while (m_model->canFetchMore({}))
            m_model->fetchMore({});
    }

    std::vector<qint64> shownIds() const
    {
        std::vector<qint64> ids;
        for (int row = 0; row < m_model->rowCount(); ++row)
            ids.push_back(m_model->rowId(row));
        return ids;
    }

    // The order the whole-table model showed: catalog (id) order, except that the
    // observations of a price the sources disagree on sit where the first of them is,
    // the one the engine uses first and the others as it ranks them: by their source's
    // standing, then newest first.
    std::vector<qint64> wholeTableOrder() const
    {
        auto rows = m_editor->rows(CatalogTable::PriceObservations);
        auto standings = m_editor->priceStandings();
        EXPECT_TRUE(rows.ok() && standings.ok());
        const int observed = m_model->columnOf(QStringLiteral("observed_date"));
        QHash<qint64, std::size_t> anchor;
        std::vector<std::pair<std::size_t, int>> keys(rows.value().size());
        for (std::size_t i = 0; i < rows.value().size(); ++i) {
            const auto found = standings.value().constFind(rows.value()[i].id);
            if (found == standings.value().constEnd()) {
                keys[i] = {i, 0};
                continue;
            }
            const std::size_t first = anchor.value(found->usedId, i);
            anchor.insert(found->usedId, first);
            keys[i] = {first, found->kind == db::PriceStanding::Kind::Used ? 0 : 1};
        }
        std::vector<std::size_t> order(rows.value().size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        const auto &all = rows.value();
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            if (keys[a] != keys[b])
                return keys[a] < keys[b];
            const int rankA = db::SourceStanding::rank(all[a].provenance.sourceStanding);
            const int rankB = db::SourceStanding::rank(all[b].provenance.sourceStanding);
            if (rankA != rankB)
                return rankA < rankB;
            return all[a].values[observed].toString() > all[b].values[observed].toString();
        });
        std::vector<qint64> ids;
        for (const std::size_t i : order)
            ids.push_back(all[i].id);
        return ids;
    }

    std::unique_ptr<db::CatalogDatabase> m_catalog;
    std::unique_ptr<db::CatalogEditor> m_editor;
    std::unique_ptr<CatalogTableModel> m_model;
};

TEST_P(LazyPrices, OpensWithAPageAndEndsWithTheWholeTableInItsOrder)
{
    EXPECT_GE(m_model->rowCount(), kPage);
    EXPECT_LT(m_model->rowCount(), kGenerated);
    EXPECT_TRUE(m_model->canFetchMore({}));
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    fetchAll();
    EXPECT_GT(inserted.count(), kGenerated / kPage / 2);
    const std::vector<qint64> expected = wholeTableOrder();
    EXPECT_EQ(shownIds(), expected);
    // Every disputed price is marked, as in the whole-table model.
    const auto standings = m_editor->priceStandings();
    ASSERT_TRUE(standings.ok());
    ASSERT_FALSE(standings.value().isEmpty());
    int marked = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        marked += m_model->index(row, 0).data(CatalogTableModel::StandingRole).isNull() ? 0 : 1;
    EXPECT_EQ(marked, standings.value().size());
}

TEST_P(LazyPrices, SortingIsTheDatabasesOverEveryRow)
{
    const int hourly = m_model->columnOf(QStringLiteral("hourly_usd"));
    const int term = m_model->columnOf(QStringLiteral("term_months"));
    for (const int column : {hourly, term}) {
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            m_model->sort(column, order);
            EXPECT_EQ(m_model->rowCount(), kPage);
            db::CatalogPageRequest request;
            request.sortColumn = column;
            request.descending = order == Qt::DescendingOrder;
            request.limit = 1'000'000;
            const auto full = m_editor->page(CatalogTable::PriceObservations, request);
            ASSERT_TRUE(full.ok());
            fetchAll();
            std::vector<qint64> ids;
            for (const db::CatalogRow &row : full.value())
                ids.push_back(row.id);
            EXPECT_EQ(shownIds(), ids) << column << order;
        }
    }
    // The first page of a descending sort starts at the table's largest price.
    m_model->sort(hourly, Qt::DescendingOrder);
    const auto all = m_editor->rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(all.ok());
    double largest = 0.0;
    for (const db::CatalogRow &row : all.value())
        largest = std::max(largest, row.values[hourly].toDouble());
    EXPECT_EQ(m_model->index(0, hourly).data(CatalogTableModel::SortRole).toDouble(), largest);
    m_model->sort(-1);
    fetchAll();
    EXPECT_EQ(shownIds(), wholeTableOrder());
}

TEST_P(LazyPrices, TheFilterIsTheDatabasesOverEveryRow)
{
    const int region = m_model->columnOf(QStringLiteral("region"));
    m_model->setFilterText(QStringLiteral("EU-WEST-1"));
    fetchAll();
    const auto all = m_editor->rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(all.ok());
    std::vector<qint64> expected;
    for (const db::CatalogRow &row : all.value()) {
        if (row.values[region].toString() == QLatin1String("eu-west-1"))
            expected.push_back(row.id);
    }
    ASSERT_GT(expected.size(), std::size_t(kPage));
    EXPECT_EQ(shownIds(), expected);
    // A purchase model matches as the table shows it ("On-demand"), not only as stored.
    m_model->setFilterText(QStringLiteral("on-demand"));
    ASSERT_GT(m_model->rowCount(), 0);
    fetchAll();
    const int model = m_model->columnOf(QStringLiteral("purchase_model"));
    const int quote = m_model->columnOf(QStringLiteral("quote"));
    int onDemand = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row, model).data(Qt::EditRole).toString() == "on_demand")
            ++onDemand;
        else // a seed's quote may say it
            EXPECT_TRUE(m_model->index(row, quote)
                            .data(Qt::EditRole)
                            .toString()
                            .contains(QStringLiteral("on-demand"), Qt::CaseInsensitive));
    }
    EXPECT_GE(onDemand, kGenerated / 2);
    m_model->setFilterText({});
    fetchAll();
    EXPECT_EQ(shownIds(), wholeTableOrder());
}

TEST_P(LazyPrices, OnlyFetchedRowsAreEditedAndAnEditCanBeTakenBack)
{
    const int hourly = m_model->columnOf(QStringLiteral("hourly_usd"));
    const int fetched = m_model->rowCount();
    // A row not yet read has no index: there is nothing to edit.
    const QModelIndex beyond = m_model->index(fetched + 5, hourly);
    EXPECT_FALSE(beyond.isValid());
    EXPECT_FALSE(m_model->setData(beyond, QStringLiteral("1.5")));
    EXPECT_FALSE(m_model->flags(beyond) & Qt::ItemIsEditable);
    const auto all = m_editor->rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(all.ok());
    EXPECT_EQ(m_model->rowOf(all.value().back().id), -1);

    // A fetched row is edited, and editing it back restores what was stored; both
    // versions are in its history.
    const int row = fetched - 1;
    const qint64 id = m_model->rowId(row);
    const QString before = m_model->index(row, hourly).data(Qt::EditRole).toString();
    ASSERT_TRUE(m_model->setData(m_model->index(row, hourly), QStringLiteral("123.25")));
    EXPECT_EQ(m_model->rowId(row), id);
    EXPECT_EQ(m_model->index(row, hourly).data().toString(), QStringLiteral("$123.25"));
    ASSERT_TRUE(m_model->setData(m_model->index(row, hourly), before));
    const auto stored = m_editor->row(CatalogTable::PriceObservations, id);
    ASSERT_TRUE(stored.ok());
    EXPECT_EQ(db::catalogValueText(stored.value().values[hourly]), before);
    const auto history = m_model->history(row);
    ASSERT_TRUE(history.ok());
    EXPECT_GE(history.value().size(), 2u);
    // Fetching on after the edit neither repeats nor loses a row.
    fetchAll();
    EXPECT_EQ(shownIds(), wholeTableOrder());
}

ACCELDECIDE_ON_EVERY_BACKEND(LazyPrices);

} // namespace
} // namespace acceldecide::ui
