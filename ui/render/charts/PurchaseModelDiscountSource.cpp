#include "ui/render/charts/PurchaseModelDiscountSource.h"

#include "ui/render/charts/PurchaseModelsChart.h"
#include "ui/render/labels/EnumLabels.h"

#include "core/text/MoneyFormat.h"
#include "database/pricing/PriceResolver.h"
#include "database/pricing/PurchaseModelPrices.h"

#include <algorithm>

namespace acceldecide::ui {

namespace {

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value, 2));
}

QString percent(double value)
{
    return QString::fromStdString(MoneyFormat::number(value, 1));
}

constexpr std::size_t kCacheLimit = 256;

} // namespace

void PurchaseModelDiscountSource::setCatalog(db::CatalogDatabase *catalog)
{
    m_catalog = catalog;
    m_cache.clear();
}

const PurchaseModelDiscountSource::CatalogPrices &
PurchaseModelDiscountSource::lookup(const Option &option)
{
    const std::string region = option.region.value_or(db::PriceResolver::kDefaultRegion);
    const auto key = std::make_pair(option.instanceType, region);
    if (const auto found = m_cache.find(key); found != m_cache.end())
        return found->second;
    if (m_cache.size() >= kCacheLimit)
        m_cache.clear();
    CatalogPrices entry;
    auto result = db::PurchaseModelPrices::forInstance(*m_catalog, option.instanceType, region);
    if (result)
        entry.prices = std::move(result.value());
    else
        entry.error = result.error().toString();
    if (entry.error.isEmpty()) {
        auto block = db::PurchaseModelPrices::newestBlockRate(
            m_catalog->connection(), option.instanceType, QString::fromStdString(region));
        if (block)
            entry.blockRate = block.value();
        else
            entry.error = block.error().toString();
    }
    return m_cache.emplace(key, std::move(entry)).first->second;
}

void PurchaseModelDiscountSource::blockRate(const Option &option, const CatalogPrices *catalog,
                                            PurchaseModelDiscounts &discount,
                                            PurchaseModelNotes &note) const
{
    QString &text =
        note.text[std::size_t(comparedPurchaseModelIndex(PurchaseModel::CapacityBlock))];
    if (discount.blockUsdPerInstanceHour) {
        text = tr("The scenario's own Capacity Block rate: %1/h per instance")
                   .arg(usd(*discount.blockUsdPerInstanceHour));
        return;
    }
    if (!catalog) {
        text = tr("No catalog open: only the scenario's own Capacity Block rate is known.");
        return;
    }
    if (!catalog->error.isEmpty()) {
        text = tr("The catalog could not be read: %1").arg(catalog->error);
        return;
    }
    if (!catalog->blockRate) {
        text = tr("The catalog has no Capacity Block price for %1.")
                   .arg(QString::fromStdString(option.instanceType));
        return;
    }
    discount.blockUsdPerInstanceHour = catalog->blockRate->hourlyUsd;
    text = tr("Catalog: %1/h per instance (%2, %3)")
               .arg(usd(catalog->blockRate->hourlyUsd), catalog->blockRate->sourceTitle,
                    catalog->blockRate->observedDate);
}

void PurchaseModelDiscountSource::collect(const Scenario &scenario,
                                          const std::map<std::string, OptionProvenance> &provenance,
                                          std::vector<PurchaseModelDiscounts> &discounts,
                                          std::vector<PurchaseModelNotes> &notes)
{
    discounts.assign(scenario.options.size(), {});
    notes.assign(scenario.options.size(), {});
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const Option &option = scenario.options[i];
        PurchaseModelDiscounts &discount = discounts[i];
        PurchaseModelNotes &note = notes[i];
        discount = PurchaseModelComparison::ownDiscounts(option);
        const CatalogPrices *catalog = m_catalog ? &lookup(option) : nullptr;
        blockRate(option, catalog, discount, note);
        if (!option.instanceHourlyUsd) {
            for (std::size_t m = 0; m < kComparedPurchaseModels.size(); ++m) {
                if (kComparedPurchaseModels[m] != PurchaseModel::CapacityBlock)
                    note.text[m] = tr("The option gives no on-demand instance price to "
                                      "discount (only an effective rate or Capacity Blocks).");
            }
            continue;
        }
        // On-demand: the scenario's price, or the catalog's with its source.
        QString onDemand = tr("On-demand %1/h per instance").arg(usd(*option.instanceHourlyUsd));
        if (const auto found = provenance.find(option.id);
            found != provenance.end() && found->second.price)
            onDemand += tr(" (%1, %2)")
                            .arg(QString::fromStdString(found->second.price->title),
                                 QString::fromStdString(found->second.price->observedDate));
        else
            onDemand += tr(" (from the scenario)");
        note.text[0] = onDemand;

        const int own = takesDiscount(option.purchase.model)
                            ? comparedPurchaseModelIndex(option.purchase.model)
                            : -1;
        if (own > 0)
            note.text[std::size_t(own)] =
                tr("The scenario's own purchase model: %1 % off on-demand")
                    .arg(percent(option.purchase.discountPercent));

        for (std::size_t m = 1; m < kComparedPurchaseModels.size(); ++m) {
            if (int(m) == own || kComparedPurchaseModels[m] == PurchaseModel::CapacityBlock)
                continue;
            if (!catalog) {
                note.text[m] = tr("No catalog open: only the scenario's own purchase model is "
                                  "known.");
                continue;
            }
            if (!catalog->error.isEmpty()) {
                note.text[m] = tr("The catalog could not be read: %1").arg(catalog->error);
                continue;
            }
            const auto price = std::find_if(catalog->prices.begin(), catalog->prices.end(),
                                            [&](const db::PurchaseModelPrice &p) {
                                                return p.model == kComparedPurchaseModels[m];
                                            });
            if (price == catalog->prices.end()) {
                note.text[m] = tr("The catalog has no %1 price for %2.")
                                   .arg(EnumLabels::purchaseModel(kComparedPurchaseModels[m]),
                                        QString::fromStdString(option.instanceType));
                continue;
            }
            if (!(price->discountPercent >= 0.0 && price->discountPercent < 100.0)) {
                note.text[m] = tr("The catalog's price %1/h (%2, %3) is not below on-demand "
                                  "%4/h; not used.")
                                   .arg(usd(price->hourlyUsd), price->sourceTitle,
                                        price->observedDate, usd(price->onDemandHourlyUsd));
                continue;
            }
            discount.discountPercent[m] = price->discountPercent;
            note.text[m] = tr("Catalog: %1/h (%2, %3) against the same source's on-demand %4/h "
                              "of that date")
                               .arg(usd(price->hourlyUsd), price->sourceTitle, price->observedDate,
                                    usd(price->onDemandHourlyUsd));
        }
    }
}

} // namespace acceldecide::ui
