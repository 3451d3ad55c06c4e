// The catalog editor's pages (CatalogEditor::page) on both backends: read a few rows at a
// time by keyset, they are the rows of one full read in the same order, for catalog
// order, a sort by a number, by a reference's label and by a column with empty cells,
// either way, and under a filter the database applies.

#include "BackendTest.h"
#include "GeneratedPrices.h"

#include "database/catalog/CatalogEditor.h"
#include "database/schema/CatalogSchema.h"

#include <algorithm>

namespace acceldecide::db::test {
namespace {

constexpr int kGenerated = 3000;

class CatalogPages : public BackendTest
{
protected:
    void SetUp() override
    {
        const QString location = newLocation();
        ASSERT_FALSE(location.isEmpty());
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        const QString error = insertGeneratedPrices(m_catalog->connection(), kGenerated);
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
        m_editor = std::make_unique<CatalogEditor>(*m_catalog);
    }

    int column(const char *name) const
    {
        return m_editor->columnIndex(CatalogTable::PriceObservations, QString::fromLatin1(name));
    }

    // Every page of `request` with `limit` rows, concatenated: the ids in order.
    std::vector<qint64> paged(CatalogPageRequest request, int limit) const
    {
        request.limit = limit;
        std::vector<qint64> ids;
        std::optional<CatalogRow> last;
        for (int pages = 0; pages < 10000; ++pages) {
            request.after = last ? &*last : nullptr;
            auto page = m_editor->page(CatalogTable::PriceObservations, request);
            EXPECT_TRUE(page.ok()) << page.error().toString().toStdString();
            if (!page)
                break;
            for (const CatalogRow &row : page.value())
                ids.push_back(row.id);
            if (int(page.value().size()) < limit)
                break;
            last = page.value().back();
        }
        return ids;
    }

    std::unique_ptr<CatalogDatabase> m_catalog;
    std::unique_ptr<CatalogEditor> m_editor;
};

TEST_P(CatalogPages, InCatalogOrderThePagesAreEveryRowByIdOnce)
{
    const auto all = m_editor->rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(all.ok());
    ASSERT_GT(all.value().size(), std::size_t(kGenerated));
    std::vector<qint64> ids;
    for (const CatalogRow &row : all.value())
        ids.push_back(row.id);
    EXPECT_EQ(paged({}, 97), ids);
    // A page reads the same values as the full read.
    CatalogPageRequest first;
    first.limit = 5;
    const auto page = m_editor->page(CatalogTable::PriceObservations, first);
    ASSERT_TRUE(page.ok());
    ASSERT_EQ(page.value().size(), 5u);
    for (std::size_t i = 0; i < 5; ++i) {
        EXPECT_EQ(page.value()[i].values, all.value()[i].values);
        EXPECT_EQ(page.value()[i].labels, all.value()[i].labels);
        EXPECT_EQ(page.value()[i].provenance.sourceTitle, all.value()[i].provenance.sourceTitle);
    }
}

TEST_P(CatalogPages, SortedPagesFollowTheFullSortWithTiesAndEmptyCellsLast)
{
    const auto all = m_editor->rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(all.ok());
    for (const char *name :
         {schema::priceObservations::kHourlyUsd, schema::priceObservations::kTermMonths,
          schema::priceObservations::kInstanceTypeId}) {
        const int sorted = column(name);
        ASSERT_GE(sorted, 0) << name;
        for (const bool descending : {false, true}) {
            CatalogPageRequest request;
            request.sortColumn = sorted;
            request.descending = descending;
            // The full query: one page holding every row.
            const std::vector<qint64> full = paged(request, 1'000'000);
            ASSERT_EQ(full.size(), all.value().size()) << name;
            EXPECT_EQ(paged(request, 64), full) << name << (descending ? " descending" : "");
            // And the order is the one asked for: by value (a reference by its label,
            // ignoring case), empty cells last, ties by id.
            std::vector<CatalogRow> expected = all.value();
            const bool byLabel = std::string(name) == schema::priceObservations::kInstanceTypeId;
            std::stable_sort(expected.begin(), expected.end(), [&](const auto &a, const auto &b) {
                const QVariant &x = a.values[sorted];
                const QVariant &y = b.values[sorted];
                if (x.isNull() != y.isNull())
                    return y.isNull();
                if (x.isNull())
                    return false;
                if (byLabel) {
                    const int order =
                        a.labels[sorted].compare(b.labels[sorted], Qt::CaseInsensitive);
                    return descending ? order > 0 : order < 0;
                }
                return descending ? x.toDouble() > y.toDouble() : x.toDouble() < y.toDouble();
            });
            std::vector<qint64> ids;
            for (const CatalogRow &row : expected)
                ids.push_back(row.id);
            EXPECT_EQ(full, ids) << name << (descending ? " descending" : "");
        }
    }
}

TEST_P(CatalogPages, TheDatabaseFiltersOnAnyColumnIgnoringCase)
{
    const auto all = m_editor->rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(all.ok());
    // A region as stored, and an instance type by its label (not stored in the row).
    for (const QString &filter : {QStringLiteral("EU-WEST"), QStringLiteral("XLARGE (aws")}) {
        CatalogPageRequest request;
        request.filter = filter;
        std::vector<qint64> expected;
        for (const CatalogRow &row : all.value()) {
            bool matches = false;
            for (int c = 0; c < int(row.values.size()); ++c)
                matches = matches ||
                          row.values[c].toString().contains(filter, Qt::CaseInsensitive) ||
                          row.labels[c].contains(filter, Qt::CaseInsensitive) ||
                          row.provenance.sourceTitle.contains(filter, Qt::CaseInsensitive);
            if (matches)
                expected.push_back(row.id);
        }
        ASSERT_FALSE(expected.empty());
        EXPECT_EQ(paged(request, 101), expected) << filter.toStdString();
    }
    // Wildcards are text: "%" matches only a percent sign.
    CatalogPageRequest percent;
    percent.filter = QStringLiteral("%");
    EXPECT_TRUE(paged(percent, 50).size() < all.value().size());
}

ACCELDECIDE_ON_EVERY_BACKEND(CatalogPages);

} // namespace
} // namespace acceldecide::db::test
