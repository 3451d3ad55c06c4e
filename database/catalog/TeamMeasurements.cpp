#include "database/catalog/TeamMeasurements.h"

#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace acceldecide::db {

namespace {

using namespace schema::measurements;

using schema::name;

// The columns read, in the order all() takes them.
const char *const kColumns[] = {kMeasurementId,  kAcceleratorId,    kInstanceType, kAccelerators,
                                kEngine,         kEngineVersion,    kModelId,      kDtype,
                                kTensorParallel, kPipelineParallel, kConcurrency,  kInputTokens,
                                kOutputTokens,   kMetric,           kValue,        kMeasuredDate,
                                kSource,         kSourceTitle,      kLicence,      schema::kQuote};

std::string text(const QSqlQuery &query, int field)
{
    return query.value(field).toString().toStdString();
}

} // namespace

TeamMeasurements::TeamMeasurements(QSqlDatabase database) : m_database(std::move(database)) {}

DatabaseResult<std::vector<performance::Measurement>> TeamMeasurements::all() const
{
    QStringList columns;
    for (const char *column : kColumns)
        columns << name(column);
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.prepare(
            QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                .arg(columns.join(QStringLiteral(", ")), name(kTable), name(kMeasurementId))) ||
        !query.exec())
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    std::vector<performance::Measurement> measurements;
    while (query.next()) {
        performance::Measurement m;
        int at = 0;
        m.id = text(query, at++);
        m.acceleratorId = text(query, at++);
        m.instanceType = text(query, at++);
        m.accelerators = query.value(at++).toInt();
        m.engine = text(query, at++);
        m.engineVersion = text(query, at++);
        m.modelId = text(query, at++);
        const std::string dtype = text(query, at++);
        const std::optional<performance::DataType> type = performance::dataTypeNamed(dtype);
        m.tensorParallel = query.value(at++).toInt();
        m.pipelineParallel = query.value(at++).toInt();
        if (!query.isNull(at))
            m.concurrency = query.value(at).toInt();
        ++at;
        m.inputTokens = query.value(at++).toInt();
        m.outputTokens = query.value(at++).toInt();
        const std::string metricName = text(query, at++);
        const std::optional<performance::MeasuredMetric> metric =
            performance::measuredMetricNamed(metricName);
        if (!type || !metric)
            return DatabaseError{
                name(kTable), QString::fromStdString(m.id), name(type ? kMetric : kDtype),
                QCoreApplication::translate("TeamMeasurements", "\"%1\" is not a name core knows")
                    .arg(QString::fromStdString(type ? metricName : dtype))};
        m.dataType = *type;
        m.metric = *metric;
        m.value = query.value(at++).toDouble();
        m.measuredDate = text(query, at++);
        m.sourceUrl = text(query, at++);
        m.sourceTitle = text(query, at++);
        m.licence = text(query, at++);
        m.quote = text(query, at++);
        m.origin = performance::MeasurementOrigin::Team;
        measurements.push_back(std::move(m));
    }
    if (query.lastError().isValid())
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    return measurements;
}

} // namespace acceldecide::db
