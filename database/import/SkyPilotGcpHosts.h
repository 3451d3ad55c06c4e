#pragma once

#include "core/model/Expected.h"
#include "database/import/SkyPilotRow.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>
#include <vector>

namespace acceldecide::db::import {

// GCP's vms.csv prices a GPU apart from the VM it is attached to: a GPU row has an
// AcceleratorName and no InstanceType, and its price is the GPU's alone (A100 x1 in
// us-central1: $2.93391), while the host's row (a2-highgpu-1g: $0.73948) has no
// accelerator. SkyPilot pairs them as its list_accelerators() does (sky/catalog/
// gcp_catalog.py, read at skypilot-org/skypilot 005261080a6b8102f3d95ff2147a855250f40272),
// and this class does the same for each GPU row, in the GPU row's region and zone:
// - A100, A100-80GB, L4, H100, H100-MEGA, H200 and B200 attach only to the host types of
//   SkyPilot's _ACC_INSTANCE_TYPE_DICTS for that count (A100 x1: a2-highgpu-1g; L4 x1:
//   g2-standard-4, -8, -12, -16 or -32);
// - every other GPU attaches to an n1-standard, n1-highmem or n1-highcpu VM with at least
//   SkyPilot's vCPUs for that GPU and count (_NUM_ACC_TO_NUM_CPU: T4 x1 4, V100 x1 8, any
//   other x1 8) and 4 GiB of memory per vCPU;
// - of the hosts that qualify, the one with the lowest on-demand price (the first in the
//   file on a tie), hosts without one left out; no host in the zone, or a count SkyPilot
//   has no host for, and the GPU row is not offered.
// The pair is priced host + GPU, on demand and spot (spot only when both have one), with
// the host's vCPUs and memory, and named as SkyPilot launches it: the host type alone
// where the host type implies its GPUs (a2-highgpu-1g is A100 x1), else
// "<host>+<GPU>:<count>" ("n1-highmem-4+T4:1").
class SkyPilotGcpHosts
{
    // Its refusals are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(SkyPilotGcpHosts)

public:
    struct Host
    {
        QString name;
        std::optional<qint64> vcpus;
        std::optional<double> memoryGib;
        double price = 0.0;
        std::optional<double> spotPrice;
    };

    // Reads the host VMs GPUs can attach to (the n1, a2, a3, a4 and g2 families) from a
    // GCP vms.csv: a first pass over the file, since a GPU row may come before its host
    // (they are sorted by instance type, GPU rows last but one straggler). Rows the
    // import will reject are passed over here. Errors: the file cannot be read, or the
    // user cancelled.
    static Expected<SkyPilotGcpHosts, QString> load(const QString &path,
                                                    const std::atomic<bool> *cancel);

    void add(const QString &region, const QString &zone, Host host);
    // `gpu` (a GPU row) paired with its host, or nullopt when it has none.
    std::optional<SkyPilotRow> pair(const SkyPilotRow &gpu) const;

    // The host types SkyPilot allows for the GPU and count; empty when the GPU takes an
    // n1 host. `known` says whether the GPU has host types of its own at all.
    static QStringList fixedHosts(const QString &gpu, qint64 count, bool *known);
    // The vCPUs an n1 host needs for the GPU and count; nullopt for a count SkyPilot has
    // no n1 host for.
    static std::optional<int> minimumVcpus(const QString &gpu, qint64 count);

private:
    const Host *cheapest(const SkyPilotRow &gpu, const QStringList &fixed) const;

    QHash<QString, std::vector<Host>> m_byZone; // region + '/' + zone
};

} // namespace acceldecide::db::import
