#include "database/catalog/CatalogLookups.h"

#include "database/connection/CatalogDatabase.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlRecord>

namespace acceldecide::db {

namespace {

// What tells two runs of a statement apart: its text and each bound value with its
// type. A null text binds as NULL and an empty one as '', so they differ here too.
QString keyOf(const QString &sql, const CatalogLookups::Bindings &bindings)
{
    QString key = sql;
    for (const auto &[placeholder, value] : bindings) {
        const bool null =
            value.isNull() || (value.typeId() == QMetaType::QString && value.toString().isNull());
        key += QChar(0x1f) + placeholder + QChar(0x1e) + QString::number(value.typeId()) +
               (null ? QStringLiteral("null") : QLatin1Char(':') + value.toString());
    }
    return key;
}

} // namespace

CatalogLookups::CatalogLookups(CatalogDatabase &catalog) : m_statements(catalog.statements()) {}

CatalogLookups::CatalogLookups(QSqlDatabase &connection)
    : m_own(std::make_unique<PreparedStatements>(connection)), m_statements(*m_own)
{}

CatalogLookups::~CatalogLookups() = default;

DatabaseResult<const CatalogLookups::Rows *> CatalogLookups::select(const QString &sql,
                                                                    const Bindings &bindings)
{
    const QString key = keyOf(sql, bindings);
    if (const auto kept = m_rows.find(key); kept != m_rows.end())
        return &kept->second;
    auto prepared = m_statements.get(sql);
    if (!prepared)
        return prepared.error();
    PreparedStatements::Statement &statement = *prepared.value();
    QSqlQuery &query = statement.query;
    for (const auto &[placeholder, value] : bindings)
        query.bindValue(placeholder, value);
    ++m_statementsRun;
    if (!query.exec()) {
        DatabaseError error{{}, {}, {}, query.lastError().text()};
        m_statements.forget(sql);
        return error;
    }
    if (statement.columns < 0)
        statement.columns = query.record().count();
    Rows rows;
    while (query.next()) {
        QVariantList row;
        row.reserve(statement.columns);
        for (int column = 0; column < statement.columns; ++column)
            row.push_back(query.value(column));
        rows.push_back(std::move(row));
    }
    query.finish();
    return &m_rows.emplace(key, std::move(rows)).first->second;
}

DatabaseResult<const CatalogLookups::Rows *> CatalogLookups::instanceType(const std::string &name)
{
    using namespace schema;
    static const QString sql =
        QStringLiteral("SELECT %1, %2, %5 FROM %3 WHERE %4 = :name ORDER BY %1 LIMIT 1")
            .arg(schema::name(kId), schema::name(instanceTypes::kAcceleratorUnit),
                 schema::name(instanceTypes::kTable), schema::name(instanceTypes::kName),
                 schema::name(instanceTypes::kProvider));
    return select(sql, {{QStringLiteral(":name"), QString::fromStdString(name)}});
}

} // namespace acceldecide::db
