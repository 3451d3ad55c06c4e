#include "database/import/SpotAdvisorImporter.h"

#include "database/connection/SqlDialect.h"
#include "database/import/ImportRun.h"
#include "database/import/ImportSupport.h"
#include "database/import/SpotAdvisorReader.h"
#include "database/schema/CatalogSchema.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace acceldecide::db {

namespace {

using schema::name;

QString fromUtf8(const std::string &text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString insertStatement(const SqlDialect &dialect)
{
    using namespace schema::spotAdvisor;
    return dialect.insertOrIgnore() +
           QStringLiteral(" %1 (%2, %3, %4, %5, %6, %7, %8, %9, %10, %11) VALUES (?, ?, ?, ?, "
                          "?, ?, ?, ?, ?, ?)")
               .arg(name(kTable), name(kRegion), name(kOs), name(kInstanceType), name(kBucketIndex),
                    name(kBucketLabel), name(kBucketMinPercent), name(kBucketMaxPercent),
                    name(kSavingsPercent), name(kObservedDate), name(schema::kSourceId)) +
           dialect.ignoreSuffix();
}

// Writes the entries the region filter keeps; true when every row could be written.
bool writeEntries(import::ImportRun &run, const import::SpotAdvisorFile &file,
                  const QString &observedDate, const ImportOptions &options)
{
    ImportReport &report = run.report();
    QSqlQuery insert(run.database());
    if (!insert.prepare(insertStatement(SqlDialect::of(run.database())))) {
        report.refused = true;
        report.message = insert.lastError().text();
        return false;
    }
    for (const import::SpotAdvisorEntry &entry : file.entries) {
        const QString region = fromUtf8(entry.region);
        if (!options.region.isEmpty() && region != options.region) {
            ++report.rowsSkipped;
            continue;
        }
        const import::SpotAdvisorBucket &bucket = file.buckets[std::size_t(entry.bucketIndex)];
        int index = 0;
        for (const QVariant &value :
             {QVariant(region), QVariant(fromUtf8(entry.os)),
              QVariant(fromUtf8(entry.instanceType)), QVariant(entry.bucketIndex),
              QVariant(fromUtf8(bucket.label)), QVariant(bucket.minPercent),
              bucket.maxPercent ? QVariant(*bucket.maxPercent)
                                : QVariant(QMetaType(QMetaType::Double)),
              QVariant(entry.savingsPercent), QVariant(observedDate), QVariant(run.sourceId())})
            insert.bindValue(index++, value);
        if (!insert.exec()) {
            report.refused = true;
            report.message = insert.lastError().text();
            return false;
        }
        ++(insert.numRowsAffected() > 0 ? report.rowsImported : report.rowsSkipped);
    }
    return true;
}

} // namespace

ImportReport SpotAdvisorImporter::import(CatalogDatabase &catalog, const QString &path,
                                         const ImportOptions &options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return import::refused(tr("cannot open %1: %2").arg(path, file.errorString()));
    // Refused before reading: a file this size is not the advisor's, and reading it whole
    // would hold it all in memory.
    if (file.size() > qint64(import::SpotAdvisorReader::kMaxBytes))
        return import::refused(tr("%1: %2 bytes, more than the %3 any Spot Instance Advisor "
                                  "file comes near (about 1 MB); nothing was imported")
                                   .arg(path)
                                   .arg(file.size())
                                   .arg(import::SpotAdvisorReader::kMaxBytes));
    const QByteArray text = file.readAll();
    const QDate date = options.observedDate.isValid()
                           ? options.observedDate
                           : QFileInfo(path).lastModified().toUTC().date();
    return importText(catalog, path, text, date, options);
}

ImportReport SpotAdvisorImporter::importText(CatalogDatabase &catalog, const QString &fileName,
                                             const QByteArray &text, const QDate &fileDate,
                                             const ImportOptions &options)
{
    const Expected<import::SpotAdvisorFile, std::string> read = import::SpotAdvisorReader::read(
        std::string_view(text.constData(), std::size_t(text.size())));
    if (!read)
        return import::refused(
            tr("%1: %2; nothing was imported").arg(fileName, fromUtf8(read.error())));
    const import::SpotAdvisorFile &file = read.value();
    const QString date = fileDate.toString(Qt::ISODate);
    import::ImportRun run(catalog, options);
    const QString notes =
        tr("Frequency of interruption: the rate at which Spot reclaimed capacity in the "
           "trailing month, by bucket; saving over on-demand over the last 30 days. File date "
           "%1 (the day it was downloaded).")
            .arg(date);
    if (!run.begin({QLatin1String(kSourceTitle), QStringLiteral("Amazon Web Services"),
                    QLatin1String(kSourceUrl), date, notes}))
        return run.report();
    ImportReport &report = run.report();
    report.rowsRead = qint64(file.entries.size()) + file.rowsRejected;
    report.rowsRejected = file.rowsRejected;
    for (const std::string &rejection : file.rejections)
        report.rejections << fromUtf8(rejection);
    if (!writeEntries(run, file, date, options)) {
        const QString message = report.message;
        return import::refused(
            tr("%1: the rows could not be written, so nothing was: %2").arg(fileName, message));
    }
    if (run.finish(text.size()))
        report.message = tr("%1 entries of %2 buckets, dated %3: %4 imported, %5 already "
                            "present or outside --region, %6 rejected.")
                             .arg(report.rowsRead)
                             .arg(file.buckets.size())
                             .arg(date)
                             .arg(report.rowsImported)
                             .arg(report.rowsSkipped)
                             .arg(report.rowsRejected);
    return run.report();
}

} // namespace acceldecide::db
