#include "core/performance/PerformanceTables.h"
#include "core/performance/PerformanceCatalog.h"

#include <gtest/gtest.h>

using namespace acceldecide::performance;

namespace {

const char *kModelHeader =
    "id,name,layers,hidden_size,attention_heads,kv_heads,head_dim,ffn_size,ffn_matrices,"
    "vocabulary,experts,active_experts,context_length,tied_embeddings,"
    "stated_parameters_billion,source_url,source_title,accessed_date\n";

const char *kSpecHeader = "accelerator_id,spec,value,sparsity,source_url,source_title,"
                          "published_date,accessed_date,standing,quote\n";

SpecObservation observation(std::string spec, double value, std::string sparsity,
                            std::string standing, std::string date, std::string url)
{
    return {"x100",          std::move(spec),     value, std::move(sparsity), std::move(url), "t",
            std::move(date), std::move(standing), "q"};
}

} // namespace

TEST(PerformanceTables, AModelRowReadsItsShapesByColumnName)
{
    std::vector<std::string> errors;
    const std::string csv =
        std::string(kModelHeader) +
        "llama-3.1-70b,Llama 3.1 70B,80,8192,64,8,128,28672,3,128256,1,1,131072,0,70.6,"
        "https://example.org/config.json,config,2026-11-28\n";
    const std::vector<ModelCard> models = PerformanceTables::models("models.csv", csv, errors);
    ASSERT_TRUE(errors.empty()) << errors.front();
    ASSERT_EQ(models.size(), 1u);
    EXPECT_EQ(models[0].shapes.id, "llama-3.1-70b");
    EXPECT_EQ(models[0].shapes.layers, 80);
    EXPECT_EQ(models[0].shapes.kvHeads, 8);
    EXPECT_EQ(models[0].shapes.ffnMatrices, 3);
    EXPECT_FALSE(models[0].shapes.tiedEmbeddings);
    EXPECT_EQ(models[0].statedParametersBillion, 70.6);
    EXPECT_EQ(models[0].shapes.parameters(), 70553706496.0);
}

TEST(PerformanceTables, ABadCellNamesItsFileLineColumnAndTextAndOnlyItsRowIsLeftOut)
{
    std::vector<std::string> errors;
    const std::string csv =
        std::string(kModelHeader) +
        "bad,Bad,eighty,8192,64,8,128,28672,3,128256,1,1,131072,0,70,https://x,t,2026-11-28\n"
        "gqa,Too many KV heads,2,64,4,8,16,128,3,100,1,1,128,0,1,https://x,t,2026-11-28\n"
        "good,Good,2,64,4,2,16,128,2,100,1,1,128,1,1,https://x,t,2026-11-28\n";
    const std::vector<ModelCard> models = PerformanceTables::models("models.csv", csv, errors);
    ASSERT_EQ(models.size(), 1u);
    EXPECT_EQ(models[0].shapes.id, "good");
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0], "models.csv line 2, layers: expected a whole number from 1 to "
                         "2147483647, got \"eighty\"");
    EXPECT_EQ(errors[1], "models.csv line 3, kv_heads: 8 key/value heads is more than the 4 "
                         "attention heads");
}

TEST(PerformanceTables, AMissingColumnIsNamedAndNothingIsRead)
{
    std::vector<std::string> errors;
    const auto specs = PerformanceTables::specs("accelerator-specs.csv",
                                                "accelerator_id,spec,value\nx,hbm_gb,80\n", errors);
    EXPECT_TRUE(specs.empty());
    ASSERT_FALSE(errors.empty());
    EXPECT_EQ(errors[0], "accelerator-specs.csv: no column \"sparsity\"");
}

