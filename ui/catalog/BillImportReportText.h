#pragma once

#include "ui/catalog/BillImportDialog.h"

#include "database/actuals/BillImportReport.h"

#include <QCoreApplication>
#include <QString>

namespace acceldecide::ui {

// A bill import's outcome in words for the box the window shows after it: the report's
// summary line, the rows skipped by each reason and the first rejections, the figures
// `acceldecide-cli actuals import` prints, so the two can be compared.
class BillImportReportText
{
    Q_DECLARE_TR_FUNCTIONS(BillImportReportText)

public:
    // How many rejections the informative text lists; the rest are in detailedText.
    static constexpr int kRejectionsShown = 3;

    static BillImportReportText of(const BillImportRequest &request,
                                   const db::BillImportResult &result);

    QString text;            // one sentence: what happened
    QString informativeText; // the summary and counts, or why nothing was written
    QString detailedText;    // every rejection the report lists, one a line
    bool problem = false;    // refused, failed or rows rejected: worth a warning icon
};

} // namespace acceldecide::ui
