#pragma once

#include "core/performance/ModelCard.h"
#include "core/performance/TransformerModel.h"
#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace acceldecide::db {

// The catalog's models (schema::models) as core's TransformerModel, for the throughput
// model: the shipped ones and the user's own alike.
class ModelCatalog
{
public:
    explicit ModelCatalog(QSqlDatabase database);

    // Every model, ordered by its id.
    DatabaseResult<std::vector<performance::TransformerModel>> models() const;
    // Every model as the throughput model's catalog holds it (the estimator in use takes
    // them in place of its built-in ones): shapes, name, stated parameters and the source
    // the shapes were read from, ordered by id.
    DatabaseResult<std::vector<performance::ModelCard>> cards() const;
    // The model with this id; an error naming the id when there is none.
    DatabaseResult<performance::TransformerModel> model(const QString &id) const;

private:
    DatabaseResult<std::vector<performance::TransformerModel>> select(const QString *id) const;

    QSqlDatabase m_database;
};

} // namespace acceldecide::db
