#include "database/import/SkyPilotAcceleratorLookup.h"

#include "database/schema/CatalogSchema.h"

#include <QSqlQuery>

#include <cmath>

namespace acceldecide::db::import {

SkyPilotAcceleratorLookup::SkyPilotAcceleratorLookup(QSqlDatabase &database)
{
    using namespace schema;
    QSqlQuery query(database);
    query.exec(
        QStringLiteral("SELECT %1, %2 FROM %3 ORDER BY %4")
            .arg(name(kId), name(accelerators::kName), name(accelerators::kTable), name(kId)));
    while (query.next()) {
        const QString key = normalized(query.value(1).toString());
        if (!m_ids.contains(key))
            m_ids.insert(key, query.value(0).toLongLong());
    }
}

QString SkyPilotAcceleratorLookup::normalized(const QString &text)
{
    QString result;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            result += c.toLower();
    }
    return result;
}

QVariant SkyPilotAcceleratorLookup::find(const QString &skyPilotName,
                                         std::optional<double> gpuMemoryGib, bool awsNames) const
{
    // SkyPilot's AWS names whose catalog chip carries a generation or form factor.
    static const QHash<QString, QString> awsAliases = {
        {QStringLiteral("trainium"), QStringLiteral("trainium1")},
        {QStringLiteral("a100"), QStringLiteral("a10040gb")},
        {QStringLiteral("h100"), QStringLiteral("h100sxm")},
        {QStringLiteral("h200"), QStringLiteral("h200sxm")}};
    const QString key = normalized(skyPilotName);
    QStringList candidates{key};
    if (gpuMemoryGib)
        candidates << key + QString::number(std::lround(*gpuMemoryGib)) + QStringLiteral("gb");
    if (awsNames && awsAliases.contains(key))
        candidates << awsAliases.value(key);
    for (const QString &candidate : candidates) {
        const auto found = m_ids.constFind(candidate);
        if (found != m_ids.constEnd())
            return *found;
    }
    return QVariant(QMetaType(QMetaType::LongLong));
}

} // namespace acceldecide::db::import
