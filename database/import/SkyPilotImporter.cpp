#include "database/import/SkyPilotImporter.h"

#include "database/import/ImportRun.h"
#include "database/import/ImportSupport.h"
#include "database/import/SkyPilotGcpHosts.h"
#include "database/import/SkyPilotOfferWriter.h"
#include "database/import/SkyPilotRowReader.h"

#include <QFileInfo>

namespace acceldecide::db {

namespace {

using namespace import;

// Everything that decides whether the file can be imported, before the first write:
// whether it is a vms.csv at all, then which cloud's.
std::optional<ImportReport> refusal(ImportRun &run, SkyPilotRowReader &rows, const QString &path,
                                    const std::optional<SkyPilotCloud> &cloud)
{
    const QString expected =
        SkyPilotImporter::tr("a SkyPilot catalog's <cloud>/vms.csv names the columns %1 in "
                             "its first line, in any order")
            .arg(SkyPilotRowReader::requiredColumns());
    switch (run.readHeader(rows.columns())) {
    case ImportRun::Header::Found:
        break;
    case ImportRun::Header::Empty:
        return refused(
            SkyPilotImporter::tr("%1: the file is empty or unreadable; %2").arg(path, expected));
    case ImportRun::Header::Incomplete:
        return refused(
            SkyPilotImporter::tr("%1 is not a SkyPilot vms.csv (missing columns: %2); %3")
                .arg(path, rows.missingColumns().join(QStringLiteral(", ")), expected));
    }
    if (!cloud)
        return refused(SkyPilotImporter::tr("%1: which cloud's catalog this is cannot be told "
                                            "from its path (only a catalog's <cloud>/vms.csv "
                                            "tells); name the cloud: %2")
                           .arg(path, SkyPilotCloud::names().join(QStringLiteral(", "))));
    return std::nullopt;
}

ImportReport cancelledReport()
{
    ImportReport report;
    report.cancelled = true;
    report.message =
        QCoreApplication::translate("ImportRun", "cancelled; the catalog is unchanged");
    return report;
}

} // namespace

ImportReport SkyPilotImporter::import(CatalogDatabase &catalog, const QString &path,
                                      const ImportOptions &options)
{
    return import(catalog, path, std::nullopt, options);
}

ImportReport SkyPilotImporter::import(CatalogDatabase &catalog, const QString &path,
                                      const std::optional<SkyPilotCloud> &named,
                                      const ImportOptions &options)
{
    ImportRun run(catalog, options);
    if (!run.open(path))
        return run.report();
    const std::optional<SkyPilotCloud> cloud = named ? named : SkyPilotCloud::fromPath(path);
    SkyPilotRowReader rows(cloud.value_or(*SkyPilotCloud::fromName(QStringLiteral("aws"))));
    if (std::optional<ImportReport> refusedReport = refusal(run, rows, path, cloud))
        return *refusedReport;

    SkyPilotGcpHosts hosts;
    if (cloud->listsGpusApart()) {
        Expected<SkyPilotGcpHosts, QString> loaded = SkyPilotGcpHosts::load(path, options.cancel);
        if (!loaded)
            return options.cancel && options.cancel->load() ? cancelledReport()
                                                            : refused(loaded.error());
        hosts = std::move(loaded.value());
    }

    const QFileInfo info(path);
    // The file carries no date of its own; its modification time is when the catalog
    // was fetched, and using it (not today) keeps a re-import of the same file on
    // another day from adding a second copy of every price.
    const QString observedDate = info.lastModified().toUTC().date().toString(Qt::ISODate);
    // The source's title and notes are catalog data, not messages: never translated, so
    // a re-import finds the same row whatever the language.
    if (!run.begin(
            {QStringLiteral("SkyPilot catalog %1/vms.csv (%2)").arg(cloud->name(), info.fileName()),
             QStringLiteral("SkyPilot"),
             QStringLiteral("https://github.com/skypilot-org/skypilot-catalog"), observedDate,
             QStringLiteral("published date is the file's modification date; "
                            "prices billed by %1")
                 .arg(cloud->provider())}))
        return run.report();

    SkyPilotOfferWriter writer(run.database(), *cloud, run.sourceId(), observedDate);
    const auto importRow = [&](const std::vector<std::string_view> &fields) {
        using Outcome = ImportRun::Outcome;
        Expected<SkyPilotRow, QString> row = rows.read(fields);
        if (!row)
            return Outcome::rejected(row.error());
        // CPU-only types are not candidates for this decision, nor are Cloud TPUs.
        if (row->acceleratorName.isEmpty() ||
            row->acceleratorName.startsWith(QLatin1String("tpu-")) ||
            (!options.region.isEmpty() && row->region != options.region))
            return Outcome::skipped();
        if (row->instanceType.isEmpty()) {
            std::optional<SkyPilotRow> paired = hosts.pair(*row);
            if (!paired)
                return Outcome::skipped(); // no host VM in its zone: not offered there
            row = std::move(*paired);
        }
        if (Expected<void, QString> written = writer.write(*row); !written)
            return Outcome::rejected(written.error());
        return Outcome::imported();
    };
    return run.importRows(importRow, [&] {
        return SkyPilotImporter::tr("%1 instance types and %2 price observations added "
                                    "(observations already in the catalog are kept once); "
                                    "prices billed by %3")
            .arg(writer.typesAdded())
            .arg(writer.pricesAdded())
            .arg(cloud->provider());
    });
}

} // namespace acceldecide::db
