#include "database/catalog/ModelCatalog.h"
#include "ImporterTestSupport.h"
#include "database/import/CatalogCsv.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"
#include "database/schema/SeedDataLoader.h"

#include <QDir>
#include <QFile>

#include <map>
#include <set>

using namespace acceldecide::db;
using namespace acceldecide::db::test;
using acceldecide::performance::TransformerModel;

namespace {

// resources/performance/models.csv, read the plain way: the figures the catalog must hold.
std::vector<std::map<QString, QString>> shippedRows()
{
    QFile file(
        QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES "/../../../resources/performance/models.csv"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    const QStringList header = lines.value(0).split(',');
    std::vector<std::map<QString, QString>> rows;
    for (qsizetype l = 1; l < lines.size(); ++l) {
        // The shapes come before the one quoted field (a source title): split is enough.
        const QStringList fields = lines[l].split(',');
        std::map<QString, QString> row;
        for (qsizetype c = 0; c < header.size() && c < fields.size(); ++c)
            row[header[c]] = fields[c];
        rows.push_back(row);
    }
    return rows;
}

const std::vector<std::pair<const char *, int TransformerModel::*>> kShapes = {
    {"layers", &TransformerModel::layers},
    {"hidden_size", &TransformerModel::hiddenSize},
    {"attention_heads", &TransformerModel::attentionHeads},
    {"kv_heads", &TransformerModel::kvHeads},
    {"head_dim", &TransformerModel::headDim},
    {"ffn_size", &TransformerModel::ffnSize},
    {"ffn_matrices", &TransformerModel::ffnMatrices},
    {"vocabulary", &TransformerModel::vocabulary},
    {"experts", &TransformerModel::experts},
    {"active_experts", &TransformerModel::activeExperts},
    {"context_length", &TransformerModel::contextLength}};

// A user's own model, as the editor or an import would write it (seed_key NULL).
bool insertUserModel(QSqlDatabase &db, const QString &modelId, int layers)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "INSERT INTO models (model_id, name, layers, hidden_size, attention_heads, kv_heads, "
        "head_dim, ffn_size, vocabulary, context_length, source_id) VALUES (?, 'mine', ?, 4096, "
        "32, 8, 128, 14336, 32000, 8192, (SELECT max(id) FROM sources))"));
    query.addBindValue(modelId);
    query.addBindValue(layers);
    const bool ok = query.exec();
    EXPECT_TRUE(ok) << query.lastError().text().toStdString();
    return ok;
}

class Models : public BackendTest
{};

} // namespace

// Every shipped model is in a new catalog with the shapes its file gives, through the
// read API, ordered by id; each cites its publisher's page as a provider's own claim.
TEST_P(Models, EveryShippedModelLoadsWithTheShapesInItsFile)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const auto models = ModelCatalog(temp.db()).models();
    ASSERT_TRUE(models.ok()) << models.error().toString().toStdString();
    const auto rows = shippedRows();
    ASSERT_EQ(models.value().size(), rows.size());
    for (std::size_t i = 1; i < models.value().size(); ++i)
        EXPECT_LT(models.value()[i - 1].id, models.value()[i].id);
    for (const auto &row : rows) {
        const auto model = ModelCatalog(temp.db()).model(row.at(QStringLiteral("id")));
        ASSERT_TRUE(model.ok()) << model.error().toString().toStdString();
        SCOPED_TRACE(model.value().id);
        for (const auto &[column, member] : kShapes)
            EXPECT_EQ(model.value().*member, row.at(QString::fromLatin1(column)).toInt()) << column;
        EXPECT_EQ(model.value().tiedEmbeddings, row.at(QStringLiteral("tied_embeddings")) == "1");
        EXPECT_EQ(count(temp.db(), schema::models::kTable,
                        QStringLiteral("seed_key = 'model:%1' AND stated_parameters_billion = %2")
                            .arg(row.at(QStringLiteral("id")),
                                 row.at(QStringLiteral("stated_parameters_billion")))),
                  1);
    }
    const auto llama = ModelCatalog(temp.db()).model(QStringLiteral("llama-3.1-70b"));
    ASSERT_TRUE(llama.ok());
    EXPECT_EQ(llama.value().layers, 80);
    EXPECT_EQ(llama.value().hiddenSize, 8192);
    EXPECT_EQ(llama.value().attentionHeads, 64);
    EXPECT_EQ(llama.value().kvHeads, 8);
    EXPECT_EQ(count(temp.db(), schema::models::kTable,
                    QStringLiteral("source_id IN (SELECT id FROM sources WHERE kind = "
                                   "'vendor_claim' AND standing = 'provider_page' AND seed_key "
                                   "LIKE 'source:model:%' AND url IS NOT NULL)")),
              qint64(rows.size()));
    const auto missing = ModelCatalog(temp.db()).model(QStringLiteral("no-such-model"));
    ASSERT_FALSE(missing.ok());
    EXPECT_TRUE(missing.error().message.contains(QStringLiteral("no-such-model")));
}

