#include "ui/options/CatalogReferenceMenus.h"

#include "ui/document/ScenarioDocument.h"

#include "database/catalog/CatalogQueries.h"
#include "database/connection/CatalogDatabase.h"

#include <QAction>
#include <QMenu>

namespace acceldecide::ui {

namespace {

// Only this many rows fit a menu; the catalog editor lists them all.
constexpr int kMaxEntries = 25;

} // namespace

CatalogReferenceMenus::CatalogReferenceMenus(ScenarioDocument *document,
                                             std::function<int()> currentRow, QObject *parent)
    : QObject(parent), m_document(document), m_currentRow(std::move(currentRow))
{}

Expected<void, QString> CatalogReferenceMenus::pinPrice(int row, std::optional<int> observationId)
{
    return m_document->apply(QString(),
                             observationId ? tr("Pin price observation %1").arg(*observationId)
                                           : tr("Use the newest catalog price"),
                             [&](Scenario &s) {
                                 Option &option = s.options[std::size_t(row)];
                                 // The catalog gives the value; a typed-in price would win.
                                 option.instanceHourlyUsd.reset();
                                 option.priceObservationId = observationId;
                             });
}

Expected<void, QString> CatalogReferenceMenus::pinBenchmark(int row, std::optional<int> benchmarkId)
{
    return m_document->apply(QString(),
                             benchmarkId ? tr("Pin benchmark %1").arg(*benchmarkId)
                                         : tr("Use the catalog's benchmark"),
                             [&](Scenario &s) {
                                 Option &option = s.options[std::size_t(row)];
                                 option.throughput.reset();
                                 option.benchmarkId = benchmarkId;
                             });
}

// One catalog row as the menus see it: a column lookup by name.
struct CatalogReferenceMenus::Entry
{
    const QStringList &columns;
    const QVariantList &values;

    QVariant operator[](const char *name) const
    {
        return values.value(columns.indexOf(QLatin1String(name)));
    }
};

void CatalogReferenceMenus::populate(QMenu *menu, const MenuSpec &spec)
{
    menu->clear();
    menu->setToolTipsVisible(true);
    const int row = m_currentRow();
    if (!m_catalog || row < 0) {
        menu->addAction(tr("No catalog is open"))->setEnabled(false);
        return;
    }
    const Option &option = m_document->scenario().options[std::size_t(row)];
    const auto listing = spec.list(db::CatalogQueries(m_catalog->connection()));
    if (!listing) {
        menu->addAction(listing.error().toString())->setEnabled(false);
        return;
    }
    const auto pin = [this, row, &spec](std::optional<int> id) {
        return [this, row, id, pinRow = spec.pin] {
            if (auto problem = (this->*pinRow)(row, id); !problem)
                Q_EMIT message(problem.error());
        };
    };
    QAction *automatic = menu->addAction(spec.automaticText);
    automatic->setCheckable(true);
    automatic->setChecked(spec.isAutomatic(option));
    connect(automatic, &QAction::triggered, this, pin(std::nullopt));
    menu->addSeparator();

    const QString instanceType = QString::fromStdString(option.instanceType);
    int shown = 0;
    for (const QVariantList &values : listing.value().rows) {
        const Entry entry{listing.value().columns, values};
        if (entry["instance_type"].toString() != instanceType || !spec.accept(entry))
            continue;
        if (++shown > kMaxEntries)
            break;
        const int id = entry[spec.idColumn].toInt();
        QAction *action = menu->addAction(spec.label(entry));
        action->setCheckable(true);
        action->setChecked(spec.pinnedId(option) == id);
        action->setToolTip(entry["quote"].toString());
        connect(action, &QAction::triggered, this, pin(id));
    }
    if (shown == 0)
        menu->addAction(spec.emptyText.arg(instanceType))->setEnabled(false);
}

void CatalogReferenceMenus::populatePrices(QMenu *menu)
{
    MenuSpec spec;
    spec.list = [](const db::CatalogQueries &queries) {
        return queries.prices();
    };
    spec.automaticText = tr("Newest on-demand price (not pinned)");
    spec.emptyText = tr("The catalog has no on-demand price for %1");
    spec.idColumn = "price_observation_id";
    spec.isAutomatic = [](const Option &o) {
        return !o.instanceHourlyUsd && !o.priceObservationId;
    };
    spec.pinnedId = [](const Option &o) {
        return o.priceObservationId;
    };
    spec.accept = [](const Entry &entry) {
        return entry["purchase_model"].toString() == QLatin1String("on_demand") &&
               entry["availability_zone"].isNull();
    };
    spec.label = [](const Entry &entry) {
        return tr("$%1/h — %2, %3 (%4)")
            .arg(entry["hourly_usd"].toDouble(), 0, 'f', 2)
            .arg(entry["source"].toString(), entry["observed_date"].toString(),
                 entry["region"].toString());
    };
    spec.pin = &CatalogReferenceMenus::pinPrice;
    populate(menu, spec);
}

void CatalogReferenceMenus::populateBenchmarks(QMenu *menu)
{
    MenuSpec spec;
    spec.list = [](const db::CatalogQueries &queries) {
        return queries.benchmarks();
    };
    spec.automaticText = tr("Catalog's benchmark for the model size (not pinned)");
    spec.emptyText = tr("The catalog has no benchmark for %1");
    spec.idColumn = "benchmark_id";
    spec.isAutomatic = [](const Option &o) {
        return !o.throughput && !o.benchmarkId;
    };
    spec.pinnedId = [](const Option &o) {
        return o.benchmarkId;
    };
    spec.accept = [](const Entry &) {
        return true;
    };
    spec.label = [](const Entry &entry) {
        return tr("%1 %2 — %3 (%4, %5)")
            .arg(entry["value"].toString(), entry["metric"].toString(), entry["model"].toString(),
                 entry["source"].toString(), entry["provenance"].toString());
    };
    spec.pin = &CatalogReferenceMenus::pinBenchmark;
    populate(menu, spec);
}

} // namespace acceldecide::ui
