#include "ui/catalog/BillImportReportText.h"

#include "ui/widgets/Qs.h"

#include <QFileInfo>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace acceldecide::ui {

namespace {

using actuals::SkipReason;

constexpr SkipReason kSkipReasons[] = {SkipReason::NotCompute, SkipReason::NotAcceleratedInstance,
                                       SkipReason::OutsideFilter, SkipReason::CountedElsewhere};

QString formatName(actuals::BillFormat format)
{
    return format == actuals::BillFormat::Focus ? QStringLiteral("FOCUS")
                                                : QStringLiteral("CUR 2.0");
}

// The counts under the summary line: each skip reason, then the first rejections.
QString counts(const db::BillImportReport &report, int rejectionsShown)
{
    const QLocale locale;
    QStringList lines{
        report.summary(), QString(),
        BillImportReportText::tr("Rows skipped: %1").arg(locale.toString(report.skippedTotal()))};
    for (const SkipReason reason : kSkipReasons)
        lines << QStringLiteral("  %1: %2")
                     .arg(qs(actuals::nameOf(reason)), locale.toString(report.skipped(reason)));
    lines
        << BillImportReportText::tr("Rows rejected: %1").arg(locale.toString(report.rowsRejected));
    const qsizetype shown = std::min<qsizetype>(rejectionsShown, report.rejections.size());
    for (qsizetype i = 0; i < shown; ++i)
        lines << QStringLiteral("  ") + report.rejections[i];
    if (report.rowsRejected > shown)
        lines << BillImportReportText::tr("  … and %1 more (Show Details…)")
                     .arg(locale.toString(report.rowsRejected - shown));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

BillImportReportText BillImportReportText::of(const BillImportRequest &request,
                                              const db::BillImportResult &result)
{
    BillImportReportText out;
    const QString name = QFileInfo(request.path).fileName();
    if (!result) {
        out.problem = true;
        out.text = result.error().refused
                       ? tr("%1 was not imported. Nothing was written to the catalog.").arg(name)
                       : tr("%1 was not imported: the catalog refused the write. Nothing was "
                            "written to it.")
                             .arg(name);
        out.informativeText = result.error().error.toString();
        return out;
    }
    const db::BillImportReport &report = result.value();
    if (report.cancelled) {
        out.text =
            tr("The import of %1 was cancelled. Nothing was written to the catalog.").arg(name);
        out.informativeText = tr("The catalog is as it was before the import.");
        return out;
    }
    if (!report.importedBefore.isEmpty()) {
        out.text = tr("%1 was imported before. Nothing was added.").arg(name);
        out.informativeText = report.summary();
        return out;
    }
    out.problem = report.rowsRejected > 0;
    out.text = tr("Imported %1 as %2.").arg(name, formatName(request.format));
    out.informativeText = counts(report, kRejectionsShown);
    if (!report.rejections.isEmpty()) {
        QStringList details = report.rejections;
        // The importer keeps the first hundred; the count goes on.
        if (report.rowsRejected > report.rejections.size())
            details << tr("… and %1 more not listed")
                           .arg(QLocale().toString(report.rowsRejected - report.rejections.size()));
        out.detailedText = details.join(QLatin1Char('\n'));
    }
    return out;
}

} // namespace acceldecide::ui
