#include "core/io/ScenarioPinning.h"

namespace acceldecide {

std::optional<double> PinnedValueUpdate::deltaPercent() const
{
    if (oldValue == 0.0)
        return std::nullopt;
    return (newValue - oldValue) / oldValue * 100.0;
}

namespace {

// The resolution is only trusted for the option it ran on: if the user has changed the
// instance type, region or purchase model since, its numbers belong to something else.
bool sameCatalogKey(const Option &edited, const Option &resolved)
{
    return edited.instanceType == resolved.instanceType && edited.region == resolved.region;
}

} // namespace

Scenario ScenarioPinning::pin(const Scenario &edited, const Scenario &resolved,
                              const std::map<std::string, OptionProvenance> &provenance)
{
    Scenario pinned = edited;
    for (Option &option : pinned.options) {
        const int index = resolved.optionIndex(option.id);
        if (index < 0)
            continue;
        const Option &source = resolved.options[std::size_t(index)];
        if (!sameCatalogKey(option, source))
            continue;
        const auto entry = provenance.find(option.id);
        if (entry != provenance.end()) {
            const OptionProvenance &from = entry->second;
            if (from.price && source.instanceHourlyUsd) {
                option.instanceHourlyUsd = source.instanceHourlyUsd;
                option.priceObservationId = int(from.price->observationId);
            }
            if (from.throughput && source.throughput && source.throughput->isMeasured()) {
                option.throughput = source.throughput;
                option.benchmarkId = int(from.throughput->observationId);
            }
        }
        if (option.purchase.discountFromCatalog && !source.purchase.discountFromCatalog &&
            source.purchase.model == option.purchase.model) {
            option.purchase.discountPercent = source.purchase.discountPercent;
            option.purchase.discountFromCatalog = false;
        }
        // A commitment's discounts are the catalog's for its kind, term and payment.
        if (option.commitment && source.commitment &&
            option.commitment->purchaseModel() == source.commitment->purchaseModel() &&
            option.commitment->payment == source.commitment->payment) {
            Commitment &commitment = *option.commitment;
            if (commitment.discountFromCatalog && !source.commitment->discountFromCatalog) {
                commitment.discountPercent = source.commitment->discountPercent;
                commitment.discountFromCatalog = false;
            }
            if (!commitment.otherTermDiscountPercent)
                commitment.otherTermDiscountPercent = source.commitment->otherTermDiscountPercent;
        }
    }
    return pinned;
}

std::optional<std::string>
ScenarioPinning::applyUpdates(Scenario &scenario, const std::vector<PinnedValueUpdate> &updates)
{
    Scenario updated = scenario;
    for (const PinnedValueUpdate &update : updates) {
        const int index = updated.optionIndex(update.optionId);
        if (index < 0)
            return "no option \"" + update.optionId + "\" in the scenario";
        Option &option = updated.options[std::size_t(index)];
        if (update.field == PinnedValueUpdate::kPriceField) {
            option.instanceHourlyUsd = update.newValue;
            option.priceObservationId = int(update.newObservationId);
        } else if (update.field == PinnedValueUpdate::kThroughputField) {
            option.throughput = Throughput::measured(update.newValue);
            option.benchmarkId = int(update.newObservationId);
        } else {
            return "options[" + std::to_string(index) + "]: \"" + update.field +
                   "\" is not a pinned catalog field";
        }
    }
    scenario = std::move(updated);
    return std::nullopt;
}

} // namespace acceldecide
