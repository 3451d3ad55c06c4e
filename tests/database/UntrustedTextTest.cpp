// Text from other people and other files reaches SQL only as bound values: quotes, `;`,
// `--`, and a 1 MiB string in every text field of every editable table read back
// unchanged, on both backends. A NUL character is refused on both, naming the field:
// PostgreSQL's text cannot hold one, and a file that accepted it could not be copied to
// a server.
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/catalog/CatalogEditor.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"

#include "core/io/ScenarioReader.h"

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

QStringList hostileTexts()
{
    QString mebibyte;
    const QString pattern = QStringLiteral("x'\"; DROP TABLE sources; -- \u00e9\u4e2d ");
    while (mebibyte.size() < 1024 * 1024)
        mebibyte += pattern;
    mebibyte.truncate(1024 * 1024);
    mebibyte.replace(mebibyte.size() - 1, 1, QLatin1Char('z')); // no trailing space
    // The megabyte first, so each field holds short text again before the next one.
    return {mebibyte,
            QStringLiteral("O'Brien's \"quoted\" label"),
            QStringLiteral("a; DELETE FROM price_observations; b"),
            QStringLiteral("x -- not a comment"),
            QStringLiteral("Robert'); DROP TABLE scenarios;--"),
            QStringLiteral("=HYPERLINK(\"http://example.com\"&A1,\"click\")"),
            QStringLiteral("line one\nline two")};
}

bool isKeyText(CatalogTable table, const QString &column)
{
    using namespace schema;
    return (table == CatalogTable::PriceObservations &&
            (column == QLatin1String(priceObservations::kRegion) ||
             column == QLatin1String(priceObservations::kAvailabilityZone))) ||
           (table == CatalogTable::InstanceTypes &&
            (column == QLatin1String(instanceTypes::kProvider) ||
             column == QLatin1String(instanceTypes::kName))) ||
           (table == CatalogTable::Accelerators && column == QLatin1String(accelerators::kName)) ||
           (table == CatalogTable::Models && column == QLatin1String(models::kModelId)) ||
           (table == CatalogTable::Measurements &&
            column == QLatin1String(measurements::kMeasurementId));
}

class UntrustedText : public BackendTest
{};

TEST_P(UntrustedText, EveryTextFieldOfEveryEditableTableKeepsHostileTextExactly)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    CatalogEditor editor(*temp.catalog);
    const QStringList texts = hostileTexts();
    int fields = 0;
    int refusedKeys = 0;
    for (const CatalogTable table : CatalogEditor::tables()) {
        const auto defaults = editor.defaultValues(table);
        ASSERT_TRUE(defaults.ok()) << defaults.error().toString().toStdString();
        const auto id = editor.insertRow(table, defaults.value());
        ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
        const std::vector<CatalogColumn> columns = editor.columns(table);
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const CatalogColumn &column = columns[c];
            if (column.kind != CellKind::Text || !column.editable)
                continue;
            ++fields;
            // Text that identifies a row (a region, an instance type's name) is indexed,
            // and a server cannot index a megabyte: such fields refuse it, on both
            // backends, naming the field.
            const bool key = isKeyText(table, column.name);
            for (const QString &text : texts) {
                SCOPED_TRACE(column.name.toStdString() + " <- " + text.left(40).toStdString());
                const DatabaseStatus written =
                    editor.updateCell(table, id.value(), column.name, text);
                if (key && text.size() > 256) {
                    ASSERT_FALSE(written.ok());
                    EXPECT_EQ(written.error().field, column.name);
                    EXPECT_TRUE(written.error().message.contains(QStringLiteral("at most 256")))
                        << written.error().message.toStdString();
                    ++refusedKeys;
                    continue;
                }
                ASSERT_TRUE(written.ok()) << written.error().toString().toStdString();
                const auto read = editor.row(table, id.value());
                ASSERT_TRUE(read.ok()) << read.error().toString().toStdString();
                const QString back = read.value().values[int(c)].toString();
                EXPECT_EQ(back.size(), text.size());
                EXPECT_TRUE(back == text);
            }
            // NUL: refused, naming the field; the stored value stays as it was.
            const QString before = editor.row(table, id.value()).value().values[int(c)].toString();
            const DatabaseStatus nul = editor.updateCell(
                table, id.value(), column.name, QStringLiteral("before") + QChar(0) + "after");
            ASSERT_FALSE(nul.ok()) << column.name.toStdString();
            EXPECT_EQ(nul.error().field, column.name);
            EXPECT_TRUE(nul.error().message.contains(QStringLiteral("NUL")))
                << nul.error().message.toStdString();
            EXPECT_TRUE(editor.row(table, id.value()).value().values[int(c)].toString() == before);
        }
    }
    // Sources: title, publisher, url, notes; prices: region, zone, quote; ...
    EXPECT_GE(fields, 20);
    // region, zone, provider, instance and accelerator names, model and measurement ids
    EXPECT_EQ(refusedKeys, 7);
    EXPECT_GT(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_GT(count(temp.db(), schema::priceObservations::kTable), 0);
}

TEST_P(UntrustedText, ScenarioNamesAndLabelsKeepHostileTextAndANulNameIsRefused)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(temp.catalog);
    ScenarioRepository repository(*temp.catalog);
    ScenarioReadResult read = ScenarioReader::fromFile(
        fixture("../../../resources/scenarios/seed003-trn1-vs-p5.json").toStdString());
    ASSERT_TRUE(read.ok());
    for (const QString &text : hostileTexts()) {
        Scenario scenario = *read;
        scenario.name = text.toStdString();
        ASSERT_FALSE(scenario.options.empty());
        // Inside the scenario's JSON a NUL is the escape \u0000, which both backends keep.
        scenario.options.front().label = text.toStdString() + std::string(1, '\0') + "tail";
        const auto id = repository.save(scenario);
        ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
        const auto back = repository.load(id.value());
        ASSERT_TRUE(back.ok()) << back.error().toString().toStdString();
        EXPECT_TRUE(back.value().name == scenario.name);
        EXPECT_TRUE(back.value().options.front().label == scenario.options.front().label);
        EXPECT_TRUE(repository.loadByName(text).ok());
    }
    Scenario nul = *read;
    nul.name = std::string("plan") + '\0' + "b";
    const auto refused = repository.save(nul);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, QStringLiteral("name"));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("NUL")))
        << refused.error().message.toStdString();
}

ACCELDECIDE_ON_EVERY_BACKEND(UntrustedText);

} // namespace
