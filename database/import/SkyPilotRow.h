#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace acceldecide::db::import {

// One row of a SkyPilot catalog vms.csv as read (SkyPilotRowReader), and what is written
// for one offer: a row of most clouds is one instance type's offer in a region (and
// zone); GCP's GPU rows become one when paired with a host VM (SkyPilotGcpHosts).
struct SkyPilotRow
{
    QString instanceType;    // empty on GCP's GPU rows until paired with a host
    QString acceleratorName; // empty on a CPU-only row
    qint64 acceleratorCount = 0;
    std::optional<double> gpuMemoryGib; // one GPU's, from GpuInfo by SkyPilotGpuInfo's rules
    std::optional<qint64> vcpus;
    std::optional<double> memoryGib;
    std::optional<double> price;     // on demand, $ per instance-hour
    std::optional<double> spotPrice; // none where the file says no spot market
    QString region;
    QString zone; // empty where the cloud's file has no AvailabilityZone
};

} // namespace acceldecide::db::import
