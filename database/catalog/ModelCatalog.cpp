#include "database/catalog/ModelCatalog.h"

#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <iterator>

namespace acceldecide::db {

namespace {

using namespace schema::models;

using schema::name;

// The columns read, in the order fromRow() takes them.
const char *const kColumns[] = {
    kModelId,    kLayers,  kHiddenSize,    kAttentionHeads, kKvHeads,        kHeadDim,    kFfnSize,
    kVocabulary, kExperts, kActiveExperts, kContextLength,  kTiedEmbeddings, kFfnMatrices};

performance::TransformerModel fromRow(const QSqlQuery &query)
{
    performance::TransformerModel model;
    int at = 0;
    const auto next = [&] {
        return query.value(at++).toInt();
    };
    model.id = query.value(at++).toString().toStdString();
    model.layers = next();
    model.hiddenSize = next();
    model.attentionHeads = next();
    model.kvHeads = next();
    model.headDim = next();
    model.ffnSize = next();
    model.vocabulary = next();
    model.experts = next();
    model.activeExperts = next();
    model.contextLength = next();
    model.tiedEmbeddings = next() != 0;
    model.ffnMatrices = next();
    return model;
}

} // namespace

ModelCatalog::ModelCatalog(QSqlDatabase database) : m_database(std::move(database)) {}

DatabaseResult<std::vector<performance::TransformerModel>> ModelCatalog::models() const
{
    return select(nullptr);
}

DatabaseResult<std::vector<performance::ModelCard>> ModelCatalog::cards() const
{
    QStringList columns;
    for (const char *column : kColumns)
        columns << QStringLiteral("m.") + name(column);
    for (const char *column : {kName, kStatedParametersBillion})
        columns << QStringLiteral("m.") + name(column);
    for (const char *column :
         {schema::sources::kUrl, schema::sources::kTitle, schema::sources::kAccessedDate})
        columns << QStringLiteral("s.") + name(column);
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM %2 m LEFT JOIN %3 s ON s.%4 = m.%5 ORDER BY "
                                   "m.%6")
                        .arg(columns.join(QStringLiteral(", ")), name(kTable),
                             name(schema::sources::kTable), name(schema::kId),
                             name(schema::kSourceId), name(kModelId))))
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    std::vector<performance::ModelCard> cards;
    const int first = int(std::size(kColumns));
    while (query.next()) {
        performance::ModelCard card;
        card.shapes = fromRow(query);
        card.name = query.value(first).toString().toStdString();
        card.statedParametersBillion = query.value(first + 1).toDouble();
        card.sourceUrl = query.value(first + 2).toString().toStdString();
        card.sourceTitle = query.value(first + 3).toString().toStdString();
        card.accessedDate = query.value(first + 4).toString().toStdString();
        cards.push_back(std::move(card));
    }
    return cards;
}

DatabaseResult<performance::TransformerModel> ModelCatalog::model(const QString &id) const
{
    DatabaseResult<std::vector<performance::TransformerModel>> found = select(&id);
    if (!found)
        return found.error();
    if (found.value().empty())
        return DatabaseError{
            name(kTable), id, name(kModelId),
            QCoreApplication::translate("ModelCatalog", "the catalog has no model \"%1\"").arg(id)};
    return found.value().front();
}

DatabaseResult<std::vector<performance::TransformerModel>>
ModelCatalog::select(const QString *id) const
{
    QStringList columns;
    for (const char *column : kColumns)
        columns << name(column);
    QString statement =
        QStringLiteral("SELECT %1 FROM %2").arg(columns.join(QStringLiteral(", ")), name(kTable));
    if (id)
        statement += QStringLiteral(" WHERE %1 = ?").arg(name(kModelId));
    statement += QStringLiteral(" ORDER BY %1").arg(name(kModelId));
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    if (id)
        query.addBindValue(*id);
    if (!query.exec())
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    std::vector<performance::TransformerModel> models;
    while (query.next())
        models.push_back(fromRow(query));
    return models;
}

} // namespace acceldecide::db
