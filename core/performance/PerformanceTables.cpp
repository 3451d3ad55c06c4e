#include "core/performance/PerformanceTables.h"

#include "core/text/CsvTable.h"

#include <limits>

namespace acceldecide::performance {

namespace {

constexpr int kLargest = std::numeric_limits<int>::max();

// The model's shapes from one row; nullopt (and its errors) where a cell is bad.
std::optional<ModelCard> modelRow(const CsvTable &table, std::size_t r,
                                  std::vector<std::string> &errors)
{
    const std::size_t before = errors.size();
    const auto whole = [&](std::string_view column, int minimum = 1, int maximum = kLargest) {
        return table.integer(r, column, minimum, maximum, errors).value_or(0);
    };
    ModelCard card;
    TransformerModel &m = card.shapes;
    m.id = table.cell(r, "id");
    m.layers = whole("layers");
    m.hiddenSize = whole("hidden_size");
    m.attentionHeads = whole("attention_heads");
    m.kvHeads = whole("kv_heads");
    m.headDim = whole("head_dim");
    m.ffnSize = whole("ffn_size");
    m.ffnMatrices = whole("ffn_matrices", 2, 3);
    m.vocabulary = whole("vocabulary");
    m.experts = whole("experts");
    m.activeExperts = whole("active_experts");
    m.contextLength = whole("context_length");
    m.tiedEmbeddings = whole("tied_embeddings", 0, 1) == 1;
    card.name = table.cell(r, "name");
    card.statedParametersBillion =
        table.number(r, "stated_parameters_billion", 0.0, false, errors).value_or(0.0);
    card.sourceUrl = table.cell(r, "source_url");
    card.sourceTitle = table.cell(r, "source_title");
    card.accessedDate = table.cell(r, "accessed_date");
    if (m.id.empty())
        errors.push_back(table.where(r, "id") + "every model needs an id");
    if (m.kvHeads > m.attentionHeads && m.attentionHeads > 0)
        errors.push_back(table.where(r, "kv_heads") + std::to_string(m.kvHeads) +
                         " key/value heads is more than the " + std::to_string(m.attentionHeads) +
                         " attention heads");
    if (m.activeExperts > m.experts && m.experts > 0)
        errors.push_back(table.where(r, "active_experts") + std::to_string(m.activeExperts) +
                         " active experts is more than the " + std::to_string(m.experts) +
                         " experts");
    if (card.sourceUrl.empty())
        errors.push_back(table.where(r, "source_url") + "every model needs its source");
    if (errors.size() != before)
        return std::nullopt;
    return card;
}

} // namespace

std::vector<ModelCard> PerformanceTables::models(std::string_view name, std::string_view csv,
                                                 std::vector<std::string> &errors)
{
    std::vector<ModelCard> models;
    const std::optional<CsvTable> table =
        CsvTable::read(name, csv,
                       {"id", "name", "layers", "hidden_size", "attention_heads", "kv_heads",
                        "head_dim", "ffn_size", "ffn_matrices", "vocabulary", "experts",
                        "active_experts", "context_length", "tied_embeddings",
                        "stated_parameters_billion", "source_url", "source_title", "accessed_date"},
                       errors);
    for (std::size_t r = 1; table && r <= table->rowCount(); ++r) {
        if (std::optional<ModelCard> card = modelRow(*table, r, errors))
            models.push_back(std::move(*card));
    }
    return models;
}

std::vector<SpecObservation> PerformanceTables::specs(std::string_view name, std::string_view csv,
                                                      std::vector<std::string> &errors)
{
    std::vector<SpecObservation> specs;
    const std::optional<CsvTable> table =
        CsvTable::read(name, csv,
                       {"accelerator_id", "spec", "value", "sparsity", "source_url", "source_title",
                        "published_date", "accessed_date", "standing", "quote"},
                       errors);
    for (std::size_t r = 1; table && r <= table->rowCount(); ++r) {
        const std::size_t before = errors.size();
        SpecObservation spec{table->cell(r, "accelerator_id"),
                             table->cell(r, "spec"),
                             table->number(r, "value", 0.0, false, errors).value_or(0.0),
                             table->cell(r, "sparsity"),
                             table->cell(r, "source_url"),
                             table->cell(r, "source_title"),
                             table->cell(r, "published_date"),
                             table->cell(r, "standing"),
                             table->cell(r, "quote")};
        const bool perType = spec.spec.size() > 7 && spec.spec.ends_with("_tflops");
        if (perType && spec.sparsity != "dense" && spec.sparsity != "sparse_2_4" &&
            spec.sparsity != "unstated")
            errors.push_back(table->where(r, "sparsity") +
                             "expected dense, sparse_2_4 or unstated, got \"" + spec.sparsity +
                             "\"");
        if (spec.acceleratorId.empty() || spec.sourceUrl.empty())
            errors.push_back(table->where(r, "source_url") +
                             "every figure needs its accelerator and its source");
        if (errors.size() == before)
            specs.push_back(std::move(spec));
    }
    return specs;
}

std::vector<InstanceFacts> PerformanceTables::instances(std::string_view name, std::string_view csv,
                                                        std::vector<std::string> &errors)
{
    std::vector<InstanceFacts> instances;
    const std::optional<CsvTable> table =
        CsvTable::read(name, csv,
                       {"instance_type", "accelerator_id", "accelerators_per_instance",
                        "network_gbps", "link", "source_url"},
                       errors);
    for (std::size_t r = 1; table && r <= table->rowCount(); ++r) {
        const std::size_t before = errors.size();
        InstanceFacts facts{
            table->cell(r, "instance_type"),
            table->cell(r, "accelerator_id"),
            table->integer(r, "accelerators_per_instance", 1, 1 << 16, errors).value_or(0),
            table->number(r, "network_gbps", 0.0, true, errors).value_or(0.0),
            table->cell(r, "link"),
            table->cell(r, "source_url")};
        if (facts.instanceType.empty() || facts.acceleratorId.empty())
            errors.push_back(table->where(r, "instance_type") +
                             "every row needs an instance type and its accelerator");
        if (errors.size() == before)
            instances.push_back(std::move(facts));
    }
    return instances;
}

std::vector<Measurement> PerformanceTables::measurements(std::string_view name,
                                                         std::string_view csv,
                                                         std::string_view licence,
                                                         std::vector<std::string> &errors)
{
    std::vector<Measurement> measurements;
    const std::optional<CsvTable> table = CsvTable::read(name, csv,
                                                         {"id",
                                                          "accelerator_id",
                                                          "instance_type",
                                                          "accelerators",
                                                          "engine",
                                                          "engine_version",
                                                          "model_id",
                                                          "dtype",
                                                          "tensor_parallel",
                                                          "pipeline_parallel",
                                                          "concurrency",
                                                          "input_tokens",
                                                          "output_tokens",
                                                          "metric",
                                                          "value",
                                                          "measured_date",
                                                          "source_url",
                                                          "source_title",
                                                          "accessed_date",
                                                          "quote"},
                                                         errors);
    for (std::size_t r = 1; table && r <= table->rowCount(); ++r) {
        const std::size_t before = errors.size();
        Measurement m;
        m.id = table->cell(r, "id");
        m.acceleratorId = table->cell(r, "accelerator_id");
        m.instanceType = table->cell(r, "instance_type");
        m.accelerators = table->integer(r, "accelerators", 1, 1 << 20, errors).value_or(1);
        m.engine = table->cell(r, "engine");
        m.engineVersion = table->cell(r, "engine_version");
        m.modelId = table->cell(r, "model_id");
        if (const auto type = dataTypeNamed(table->cell(r, "dtype")))
            m.dataType = *type;
        else
            errors.push_back(table->where(r, "dtype") + "expected bf16, fp16, fp8 or fp4, got \"" +
                             table->cell(r, "dtype") + "\"");
        m.tensorParallel = table->integer(r, "tensor_parallel", 1, 1 << 16, errors).value_or(1);
        const std::string pipeline = table->cell(r, "pipeline_parallel");
        if (!pipeline.empty())
            m.pipelineParallel =
                table->integer(r, "pipeline_parallel", 1, 1 << 16, errors).value_or(1);
        if (!table->cell(r, "concurrency").empty())
            m.concurrency = table->integer(r, "concurrency", 1, 1 << 24, errors);
        m.inputTokens = table->integer(r, "input_tokens", 0, 1 << 24, errors).value_or(0);
        const std::string output = table->cell(r, "output_tokens");
        if (!output.empty())
            m.outputTokens = table->integer(r, "output_tokens", 0, 1 << 24, errors).value_or(0);
        if (const auto metric = measuredMetricNamed(table->cell(r, "metric")))
            m.metric = *metric;
        else
            errors.push_back(table->where(r, "metric") + "unknown metric \"" +
                             table->cell(r, "metric") + "\"");
        m.value = table->number(r, "value", 0.0, false, errors).value_or(0.0);
        m.measuredDate = table->cell(r, "measured_date");
        m.sourceUrl = table->cell(r, "source_url");
        m.sourceTitle = table->cell(r, "source_title");
        m.quote = table->cell(r, "quote");
        m.licence = std::string(licence);
        if (m.id.empty() || m.acceleratorId.empty() || m.modelId.empty() || m.sourceUrl.empty())
            errors.push_back(table->where(r, "id") +
                             "every measurement needs an id, accelerator, model and source");
        if (errors.size() == before)
            measurements.push_back(std::move(m));
    }
    return measurements;
}

} // namespace acceldecide::performance
