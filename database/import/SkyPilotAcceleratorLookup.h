#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <optional>

namespace acceldecide::db::import {

// Links an imported instance type to the catalog's accelerator when SkyPilot's name
// means one, comparing names without case or punctuation ("A100-80GB" = "A100 80GB"):
// - the name itself;
// - the name with one GPU's memory from GpuInfo, rounded to whole GiB ("A100" with
//   40960 MiB = "A100 40GB", with 81920 MiB = "A100 80GB"), so that an A100 is not taken
//   for the other size;
// - on AWS only, the form of the chip AWS sells under that name ("H100" is the SXM part
//   of a p5, "Trainium" is Trainium1): elsewhere "H100" may be a PCIe card.
// Any other name leaves the link NULL rather than inventing a chip without specs.
class SkyPilotAcceleratorLookup
{
public:
    explicit SkyPilotAcceleratorLookup(QSqlDatabase &database);

    // The accelerator's id, or a NULL QVariant.
    QVariant find(const QString &skyPilotName, std::optional<double> gpuMemoryGib,
                  bool awsNames) const;

    static QString normalized(const QString &text);

private:
    QHash<QString, qint64> m_ids;
};

} // namespace acceldecide::db::import
