#include "database/catalog/CatalogEditor.h"
#include "ImporterTestSupport.h"
#include "database/schema/CatalogSchema.h"

#include <cmath>
#include <limits>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

// Empty when the status is success, so a failed expectation prints the refusal.
std::string problem(const DatabaseStatus &status)
{
    return status ? std::string() : status.error().toString().toStdString();
}

// The seeded p5.48xlarge on-demand price of seed 003 ($38.06): a row every test can find.
struct Fixture
{
    Fixture() : editor(*temp.catalog) {}

    const CatalogRow *priceRow(const std::vector<CatalogRow> &rows, double usd) const
    {
        const int column =
            editor.columnIndex(CatalogTable::PriceObservations,
                               QString::fromLatin1(schema::priceObservations::kHourlyUsd));
        for (const CatalogRow &row : rows) {
            if (row.values[column].toDouble() == usd)
                return &row;
        }
        return nullptr;
    }

    qint64 seededPriceId()
    {
        const auto rows = editor.rows(CatalogTable::PriceObservations);
        EXPECT_TRUE(rows.ok());
        const CatalogRow *row = rows ? priceRow(rows.value(), 38.06) : nullptr;
        EXPECT_NE(row, nullptr);
        return row ? row->id : 0;
    }

    double storedHourly(qint64 id)
    {
        return scalarValue(temp.db(),
                           QStringLiteral("SELECT hourly_usd FROM price_observations WHERE id = %1")
                               .arg(id))
            .toDouble();
    }

    TempCatalog temp{CatalogDatabase::Seeding::Load};
    CatalogEditor editor;
};

const QString kHourly = QString::fromLatin1(schema::priceObservations::kHourlyUsd);
const QString kSourceId = QString::fromLatin1(schema::kSourceId);

} // namespace

TEST(CatalogEditor, ListsEverySeededTableWithIdsAndOneValuePerColumn)
{
    Fixture f;
    const std::pair<CatalogTable, const char *> tables[] = {
        {CatalogTable::PriceObservations, schema::priceObservations::kTable},
        {CatalogTable::InstanceTypes, schema::instanceTypes::kTable},
        {CatalogTable::Accelerators, schema::accelerators::kTable},
        {CatalogTable::AcceleratorSpecs, schema::acceleratorSpecs::kTable},
        {CatalogTable::Benchmarks, schema::benchmarks::kTable},
        {CatalogTable::PortingProfiles, schema::portingProfiles::kTable},
        {CatalogTable::Models, schema::models::kTable},
        {CatalogTable::Measurements, schema::measurements::kTable},
        {CatalogTable::Sources, schema::sources::kTable}};
    EXPECT_EQ(CatalogEditor::tables().size(), std::size(tables));
    for (const auto &[table, name] : tables) {
        const auto rows = f.editor.rows(table);
        ASSERT_TRUE(rows.ok()) << rows.error().toString().toStdString();
        EXPECT_EQ(qint64(rows.value().size()), count(f.temp.db(), name)) << name;
        const std::size_t columns = f.editor.columns(table).size();
        for (const CatalogRow &row : rows.value()) {
            EXPECT_GT(row.id, 0);
            ASSERT_EQ(std::size_t(row.values.size()), columns) << name;
            ASSERT_EQ(std::size_t(row.labels.size()), columns) << name;
        }
    }
}

TEST(CatalogEditor, PricesCarryTheirSourceTitleDateAndVendorClaimFlag)
{
    Fixture f;
    const auto rows = f.editor.rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(rows.ok());
    const CatalogRow *row = f.priceRow(rows.value(), 38.06);
    ASSERT_NE(row, nullptr);
    EXPECT_TRUE(row->shipped);
    EXPECT_TRUE(row->provenance.sourceTitle.startsWith(QStringLiteral("Amazon AI Chips")));
    EXPECT_EQ(row->provenance.publishedDate, QStringLiteral("2026-06-19"));
    EXPECT_EQ(row->provenance.sourceKind, QStringLiteral("independent"));
    EXPECT_FALSE(row->provenance.vendorClaim);
    const int instance =
        f.editor.columnIndex(CatalogTable::PriceObservations, QStringLiteral("instance_type_id"));
    EXPECT_EQ(row->labels[instance], QStringLiteral("p5.48xlarge (AWS)"));
    const int source = f.editor.columnIndex(CatalogTable::PriceObservations, kSourceId);
    EXPECT_EQ(row->labels[source], row->provenance.sourceTitle);
    const int date = f.editor.columnIndex(CatalogTable::PriceObservations,
                                          QString::fromLatin1(kSourceDateColumn));
    EXPECT_EQ(row->values[date].toString(), QStringLiteral("2026-06-19"));
}

