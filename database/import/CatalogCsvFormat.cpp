#include "database/import/CatalogCsvFormat.h"

#include "core/text/CsvFormulaGuard.h"
#include "database/connection/SqlDialect.h"
#include "database/import/ImportSupport.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlQuery>

#include <charconv>

namespace acceldecide::db::catalogcsv {

using import::parseDouble;
using import::toQString;

Table describe(QSqlDatabase &database, const QString &table)
{
    Table info{table, {}, {}, {}, false};
    const SqlDialect::TableShape shape = SqlDialect::of(database).describe(database, table);
    for (const SqlDialect::Column &described : shape.columns) {
        Column column;
        column.name = described.name;
        const QString type = described.type.toUpper();
        column.affinity =
            type.contains(QLatin1String("INT")) ? Affinity::Integer
            : type.contains(QLatin1String("REAL")) || type.contains(QLatin1String("DOUBLE"))
                ? Affinity::Real
                : Affinity::Text;
        column.required = described.notNull && !described.hasDefault && !described.inPrimaryKey;
        info.hasId = info.hasId || column.name == QLatin1String(schema::kId);
        info.columns.push_back(column);
    }
    info.foreignKeys = shape.foreignKeys;
    info.uniqueKeys = shape.uniqueKeys;
    return info;
}

// NULL is \N and a text starting with a backslash gains one more (PostgreSQL COPY's
// convention), because the CSV reader cannot tell "" from an empty field. A text that
// starts like a formula is guarded (CsvFormulaGuard) and quoted.
QByteArray encode(const QVariant &value)
{
    if (value.isNull())
        return QByteArrayLiteral("\\N");
    switch (value.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
        return QByteArray::number(value.toLongLong());
    case QMetaType::Double: {
        // Shortest text that reads back to the same double: exact and stable.
        char buffer[32];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value.toDouble());
        return QByteArray(buffer, static_cast<qsizetype>(result.ptr - buffer));
    }
    default:
        break;
    }
    QByteArray text = value.toString().toUtf8();
    if (text.startsWith('\\'))
        text.prepend('\\');
    // Other people's labels and titles must not run as formulas in a spreadsheet that
    // opens the file; decode() drops exactly the quote added here.
    const bool formulaLike =
        CsvFormulaGuard::needsGuard(std::string_view(text.constData(), std::size_t(text.size())));
    if (formulaLike)
        text.prepend(CsvFormulaGuard::kQuote);
    if (formulaLike || text.contains(',') || text.contains('"') || text.contains('\n') ||
        text.contains('\r'))
        text = '"' + text.replace('"', QByteArrayLiteral("\"\"")) + '"';
    return text;
}

std::optional<QVariant> decode(std::string_view field, Affinity affinity)
{
    if (field == "\\N")
        return QVariant(QMetaType(QMetaType::QString));
    if (affinity == Affinity::Text || (!field.empty() && field.front() == '\\')) {
        if (!field.empty() && field.front() == '\\')
            field.remove_prefix(1);
        else
            field = CsvFormulaGuard::unguard(field);
        return QVariant(toQString(field));
    }
    // A text that encode() guarded, in a column SQLite let hold text.
    if (const std::string_view unguarded = CsvFormulaGuard::unguard(field);
        unguarded.size() != field.size())
        return QVariant(toQString(unguarded));
    if (affinity == Affinity::Integer) {
        qint64 integer = 0;
        const auto result = std::from_chars(field.data(), field.data() + field.size(), integer);
        if (result.ec == std::errc() && result.ptr == field.data() + field.size())
            return QVariant(integer);
    }
    if (const std::optional<double> real = parseDouble(field))
        return QVariant(*real);
    return std::nullopt;
}

} // namespace acceldecide::db::catalogcsv
