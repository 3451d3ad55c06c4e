#include "ui/catalog/PriceImportReportText.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace acceldecide::ui {

namespace {

// Some importers end a refusal with "; nothing was written"; the box says so once, in
// its headline, for every format.
QString withoutNothingWritten(QString message)
{
    const QLatin1String suffix("; nothing was written");
    if (message.endsWith(suffix))
        message.chop(suffix.size());
    return message;
}

} // namespace

PriceImportReportText PriceImportReportText::of(const PriceImportRequest &request,
                                                const db::ImportReport &report)
{
    PriceImportReportText result;
    // cleanPath: a folder picked as ".../export/" still has a name.
    const QString name = QFileInfo(QDir::cleanPath(request.path)).fileName();
    if (report.refused) {
        result.problem = true;
        result.text = tr("%1 was not imported. Nothing was written to the catalog.").arg(name);
        result.informativeText = withoutNothingWritten(report.message);
        return result;
    }
    if (report.cancelled) {
        result.text =
            tr("The import of %1 was cancelled. Nothing was written to the catalog.").arg(name);
        result.informativeText = tr("The catalog is as it was before the import.");
        return result;
    }

    const QLocale locale;
    result.problem = report.rowsRejected > 0;
    result.text = tr("Imported %1 as %2.").arg(name, request.formatText());
    QStringList lines;
    if (!report.source.isEmpty())
        lines << tr("Source: %1").arg(report.source);
    lines << tr("Rows read: %1").arg(locale.toString(report.rowsRead))
          << tr("Rows imported: %1").arg(locale.toString(report.rowsImported))
          << tr("Rows skipped: %1 (filtered out or already present)")
                 .arg(locale.toString(report.rowsSkipped))
          << tr("Rows rejected: %1").arg(locale.toString(report.rowsRejected));
    const qsizetype shown = std::min<qsizetype>(kRejectionsShown, report.rejections.size());
    for (qsizetype i = 0; i < shown; ++i)
        lines << QStringLiteral("  ") + report.rejections[i];
    if (report.rowsRejected > shown)
        lines << tr("  … and %1 more (Show Details…)")
                     .arg(locale.toString(report.rowsRejected - shown));
    if (!report.message.isEmpty())
        lines << QString() << report.message;
    result.informativeText = lines.join(QLatin1Char('\n'));

    if (!report.rejections.isEmpty()) {
        QStringList details = report.rejections;
        // The importers keep the first hundred; the count goes on.
        if (report.rowsRejected > report.rejections.size())
            details << tr("… and %1 more not listed")
                           .arg(locale.toString(report.rowsRejected - report.rejections.size()));
        result.detailedText = details.join(QLatin1Char('\n'));
    }
    return result;
}

} // namespace acceldecide::ui
