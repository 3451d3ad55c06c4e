#pragma once

#include "database/import/ImportReport.h"
#include "database/import/SkyPilotCloud.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

// What the user asked to import: one of the formats `acceldecide-cli catalog import`
// takes, the file (a folder for catalog CSV), an optional region and, for a SkyPilot
// catalog, its cloud. run() calls the same importer the CLI calls, so the window and the
// command line import alike.
class PriceImportRequest
{
    Q_DECLARE_TR_FUNCTIONS(PriceImportRequest)

public:
    // In the order of the CLI's --format list.
    enum class Format
    {
        AwsPriceList,
        AwsSavingsPlans,
        SkyPilot,
        CatalogCsv,
    };

    static QList<Format> formats();
    // The CLI's help line for the format ("AWS Price List EC2 offer CSV ...").
    static QString label(Format format);
    // The CLI's --format value ("aws-pricelist").
    static QString cliName(Format format);
    // Catalog CSV is a folder written by `catalog export`; the others are one file.
    static bool readsFolder(Format format);
    // A QFileDialog name filter for the format's files.
    static QString fileFilter(Format format);

    Format format = Format::AwsPriceList;
    QString path;
    QString region; // empty: every region
    // A SkyPilot catalog's cloud by its catalog name ("gcp"), as the CLI's --cloud; empty:
    // the cloud the path names in the catalog's layout (.../gcp/vms.csv).
    QString cloud;

    // The cloud a SkyPilot import takes: `cloud` when set (nullopt for a name not known),
    // else the path's (nullopt when the path names none).
    std::optional<db::import::SkyPilotCloud> skyPilotCloud() const;
    // The format as a report names it: label(), with a SkyPilot catalog's cloud.
    QString formatText() const;

    // Runs the import on `catalog` in the calling thread (the catalog's own).
    db::ImportReport run(db::CatalogDatabase &catalog, const db::ImportOptions &options) const;
};

} // namespace acceldecide::ui
