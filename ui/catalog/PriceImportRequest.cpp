#include "ui/catalog/PriceImportRequest.h"

#include "database/import/AwsPriceListImporter.h"
#include "database/import/CatalogCsv.h"
#include "database/import/SavingsPlansImporter.h"
#include "database/import/SkyPilotImporter.h"

namespace acceldecide::ui {

QList<PriceImportRequest::Format> PriceImportRequest::formats()
{
    return {Format::AwsPriceList, Format::AwsSavingsPlans, Format::SkyPilot, Format::CatalogCsv};
}

QString PriceImportRequest::label(Format format)
{
    // The wording of `acceldecide-cli catalog import --help`, so a user who knows one
    // recognises the other.
    switch (format) {
    case Format::AwsPriceList:
        return tr("AWS Price List EC2 offer CSV (per-region index.csv)");
    case Format::AwsSavingsPlans:
        return tr("AWS Savings Plans offer CSV (AWSComputeSavingsPlan)");
    case Format::SkyPilot:
        return tr("SkyPilot catalog <cloud>/vms.csv");
    case Format::CatalogCsv:
        return tr("Catalog CSV folder (written by 'catalog export')");
    }
    return {};
}

QString PriceImportRequest::cliName(Format format)
{
    switch (format) {
    case Format::AwsPriceList:
        return QStringLiteral("aws-pricelist");
    case Format::AwsSavingsPlans:
        return QStringLiteral("aws-savings-plans");
    case Format::SkyPilot:
        return QStringLiteral("skypilot");
    case Format::CatalogCsv:
        return QStringLiteral("csv");
    }
    return {};
}

bool PriceImportRequest::readsFolder(Format format)
{
    return format == Format::CatalogCsv;
}

QString PriceImportRequest::fileFilter(Format format)
{
    if (format == Format::SkyPilot)
        return tr("SkyPilot catalog (vms.csv *.csv);;All files (*)");
    return tr("CSV files (*.csv);;All files (*)");
}

std::optional<db::import::SkyPilotCloud> PriceImportRequest::skyPilotCloud() const
{
    using db::import::SkyPilotCloud;
    return cloud.isEmpty() ? SkyPilotCloud::fromPath(path) : SkyPilotCloud::fromName(cloud);
}

QString PriceImportRequest::formatText() const
{
    if (format == Format::SkyPilot) {
        if (const auto known = skyPilotCloud())
            return tr("SkyPilot catalog %1/vms.csv").arg(known->name());
    }
    return label(format);
}

db::ImportReport PriceImportRequest::run(db::CatalogDatabase &catalog,
                                         const db::ImportOptions &options) const
{
    // A cloud named but not known is refused here; no cloud at all is the importer's to
    // refuse, after it has looked at the file (a file of another format says so first).
    if (format == Format::SkyPilot && !cloud.isEmpty() && !skyPilotCloud()) {
        db::ImportReport refused;
        refused.refused = true;
        refused.message =
            tr("%1 is not a cloud of the SkyPilot catalog (%2)")
                .arg(cloud, db::import::SkyPilotCloud::names().join(QStringLiteral(", ")));
        return refused;
    }
    switch (format) {
    case Format::AwsPriceList:
        return db::AwsPriceListImporter::import(catalog, path, options);
    case Format::AwsSavingsPlans:
        return db::SavingsPlansImporter::import(catalog, path, options);
    case Format::SkyPilot:
        return db::SkyPilotImporter::import(catalog, path, skyPilotCloud(), options);
    case Format::CatalogCsv:
        return db::CatalogCsv::importFrom(catalog, path, options);
    }
    return {};
}

} // namespace acceldecide::ui
