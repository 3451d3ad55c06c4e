#include "database/schema/MeasurementsTable.h"

#include "core/performance/DataType.h"
#include "core/performance/Measurement.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaColumns.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

// "'a', 'b', ...": a CHECK's list of allowed names. The names are core's constants, never data.
QString quotedList(const QStringList &names)
{
    QStringList quoted;
    for (const QString &text : names)
        quoted << QLatin1Char('\'') + text + QLatin1Char('\'');
    return quoted.join(QStringLiteral(", "));
}

QString columnDefinition(const SchemaColumns &c, const char *column, const QString &definition)
{
    return name(column) + QLatin1Char(' ') + c.dialect().columnType(definition);
}

} // namespace

QStringList measuredMetricNames()
{
    using performance::MeasuredMetric;
    QStringList names;
    for (const MeasuredMetric metric :
         {MeasuredMetric::OutputTokensPerSecond,
          MeasuredMetric::OutputTokensPerSecondPerAccelerator, MeasuredMetric::TotalTokensPerSecond,
          MeasuredMetric::TimeToFirstTokenMs, MeasuredMetric::TimePerOutputTokenMs,
          MeasuredMetric::TrainingTokensPerSecondPerAccelerator,
          MeasuredMetric::TrainingSequencesPerSecond}) {
        const std::string_view text = performance::nameOf(metric);
        names << QString::fromLatin1(text.data(), qsizetype(text.size()));
    }
    return names;
}

QStringList dataTypeNames()
{
    using performance::DataType;
    QStringList names;
    for (const DataType type :
         {DataType::Bf16, DataType::Fp8, DataType::Fp16, DataType::Fp4, DataType::Fp32}) {
        const std::string_view text = performance::nameOf(type);
        names << QString::fromLatin1(text.data(), qsizetype(text.size()));
    }
    return names;
}

DatabaseStatus createMeasurementsTable(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    using namespace schema::measurements;
    // A rate or a time of 0 or below is no measurement, and a run on fewer than one
    // accelerator, or split fewer than once, does not exist: refused whoever writes the row
    // (the importer, the catalog editor, a script), as the calibration would divide by them.
    const QStringList columns = c.audited(
        {c.primaryKey(),
         c.column(kSeedKey, "TEXT UNIQUE"),
         c.column(kMeasurementId, "TEXT NOT NULL UNIQUE"),
         c.column(kAcceleratorId, "TEXT NOT NULL"),
         c.column(kInstanceType, "TEXT"),
         c.column(kAccelerators, "INTEGER NOT NULL DEFAULT 1 CHECK (accelerators >= 1)"),
         c.column(kEngine, "TEXT NOT NULL"),
         c.column(kEngineVersion, "TEXT"),
         c.column(kModelId, "TEXT NOT NULL"),
         columnDefinition(c, kDtype,
                          QStringLiteral("TEXT NOT NULL DEFAULT 'bf16' CHECK (dtype IN (%1))")
                              .arg(quotedList(dataTypeNames()))),
         c.column(kTensorParallel, "INTEGER NOT NULL DEFAULT 1 CHECK (tensor_parallel >= 1)"),
         c.column(kPipelineParallel, "INTEGER NOT NULL DEFAULT 1 CHECK (pipeline_parallel >= 1)"),
         c.column(kConcurrency, "INTEGER CHECK (concurrency >= 1)"),
         c.column(kInputTokens, "INTEGER NOT NULL DEFAULT 0 CHECK (input_tokens >= 0)"),
         c.column(kOutputTokens, "INTEGER NOT NULL DEFAULT 0 CHECK (output_tokens >= 0)"),
         columnDefinition(c, kMetric,
                          QStringLiteral("TEXT NOT NULL CHECK (metric IN (%1))")
                              .arg(quotedList(measuredMetricNames()))),
         c.column(kValue, "REAL NOT NULL CHECK (value > 0)"),
         c.column(kMeasuredDate, "TEXT"),
         c.column(kSource, "TEXT NOT NULL"),
         c.column(kSourceTitle, "TEXT"),
         c.column(kFileName, "TEXT"),
         c.column(kFileSha256, "TEXT"),
         c.column(kImportedAt, "TEXT"),
         c.column(kLicence, "TEXT"),
         c.column(kQuote, "TEXT")});
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("CREATE TABLE %1 (%2)")
                        .arg(name(kTable), columns.join(QStringLiteral(", ")))))
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    // "Was this file imported before?" is asked at every import.
    if (!query.exec(QStringLiteral("CREATE INDEX measurement_file ON %1 (%2)")
                        .arg(name(kTable), name(kFileSha256))))
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    return {};
}

} // namespace acceldecide::db
