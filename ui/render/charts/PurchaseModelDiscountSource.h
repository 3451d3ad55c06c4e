#pragma once

#include "ui/render/charts/ChartInputs.h"

#include "core/engine/PurchaseModelComparison.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "database/pricing/PurchaseModelPrices.h"

#include <QCoreApplication>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

// Gathers, per option, the discount of every compared purchase model: the option's own
// model and discount from the scenario, the others from the catalog's best-ranked price
// against the same source's on-demand price of that date (db::PurchaseModelPrices).
// Capacity Blocks take a rate instead: the option's own, else the catalog's newest for
// its type. Each discount comes with a sentence naming its source for the tooltip.
// Catalog answers are cached per instance type, region and on-demand price, so an edit
// costs no SQL.
class PurchaseModelDiscountSource
{
    Q_DECLARE_TR_FUNCTIONS(PurchaseModelDiscountSource)

public:
    void setCatalog(db::CatalogDatabase *catalog);
    db::CatalogDatabase *catalog() const { return m_catalog; }

    void collect(const Scenario &scenario,
                 const std::map<std::string, OptionProvenance> &provenance,
                 std::vector<PurchaseModelDiscounts> &discounts,
                 std::vector<PurchaseModelNotes> &notes);

private:
    struct CatalogPrices
    {
        std::vector<db::PurchaseModelPrice> prices;
        std::optional<db::UnpairedPrice> blockRate; // per instance-hour
        QString error;
    };
    const CatalogPrices &lookup(const Option &option);
    // The Capacity Block rate: the option's own, else the catalog's, with its note.
    void blockRate(const Option &option, const CatalogPrices *catalog,
                   PurchaseModelDiscounts &discount, PurchaseModelNotes &note) const;

    db::CatalogDatabase *m_catalog = nullptr;
    std::map<std::pair<std::string, std::string>, CatalogPrices> m_cache; // type, region
};

} // namespace acceldecide::ui
