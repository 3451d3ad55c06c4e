#include "database/pricing/SourceStanding.h"

#include "database/schema/CatalogSchema.h"

#include <array>

namespace acceldecide::db {

namespace {

// In rank order: the index is the rank.
constexpr std::array<const char *, 4> kStandings = {"price_list", "provider_page", "independent",
                                                    "vendor_estimate"};

} // namespace

int SourceStanding::rank(const QString &standing)
{
    for (std::size_t i = 0; i < kStandings.size(); ++i) {
        if (standing == QLatin1String(kStandings[i]))
            return int(i);
    }
    return kNotStated;
}

QString SourceStanding::rankSql(const QString &column)
{
    QString sql = QStringLiteral("CASE %1").arg(column);
    for (std::size_t i = 0; i < kStandings.size(); ++i)
        sql += QStringLiteral(" WHEN '%1' THEN %2").arg(QLatin1String(kStandings[i])).arg(i);
    return sql + QStringLiteral(" ELSE %1 END").arg(kNotStated);
}

QString SourceStanding::effectiveSql(const QString &alias)
{
    return QStringLiteral("COALESCE(%1.%2, CASE %1.%3 WHEN 'price_list' THEN 'price_list' WHEN "
                          "'independent' THEN 'independent' WHEN 'vendor_claim' THEN "
                          "'vendor_estimate' END)")
        .arg(alias, QLatin1String(schema::sources::kStanding),
             QLatin1String(schema::sources::kKind));
}

QString SourceStanding::words(const QString &standing)
{
    switch (rank(standing)) {
    case 0:
        return tr("price list");
    case 1:
        return tr("provider's own page");
    case 2:
        return tr("independent article");
    case 3:
        return tr("vendor estimate");
    default:
        return tr("standing not stated");
    }
}

} // namespace acceldecide::db
