#pragma once

#include "core/engine/CheckpointOverhead.h"
#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "core/model/ValidationError.h"

#include <optional>

namespace acceldecide {

// A spot option's interruption overhead from the AWS Spot Instance Advisor's bucket
// (purchase.interruption with from_catalog): the catalog gives the bucket, this prices
// it (docs/spot-interruptions.md).
//
// - The bucket is the share of instances interrupted in a month, from minPercent to
//   maxPercent; its centre prices the option and its bounds are the option's uncertainty
//   range. The open-ended ">20%" has no centre: it is priced at its lower bound, 20 %,
//   and then has no range (the overhead is a lower bound; the resolver warns).
// - The job's instances: a training cluster's all must run (a synchronous job stops when
//   any one is interrupted): cluster_accelerators over accelerators_per_instance, rounded
//   up. Anything else (an inference fleet, rented capacity) runs on each instance alone:
//   one instance.
// - Checkpoint and restart times: the scenario's, else CheckpointDefaults for the
//   workload's model size (the profile's for a capacity workload).
struct SpotInterruptionPricing
{
    struct Bucket
    {
        double minPercent = 0.0;
        std::optional<double> maxPercent; // nullopt: open-ended
    };

    double instances = 1.0;
    double checkpointMinutes = 0.0;
    double restartMinutes = 0.0;
    bool checkpointDefaulted = false;
    bool restartDefaulted = false;
    double centralPercentPerMonth = 0.0;
    CheckpointOverhead low;
    CheckpointOverhead central;
    CheckpointOverhead high;

    static double instancesThatMustRun(const Scenario &scenario, const Option &option);
    // An error names options.<id>.purchase.interruption (an overhead past the range the
    // scenario allows) or its checkpoint_minutes (no time stated and no model size to
    // take one from).
    static Expected<SpotInterruptionPricing, ValidationError>
    price(const Scenario &scenario, const Option &option, const Bucket &bucket);
};

} // namespace acceldecide
