#include "CatalogReferenceMenus.h"

#include "document/ScenarioDocument.h"

#include "CatalogDatabase.h"
#include "CatalogQueries.h"

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

std::optional<QString> CatalogReferenceMenus::pinPrice(int row, std::optional<int> observationId)
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

std::optional<QString> CatalogReferenceMenus::pinBenchmark(int row, std::optional<int> benchmarkId)
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

void CatalogReferenceMenus::populatePrices(QMenu *menu)
{
    menu->clear();
    const int row = m_currentRow();
    if (!m_catalog || row < 0) {
        menu->addAction(tr("No catalog is open"))->setEnabled(false);
        return;
    }
    const Option &option = m_document->scenario().options[std::size_t(row)];
    const auto listing = db::CatalogQueries(m_catalog->connection()).prices();
    if (!listing) {
        menu->addAction(listing.error().toString())->setEnabled(false);
        return;
    }
    QAction *newest = menu->addAction(tr("Newest on-demand price (not pinned)"));
    newest->setCheckable(true);
    newest->setChecked(!option.instanceHourlyUsd && !option.priceObservationId);
    connect(newest, &QAction::triggered, this, [this, row] {
        if (auto problem = pinPrice(row, std::nullopt))
            Q_EMIT message(*problem);
    });
    menu->addSeparator();
    const QStringList &columns = listing.value().columns;
    const auto col = [&](const char *name) {
        return columns.indexOf(QLatin1String(name));
    };
    const QString instanceType = QString::fromStdString(option.instanceType);
    int shown = 0;
    for (const QVariantList &entry : listing.value().rows) {
        if (entry.value(col("instance_type")).toString() != instanceType ||
            entry.value(col("purchase_model")).toString() != QLatin1String("on_demand") ||
            !entry.value(col("availability_zone")).isNull())
            continue;
        if (++shown > kMaxEntries)
            break;
        const int id = entry.value(col("price_observation_id")).toInt();
        QAction *action =
            menu->addAction(tr("$%1/h — %2, %3 (%4)")
                                .arg(entry.value(col("hourly_usd")).toDouble(), 0, 'f', 2)
                                .arg(entry.value(col("source")).toString(),
                                     entry.value(col("observed_date")).toString(),
                                     entry.value(col("region")).toString()));
        action->setCheckable(true);
        action->setChecked(option.priceObservationId == id);
        action->setToolTip(entry.value(col("quote")).toString());
        connect(action, &QAction::triggered, this, [this, row, id] {
            if (auto problem = pinPrice(row, id))
                Q_EMIT message(*problem);
        });
    }
    if (shown == 0)
        menu->addAction(tr("The catalog has no on-demand price for %1").arg(instanceType))
            ->setEnabled(false);
    menu->setToolTipsVisible(true);
}

void CatalogReferenceMenus::populateBenchmarks(QMenu *menu)
{
    menu->clear();
    const int row = m_currentRow();
    if (!m_catalog || row < 0) {
        menu->addAction(tr("No catalog is open"))->setEnabled(false);
        return;
    }
    const Option &option = m_document->scenario().options[std::size_t(row)];
    const auto listing = db::CatalogQueries(m_catalog->connection()).benchmarks();
    if (!listing) {
        menu->addAction(listing.error().toString())->setEnabled(false);
        return;
    }
    QAction *automatic = menu->addAction(tr("Catalog's benchmark for the model size (not pinned)"));
    automatic->setCheckable(true);
    automatic->setChecked(!option.throughput && !option.benchmarkId);
    connect(automatic, &QAction::triggered, this, [this, row] {
        if (auto problem = pinBenchmark(row, std::nullopt))
            Q_EMIT message(*problem);
    });
    menu->addSeparator();
    const QStringList &columns = listing.value().columns;
    const auto col = [&](const char *name) {
        return columns.indexOf(QLatin1String(name));
    };
    const QString instanceType = QString::fromStdString(option.instanceType);
    int shown = 0;
    for (const QVariantList &entry : listing.value().rows) {
        if (entry.value(col("instance_type")).toString() != instanceType)
            continue;
        if (++shown > kMaxEntries)
            break;
        const int id = entry.value(col("benchmark_id")).toInt();
        const QString provenance = entry.value(col("provenance")).toString();
        QAction *action = menu->addAction(
            tr("%1 %2 — %3 (%4, %5)")
                .arg(entry.value(col("value")).toString(), entry.value(col("metric")).toString(),
                     entry.value(col("model")).toString(), entry.value(col("source")).toString(),
                     provenance));
        action->setCheckable(true);
        action->setChecked(option.benchmarkId == id);
        action->setToolTip(entry.value(col("quote")).toString());
        connect(action, &QAction::triggered, this, [this, row, id] {
            if (auto problem = pinBenchmark(row, id))
                Q_EMIT message(*problem);
        });
    }
    if (shown == 0)
        menu->addAction(tr("The catalog has no benchmark for %1").arg(instanceType))
            ->setEnabled(false);
    menu->setToolTipsVisible(true);
}

} // namespace acceldecide::ui
