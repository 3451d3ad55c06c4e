#include "database/pricing/CatalogDiscountText.h"

#include "core/text/MoneyFormat.h"
#include "database/pricing/SourceStanding.h"

namespace acceldecide::db {

namespace {

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value, 2));
}

QString observation(qint64 id)
{
    return CatalogDiscountText::tr("price observation #%1").arg(id);
}

// "no_upfront" -> "no upfront"
QString paymentWords(const QString &payment)
{
    return QString(payment).replace(QLatin1Char('_'), QLatin1Char(' '));
}

bool isSavingsPlan(PurchaseModel model)
{
    return model == PurchaseModel::SavingsPlan1y || model == PurchaseModel::SavingsPlan3y;
}

bool isReserved(PurchaseModel model)
{
    return model == PurchaseModel::Reserved1y || model == PurchaseModel::Reserved3y;
}

// "Compute Savings Plan, 1-year", "standard reservation, 3-year", "spot".
QString modelWords(const PriceKind &kind)
{
    QString words;
    if (isSavingsPlan(kind.model))
        words = QString::fromLatin1(savingsPlanTypeLabel(kind.plan));
    else if (isReserved(kind.model))
        words = QString::fromLatin1(offeringClassLabel(kind.offeringClass));
    else
        return QString::fromLatin1(purchaseModelLabel(kind.model)).toLower();
    return CatalogDiscountText::tr("%1, %2-year").arg(words).arg(termMonths(kind.model) / 12);
}

} // namespace

QString CatalogDiscountText::kind(const PriceKind &kind, const QString &storedClass,
                                  const QString &payment)
{
    QString words = modelWords(kind);
    if (storedClass.isEmpty() && isSavingsPlan(kind.model))
        words += tr(" (the source does not name the plan type)");
    else if (storedClass.isEmpty() && isReserved(kind.model))
        words += tr(" (the source does not name the offering class)");
    if (!payment.isEmpty())
        words += QStringLiteral(", ") + paymentWords(payment);
    else if (kind.model != PurchaseModel::Spot)
        words += tr(", payment option not stated");
    return words;
}

QString CatalogDiscountText::wanted(const PriceKind &kind)
{
    QString words = modelWords(kind);
    if (kind.payment)
        words += QStringLiteral(", ") + paymentWords(QString::fromLatin1(toString(*kind.payment)));
    return words;
}

std::string CatalogDiscountText::used(const PriceKind &kind, const PurchaseModelLookup &lookup)
{
    const PurchaseModelPrice &price = *lookup.price;
    QString text =
        tr("%1: %2/h (%3) against on-demand %4/h (%5), both from %6, observed %7: "
           "a %8 % discount")
            .arg(CatalogDiscountText::kind(kind, price.offeringClass, price.paymentOption),
                 usd(price.hourlyUsd), observation(price.observationId),
                 usd(price.onDemandHourlyUsd), observation(price.onDemandObservationId),
                 price.sourceTitle, price.observedDate,
                 QString::fromStdString(MoneyFormat::number(price.discountPercent, 1)));
    if (lookup.unpaired)
        text +=
            tr("; not used: the newer %1/h from %2 (%3, %4), whose source gives no "
               "on-demand price to set it against")
                .arg(usd(lookup.unpaired->hourlyUsd), lookup.unpaired->sourceTitle,
                     lookup.unpaired->observedDate, observation(lookup.unpaired->observationId));
    return text.toStdString();
}

QString CatalogDiscountText::missing(const PriceKind &kind, const PurchaseModelLookup &lookup,
                                     const std::string &instanceType, const QString &region)
{
    const QString type = QString::fromStdString(instanceType);
    if (lookup.unpaired)
        return tr("the catalog has a %1 price for %2 in %3 from %4 (%5, %6) but no on-demand "
                  "price from the same source")
            .arg(wanted(kind), type, region, lookup.unpaired->sourceTitle,
                 lookup.unpaired->observedDate, observation(lookup.unpaired->observationId));
    QString text = tr("the catalog has no %1 price for %2 in %3").arg(wanted(kind), type, region);
    if (const auto &other = lookup.paymentNotStated)
        text +=
            tr("; %1 (%2, %3) gives one without saying how it is paid")
                .arg(other->sourceTitle, other->observedDate, observation(other->observationId));
    return text;
}

QString CatalogDiscountText::notBelowOnDemand(const PriceKind &kind,
                                              const PurchaseModelPrice &price)
{
    return tr("the catalog's %1 price %2/h (%3) is not below its source's on-demand %4/h (%5)")
        .arg(CatalogDiscountText::kind(kind, price.offeringClass, price.paymentOption),
             usd(price.hourlyUsd), observation(price.observationId), usd(price.onDemandHourlyUsd),
             observation(price.onDemandObservationId));
}

QString CatalogDiscountText::notWithThisOnDemand(const PriceKind &kind,
                                                 const PurchaseModelPrice &price,
                                                 const RankedObservation *basis,
                                                 double optionHourlyUsd)
{
    const QString onDemand =
        basis ? tr("this option's on-demand price is %1/h from %2 (%3, observed %4, %5)")
                    .arg(usd(optionHourlyUsd), basis->sourceTitle,
                         SourceStanding::words(basis->standing), basis->observedDate,
                         observation(basis->id))
              : tr("this option's on-demand price, %1/h, is the scenario's own")
                    .arg(usd(optionHourlyUsd));
    return tr("the catalog's %1 % discount is not used: %2: %3/h (%4) against on-demand %5/h "
              "(%6), both from %7 (%8), observed %9, while %10; a catalog discount is used only "
              "with the on-demand price of its own source and date. Give the discount in the "
              "scenario, or set "
              "price_observation_id to %11 to price the option from that source throughout")
        .arg(QString::fromStdString(MoneyFormat::number(price.discountPercent, 1)),
             CatalogDiscountText::kind(kind, price.offeringClass, price.paymentOption),
             usd(price.hourlyUsd), observation(price.observationId), usd(price.onDemandHourlyUsd),
             observation(price.onDemandObservationId), price.sourceTitle,
             SourceStanding::words(price.standing), price.observedDate)
        .arg(onDemand)
        .arg(price.onDemandObservationId);
}

QString CatalogDiscountText::stale(const PriceKind &kind, const PurchaseModelPrice &price,
                                   std::size_t index, const QString &field, int staleAfterDays)
{
    return tr("options[%1].%2: the catalog's %3 % discount (%4, %5/h, %6, from %7) was observed "
              "%8, more than %9 days before the scenario's as_of date")
        .arg(index)
        .arg(field, QString::fromStdString(MoneyFormat::number(price.discountPercent, 1)),
             CatalogDiscountText::kind(kind, price.offeringClass, price.paymentOption),
             usd(price.hourlyUsd), observation(price.observationId), price.sourceTitle,
             price.observedDate)
        .arg(staleAfterDays);
}

} // namespace acceldecide::db