// A version 9 catalog (no models table) with the user's rows migrates to 10 in one step
// on both backends: its rows stay, and the seed upgrade adds the shipped models.
TEST_P(Models, Version10AddsTheTableAndTheSeedFillsItKeepingUserRows)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    qint64 sourcesBefore = 0;
    {
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        QSqlDatabase &db = opened.value()->connection();
        QSqlQuery query(db);
        ASSERT_TRUE(query.exec(QStringLiteral("DROP TABLE models")));
        ASSERT_TRUE(query.exec(QStringLiteral("DROP TABLE measurements"))); // version 11's
        dropActualsTables(db);                                              // version 12's
        ASSERT_TRUE(query.exec(QStringLiteral("DELETE FROM sources WHERE seed_key LIKE "
                                              "'source:model:%'")));
        ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES ('my "
                                              "notes', 'user')")));
        ASSERT_TRUE(query.exec(QStringLiteral("DELETE FROM catalog_meta")));
        ASSERT_TRUE(SqlDialect::of(db).setSchemaVersion(db, 9).ok());
        sourcesBefore = count(db, schema::sources::kTable);
    }
    auto migrated = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(migrated.ok()) << migrated.error().toString().toStdString();
    QSqlDatabase &db = migrated.value()->connection();
    EXPECT_EQ(SchemaMigrator::version(db).value(), schema::kCurrentVersion);
    EXPECT_EQ(count(db, schema::sources::kTable, QStringLiteral("title = 'my notes'")), 1);
    EXPECT_EQ(count(db, schema::models::kTable), qint64(shippedRows().size()));
    // One source per distinct URL (Llama 3 8B and 70B cite the same model card).
    std::set<QString> urls;
    for (const auto &row : shippedRows())
        urls.insert(row.at(QStringLiteral("source_url")));
    EXPECT_EQ(count(db, schema::sources::kTable), sourcesBefore + qint64(urls.size()));
    // The audit columns every editable table has.
    QSqlQuery query(db);
    EXPECT_TRUE(query.exec(QStringLiteral("SELECT row_version, created_by, updated_by, "
                                          "updated_at FROM models")));
}

// The schema refuses shapes the throughput model cannot use, whoever writes them.
TEST_P(Models, TheSchemaRefusesImpossibleShapes)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    QSqlQuery query(temp.db());
    for (const char *change :
         {"layers = 0", "kv_heads = 65", "active_experts = 2", "ffn_matrices = 4",
          "tied_embeddings = 2", "stated_parameters_billion = 0", "model_id = 'llama-3.1-8b'"})
        EXPECT_FALSE(query.exec(QStringLiteral("UPDATE models SET %1 WHERE model_id = "
                                               "'llama-3.1-70b'")
                                    .arg(QString::fromLatin1(change))))
            << change;
}

// A user's model survives a reseed untouched; a user's row holding a shipped model's id
// keeps it (the seed row yields), and the read API returns both.
TEST_P(Models, UserRowsSurviveAReseed)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(temp.catalog);
    QSqlQuery(temp.db()).exec(
        QStringLiteral("INSERT INTO sources (title, kind) VALUES ('my notes', 'user')"));
    ASSERT_TRUE(insertUserModel(temp.db(), QStringLiteral("my-model"), 12));
    ASSERT_TRUE(insertUserModel(temp.db(), QStringLiteral("llama-3.1-8b"), 99));
    for (int round = 0; round < 2; ++round) {
        const auto loaded = SeedDataLoader().load(temp.db());
        ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
        QSqlQuery(temp.db()).exec(QStringLiteral("DELETE FROM catalog_meta")); // force again
    }
    const auto models = ModelCatalog(temp.db()).models();
    ASSERT_TRUE(models.ok());
    EXPECT_EQ(models.value().size(), shippedRows().size() + 1);
    EXPECT_EQ(ModelCatalog(temp.db()).model(QStringLiteral("my-model")).value().layers, 12);
    EXPECT_EQ(ModelCatalog(temp.db()).model(QStringLiteral("llama-3.1-8b")).value().layers, 99);
    EXPECT_EQ(count(temp.db(), schema::models::kTable, QStringLiteral("seed_key IS NULL")), 2);
}

