#include "database/catalog/CatalogEditorValidator.h"

#include "database/catalog/CatalogRow.h"
#include "database/import/CatalogCsvFormat.h"
#include "database/schema/CatalogSchema.h"

#include <QDate>
#include <QLocale>
#include <QSqlQuery>

#include <cmath>
#include <vector>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

QVariant nullValue()
{
    return QVariant(QMetaType(QMetaType::QString));
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString numberText(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace

QString catalogValueText(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return {};
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
        return numberText(value.toDouble());
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    default:
        return value.toString();
    }
}

CatalogEditorValidator::CatalogEditorValidator(QSqlDatabase database)
    : m_database(std::move(database))
{}

DatabaseError CatalogEditorValidator::refusal(const CatalogTableSpec &spec, qint64 rowId,
                                              const QString &column, const QString &message)
{
    return DatabaseError{name(spec.table), rowId > 0 ? QString::number(rowId) : QString(), column,
                         message};
}

namespace {

// Text columns in a unique key or index: PostgreSQL cannot index a value longer than
// about 2,700 bytes, so these are kept short on every backend (a file's catalog must
// copy to a server). Other text (titles, notes, quotes) may be as long as it likes.
constexpr int kKeyTextLimit = 256;

bool isKeyText(const CatalogTableSpec &spec, const CatalogColumn &column)
{
    using namespace schema;
    const auto is = [&](const char *table, const char *name) {
        return QLatin1String(spec.table) == QLatin1String(table) &&
               column.name == QLatin1String(name);
    };
    return is(priceObservations::kTable, priceObservations::kRegion) ||
           is(priceObservations::kTable, priceObservations::kAvailabilityZone) ||
           is(instanceTypes::kTable, instanceTypes::kProvider) ||
           is(instanceTypes::kTable, instanceTypes::kName) ||
           is(accelerators::kTable, accelerators::kName) || is(models::kTable, models::kModelId) ||
           is(measurements::kTable, measurements::kMeasurementId);
}

} // namespace

DatabaseResult<QVariant> CatalogEditorValidator::validate(const CatalogTableSpec &spec,
                                                          const CatalogColumn &column, qint64 rowId,
                                                          const QVariant &value) const
{
    const QString text = catalogValueText(value).trimmed();
    const auto refuse = [&](const QString &message) -> DatabaseResult<QVariant> {
        return refusal(spec, rowId, column.name, message);
    };
    if (const qsizetype nul = text.indexOf(QChar(0)); nul >= 0)
        return refuse(QStringLiteral("%1 must not contain a NUL character (U+0000, found at "
                                     "character %2): a catalog on a PostgreSQL server cannot "
                                     "store one, so that every catalog can be copied to one, "
                                     "none does")
                          .arg(column.header)
                          .arg(nul + 1));
    if (const int limit = kKeyTextLimit; isKeyText(spec, column) && text.size() > limit)
        return refuse(QStringLiteral("%1 identifies the row and may be at most %2 characters "
                                     "long (a server indexes it); got %3 characters")
                          .arg(column.header)
                          .arg(limit)
                          .arg(text.size()));
    if (text.isEmpty()) {
        if (column.required)
            return refuse(QStringLiteral("%1 must not be empty").arg(column.header));
        return nullValue();
    }
    switch (column.kind) {
    case CellKind::Integer:
    case CellKind::Real:
    case CellKind::Money: {
        // The CSV importer's decoding: the same text is accepted in a file and a cell.
        const QByteArray utf8 = text.toUtf8();
        const std::optional<QVariant> decoded =
            catalogcsv::decode(std::string_view(utf8.constData(), std::size_t(utf8.size())),
                               column.kind == CellKind::Integer ? catalogcsv::Affinity::Integer
                                                                : catalogcsv::Affinity::Real);
        if (!decoded || decoded->typeId() == QMetaType::QString)
            return refuse(
                QStringLiteral("%1 must be a number; got %2").arg(column.header, quoted(text)));
        const double number = decoded->toDouble();
        if (column.kind == CellKind::Integer && std::floor(number) != number)
            return refuse(QStringLiteral("%1 must be a whole number; got %2")
                              .arg(column.header, quoted(text)));
        if (column.minimum &&
            (number < *column.minimum || (column.minimumExclusive && number <= *column.minimum)))
            return refuse(QStringLiteral("%1 must be %2 %3; got %4")
                              .arg(column.header,
                                   column.minimumExclusive ? QStringLiteral("greater than")
                                                           : QStringLiteral("at least"),
                                   numberText(*column.minimum), quoted(text)));
        if (column.kind == CellKind::Integer)
            return QVariant(static_cast<qint64>(number));
        return QVariant(number);
    }
    case CellKind::Date: {
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (!date.isValid() || text.size() != 10)
            return refuse(QStringLiteral("%1 must be a date written YYYY-MM-DD; got %2")
                              .arg(column.header, quoted(text)));
        return QVariant(text);
    }
    case CellKind::Choice:
        if (!column.choices.contains(text))
            return refuse(
                QStringLiteral("%1 must be one of %2; got %3")
                    .arg(column.header, column.choices.join(QStringLiteral(", ")), quoted(text)));
        return QVariant(text);
    case CellKind::Reference:
        return resolveReference(spec, column, rowId, text);
    case CellKind::SourceDate:
    case CellKind::VendorClaim:
        return refuse(QStringLiteral("%1 is derived from the source and cannot be edited")
                          .arg(column.header));
    case CellKind::Text:
        break;
    }
    return QVariant(text);
}

DatabaseResult<QVariant> CatalogEditorValidator::resolveReference(const CatalogTableSpec &spec,
                                                                  const CatalogColumn &column,
                                                                  qint64 rowId,
                                                                  const QString &text) const
{
    bool isNumber = false;
    const qint64 id = text.toLongLong(&isNumber);
    if (isNumber) {
        if (rowExists(column.referencedTable, id))
            return QVariant(id);
        return refusal(spec, rowId, column.name,
                       QStringLiteral("%1 must be an existing row of %2; there is no id %3")
                           .arg(column.header, column.referencedTable, quoted(text)));
    }
    // A label typed into the cell: the referenced row must be unique by it.
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? LIMIT 2")
                      .arg(name(kId), column.referencedTable,
                           CatalogTableSpec::labelExpression(column.referencedTable)));
    query.addBindValue(text);
    std::vector<qint64> found;
    if (query.exec()) {
        while (query.next())
            found.push_back(query.value(0).toLongLong());
    }
    if (found.size() == 1)
        return QVariant(found.front());
    return refusal(spec, rowId, column.name,
                   QStringLiteral("%1 must name one existing row of %2; %3 matches %4")
                       .arg(column.header, column.referencedTable, quoted(text),
                            found.empty() ? QStringLiteral("none") : QStringLiteral("several")));
}

