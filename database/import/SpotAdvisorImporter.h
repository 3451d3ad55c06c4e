#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/import/ImportReport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace acceldecide::db {

// Imports the AWS Spot Instance Advisor's data file (spot-advisor-data.json, read by
// import::SpotAdvisorReader) into the spot_advisor table: one row per region, operating
// system and instance type, with its interruption bucket and saving, under one sources
// row ("AWS Spot Instance Advisor data", the file's URL) and the file's date. The file
// states no date, so its date is the day it was last modified (UTC): the day it was
// downloaded. Every instance type is kept, not only accelerated ones (the file is small,
// and a spot option may name any); `--region` keeps one region. A file imported again the
// same day adds nothing (its rows are counted as skipped). A file that is not the
// advisor's layout is refused, naming the line and column or the field, with nothing
// written; an entry with a bad saving or bucket is rejected alone, naming its path.
class SpotAdvisorImporter
{
    // Its refusals and summary are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(SpotAdvisorImporter)

public:
    static constexpr char kSourceTitle[] = "AWS Spot Instance Advisor data";
    static constexpr char kSourceUrl[] =
        "https://spot-bid-advisor.s3.amazonaws.com/spot-advisor-data.json";

    static ImportReport import(CatalogDatabase &catalog, const QString &path,
                               const ImportOptions &options = {});
    // The same from the file's bytes: `fileName` names it in messages, `fileDate` is the
    // date its rows are observed on.
    static ImportReport importText(CatalogDatabase &catalog, const QString &fileName,
                                   const QByteArray &text, const QDate &fileDate,
                                   const ImportOptions &options = {});
};

} // namespace acceldecide::db
