#include "database/catalog/CatalogRowQuery.h"

#include "database/pricing/SourceStanding.h"
#include "database/schema/CatalogSchema.h"

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

QString likePattern(const QString &text)
{
    QString escaped = text.toLower();
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

bool isText(CellKind kind)
{
    return kind == CellKind::Text || kind == CellKind::Reference;
}

} // namespace

CatalogRowQuery::CatalogRowQuery(CatalogTable table, std::vector<CatalogColumn> columns)
    : m_table(table), m_columns(std::move(columns))
{
    const bool isSources = table == CatalogTable::Sources;
    m_hasSource = CatalogTableSpec::of(table).hasSource() || isSources;
    m_source = isSources ? QStringLiteral("t") : QStringLiteral("src");
}

QString CatalogRowQuery::vendorClaim() const
{
    return m_table == CatalogTable::Benchmarks
               ? QStringLiteral("(%1.%2 = '%4' OR t.%3 = '%4')")
                     .arg(m_source, name(sources::kKind), name(benchmarks::kProvenance),
                          name(kVendorClaimKind))
               : QStringLiteral("(%1.%2 = '%3')")
                     .arg(m_source, name(sources::kKind), name(kVendorClaimKind));
}

QString CatalogRowQuery::expression(int column) const
{
    const CatalogColumn &spec = m_columns[std::size_t(column)];
    switch (spec.kind) {
    case CellKind::Reference:
        return QStringLiteral("(SELECT %1 FROM %2 r WHERE r.%3 = t.%4)")
            .arg(CatalogTableSpec::labelExpression(spec.referencedTable), spec.referencedTable,
                 name(kId), spec.name);
    case CellKind::SourceDate:
        return m_source + QLatin1Char('.') + name(sources::kPublishedDate);
    case CellKind::VendorClaim:
        return QStringLiteral("CASE WHEN %1 THEN 1 ELSE 0 END").arg(vendorClaim());
    default:
        return QStringLiteral("t.") + spec.name;
    }
}

QString CatalogRowQuery::select(const QString &extra) const
{
    // t.id, t.seed_key, the audit stamp, then per column its value (and a reference its
    // label), then the provenance: source title, kind, published and accessed dates,
    // standing, vendor claim; last the page's sort field.
    QStringList fields{QStringLiteral("t.") + name(kId), QStringLiteral("t.") + name(kSeedKey)};
    for (const char *audited :
         {audit::kRowVersion, audit::kCreatedBy, audit::kUpdatedBy, audit::kUpdatedAt})
        fields << QStringLiteral("t.") + name(audited);
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        const CatalogColumn &column = m_columns[i];
        if (column.kind == CellKind::SourceDate || column.kind == CellKind::VendorClaim)
            continue;
        fields << QStringLiteral("t.") + column.name;
        if (column.kind == CellKind::Reference)
            fields << expression(int(i));
    }
    if (m_hasSource) {
        for (const char *field :
             {sources::kTitle, sources::kKind, sources::kPublishedDate, sources::kAccessedDate})
            fields << m_source + QLatin1Char('.') + name(field);
        fields << SourceStanding::effectiveSql(m_source);
        fields << QStringLiteral("CASE WHEN %1 THEN 1 ELSE 0 END").arg(vendorClaim());
    }
    if (!extra.isEmpty())
        fields << extra;
    QString statement =
        QStringLiteral("SELECT %1 FROM %2 t")
            .arg(fields.join(QStringLiteral(", ")), name(CatalogTableSpec::of(m_table).table));
    if (m_hasSource && m_table != CatalogTable::Sources)
        statement += QStringLiteral(" LEFT JOIN %1 src ON src.%2 = t.%3")
                         .arg(name(sources::kTable), name(kId), name(kSourceId));
    return statement;
}

