#include "database/CommitmentDiscountResolver.h"

#include "database/PurchaseModelPrices.h"

#include "core/text/MoneyFormat.h"

#include <QCoreApplication>

namespace acceldecide::db {

namespace {

PurchaseModel otherTerm(const Commitment &commitment)
{
    Commitment other = commitment;
    other.termYears = commitment.termYears == 1 ? 3 : 1;
    return other.purchaseModel();
}

std::string describe(const PurchaseModelPrice &price)
{
    QString model = QString::fromLatin1(toString(price.model));
    if (!price.paymentOption.isEmpty())
        model += QStringLiteral(", ") + price.paymentOption;
    return QCoreApplication::translate(
               "CommitmentDiscountResolver",
               "%1 at %2/h (%3, %4) against %5/h on-demand: a %6 % discount")
        .arg(model, QString::fromStdString(MoneyFormat::usd(price.hourlyUsd, 2)), price.sourceTitle,
             price.observedDate,
             QString::fromStdString(MoneyFormat::usd(price.onDemandHourlyUsd, 2)),
             QString::fromStdString(MoneyFormat::number(price.discountPercent, 1)))
        .toStdString();
}

} // namespace

DatabaseStatus CommitmentDiscountResolver::resolve(QSqlDatabase &db, std::size_t index,
                                                   Option &option, const std::string &region,
                                                   OptionProvenance &provenance)
{
    if (!option.commitment)
        return {};
    Commitment &commitment = *option.commitment;
    const QString payment = QString::fromLatin1(toString(commitment.payment));
    const auto lookup = [&](PurchaseModel model) {
        return PurchaseModelPrices::newest(db, option.instanceType, QString::fromStdString(region),
                                           model, option.instanceHourlyUsd, payment);
    };
    const auto fail = [&](const QString &message) {
        return DatabaseError::atOption(index, "commitment.discount_percent", message);
    };

    if (commitment.discountFromCatalog) {
        const PurchaseModel model = commitment.purchaseModel();
        auto found = lookup(model);
        if (!found)
            return fail(found.error().message);
        if (!found.value() || !option.instanceHourlyUsd)
            return fail(
                QCoreApplication::translate("CommitmentDiscountResolver",
                                            "missing, and the catalog has no %1 price for %2")
                    .arg(QString::fromLatin1(toString(model)),
                         QString::fromStdString(option.instanceType)));
        const PurchaseModelPrice &price = *found.value();
        if (!(price.discountPercent >= 0.0 && price.discountPercent < 100.0))
            return fail(QCoreApplication::translate(
                            "CommitmentDiscountResolver",
                            "the catalog's %1 price $%2/h is not below on-demand $%3/h")
                            .arg(QString::fromLatin1(toString(model)))
                            .arg(price.hourlyUsd)
                            .arg(price.onDemandHourlyUsd));
        commitment.discountPercent = price.discountPercent;
        commitment.discountFromCatalog = false;
        provenance.warnings.push_back({"commitment_discount_from_catalog", describe(price)});
    }

    if (!commitment.otherTermDiscountPercent) {
        auto found = lookup(otherTerm(commitment));
        if (!found)
            return fail(found.error().message);
        if (found.value() && found.value()->discountPercent >= 0.0 &&
            found.value()->discountPercent < 100.0) {
            commitment.otherTermDiscountPercent = found.value()->discountPercent;
            provenance.warnings.push_back(
                {"other_term_discount_from_catalog", describe(*found.value())});
        }
    }
    return {};
}

} // namespace acceldecide::db
