#pragma once

#include "core/model/Expected.h"
#include "database/import/CsvColumns.h"
#include "database/import/SkyPilotCloud.h"
#include "database/import/SkyPilotRow.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

namespace acceldecide::db::import {

// Reads the rows of a SkyPilot catalog vms.csv by header name: the clouds write the same
// columns in different orders (GCP puts vCPUs second, Lambda and Nebius have no
// AvailabilityZone, Hyperbolic adds StorageGiB, RunPod v8 puts GpuInfo last). InstanceType,
// AcceleratorName, AcceleratorCount, Price and Region are required; vCPUs, MemoryGiB,
// GpuInfo, SpotPrice and AvailabilityZone are read when there.
//
// A row is refused, naming the column, for an empty Region or InstanceType (but on GCP's
// GPU rows), a count that is not a positive whole number, a price that is not a
// non-negative number, or a GpuInfo that is neither a name nor a dict literal. An empty
// price is no price. A spot price of 0 (Vast writes 0.00 everywhere) or of $1,000,000 an
// hour or more (Prime Intellect writes 99999999) means there is no spot market.
class SkyPilotRowReader
{
    // Its refusals are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(SkyPilotRowReader)

public:
    static constexpr double kNoSpotAtOrAbove = 1.0e6;

    explicit SkyPilotRowReader(SkyPilotCloud cloud);

    CsvColumns &columns() { return m_columns; }
    // The required columns the header lacks, as SkyPilot spells them ("Price").
    QStringList missingColumns() const;
    // "InstanceType, AcceleratorName, AcceleratorCount, Price and Region".
    static QString requiredColumns();

    Expected<SkyPilotRow, QString> read(const std::vector<std::string_view> &fields) const;

private:
    Expected<void, QString> readAccelerator(const std::vector<std::string_view> &fields,
                                            SkyPilotRow &row) const;
    Expected<void, QString> readPrices(const std::vector<std::string_view> &fields,
                                       SkyPilotRow &row) const;

    SkyPilotCloud m_cloud;
    CsvColumns m_columns;
};

} // namespace acceldecide::db::import
