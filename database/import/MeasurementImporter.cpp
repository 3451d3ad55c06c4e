#include "database/import/MeasurementImporter.h"

#include "core/performance/MeasurementFileReader.h"
#include "core/performance/PerformanceCatalog.h"
#include "database/catalog/ModelCatalog.h"
#include "database/catalog/RowAudit.h"
#include "database/connection/TransactionGuard.h"
#include "database/schema/CatalogSchema.h"
#include "database/server/ServerRoles.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace acceldecide::db {

namespace {

using namespace schema::measurements;

using schema::name;

// No benchmark tool writes a result file near this; a file that large is something else.
constexpr qint64 kLargestFile = 64LL * 1024 * 1024;
// The stored id of a tool's measurement ends with this much of its file's SHA-256, so two
// runs of one setup (two files) are two measurements and one file imported twice is one.
constexpr qsizetype kShaInId = 12;

constexpr std::array<std::pair<MeasurementFormat, const char *>, 4> kFormats{{
    {MeasurementFormat::VllmBench, "vllm-bench"},
    {MeasurementFormat::TrtllmBench, "trtllm-bench"},
    {MeasurementFormat::LlmPerf, "llmperf"},
    {MeasurementFormat::BenchmarksCsv, "benchmarks-csv"},
}};

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QVariant textOrNull(const std::string &text)
{
    return text.empty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(qs(text));
}

QString shown(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

MeasurementImportError refusal(std::vector<DatabaseError> errors)
{
    return {true, DatabaseError::combined(std::move(errors))};
}

MeasurementImportError failure(const QSqlQuery &query)
{
    const QString permission = ServerRoles::permissionMessage(query.lastError());
    return {false, DatabaseError{name(kTable),
                                 {},
                                 {},
                                 permission.isEmpty() ? query.lastError().text() : permission}};
}

// What the catalog knows to name: the performance catalog's accelerators, the models table.
struct Known
{
    QStringList accelerators;
    QStringList models;
};

std::optional<DatabaseError> unknownAccelerator(const Known &known, const std::string &id,
                                                const QString &table, const QString &row)
{
    if (known.accelerators.contains(qs(id)))
        return std::nullopt;
    return DatabaseError{table, row, name(kAcceleratorId),
                         MeasurementImporter::tr("\"%1\" is not an accelerator the performance "
                                                 "catalog knows (%2)")
                             .arg(qs(id), known.accelerators.join(QStringLiteral(", ")))};
}

std::optional<DatabaseError> unknownModel(const Known &known, const std::string &id,
                                          const QString &table, const QString &row)
{
    if (known.models.contains(qs(id)))
        return std::nullopt;
    return DatabaseError{table, row, name(kModelId),
                         MeasurementImporter::tr("\"%1\" is not a model in the catalog's models "
                                                 "table (%2); add its shapes there first")
                             .arg(qs(id), known.models.join(QStringLiteral(", ")))};
}

performance::MeasurementFile read(MeasurementFormat format, const QString &fileName,
                                  const QByteArray &text, const performance::MeasuredSetup &setup)
{
    using performance::MeasurementFileReader;
    const std::string_view bytes(text.constData(), std::size_t(text.size()));
    switch (format) {
    case MeasurementFormat::VllmBench:
        return MeasurementFileReader::vllmServe(bytes, setup);
    case MeasurementFormat::TrtllmBench:
        return MeasurementFileReader::trtllmBenchReport(bytes, setup);
    case MeasurementFormat::LlmPerf:
        return MeasurementFileReader::llmPerfSummary(bytes, setup);
    case MeasurementFormat::BenchmarksCsv:
        break;
    }
    return MeasurementFileReader::measurementCsv(fileName.toStdString(), bytes);
}

// Every problem with the file and its setup; empty when it may be written.
std::vector<DatabaseError> problems(MeasurementFormat format, const QString &fileName,
                                    const performance::MeasuredSetup &setup,
                                    const performance::MeasurementFile &file, const Known &known)
{
    std::vector<DatabaseError> errors;
    const bool setupGiven = MeasurementImporter::needsSetup(format);
    if (setupGiven) {
        if (auto error = unknownAccelerator(known, setup.acceleratorId, {}, {}))
            errors.push_back(*error);
        if (auto error = unknownModel(known, setup.modelId, {}, {}))
            errors.push_back(*error);
        if (!setup.measuredDate.empty() &&
            !QDate::fromString(qs(setup.measuredDate), Qt::ISODate).isValid())
            errors.push_back(
                DatabaseError{{},
                              {},
                              name(kMeasuredDate),
                              MeasurementImporter::tr("\"%1\" is not a date (YYYY-MM-DD)")
                                  .arg(qs(setup.measuredDate))});
    }
    // The CSV reader names the file and line itself; a tool's errors name only the field.
    for (const std::string &error : file.errors)
        errors.push_back(DatabaseError{setupGiven ? fileName : QString(), {}, {}, qs(error)});
    QSet<QString> ids;
    for (const performance::Measurement &m : file.measurements) {
        const QString id = qs(m.id);
        if (setupGiven)
            continue; // the setup was checked once, above
        if (auto error = unknownAccelerator(known, m.acceleratorId, fileName, id))
            errors.push_back(*error);
        if (auto error = unknownModel(known, m.modelId, fileName, id))
            errors.push_back(*error);
        if (ids.contains(id))
            errors.push_back(DatabaseError{
                fileName, id, QStringLiteral("id"),
                MeasurementImporter::tr("\"%1\" is the id of two rows of the file").arg(id)});
        ids.insert(id);
    }
    return errors;
}

// Writes the measurements not yet in the catalog, in the caller's transaction.
MeasurementImportResult write(QSqlDatabase &database, const QString &fileName, const QString &sha,
                              const std::vector<performance::Measurement> &measurements,
                              MeasurementImportReport report)
{
    QSqlQuery stored(database);
    stored.prepare(QStringLiteral("SELECT %1, %2, %3, %4 FROM %5 WHERE %6 = ?")
                       .arg(name(kMetric), name(kValue), name(kFileName), name(kImportedAt),
                            name(kTable), name(kMeasurementId)));
    std::vector<const performance::Measurement *> fresh;
    std::vector<DatabaseError> conflicts;
    for (const performance::Measurement &m : measurements) {
        stored.bindValue(0, qs(m.id));
        if (!stored.exec())
            return failure(stored);
        if (!stored.next()) {
            fresh.push_back(&m);
            continue;
        }
        const QString metric = stored.value(0).toString();
        const double value = stored.value(1).toDouble();
        const QString from = stored.value(2).isNull()
                                 ? MeasurementImporter::tr("typed into the catalog")
                                 : MeasurementImporter::tr("from %1, imported %2")
                                       .arg(stored.value(2).toString(), stored.value(3).toString());
        const QString newMetric = qs(std::string(performance::nameOf(m.metric)));
        if (metric != newMetric)
            conflicts.push_back(DatabaseError{
                fileName, qs(m.id), name(kMetric),
                MeasurementImporter::tr("the catalog already holds this id as %1 (%2); the file "
                                        "says %3")
                    .arg(metric, from, newMetric)});
        else if (value != m.value)
            conflicts.push_back(DatabaseError{
                fileName, qs(m.id), name(kValue),
                MeasurementImporter::tr("the catalog already holds this measurement as %1 (%2); "
                                        "the file says %3")
                    .arg(shown(value), from, shown(m.value))});
        else
            ++report.rowsAlreadyPresent;
        stored.finish();
    }
    if (!conflicts.empty())
        return refusal(std::move(conflicts));

    const char *const columns[] = {kMeasurementId,  kAcceleratorId,    kInstanceType, kAccelerators,
                                   kEngine,         kEngineVersion,    kModelId,      kDtype,
                                   kTensorParallel, kPipelineParallel, kConcurrency,  kInputTokens,
                                   kOutputTokens,   kMetric,           kValue,        kMeasuredDate,
                                   kSource,         kSourceTitle,      kFileName,     kFileSha256,
                                   kImportedAt,     kLicence,          schema::kQuote};
    QStringList names;
    for (const char *column : columns)
        names << name(column);
    QSqlQuery insert(database);
    insert.prepare(
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
            .arg(name(kTable), names.join(QStringLiteral(", ")),
                 QStringList(names.size(), QStringLiteral("?")).join(QStringLiteral(", "))));
    const QString now = RowAudit::now();
    for (const performance::Measurement *m : fresh) {
        int at = 0;
        for (const QVariant &value :
             {QVariant(qs(m->id)),
              QVariant(qs(m->acceleratorId)),
              textOrNull(m->instanceType),
              QVariant(m->accelerators),
              QVariant(qs(m->engine)),
              textOrNull(m->engineVersion),
              QVariant(qs(m->modelId)),
              QVariant(qs(std::string(performance::nameOf(m->dataType)))),
              QVariant(m->tensorParallel),
              QVariant(m->pipelineParallel),
              m->concurrency ? QVariant(*m->concurrency) : QVariant(QMetaType(QMetaType::Int)),
              QVariant(m->inputTokens),
              QVariant(m->outputTokens),
              QVariant(qs(std::string(performance::nameOf(m->metric)))),
              QVariant(m->value),
              textOrNull(m->measuredDate),
              QVariant(qs(m->sourceUrl)),
              textOrNull(m->sourceTitle),
              QVariant(fileName),
              QVariant(sha),
              QVariant(now),
              textOrNull(m->licence),
              textOrNull(m->quote)})
            insert.bindValue(at++, value);
        if (!insert.exec())
            return failure(insert);
        ++report.rowsImported;
    }
    if (report.rowsImported == 0 && report.rowsRead > 0) {
        QSqlQuery before(database);
        before.prepare(QStringLiteral("SELECT min(%1) FROM %2 WHERE %3 = ?")
                           .arg(name(kImportedAt), name(kTable), name(kFileSha256)));
        before.addBindValue(sha);
        if (before.exec() && before.next() && !before.isNull(0))
            report.importedBefore = before.value(0).toString();
    }
    return report;
}

} // namespace

QString MeasurementImportReport::summary() const
{
    QString text = MeasurementImporter::tr("%1 measurements read from %2: %3 imported, %4 already "
                                           "in the catalog.")
                       .arg(rowsRead)
                       .arg(fileName)
                       .arg(rowsImported)
                       .arg(rowsAlreadyPresent);
    if (rowsImported == 0 && !importedBefore.isEmpty())
        text += QLatin1Char(' ') +
                MeasurementImporter::tr("This file was imported before, at %1; nothing was added.")
                    .arg(importedBefore);
    return text;
}

std::optional<MeasurementFormat> MeasurementImporter::formatNamed(const QString &name)
{
    for (const auto &[format, text] : kFormats) {
        if (name == QLatin1String(text))
            return format;
    }
    return std::nullopt;
}

QString MeasurementImporter::nameOf(MeasurementFormat format)
{
    for (const auto &[known, text] : kFormats) {
        if (known == format)
            return QString::fromLatin1(text);
    }
    return {};
}

QStringList MeasurementImporter::formatNames()
{
    QStringList names;
    for (const auto &[format, text] : kFormats)
        names << QString::fromLatin1(text);
    return names;
}

bool MeasurementImporter::needsSetup(MeasurementFormat format)
{
    return format != MeasurementFormat::BenchmarksCsv;
}

MeasurementImportResult MeasurementImporter::importFile(CatalogDatabase &catalog,
                                                        MeasurementFormat format,
                                                        const QString &path,
                                                        performance::MeasuredSetup setup)
{
    const QFileInfo info(path);
    const auto refuse = [&](const QString &message) -> MeasurementImportResult {
        return refusal({DatabaseError{QDir::toNativeSeparators(path), {}, {}, message}});
    };
    if (info.isDir())
        return refuse(tr("is a folder; a benchmark result is one file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(tr("cannot be opened: %1").arg(file.errorString()));
    if (file.size() > kLargestFile)
        return refuse(tr("is %1 bytes, larger than any benchmark result file (at most %2)")
                          .arg(file.size())
                          .arg(kLargestFile));
    const QByteArray text = file.readAll();
    if (setup.source.empty())
        setup.source = QDir::toNativeSeparators(info.absoluteFilePath()).toStdString();
    if (setup.measuredDate.empty())
        setup.measuredDate = info.lastModified().toUTC().date().toString(Qt::ISODate).toStdString();
    return importText(catalog, format, info.fileName(), text, setup);
}

MeasurementImportResult MeasurementImporter::importText(CatalogDatabase &catalog,
                                                        MeasurementFormat format,
                                                        const QString &fileName,
                                                        const QByteArray &text,
                                                        const performance::MeasuredSetup &setup)
{
    QSqlDatabase &database = catalog.connection();
    Known known;
    for (const std::string &id : performance::PerformanceCatalog::builtIn().acceleratorIds())
        known.accelerators << qs(id);
    const DatabaseResult<std::vector<performance::TransformerModel>> models =
        ModelCatalog(database).models();
    if (!models)
        return MeasurementImportError{false, models.error()};
    for (const performance::TransformerModel &model : models.value())
        known.models << qs(model.id);

    performance::MeasurementFile file = read(format, fileName, text, setup);
    if (std::vector<DatabaseError> errors = problems(format, fileName, setup, file, known);
        !errors.empty())
        return refusal(std::move(errors));

    MeasurementImportReport report;
    report.fileName = fileName;
    report.fileSha256 =
        QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
    report.rowsRead = qint64(file.measurements.size());
    for (performance::Measurement &m : file.measurements) {
        if (needsSetup(format))
            m.id += ":" + report.fileSha256.left(kShaInId).toStdString();
        else if (m.sourceUrl.empty()) // a CSV row that names no source: where the file is kept
            m.sourceUrl = setup.source.empty() ? fileName.toStdString() : setup.source;
    }

    TransactionGuard transaction(database);
    if (!transaction.began())
        return MeasurementImportError{
            false,
            DatabaseError{name(kTable),
                          {},
                          {},
                          tr("cannot begin the import: %1").arg(database.lastError().text())}};
    const QString sha = report.fileSha256;
    MeasurementImportResult written =
        write(database, fileName, sha, file.measurements, std::move(report));
    if (!written) {
        transaction.fail();
        return written;
    }
    if (DatabaseStatus committed = transaction.commit(); !committed)
        return MeasurementImportError{false, committed.error()};
    return written;
}

} // namespace acceldecide::db
