#include "database/pricing/CommitmentDiscountResolver.h"

#include "database/pricing/CatalogDiscountRule.h"
#include "database/pricing/CatalogDiscountText.h"
#include "database/pricing/PurchaseModelPrices.h"

namespace acceldecide::db {

namespace {

PurchaseModel otherTerm(const Commitment &commitment)
{
    Commitment other = commitment;
    other.termYears = commitment.termYears == 1 ? 3 : 1;
    return other.purchaseModel();
}

bool inRange(const PurchaseModelPrice &price)
{
    return price.discountPercent >= 0.0 && price.discountPercent < 100.0;
}

} // namespace

DatabaseStatus CommitmentDiscountResolver::resolve(CatalogLookups &lookups, std::size_t index,
                                                   Option &option, const std::string &region,
                                                   const QDate &asOf, OptionProvenance &provenance)
{
    if (!option.commitment)
        return {};
    Commitment &commitment = *option.commitment;
    const char *field = "commitment.discount_percent";

    if (commitment.discountFromCatalog) {
        const PriceKind kind = PriceKind::of(commitment, commitment.purchaseModel());
        auto found = CatalogDiscountRule::required(lookups, index, field, option, region, kind,
                                                   asOf, provenance);
        if (!found)
            return found.error();
        commitment.discountPercent = found.value().price->discountPercent;
        commitment.discountFromCatalog = false;
        provenance.warnings.push_back(
            {"commitment_discount_from_catalog", CatalogDiscountText::used(kind, found.value())});
    }

    // The other term's discount only fills the 1-year against 3-year comparison: without
    // a price of the same kind and payment option, the comparison shows one term. One
    // the rule does not let the option use is said, not silently left out.
    if (!commitment.otherTermDiscountPercent) {
        const PriceKind kind = PriceKind::of(commitment, otherTerm(commitment));
        auto found = CatalogDiscountRule::match(lookups, option, region, kind, provenance);
        if (!found)
            return DatabaseError::atOption(index, field, found.error().message);
        const auto &price = found.value().lookup.price;
        if (price && inRange(*price)) {
            commitment.otherTermDiscountPercent = price->discountPercent;
            provenance.warnings.push_back({"other_term_discount_from_catalog",
                                           CatalogDiscountText::used(kind, found.value().lookup)});
            CatalogDiscountRule::warnIfStale(
                *price, kind, index, "commitment.other_term_discount_percent", asOf, provenance);
        } else if (found.value().passedOver) {
            provenance.warnings.push_back(
                {"other_term_discount_not_used",
                 CatalogDiscountText::tr("options[%1].commitment.other_term_discount_percent: %2; "
                                         "the comparison shows one term")
                     .arg(index)
                     .arg(found.value().refusal)
                     .toStdString()});
        }
    }
    return {};
}

} // namespace acceldecide::db
