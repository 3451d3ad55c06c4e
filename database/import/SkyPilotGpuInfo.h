#pragma once

#include "core/model/Expected.h"
#include "database/import/SkyPilotCloud.h"

#include <QtGlobal>

#include <optional>
#include <string>
#include <string_view>

namespace acceldecide::db::import {

// What a SkyPilot catalog's GpuInfo field says about one GPU's memory. The field is one
// of three things in the real catalogs:
// - empty (a CPU row, GCP's host VMs);
// - a bare accelerator name, no literal at all (RunPod v7 "A100-80GB", Paperspace "V100",
//   GCP's TPU rows "tpu-v2-8"): no memory stated;
// - a Python dict literal, read by SkyPilotLiteralReader (a malformed or hostile one is an
//   error naming its column), whose 'Gpus'[0]['MemoryInfo']['SizeInMiB'] is the memory, as
//   SkyPilot's own list_accelerators_impl reads it (sky/catalog/common.py).
// The number is then read by the unit rule (kGibRule) and by what the cloud's file means
// by it (SkyPilotCloud::GpuMemory).
class SkyPilotGpuInfo
{
public:
    // No GPU has less than 1 GiB of memory, so a SizeInMiB below this is a size in GiB:
    // RunPod's catalogs/v8 writes 'SizeInMiB': 80 for its 80 GB A100.
    static constexpr double kGibRule = 1024.0;
    // Above this per GPU (GiB) the number cannot be one GPU's memory and is dropped.
    static constexpr double kMaxPlausibleGib = 1024.0;

    // One GPU's memory in GiB, or nullopt when the field states none (or only what the
    // cloud's file does not mean as GPU memory); an error, with its column, when the field
    // is neither empty, a bare name nor a dict literal. `gpus` is the row's
    // AcceleratorCount, which divides an instance total.
    static Expected<std::optional<double>, std::string>
    perGpuMemoryGib(std::string_view field, SkyPilotCloud::GpuMemory meaning, qint64 gpus);

    // A name with no literal syntax in it: a letter or digit, then letters, digits, blanks
    // and . _ + - only, at most 128 bytes.
    static bool isBareName(std::string_view field);
};

} // namespace acceldecide::db::import