TEST(PerformanceTables, AMeasurementWithAnUnknownMetricOrTypeIsRefused)
{
    std::vector<std::string> errors;
    const std::string header =
        "id,accelerator_id,instance_type,accelerators,engine,engine_version,model_id,dtype,"
        "tensor_parallel,pipeline_parallel,concurrency,input_tokens,output_tokens,metric,value,"
        "measured_date,source_url,source_title,accessed_date,quote\n";
    const std::string csv = header +
                            "a,h100-sxm,,2,tensorrt-llm,0.1,llama-3.3-70b,fp8,2,1,,1000,1000,"
                            "output_tokens_per_s,4205,,https://x,t,2026-11-28,q\n"
                            "b,h100-sxm,,2,tensorrt-llm,0.1,llama-3.3-70b,int3,2,1,,1000,1000,"
                            "output_tokens_per_s,1,,https://x,t,2026-11-28,q\n"
                            "c,h100-sxm,,2,tensorrt-llm,0.1,llama-3.3-70b,fp8,2,1,,1000,1000,"
                            "joules,1,,https://x,t,2026-11-28,q\n";
    const auto rows = PerformanceTables::measurements("m.csv", csv, "Apache-2.0", errors);
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].value, 4205.0);
    EXPECT_FALSE(rows[0].concurrency.has_value());
    EXPECT_EQ(rows[0].licence, "Apache-2.0");
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0], "m.csv line 3, dtype: expected bf16, fp16, fp8 or fp4, got \"int3\"");
    EXPECT_EQ(errors[1], "m.csv line 4, metric: unknown metric \"joules\"");
}

TEST(PerformanceCatalog, TheProvidersOwnDenseFigureWinsAndASparseOneCountsOnlyHalved)
{
    const PerformanceCatalog catalog(
        {},
        {observation("bf16_tflops", 1979.0, "sparse_2_4", "provider_page", "2023-01-01", "a"),
         observation("bf16_tflops", 1000.0, "dense", "independent", "2026-01-01", "b"),
         observation("bf16_tflops", 989.4, "dense", "provider_page", "2022-01-01", "c"),
         observation("fp8_tflops", 3958.0, "sparse_2_4", "provider_page", "2023-01-01", "d"),
         observation("hbm_gb", 80.0, "", "provider_page", "2023-01-01", "e"),
         observation("hbm_bandwidth_tbps", 3.0, "", "independent", "2026-01-01", "f"),
         observation("hbm_bandwidth_tbps", 3.35, "", "provider_page", "2023-01-01", "g")},
        {});
    const auto resolved = catalog.accelerator("x100");
    ASSERT_TRUE(resolved.has_value());
    EXPECT_EQ(resolved->spec.peakDenseTflopsBf16, 989.4);
    EXPECT_EQ(resolved->bf16.observation->sourceUrl, "c");
    // Only the 2:4-sparse FP8 figure is stated: half of it, said so.
    ASSERT_TRUE(resolved->fp8.has_value());
    EXPECT_EQ(resolved->fp8->value, 1979.0);
    EXPECT_TRUE(resolved->fp8->halvedFromSparse);
    EXPECT_EQ(resolved->spec.memoryBandwidthTbPerS, 3.35);
    EXPECT_FALSE(resolved->spec.peakDenseTflopsFp4.has_value());
    EXPECT_FALSE(catalog.accelerator("unknown").has_value());
}

TEST(PerformanceTables, ATeraflopsFigureSaysWhetherItIsDenseOrSparse)
{
    std::vector<std::string> errors;
    const std::string csv =
        std::string(kSpecHeader) +
        "h100-sxm,fp8_tflops,3958,sparse_2_4,https://x,t,2023,2026-11-28,"
        "provider_page,q\n"
        "h100-sxm,bf16_tflops,989,,https://x,t,2023,2026-11-28,provider_page,q\n"
        "h100-sxm,hbm_gb,80,,https://x,t,2023,2026-11-28,provider_page,q\n";
    const auto specs = PerformanceTables::specs("accelerator-specs.csv", csv, errors);
    ASSERT_EQ(specs.size(), 2u);
    EXPECT_EQ(specs[1].spec, "hbm_gb");
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0], "accelerator-specs.csv line 3, sparsity: expected dense, sparse_2_4 or "
                         "unstated, got \"\"");
}
