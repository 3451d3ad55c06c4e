#include "database/schema/ModelsTable.h"

#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaColumns.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

// A shape is a count: a zero or negative one would make the throughput model divide by
// nothing or count negative weights, so the catalog refuses it whoever writes the row.
QString countColumn(const SchemaColumns &c, const char *column, const char *extra = "")
{
    return name(column) + QLatin1Char(' ') +
           c.dialect().columnType(QStringLiteral("INTEGER NOT NULL %1CHECK (%2 > 0)")
                                      .arg(QString::fromLatin1(extra), name(column)));
}

} // namespace

DatabaseStatus createModelsTable(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    using namespace schema::models;
    // model_id is unique for every row, the user's too: the throughput model and a
    // scenario name a model by it, so two rows with one id would make the lookup a guess.
    QStringList columns = c.audited(
        {c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
         c.column(kModelId, "TEXT NOT NULL UNIQUE"), c.column(kName, "TEXT NOT NULL"),
         countColumn(c, kLayers), countColumn(c, kHiddenSize), countColumn(c, kAttentionHeads),
         countColumn(c, kKvHeads), countColumn(c, kHeadDim), countColumn(c, kFfnSize),
         c.column(kFfnMatrices, "INTEGER NOT NULL DEFAULT 3 CHECK (ffn_matrices IN (2, 3))"),
         countColumn(c, kVocabulary), countColumn(c, kExperts, "DEFAULT 1 "),
         countColumn(c, kActiveExperts, "DEFAULT 1 "), countColumn(c, kContextLength),
         c.column(kTiedEmbeddings, "INTEGER NOT NULL DEFAULT 0 CHECK (tied_embeddings IN (0, 1))"),
         c.column(kStatedParametersBillion, "REAL CHECK (stated_parameters_billion > 0)"),
         c.foreignKey(kSourceId, sources::kTable) + QStringLiteral(" NOT NULL")});
    // Table constraints, after every column (SQL wants them last): grouped-query attention
    // has at most as many key/value heads as query heads, and a token passes through at
    // most every expert.
    columns << QStringLiteral("CHECK (%1 <= %2)").arg(name(kKvHeads), name(kAttentionHeads))
            << QStringLiteral("CHECK (%1 <= %2)").arg(name(kActiveExperts), name(kExperts));
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("CREATE TABLE %1 (%2)")
                        .arg(name(kTable), columns.join(QStringLiteral(", ")))))
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    return {};
}

} // namespace acceldecide::db
