#include "database/actuals/BillImportReport.h"

#include <QCoreApplication>
#include <QLocale>

namespace acceldecide::db {

using actuals::SkipReason;

qint64 BillImportReport::skippedTotal() const
{
    qint64 total = 0;
    for (const qint64 count : rowsSkipped)
        total += count;
    return total;
}

QString BillImportReport::summary() const
{
    const QLocale c = QLocale::c();
    if (!importedBefore.isEmpty())
        return QCoreApplication::translate("BillImportReport",
                                           "%1 was imported before (%2): nothing added.")
            .arg(fileName, importedBefore);
    QStringList reasons;
    for (const SkipReason reason : {SkipReason::NotCompute, SkipReason::NotAcceleratedInstance,
                                    SkipReason::OutsideFilter, SkipReason::CountedElsewhere})
        if (skipped(reason) > 0)
            reasons << QStringLiteral("%1 %2").arg(c.toString(skipped(reason)),
                                                   QString::fromLatin1(nameOf(reason).data()));
    return QCoreApplication::translate(
               "BillImportReport",
               "%1 rows read: %2 used, %3 skipped%4, %5 rejected; %6 summed rows "
               "written.")
        .arg(c.toString(rowsRead), c.toString(rowsUsed), c.toString(skippedTotal()),
             reasons.isEmpty() ? QString()
                               : QStringLiteral(" (%1)").arg(reasons.join(QStringLiteral(", "))),
             c.toString(rowsRejected), c.toString(actualRows));
}

} // namespace acceldecide::db
