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
        return tr("SkyPilot catalog aws/vms.csv");
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

db::ImportReport PriceImportRequest::run(db::CatalogDatabase &catalog,
                                         const db::ImportOptions &options) const
{
    switch (format) {
    case Format::AwsPriceList:
        return db::AwsPriceListImporter::import(catalog, path, options);
    case Format::AwsSavingsPlans:
        return db::SavingsPlansImporter::import(catalog, path, options);
    case Format::SkyPilot:
        return db::SkyPilotImporter::import(catalog, path, options);
    case Format::CatalogCsv:
        return db::CatalogCsv::importFrom(catalog, path, options);
    }
    return {};
}

} // namespace acceldecide::ui