TEST(CatalogEditor, VendorClaimsAreFlaggedFromProvenanceOrSourceKind)
{
    Fixture f;
    const auto rows = f.editor.rows(CatalogTable::Benchmarks);
    ASSERT_TRUE(rows.ok());
    const int provenance =
        f.editor.columnIndex(CatalogTable::Benchmarks, QStringLiteral("provenance"));
    const int flag =
        f.editor.columnIndex(CatalogTable::Benchmarks, QString::fromLatin1(kVendorClaimColumn));
    int claims = 0;
    for (const CatalogRow &row : rows.value()) {
        const bool expected = row.values[provenance].toString() == QLatin1String("vendor_claim") ||
                              row.provenance.sourceKind == QLatin1String("vendor_claim");
        EXPECT_EQ(row.provenance.vendorClaim, expected) << row.id;
        EXPECT_EQ(row.values[flag].toBool(), expected) << row.id;
        claims += expected ? 1 : 0;
    }
    EXPECT_GT(claims, 0);
    EXPECT_LT(claims, int(rows.value().size()));
}

TEST(CatalogEditor, AValidPriceRoundTrips)
{
    Fixture f;
    const qint64 id = f.seededPriceId();
    ASSERT_EQ(problem(f.editor.updateCell(CatalogTable::PriceObservations, id, kHourly, 41.25)),
              "");
    EXPECT_EQ(f.storedHourly(id), 41.25);
    // Text, as a line edit gives it, is parsed the way the CSV importer parses it.
    ASSERT_EQ(problem(f.editor.updateCell(CatalogTable::PriceObservations, id, kHourly,
                                          QStringLiteral(" 39.5 "))),
              "");
    const auto row = f.editor.row(CatalogTable::PriceObservations, id);
    ASSERT_TRUE(row.ok());
    EXPECT_EQ(row.value()
                  .values[f.editor.columnIndex(CatalogTable::PriceObservations, kHourly)]
                  .toDouble(),
              39.5);
}

struct BadPrice
{
    QVariant value;
    const char *shownAs;
};

class CatalogEditorBadPrice : public ::testing::TestWithParam<BadPrice>
{};

TEST_P(CatalogEditorBadPrice, IsRefusedNamingFieldAndValueAndLeavesTheRow)
{
    Fixture f;
    const qint64 id = f.seededPriceId();
    const DatabaseStatus status =
        f.editor.updateCell(CatalogTable::PriceObservations, id, kHourly, GetParam().value);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().field, kHourly);
    EXPECT_EQ(status.error().table, QStringLiteral("price_observations"));
    EXPECT_TRUE(status.error().message.contains(QStringLiteral("USD per hour")))
        << status.error().message.toStdString();
    EXPECT_TRUE(status.error().message.contains(QString::fromUtf8(GetParam().shownAs)))
        << status.error().message.toStdString();
    EXPECT_EQ(f.storedHourly(id), 38.06);
}

INSTANTIATE_TEST_SUITE_P(
    Values, CatalogEditorBadPrice,
    ::testing::Values(BadPrice{QVariant(-3.5), "\"-3.5\""},
                      BadPrice{QVariant(std::numeric_limits<double>::quiet_NaN()), "\"nan\""},
                      BadPrice{QVariant(std::numeric_limits<double>::infinity()), "\"inf\""},
                      BadPrice{QVariant(QStringLiteral("cheap")), "\"cheap\""},
                      BadPrice{QVariant(QStringLiteral("12,50")), "\"12,50\""},
                      BadPrice{QVariant(QString()), "must not be empty"}));