// The catalog CSV round trip carries models with models.csv's shape columns; a bad row
// is rejected naming the field and the value, and nothing of it is written.
TEST_P(Models, CsvExportImportRoundTripsAndABadRowIsRefusedNamingTheField)
{
    TempCatalog original(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(original.catalog);
    const QString directory = original.dir.filePath(QStringLiteral("export"));
    ASSERT_TRUE(CatalogCsv::exportTo(*original.catalog, directory).ok());
    QFile exported(QDir(directory).filePath(QStringLiteral("models.csv")));
    ASSERT_TRUE(exported.open(QIODevice::ReadOnly));
    const QByteArray text = exported.readAll();
    EXPECT_TRUE(text.startsWith("id,seed_key,model_id,name,layers,hidden_size,attention_heads,"
                                "kv_heads,head_dim,ffn_size,ffn_matrices,vocabulary,experts,"
                                "active_experts,context_length,tied_embeddings,"
                                "stated_parameters_billion,"))
        << text.left(300).toStdString();

    TempCatalog copy(CatalogDatabase::Seeding::Skip, GetParam());
    ImportReport report = CatalogCsv::importFrom(*copy.catalog, directory);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRejected, 0) << report.rejections.join('\n').toStdString();
    const auto back = ModelCatalog(copy.db()).models();
    const auto shipped = ModelCatalog(original.db()).models();
    ASSERT_TRUE(back.ok() && shipped.ok());
    ASSERT_EQ(back.value().size(), shipped.value().size());
    for (std::size_t i = 0; i < back.value().size(); ++i) {
        EXPECT_EQ(back.value()[i].id, shipped.value()[i].id);
        EXPECT_DOUBLE_EQ(back.value()[i].parameters(), shipped.value()[i].parameters());
    }

    const std::pair<const char *, const char *> bad[] = {
        {"abc,3", "layers: \"abc\" is not a whole number"},
        {"1.5,3", "layers: \"1.5\" is not a whole number"},
        {"0,3", "layers: \"0\" must be at least 1"},
        {"99999999999,3", "layers: \"99999999999\" is too large"},
        {"32,4", "ffn_matrices: \"4\" must be 2 or 3"},
    };
    for (const auto &[fields, message] : bad) {
        TempCatalog target(CatalogDatabase::Seeding::Skip, GetParam());
        const QString dir = target.dir.filePath(QStringLiteral("bad"));
        ASSERT_TRUE(QDir().mkpath(dir));
        QFile sources(QDir(dir).filePath(QStringLiteral("sources.csv")));
        ASSERT_TRUE(sources.open(QIODevice::WriteOnly));
        sources.write("id,title,kind\n7,my notes,user\n");
        sources.close();
        QFile models(QDir(dir).filePath(QStringLiteral("models.csv")));
        ASSERT_TRUE(models.open(QIODevice::WriteOnly));
        models.write(QByteArray("model_id,name,hidden_size,attention_heads,kv_heads,head_dim,"
                                "ffn_size,vocabulary,context_length,source_id,layers,"
                                "ffn_matrices\n"
                                "good,Good,4096,32,8,128,14336,32000,8192,7,32,3\n"
                                "bad,Bad,4096,32,8,128,14336,32000,8192,7,") +
                     fields + "\n");
        models.close();
        report = CatalogCsv::importFrom(*target.catalog, dir);
        ASSERT_FALSE(report.refused) << report.message.toStdString();
        EXPECT_EQ(report.rowsRejected, 1) << fields;
        EXPECT_TRUE(report.rejections.join('\n').contains(QString::fromUtf8(message)))
            << report.rejections.join('\n').toStdString();
        EXPECT_EQ(count(target.db(), schema::models::kTable, QStringLiteral("model_id = 'bad'")),
                  0);
        EXPECT_EQ(count(target.db(), schema::models::kTable, QStringLiteral("model_id = 'good'")),
                  1);
    }
}

// More KV heads than heads, more active experts than experts: named with both values.
TEST_P(Models, ImportRefusesShapesThatContradictEachOther)
{
    TempCatalog target(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(target.catalog);
    const QString dir = target.dir.filePath(QStringLiteral("bad"));
    ASSERT_TRUE(QDir().mkpath(dir));
    QFile sources(QDir(dir).filePath(QStringLiteral("sources.csv")));
    ASSERT_TRUE(sources.open(QIODevice::WriteOnly));
    sources.write("id,title,kind\n7,my notes,user\n");
    sources.close();
    QFile models(QDir(dir).filePath(QStringLiteral("models.csv")));
    ASSERT_TRUE(models.open(QIODevice::WriteOnly));
    models.write("model_id,name,layers,hidden_size,attention_heads,kv_heads,head_dim,ffn_size,"
                 "vocabulary,experts,active_experts,context_length,source_id\n"
                 "gqa,G,32,4096,8,16,128,14336,32000,1,1,8192,7\n"
                 "moe,M,32,4096,32,8,128,14336,32000,8,9,8192,7\n");
    models.close();
    const ImportReport report = CatalogCsv::importFrom(*target.catalog, dir);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    const QString rejections = report.rejections.join('\n');
    EXPECT_TRUE(rejections.contains(
        QStringLiteral("kv_heads: \"16\" must be at most attention_heads (\"8\")")))
        << rejections.toStdString();
    EXPECT_TRUE(rejections.contains(
        QStringLiteral("active_experts: \"9\" must be at most experts (\"8\")")))
        << rejections.toStdString();
    EXPECT_EQ(count(target.db(), schema::models::kTable), 0);
}

ACCELDECIDE_ON_EVERY_BACKEND(Models);
