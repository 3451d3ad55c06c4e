#include "ui/catalog/CatalogCellText.h"
#include "ui/render/labels/EnumLabels.h"

#include "core/text/MoneyFormat.h"
#include "database/pricing/PriceResolver.h"
#include "database/pricing/SourceStanding.h"
#include "database/schema/CatalogSchema.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

using db::CellKind;

// Dollars as stored: at least cents, and every stored digit beyond them (a price list's
// $58.992 stays $58.992), so the editor never hides what a cell holds.
QString dollars(const QVariant &value)
{
    const QString stored = db::catalogValueText(value);
    if (stored.contains(QLatin1Char('e')))
        return QLatin1Char('$') + stored;
    const qsizetype point = stored.indexOf(QLatin1Char('.'));
    const int decimals = point < 0 ? 0 : int(stored.size() - point - 1);
    return QString::fromStdString(MoneyFormat::usd(value.toDouble(), std::max(2, decimals)));
}

} // namespace

int CatalogCellText::columnOf(const char *name) const
{
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        if (m_columns[i].name == QLatin1String(name))
            return static_cast<int>(i);
    }
    return -1;
}

QString CatalogCellText::standing(const db::PriceStanding &standing) const
{
    const QString used = dollars(standing.usedHourlyUsd);
    switch (standing.kind) {
    case db::PriceStanding::Kind::Used:
        return tr("Sources disagree on this price. Scenarios use this one, the best-ranked "
                  "observation for the instance type and region. The rows after it that are "
                  "marked amber differ from it by more than %1 %, and scenarios using it are "
                  "warned (price_conflict).\n%2")
            .arg(db::PriceResolver::kConflictThreshold * 100.0)
            .arg(standing.explanation);
    case db::PriceStanding::Kind::Disagrees:
        return tr("Disagrees with the price scenarios use, %1/h (observed %2): %3 %4 %.\n%5")
            .arg(used, standing.usedObservedDate,
                 standing.differencePercent >= 0.0 ? tr("higher by") : tr("lower by"))
            .arg(std::fabs(standing.differencePercent), 0, 'f', 1)
            .arg(standing.explanation);
    case db::PriceStanding::Kind::Agrees:
        return tr("Not used: scenarios take %1/h (observed %2), within %3 % of this one or "
                  "from the same source.\n%4")
            .arg(used, standing.usedObservedDate)
            .arg(db::PriceResolver::kConflictThreshold * 100.0)
            .arg(standing.explanation);
    }
    return {};
}

QVariant CatalogCellText::display(const db::CatalogRow &row, int column) const
{
    const db::CatalogColumn &spec = m_columns[std::size_t(column)];
    const QVariant &value = row.values[column];
    switch (spec.kind) {
    case CellKind::VendorClaim:
        return value.toBool() ? tr("Vendor claim") : QString();
    case CellKind::SourceDate:
        return value.isNull() ? tr("undated") : value.toString();
    case CellKind::Reference:
        return row.labels[column];
    case CellKind::Choice:
        return value.isNull() ? QString() : choiceLabel(value.toString());
    case CellKind::Money:
        return value.isNull() ? QString() : dollars(value);
    case CellKind::Date:
        if (hasAssumedDate(row, column))
            return tr("undated");
        return db::catalogValueText(value);
    default:
        // Shortest round-trip text: the editor shows exactly what is stored.
        return db::catalogValueText(value);
    }
}

bool CatalogCellText::hasAssumedDate(const db::CatalogRow &row, int column) const
{
    // The shipped figures of an undated article carry a stand-in date (the seed data's
    // README says which and why); showing it as a date would claim a fact the source
    // never gave. A user's own row keeps the date its author entered.
    return row.shipped && m_columns[std::size_t(column)].kind == CellKind::Date &&
           !row.provenance.sourceTitle.isEmpty() && row.provenance.publishedDate.isEmpty() &&
           !row.values[column].isNull();
}

QString CatalogCellText::choiceLabel(const QString &stored)
{
    // Purchase models read as the options table and the report name them ("Savings plan
    // 1 y", not savings_plan_1y); any other stored word loses its underscores.
    if (const auto model = purchaseModelFromString(stored.toStdString()))
        return EnumLabels::purchaseModel(*model);
    QString words = stored;
    words.replace(QLatin1Char('_'), QLatin1Char(' '));
    return words;
}

QString CatalogCellText::kindText(const QString &kind) const
{
    if (kind == QLatin1String(db::kVendorClaimKind))
        return tr("vendor claim");
    if (kind == QLatin1String("independent"))
        return tr("independent");
    if (kind == QLatin1String("price_list"))
        return tr("price list");
    if (kind == QLatin1String("user"))
        return tr("entered by a user");
    return kind;
}

QString CatalogCellText::toolTip(const db::CatalogRow &row, int column,
                                 const db::PriceStanding *standing) const
{
    QStringList lines;
    const db::CatalogColumn &spec = m_columns[std::size_t(column)];
    // Long text (quotes, notes) is elided in the cell; the tooltip has all of it.
    if (spec.kind == CellKind::Text && !row.values[column].isNull() &&
        row.values[column].toString().size() > 24)
        lines << row.values[column].toString() << QString();
    if (standing)
        lines << this->standing(*standing) << QString();
    const db::CatalogProvenance &source = row.provenance;
    if (!source.sourceTitle.isEmpty()) {
        lines << tr("Source: %1 (%2; standing: %3)")
                     .arg(source.sourceTitle, kindText(source.sourceKind),
                          db::SourceStanding::words(source.sourceStanding));
        lines << (source.publishedDate.isEmpty() ? tr("Published: not stated by the source")
                                                 : tr("Published: %1").arg(source.publishedDate));
        if (!source.accessedDate.isEmpty())
            lines << tr("Accessed: %1").arg(source.accessedDate);
        const int observed = columnOf(db::schema::priceObservations::kObservedDate);
        if (observed >= 0 && hasAssumedDate(row, observed))
            lines << tr("Price observed: undated. The source gives no date, so the figure "
                        "counts as observed on %1, the earliest its year allows: dated "
                        "sources count as newer, and it reads as possibly stale.")
                         .arg(row.values[observed].toString());
        else if (observed >= 0 && !row.values[observed].isNull())
            lines << tr("Price observed: %1").arg(row.values[observed].toString());
        if (source.vendorClaim)
            lines << tr("Vendor claim: stated by the vendor about its own product, not an "
                        "independent measurement.");
    }
    if (row.shipped)
        lines << tr("Shipped with AccelDecide (seed data); a newer release may update it.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace acceldecide::ui
