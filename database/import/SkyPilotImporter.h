#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/import/ImportReport.h"
#include "database/import/SkyPilotCloud.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace acceldecide::db {

// Imports a SkyPilot catalog's <cloud>/vms.csv (schema v5 to v9; the columns are found by
// name, SkyPilotRowReader): one row per instance type and region, or availability zone.
// Instance types with an accelerator become instance_types rows under the cloud's
// provider (CPU-only rows and GCP's TPUs are skipped); Price becomes one on-demand
// observation per region and SpotPrice one spot observation per zone (per region where
// the file has no zones), all under one source: the file, dated by its modification
// time. GCP's GPU rows are paired with their host VM first (SkyPilotGcpHosts). The whole
// import is one transaction; a cancelled or refused import writes nothing.
class SkyPilotImporter
{
    // Its refusals, rejections and summary are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(SkyPilotImporter)

public:
    // `cloud` nullopt: the cloud the path names in the catalog's layout
    // (.../gcp/vms.csv), and a file whose path names none is refused, asking for the cloud.
    static ImportReport import(CatalogDatabase &catalog, const QString &path,
                               const std::optional<import::SkyPilotCloud> &cloud,
                               const ImportOptions &options = {});
    // The same with the cloud taken from the path.
    static ImportReport import(CatalogDatabase &catalog, const QString &path,
                               const ImportOptions &options = {});
};

} // namespace acceldecide::db
