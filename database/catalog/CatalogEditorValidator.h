#pragma once

#include "database/connection/DatabaseError.h"
#include "database/schema/CatalogTableSpec.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace acceldecide::db {

struct CatalogColumn;

// The catalog editor's checks on one value before it is written: the CSV importer's
// decoding for numbers (catalogcsv::decode), then dates, closed lists, ranges, the
// existence of referenced rows and the order of a porting range. Every refusal names
// the field (its header) and the value as typed.
class CatalogEditorValidator
{
public:
    explicit CatalogEditorValidator(QSqlDatabase database);

    // The value to store for `column` of row `rowId` (0 for a new row), NULL for an empty
    // value, or why it is refused.
    DatabaseResult<QVariant> validate(const CatalogTableSpec &spec, const CatalogColumn &column,
                                      qint64 rowId, const QVariant &value) const;
    // weeks_low must not exceed the row's weeks_high (and the reverse).
    DatabaseStatus checkWeeksOrder(const CatalogTableSpec &spec, const QString &column,
                                   qint64 rowId, const QVariant &value) const;
    // A failed write (UNIQUE, NOT NULL, CHECK) told in terms of the field and value.
    DatabaseError writeError(const CatalogTableSpec &spec, qint64 rowId, const QString &column,
                             const QVariant &value, const QString &sqlError) const;
    bool rowExists(const QString &table, qint64 id) const;

    static DatabaseError refusal(const CatalogTableSpec &spec, qint64 rowId, const QString &column,
                                 const QString &message);

private:
    DatabaseResult<QVariant> resolveReference(const CatalogTableSpec &spec,
                                              const CatalogColumn &column, qint64 rowId,
                                              const QString &text) const;

    mutable QSqlDatabase m_database;
};

// The text a value is shown and quoted as in messages: shortest round-trip decimals.
QString catalogValueText(const QVariant &value);

} // namespace acceldecide::db