bool CatalogEditorValidator::rowExists(const QString &table, qint64 id) const
{
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ?").arg(table, name(kId)));
    query.addBindValue(id);
    return query.exec() && query.next();
}

DatabaseStatus CatalogEditorValidator::checkWeeksOrder(const CatalogTableSpec &spec,
                                                       const QString &column, qint64 rowId,
                                                       const QVariant &value) const
{
    // A porting range whose low end exceeds its high end would invert every Monte Carlo
    // draw taken from it.
    const bool isLow = column == QLatin1String(portingProfiles::kWeeksLow);
    if (spec.id != CatalogTable::PortingProfiles || value.isNull() ||
        (!isLow && column != QLatin1String(portingProfiles::kWeeksHigh)))
        return {};
    const char *other = isLow ? portingProfiles::kWeeksHigh : portingProfiles::kWeeksLow;
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
                      .arg(name(other), name(spec.table), name(kId)));
    query.addBindValue(rowId);
    if (!query.exec() || !query.next() || query.isNull(0))
        return {};
    const double otherValue = query.value(0).toDouble();
    const double newValue = value.toDouble();
    if (isLow ? newValue <= otherValue : newValue >= otherValue)
        return {};
    const QString header = QString::fromLatin1(spec.column(column)->header);
    return refusal(spec, rowId, column,
                   QStringLiteral("%1 must be %2 the %3 (%4); got %5")
                       .arg(header, isLow ? QStringLiteral("at most") : QStringLiteral("at least"),
                            QString::fromLatin1(spec.column(name(other))->header),
                            numberText(otherValue), quoted(numberText(newValue))));
}

DatabaseError CatalogEditorValidator::writeError(const CatalogTableSpec &spec, qint64 rowId,
                                                 const QString &column, const QVariant &value,
                                                 const QString &sqlError) const
{
    const CatalogColumnSpec *columnSpec = spec.column(column);
    const QString header = columnSpec ? QString::fromLatin1(columnSpec->header) : column;
    const QString shown = quoted(catalogValueText(value));
    QString message;
    if (sqlError.contains(QLatin1String("UNIQUE")))
        message = QStringLiteral("%1 %2 would make this row a duplicate of another row of %3")
                      .arg(header, shown, name(spec.table));
    else if (sqlError.contains(QLatin1String("NOT NULL")))
        message = QStringLiteral("%1 must not be empty").arg(header);
    else if (sqlError.contains(QLatin1String("CHECK")))
        message = QStringLiteral("%1 %2 is not allowed by the catalog").arg(header, shown);
    else
        message = QStringLiteral("%1 %2 was not saved: %3").arg(header, shown, sqlError);
    return refusal(spec, rowId, column, message);
}

} // namespace acceldecide::db
