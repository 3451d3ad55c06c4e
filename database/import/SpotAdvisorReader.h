#pragma once

#include "core/model/Expected.h"
#include "database/import/SpotAdvisorFile.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace acceldecide::db::import {

// Reads the AWS Spot Instance Advisor's data file, the JSON behind
// https://aws.amazon.com/ec2/spot/instance-advisor/ served at
// https://spot-bid-advisor.s3.amazonaws.com/spot-advisor-data.json. Its layout, as
// read in a copy of 2025-06-28 (alexei-led/spotinfo, internal/spot/data/) and by the
// readers in that repository (internal/spot/types.go) and nint8835/interruption-spotter
// (pkg/spotdata/types.go):
//
//   {"global_rate": "<10%",
//    "instance_types": {"p5.48xlarge": {"emr": false, "cores": 192, "ram_gb": 2048.0}, ...},
//    "ranges": [{"index": 0, "label": "<5%", "dots": 0, "max": 5}, ...,
//               {"index": 4, "label": ">20%", "dots": 4, "max": 100}],
//    "spot_advisor": {"us-east-1": {"Linux": {"p5.48xlarge": {"s": 52, "r": 4}, ...},
//                                   "Windows": {...}}, ...}}
//
// "s" is the saving over on-demand (percent) and "r" the index of the entry's bucket in
// "ranges". instance_types is not read (cores and memory, which the catalog has).
//
// Text from the file is only compared and quoted, never evaluated. A file that is not
// this layout is refused whole (the message names the line and column of a JSON syntax
// error, or the path of the first field that is wrong); an entry whose "s" or "r" is
// wrong is rejected alone, naming its path and value, and the rest is read.
class SpotAdvisorReader
{
public:
    // The real file is about 1 MB; a file many times that is not the advisor's data.
    static constexpr std::size_t kMaxBytes = 16 * 1024 * 1024;
    static constexpr std::size_t kMaxRejectionsListed = 100;

    static Expected<SpotAdvisorFile, std::string> read(std::string_view text);

    // A bucket's bounds from its label: "<5%" (0 to 5), "5-10%", ">20%" (20, open-ended);
    // blanks are allowed around each part. nullopt for anything else.
    static std::optional<SpotAdvisorBucket> bucketOfLabel(std::string_view label);
};

} // namespace acceldecide::db::import