TEST(CatalogEditor, AnUnknownSourceIsRefused)
{
    Fixture f;
    const qint64 id = f.seededPriceId();
    const qint64 before =
        scalarValue(
            f.temp.db(),
            QStringLiteral("SELECT source_id FROM price_observations WHERE id = %1").arg(id))
            .toLongLong();
    const DatabaseStatus byId =
        f.editor.updateCell(CatalogTable::PriceObservations, id, kSourceId, 99999);
    ASSERT_FALSE(byId.ok());
    EXPECT_EQ(byId.error().field, kSourceId);
    EXPECT_TRUE(byId.error().message.contains(QStringLiteral("\"99999\"")))
        << byId.error().message.toStdString();
    EXPECT_TRUE(byId.error().message.contains(QStringLiteral("sources")));
    const DatabaseStatus byName = f.editor.updateCell(CatalogTable::PriceObservations, id,
                                                      kSourceId, QStringLiteral("No such blog"));
    ASSERT_FALSE(byName.ok());
    EXPECT_TRUE(byName.error().message.contains(QStringLiteral("\"No such blog\"")));
    EXPECT_EQ(scalarValue(
                  f.temp.db(),
                  QStringLiteral("SELECT source_id FROM price_observations WHERE id = %1").arg(id))
                  .toLongLong(),
              before);
}

TEST(CatalogEditor, AReferenceMayBeGivenByItsLabel)
{
    Fixture f;
    const qint64 id = f.seededPriceId();
    const QString instance = QStringLiteral("instance_type_id");
    ASSERT_EQ(problem(f.editor.updateCell(CatalogTable::PriceObservations, id, instance,
                                          QStringLiteral("p5e.48xlarge (AWS)"))),
              "");
    const QString instanceName =
        QStringLiteral("SELECT i.name FROM price_observations p JOIN instance_types i ON i.id = "
                       "p.instance_type_id WHERE p.id = %1")
            .arg(id);
    EXPECT_EQ(scalarValue(f.temp.db(), instanceName).toString(), QStringLiteral("p5e.48xlarge"));
    // The same source already prices trn1.32xlarge on demand that day: a second row
    // with the same identity is refused by name, and the row keeps its instance type.
    const DatabaseStatus duplicate = f.editor.updateCell(
        CatalogTable::PriceObservations, id, instance, QStringLiteral("trn1.32xlarge (AWS)"));
    ASSERT_FALSE(duplicate.ok());
    EXPECT_TRUE(duplicate.error().message.contains(QStringLiteral("\"trn1.32xlarge (AWS)\"")))
        << problem(duplicate);
    EXPECT_TRUE(duplicate.error().message.contains(QStringLiteral("duplicate")));
    EXPECT_EQ(scalarValue(f.temp.db(), instanceName).toString(), QStringLiteral("p5e.48xlarge"));
}

TEST(CatalogEditor, ChoicesDatesAndRangesAreChecked)
{
    Fixture f;
    const qint64 id = f.seededPriceId();
    const auto refused = [&](const char *column, const QVariant &value) {
        const DatabaseStatus status = f.editor.updateCell(CatalogTable::PriceObservations, id,
                                                          QString::fromLatin1(column), value);
        return status ? QStringLiteral("<accepted>") : status.error().message;
    };
    EXPECT_TRUE(refused("purchase_model", QStringLiteral("monthly")).contains("on_demand"));
    EXPECT_TRUE(refused("observed_date", QStringLiteral("2026-13-01")).contains("YYYY-MM-DD"));
    EXPECT_TRUE(refused("term_months", QStringLiteral("12.5")).contains("whole number"));
    EXPECT_TRUE(refused("term_months", 0).contains("greater than 0"));
    EXPECT_TRUE(refused(kVendorClaimColumn, true).contains("cannot be edited"));
    EXPECT_EQ(refused("purchase_model", QStringLiteral("spot")), QStringLiteral("<accepted>"));
    EXPECT_EQ(refused("purchase_model", QStringLiteral("capacity_block")),
              QStringLiteral("<accepted>"));
    // The class column holds a savings plan's plan type as well as a reservation's class.
    EXPECT_EQ(refused("offering_class", QStringLiteral("ec2_instance")),
              QStringLiteral("<accepted>"));
    EXPECT_TRUE(refused("offering_class", QStringLiteral("regional")).contains("compute"));
}

