#include "database/pricing/CommitmentDiscountResolver.h"

#include "database/pricing/CatalogDiscountText.h"
#include "database/pricing/PurchaseDiscountResolver.h"
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
                                                   OptionProvenance &provenance)
{
    if (!option.commitment)
        return {};
    Commitment &commitment = *option.commitment;
    const QString where = QString::fromStdString(region);
    const auto fail = [&](const QString &message) {
        return DatabaseError::atOption(index, "commitment.discount_percent", message);
    };

    if (commitment.discountFromCatalog) {
        const PriceKind kind = PriceKind::of(commitment, commitment.purchaseModel());
        auto found = PurchaseDiscountResolver::requiredPrice(
            lookups, index, "commitment.discount_percent", option, region, kind);
        if (!found)
            return found.error();
        commitment.discountPercent = found.value().price->discountPercent;
        commitment.discountFromCatalog = false;
        provenance.warnings.push_back(
            {"commitment_discount_from_catalog", CatalogDiscountText::used(kind, found.value())});
    }

    // The other term's discount only fills the 1-year against 3-year comparison: without
    // a price of the same kind and payment option, the comparison shows one term.
    if (!commitment.otherTermDiscountPercent) {
        const PriceKind kind = PriceKind::of(commitment, otherTerm(commitment));
        auto found = PurchaseModelPrices::newest(lookups, option.instanceType, where, kind);
        if (!found)
            return fail(found.error().message);
        if (found.value().price && inRange(*found.value().price)) {
            commitment.otherTermDiscountPercent = found.value().price->discountPercent;
            provenance.warnings.push_back({"other_term_discount_from_catalog",
                                           CatalogDiscountText::used(kind, found.value())});
        }
    }
    return {};
}

} // namespace acceldecide::db
