#pragma once

#include "ui/catalog/PriceImportRequest.h"

#include "database/import/ImportReport.h"

#include <QCoreApplication>
#include <QString>

namespace acceldecide::ui {

// An import report in words for the message box the window shows after an import:
// the same figures `acceldecide-cli catalog import` prints, so the two can be compared.
class PriceImportReportText
{
    Q_DECLARE_TR_FUNCTIONS(PriceImportReportText)

public:
    // How many rejections the informative text lists; the rest are in detailedText.
    static constexpr int kRejectionsShown = 3;

    static PriceImportReportText of(const PriceImportRequest &request,
                                    const db::ImportReport &report);

    QString text;            // one sentence: what happened
    QString informativeText; // the counts, or why nothing was written
    QString detailedText;    // every rejection the report lists, one a line
    bool problem = false;    // refused, or rows rejected: worth a warning icon
};

} // namespace acceldecide::ui
