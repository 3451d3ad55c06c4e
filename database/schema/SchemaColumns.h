#pragma once

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QString>
#include <QStringList>

namespace acceldecide::db {

// The schema's column definitions (createDB() and the migration steps), written in SQLite's
// words and put into the catalog's dialect once, here.
class SchemaColumns
{
public:
    explicit SchemaColumns(SqlDialect dialect) : m_dialect(dialect) {}

    const SqlDialect &dialect() const { return m_dialect; }

    QString column(const char *identifier, const char *definition) const
    {
        return schema::name(identifier) + QLatin1Char(' ') +
               m_dialect.columnType(QString::fromLatin1(definition));
    }

    QString foreignKey(const char *identifier, const char *table) const
    {
        return QStringLiteral("%1 %2 REFERENCES %3(%4) ON DELETE CASCADE")
            .arg(schema::name(identifier), m_dialect.columnType(QStringLiteral("INTEGER")),
                 schema::name(table), schema::name(schema::kId));
    }

    QString primaryKey() const
    {
        return schema::name(schema::kId) + QLatin1Char(' ') + m_dialect.idColumn();
    }

    // The audit columns of every editable row (schema::audit), for createDB() and for
    // the version 4 step alike.
    QStringList audit() const
    {
        return {column(schema::audit::kRowVersion,
                       "INTEGER NOT NULL DEFAULT 1 CHECK (row_version >= 1)"),
                column(schema::audit::kCreatedBy, "TEXT"),
                column(schema::audit::kUpdatedBy, "TEXT"),
                column(schema::audit::kUpdatedAt, "TEXT")};
    }
    // `columns` of a table people edit with the audit columns after them (and before
    // any table constraint, which SQL wants last).
    QStringList audited(QStringList columns) const
    {
        qsizetype at = 0;
        while (at < columns.size() && !columns[at].startsWith(QLatin1String("UNIQUE (")))
            ++at;
        for (const QString &column : audit())
            columns.insert(at++, column);
        return columns;
    }

private:
    SqlDialect m_dialect;
};

} // namespace acceldecide::db
