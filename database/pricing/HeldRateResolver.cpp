#include "database/pricing/HeldRateResolver.h"

#include "core/engine/billing/HeldCommitmentRules.h"
#include "database/pricing/CatalogDiscountRule.h"
#include "database/pricing/CatalogDiscountText.h"
#include "database/pricing/ConvertibleOffers.h"
#include "database/pricing/PurchaseModelPrices.h"

#include <QStringList>

namespace acceldecide::db {

namespace {

constexpr const char *kRateField = "compute_savings_plan_discount_percent";

bool needsComputeRate(const ExistingCommitment &held, const Option &option)
{
    return held.kind == CommitmentKind::SavingsPlan && held.plan == SavingsPlanType::Compute &&
           !option.computeSavingsPlanDiscountPercent && HeldCommitmentRules::covers(held, option);
}

bool needsExchange(const ExistingCommitment &held, const Option &option)
{
    return held.kind == CommitmentKind::Reserved &&
           held.offeringClass == OfferingClass::Convertible && !held.exchange &&
           HeldCommitmentRules::paysForUsage(option) && !HeldCommitmentRules::covers(held, option);
}

// The held plan's term: as stated; else a plan with more than 12 months left can only be
// a 3-year one, and one with fewer is taken as the shorter term first.
int termYearsOf(const ExistingCommitment &held)
{
    return held.termYears.value_or(held.monthsRemaining > 12 ? 3 : 1);
}

// The Compute Savings Plan prices to look for, best first: the held plan's term and
// payment option, then its term paid any way, then the other term likewise. A price of
// another term or payment option is still the option's rate for that purchase, and the
// rate used says which it is.
std::vector<PriceKind> wantedKinds(const ExistingCommitment &held)
{
    const int first = termYearsOf(held);
    std::vector<PriceKind> kinds;
    for (const int years : {first, first == 1 ? 3 : 1}) {
        PriceKind kind;
        kind.model = years == 1 ? PurchaseModel::SavingsPlan1y : PurchaseModel::SavingsPlan3y;
        kind.plan = SavingsPlanType::Compute;
        kind.payment = held.payment;
        kinds.push_back(kind);
        if (held.payment) {
            kind.payment.reset();
            kinds.push_back(kind);
        }
    }
    return kinds;
}

bool inRange(const PurchaseModelPrice &price)
{
    return price.discountPercent >= 0.0 && price.discountPercent < 100.0;
}

// What the held plan does not state, which the rate looked for had to take as given.
QString unstatedTerms(const ExistingCommitment &held)
{
    QStringList said;
    if (!held.termYears)
        said << HeldRateResolver::tr("%1 states no term_years, so with %2 months left the "
                                     "%3-year rate is looked for first")
                    .arg(QString::fromStdString(held.id))
                    .arg(held.monthsRemaining)
                    .arg(termYearsOf(held));
    if (!held.payment)
        said << HeldRateResolver::tr("no payment option is stated, so any is taken (no upfront "
                                     "first)");
    return said.join(QStringLiteral("; "));
}

// The option's Compute Savings Plan rate for `held`, into `terms`.
DatabaseStatus computeRate(CatalogLookups &lookups, const ExistingCommitment &held,
                           std::size_t index, const Option &option, const std::string &region,
                           const QDate &asOf, OptionProvenance &provenance, HeldCatalogTerms &terms)
{
    const std::vector<PriceKind> kinds = wantedKinds(held);
    QString firstRefusal;
    QString passedOver;
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        auto found = CatalogDiscountRule::match(lookups, option, region, kinds[k], provenance);
        if (!found)
            return DatabaseError::atOption(index, kRateField, found.error().message);
        const PurchaseModelLookup &lookup = found.value().lookup;
        if (lookup.price && inRange(*lookup.price)) {
            QStringList words;
            if (const QString unstated = unstatedTerms(held); !unstated.isEmpty())
                words << unstated;
            QString used = QString::fromStdString(CatalogDiscountText::used(kinds[k], lookup));
            if (k > 0)
                used = HeldRateResolver::tr("the %1 rate is not used (%2), so: %3")
                           .arg(CatalogDiscountText::wanted(kinds.front()), firstRefusal, used);
            words << used;
            terms.computeSavingsPlanDiscountPercent = lookup.price->discountPercent;
            terms.source = words.join(QStringLiteral("; ")).toStdString();
            CatalogDiscountRule::warnIfStale(*lookup.price, kinds[k], index, kRateField, asOf,
                                             provenance);
            return {};
        }
        const QString refusal = lookup.price
                                    ? CatalogDiscountText::notBelowOnDemand(kinds[k], *lookup.price)
                                    : found.value().refusal;
        if (k == 0)
            firstRefusal = refusal;
        if (found.value().passedOver && passedOver.isEmpty())
            passedOver = refusal;
    }
    // Nothing usable: what came nearest, a price passed over for its source, else why the
    // held plan's own kind is missing.
    terms.source = (passedOver.isEmpty() ? firstRefusal : passedOver).toStdString();
    return {};
}

// Whether the catalog offers a convertible reservation to exchange `held` into.
DatabaseStatus exchangeOffer(CatalogLookups &lookups, std::size_t index, const Option &option,
                             const std::string &region, HeldCatalogTerms &terms)
{
    const std::string family = instanceFamily(option.instanceType);
    const QString where = QString::fromStdString(region);
    auto offer = ConvertibleOffers::best(lookups, family, where);
    if (!offer)
        return DatabaseError::atOption(index, "instance_type", offer.error().message);
    terms.exchange = offer.value().has_value();
    if (!offer.value()) {
        terms.source = HeldRateResolver::tr("the catalog has no convertible reservation price for "
                                            "a %1 instance in %2")
                           .arg(QString::fromStdString(family), where)
                           .toStdString();
        return {};
    }
    const ConvertibleOffer &found = *offer.value();
    terms.source =
        HeldRateResolver::tr("%1 %2 convertible%3 in %4, price observation #%5 from %6, observed "
                             "%7")
            .arg(found.instanceType, found.purchaseModel,
                 found.paymentOption.isEmpty()
                     ? QString()
                     : QStringLiteral(" ") +
                           QString(found.paymentOption).replace(QLatin1Char('_'), QLatin1Char(' ')),
                 where)
            .arg(found.observationId)
            .arg(found.sourceTitle, found.observedDate)
            .toStdString();
    return {};
}

} // namespace

DatabaseStatus HeldRateResolver::resolve(CatalogLookups &lookups,
                                         const std::vector<ExistingCommitment> &held,
                                         std::size_t index, Option &option,
                                         const std::string &region, const QDate &asOf,
                                         OptionProvenance &provenance)
{
    // A resolution starts afresh: what an earlier one found may no longer hold.
    option.heldCatalogTerms.clear();
    for (const ExistingCommitment &commitment : held) {
        HeldCatalogTerms terms;
        terms.heldId = commitment.id;
        if (needsComputeRate(commitment, option)) {
            if (DatabaseStatus status = computeRate(lookups, commitment, index, option, region,
                                                    asOf, provenance, terms);
                !status)
                return status;
        } else if (needsExchange(commitment, option)) {
            if (DatabaseStatus status = exchangeOffer(lookups, index, option, region, terms);
                !status)
                return status;
        } else {
            continue;
        }
        option.heldCatalogTerms.push_back(std::move(terms));
    }
    return {};
}

} // namespace acceldecide::db