CatalogRow CatalogRowQuery::read(const QSqlQuery &query, bool hasExtra) const
{
    const auto value = [&query](int field) {
        return query.isNull(field) ? QVariant() : query.value(field);
    };
    CatalogRow row;
    row.id = query.value(0).toLongLong();
    row.shipped = !query.isNull(1);
    row.stamp = {query.value(2).toLongLong(), value(3).toString(), value(4).toString(),
                 value(5).toString()};
    int field = 6;
    std::vector<int> derived;
    for (const CatalogColumn &column : m_columns) {
        if (column.kind == CellKind::SourceDate || column.kind == CellKind::VendorClaim) {
            derived.push_back(static_cast<int>(row.values.size()));
            row.values << QVariant();
            row.labels << QString();
            continue;
        }
        row.values << value(field++);
        row.labels << (column.kind == CellKind::Reference ? value(field++).toString() : QString());
    }
    if (m_hasSource) {
        row.provenance.sourceTitle = value(field++).toString();
        row.provenance.sourceKind = value(field++).toString();
        row.provenance.publishedDate = value(field++).toString();
        row.provenance.accessedDate = value(field++).toString();
        row.provenance.sourceStanding = value(field++).toString();
        row.provenance.vendorClaim = query.value(field++).toBool();
    }
    if (hasExtra)
        row.pageKey = value(field++);
    for (const int index : derived) {
        row.values[index] =
            m_columns[std::size_t(index)].kind == CellKind::VendorClaim
                ? QVariant(row.provenance.vendorClaim)
                : (row.provenance.publishedDate.isEmpty() ? QVariant()
                                                          : QVariant(row.provenance.publishedDate));
    }
    return row;
}

QString CatalogRowQuery::sortField(const CatalogPageRequest &request) const
{
    if (request.sortColumn < 0 || request.sortColumn >= int(m_columns.size()))
        return QStringLiteral("t.") + name(kId);
    // Text in any case sorts as people read it; numbers and dates by value.
    const QString field = expression(request.sortColumn);
    return isText(m_columns[std::size_t(request.sortColumn)].kind)
               ? QStringLiteral("LOWER(%1)").arg(field)
               : field;
}

QString CatalogRowQuery::filterCondition(const CatalogPageRequest &request,
                                         QVariantList &values) const
{
    const QString pattern = likePattern(request.filter);
    QStringList any;
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        const CatalogColumn &column = m_columns[i];
        if (column.kind == CellKind::VendorClaim) {
            if (request.filterVendorClaims)
                any << vendorClaim();
            continue;
        }
        if (column.kind == CellKind::Reference) {
            // The referenced rows whose label matches, found once rather than per row.
            any << QStringLiteral("t.%1 IN (SELECT %2 FROM %3 WHERE LOWER(%4) LIKE ? "
                                  "ESCAPE '\\')")
                       .arg(column.name, name(kId), column.referencedTable,
                            CatalogTableSpec::labelExpression(column.referencedTable));
            values << pattern;
            continue;
        }
        any << QStringLiteral("LOWER(CAST(%1 AS TEXT)) LIKE ? ESCAPE '\\'").arg(expression(int(i)));
        values << pattern;
        const QStringList choices = request.filterChoices.value(int(i));
        if (!choices.isEmpty()) {
            any << QStringLiteral("%1 IN (%2)")
                       .arg(expression(int(i)), QStringList(choices.size(), QStringLiteral("?"))
                                                    .join(QStringLiteral(", ")));
            for (const QString &choice : choices)
                values << choice;
        }
    }
    return QLatin1Char('(') + any.join(QStringLiteral(" OR ")) + QLatin1Char(')');
}

QString CatalogRowQuery::pageConditions(const CatalogPageRequest &request,
                                        QVariantList &values) const
{
    QStringList conditions;
    if (!request.filter.isEmpty())
        conditions << filterCondition(request, values);
    if (request.after) {
        const QString id = QStringLiteral("t.") + name(kId);
        const CatalogRow &last = *request.after;
        if (request.sortColumn < 0) {
            conditions << id + QStringLiteral(" > ?");
            values << last.id;
        } else if (last.pageKey.isNull()) {
            // Empty cells come last, in id order.
            conditions << QStringLiteral("(%1 IS NULL AND %2 > ?)").arg(sortField(request), id);
            values << last.id;
        } else {
            const QString field = sortField(request);
            conditions << QStringLiteral("(%1 IS NULL OR %1 %2 ? OR (%1 = ? AND %3 > ?))")
                              .arg(field,
                                   request.descending ? QStringLiteral("<") : QStringLiteral(">"),
                                   id);
            values << last.pageKey << last.pageKey << last.id;
        }
    }
    return conditions.join(QStringLiteral(" AND "));
}

QString CatalogRowQuery::pageOrder(const CatalogPageRequest &request) const
{
    const QString id = QStringLiteral("t.") + name(kId);
    if (request.sortColumn < 0)
        return QStringLiteral(" ORDER BY %1 LIMIT %2").arg(id).arg(request.limit);
    const QString field = sortField(request);
    return QStringLiteral(" ORDER BY CASE WHEN %1 IS NULL THEN 1 ELSE 0 END, %1%2, %3 LIMIT %4")
        .arg(field, request.descending ? QStringLiteral(" DESC") : QString(), id)
        .arg(request.limit);
}

} // namespace acceldecide::db