TEST(CatalogEditor, PortingWeeksMustStayInOrder)
{
    Fixture f;
    const auto inserted =
        f.editor.insertRow(CatalogTable::PortingProfiles,
                           {{QStringLiteral("scenario"), QStringLiteral("Custom CUDA kernels")},
                            {QStringLiteral("weeks_low"), 2.0},
                            {QStringLiteral("weeks_high"), 6.0},
                            {kSourceId, 1}});
    ASSERT_TRUE(inserted.ok()) << inserted.error().toString().toStdString();
    const DatabaseStatus status = f.editor.updateCell(
        CatalogTable::PortingProfiles, inserted.value(), QStringLiteral("weeks_low"), 8);
    ASSERT_FALSE(status.ok());
    EXPECT_TRUE(status.error().message.contains(QStringLiteral("\"8\"")));
    EXPECT_EQ(problem(f.editor.updateCell(CatalogTable::PortingProfiles, inserted.value(),
                                          QStringLiteral("weeks_low"), 6)),
              "");
}

TEST(CatalogEditor, RemovingAReferencedSourceIsRefused)
{
    Fixture f;
    const qint64 source =
        scalarValue(f.temp.db(),
                    QStringLiteral("SELECT source_id FROM price_observations WHERE hourly_usd = "
                                   "38.06"))
            .toLongLong();
    const qint64 prices = count(f.temp.db(), schema::priceObservations::kTable);
    const DatabaseStatus status = f.editor.removeRow(CatalogTable::Sources, source);
    ASSERT_FALSE(status.ok());
    EXPECT_TRUE(status.error().message.contains(QStringLiteral("Amazon AI Chips")))
        << status.error().message.toStdString();
    EXPECT_TRUE(status.error().message.contains(QStringLiteral("price_observations")));
    EXPECT_EQ(count(f.temp.db(), schema::sources::kTable, QStringLiteral("id = %1").arg(source)),
              1);
    EXPECT_EQ(count(f.temp.db(), schema::priceObservations::kTable), prices);
}

TEST(CatalogEditor, DefaultRowsInsertAndAnUnreferencedRowIsRemoved)
{
    Fixture f;
    for (const CatalogTable table : CatalogEditor::tables()) {
        const auto defaults = f.editor.defaultValues(table);
        ASSERT_TRUE(defaults.ok()) << defaults.error().toString().toStdString();
        const auto before = f.editor.rows(table);
        const auto inserted = f.editor.insertRow(table, defaults.value());
        ASSERT_TRUE(inserted.ok()) << inserted.error().toString().toStdString();
        const auto row = f.editor.row(table, inserted.value());
        ASSERT_TRUE(row.ok());
        EXPECT_FALSE(row.value().shipped);
        EXPECT_EQ(problem(f.editor.removeRow(table, inserted.value())), "");
        EXPECT_EQ(f.editor.rows(table).value().size(), before.value().size());
    }
}

TEST(CatalogEditor, ANewSourceIsUsedByNewRows)
{
    Fixture f;
    const auto source = f.editor.insertRow(
        CatalogTable::Sources, {{QStringLiteral("title"), QStringLiteral("Our own quote")},
                                {QStringLiteral("kind"), QStringLiteral("user")}});
    ASSERT_TRUE(source.ok());
    const auto defaults = f.editor.defaultValues(CatalogTable::PriceObservations);
    ASSERT_TRUE(defaults.ok());
    EXPECT_EQ(defaults.value().value(kSourceId).toLongLong(), source.value());
    const auto refused = f.editor.insertRow(CatalogTable::Sources,
                                            {{QStringLiteral("title"), QStringLiteral("x")},
                                             {QStringLiteral("kind"), QStringLiteral("blog")}});
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("\"blog\"")));
}
