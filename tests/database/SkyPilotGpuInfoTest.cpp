// SkyPilotGpuInfo: one GPU's memory from a catalog's GpuInfo, by the unit rule and by what
// each cloud's file means by the number. Every field is quoted from a real catalog.
#include "database/import/SkyPilotGpuInfo.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace acceldecide::db::import;

namespace {

using Memory = SkyPilotCloud::GpuMemory;

struct Case
{
    const char *name;
    std::string field;
    Memory meaning;
    qint64 gpus;
    std::optional<double> gib; // nullopt: no memory stated
};

std::ostream &operator<<(std::ostream &out, const Case &c)
{
    return out << c.name;
}

class SkyPilotGpuInfoMemory : public ::testing::TestWithParam<Case>
{};

TEST_P(SkyPilotGpuInfoMemory, FollowsTheRules)
{
    const Case &c = GetParam();
    const auto memory = SkyPilotGpuInfo::perGpuMemoryGib(c.field, c.meaning, c.gpus);
    ASSERT_TRUE(memory.ok()) << memory.error();
    ASSERT_EQ(memory->has_value(), c.gib.has_value());
    if (c.gib) {
        EXPECT_DOUBLE_EQ(**memory, *c.gib);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Catalogs, SkyPilotGpuInfoMemory,
    ::testing::Values(
        // AWS p4d: per GPU in MiB, as SkyPilot reads it.
        Case{"aws_a100",
             "{'Gpus': [{'Name': 'A100', 'Count': 8, 'MemoryInfo': {'SizeInMiB': "
             "40960}}], 'TotalGpuMemoryInMiB': 327680}",
             Memory::PerGpu, 8, 40.0},
        // RunPod catalogs/v8: 80 "MiB" is 80 GiB by the unit rule (below 1024 is GiB).
        Case{"runpod_v8_gib_in_a_mib_field",
             "{'Gpus': [{'Name': 'A100 PCIe', 'Manufacturer': 'Nvidia', 'Count': 1, "
             "'MemoryInfo': {'SizeInMiB': 80}}], 'TotalGpuMemoryInMiB': 80}",
             Memory::PerGpu, 1, 80.0},
        // Vast: the instance's total, 2 x A100 40GB.
        Case{"vast_total",
             "{'Gpus': [{'Name': 'A100', 'Count': 2, 'MemoryInfo': {'SizeInMiB': "
             "81920}}], 'TotalGpuMemoryInMiB': 81920}",
             Memory::InstanceTotal, 2, 40.0},
        // Prime Intellect: the total too (its TotalGpuMemoryInMiB counts it twice).
        Case{"primeintellect_total",
             R"({"Gpus":[{"Name":"A100","Count":2,"MemoryInfo":{"SizeInMiB":163840}}],)"
             R"("TotalGpuMemoryInMiB":327680})",
             Memory::InstanceTotal, 2, 80.0},
        // Nebius: 204800 is the VM's 200 GiB of memory, not the H100's.
        Case{"nebius_vm_memory",
             "{'Gpus': [{'Name': 'H100', 'Manufacturer': 'NVIDIA', 'Count': 1, 'MemoryInfo': "
             "{'SizeInMiB': 204800}}], 'TotalGpuMemoryInMiB': 204800}",
             Memory::NotGpuMemory, 1, std::nullopt},
        // DigitalOcean writes its keys in lower case.
        Case{"do_lower_case",
             "{'gpus': [{'name': 'h100', 'count': 8.0, 'memoryinfo': "
             "{'sizeinmib': 81559}}], 'totalgpumemoryinmib': 81559}",
             Memory::PerGpu, 8, 81559.0 / 1024.0},
        // Seeweb does not know: 0.
        Case{"seeweb_zero",
             "{'Gpus': [{'Name': 'RTX PRO 6000 96GB', 'Count': 1.0, "
             "'MemoryInfo': {'SizeInMiB': 0}}], 'TotalGpuMemoryInMiB': 0}",
             Memory::PerGpu, 1, std::nullopt},
        // Shadeform states no memory at all.
        Case{"shadeform_none",
             "{'Gpus': [{'Name': 'H200', 'Manufacturer': 'NVIDIA', 'Count': "
             "8.0}]}",
             Memory::PerGpu, 8, std::nullopt},
        // RunPod v7 and Paperspace write a bare name; GCP's TPU rows too.
        Case{"runpod_v7_bare_name", "A100-80GB", Memory::PerGpu, 1, std::nullopt},
        Case{"gcp_tpu_bare_name", "tpu-v2-8", Memory::PerGpu, 1, std::nullopt},
        Case{"empty", "", Memory::PerGpu, 1, std::nullopt}),
    [](const ::testing::TestParamInfo<Case> &info) { return std::string(info.param.name); });

TEST(SkyPilotGpuInfo, ABareNameHasNoLiteralSyntax)
{
    EXPECT_TRUE(SkyPilotGpuInfo::isBareName("A100-80GB"));
    EXPECT_TRUE(SkyPilotGpuInfo::isBareName("RTX PRO 6000 96GB"));
    EXPECT_FALSE(SkyPilotGpuInfo::isBareName("__import__('os').system('x')"));
    EXPECT_FALSE(SkyPilotGpuInfo::isBareName("_private"));
    EXPECT_FALSE(SkyPilotGpuInfo::isBareName("a(b)"));
    EXPECT_FALSE(SkyPilotGpuInfo::isBareName(std::string(129, 'a')));
}

TEST(SkyPilotGpuInfo, RefusesWhatIsNeitherANameNorADict)
{
    const auto call =
        SkyPilotGpuInfo::perGpuMemoryGib("__import__('os').system('x')", Memory::PerGpu, 1);
    ASSERT_FALSE(call.ok());
    EXPECT_EQ(call.error(),
              "column 1: unexpected name '__import__': only True, False and None are allowed");
    const auto list = SkyPilotGpuInfo::perGpuMemoryGib("[{'SizeInMiB': 1}]", Memory::PerGpu, 1);
    ASSERT_FALSE(list.ok());
    EXPECT_EQ(list.error(), "column 1: expected a dict such as {'Gpus': [...]}");
}

} // namespace
