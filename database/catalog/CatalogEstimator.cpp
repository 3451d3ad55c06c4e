#include "database/catalog/CatalogEstimator.h"

#include "core/performance/EstimatorInUse.h"
#include "core/performance/PerformanceCatalog.h"
#include "database/catalog/ModelCatalog.h"
#include "database/catalog/TeamMeasurements.h"

#include <algorithm>

namespace acceldecide::db {

namespace {

bool sameShapes(const performance::TransformerModel &a, const performance::TransformerModel &b)
{
    return a.id == b.id && a.layers == b.layers && a.hiddenSize == b.hiddenSize &&
           a.attentionHeads == b.attentionHeads && a.kvHeads == b.kvHeads &&
           a.headDim == b.headDim && a.ffnSize == b.ffnSize && a.vocabulary == b.vocabulary &&
           a.experts == b.experts && a.activeExperts == b.activeExperts &&
           a.contextLength == b.contextLength && a.tiedEmbeddings == b.tiedEmbeddings &&
           a.ffnMatrices == b.ffnMatrices;
}

// The catalog's models are the built-in ones when it holds the same ids with the same
// shapes (a catalog seeded by this build): then nothing is recalibrated for them.
bool builtInModels(const std::vector<performance::ModelCard> &models)
{
    const std::vector<performance::ModelCard> &builtIn =
        performance::PerformanceCatalog::builtIn().models();
    if (models.size() != builtIn.size())
        return false;
    return std::all_of(models.begin(), models.end(), [&](const performance::ModelCard &card) {
        const performance::ModelCard *own =
            performance::PerformanceCatalog::builtIn().model(card.shapes.id);
        return own && sameShapes(own->shapes, card.shapes);
    });
}

} // namespace

DatabaseResult<CatalogEstimatorInputs> CatalogEstimator::read(QSqlDatabase &database)
{
    DatabaseResult<std::vector<performance::ModelCard>> models = ModelCatalog(database).cards();
    if (!models)
        return models.error();
    DatabaseResult<std::vector<performance::Measurement>> team = TeamMeasurements(database).all();
    if (!team)
        return team.error();
    CatalogEstimatorInputs inputs;
    // A catalog without models (created without the seed) keeps the built-in ones too.
    if (!models.value().empty() && !builtInModels(models.value()))
        inputs.models = std::move(models.value());
    inputs.team = std::move(team.value());
    return inputs;
}

void CatalogEstimator::use(CatalogEstimatorInputs inputs)
{
    performance::EstimatorInUse::use(std::move(inputs.models), std::move(inputs.team));
}

DatabaseStatus CatalogEstimator::useFrom(QSqlDatabase &database)
{
    DatabaseResult<CatalogEstimatorInputs> inputs = read(database);
    if (!inputs)
        return inputs.error();
    use(std::move(inputs.value()));
    return {};
}

} // namespace acceldecide::db
