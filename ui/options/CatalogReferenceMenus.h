#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "database/catalog/CatalogQueries.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QMenu;

namespace acceldecide::db {
class CatalogDatabase;
class CatalogQueries;
} // namespace acceldecide::db

namespace acceldecide::ui {

class ScenarioDocument;

// The "Price source" and "Throughput source" menus of the options table: every price
// observation the catalog holds for the selected option's instance type (with its source
// and date), and every benchmark for it, so the user can pin a particular one -- or go
// back to "newest". Choosing one is an undoable edit.
class CatalogReferenceMenus : public QObject
{
    Q_OBJECT

public:
    // `currentRow` tells which option the menus act on.
    CatalogReferenceMenus(ScenarioDocument *document, std::function<int()> currentRow,
                          QObject *parent = nullptr);

    void setCatalog(db::CatalogDatabase *catalog) { m_catalog = catalog; }

    // Fill the menus for the current option (connected to aboutToShow).
    void populatePrices(QMenu *menu);
    void populateBenchmarks(QMenu *menu);

    // The edits the menu entries make; return the problem, if any.
    Expected<void, QString> pinPrice(int row, std::optional<int> observationId);
    Expected<void, QString> pinBenchmark(int row, std::optional<int> benchmarkId);

Q_SIGNALS:
    void message(const QString &text);

private:
    struct Entry;
    // What differs between the two menus; populate() does the rest.
    struct MenuSpec
    {
        std::function<db::DatabaseResult<db::CatalogListing>(const db::CatalogQueries &)> list;
        QString automaticText;
        QString emptyText; // %1: the instance type
        const char *idColumn = "";
        std::function<bool(const Option &)> isAutomatic;
        std::function<std::optional<int>(const Option &)> pinnedId;
        std::function<bool(const Entry &)> accept;
        std::function<QString(const Entry &)> label;
        Expected<void, QString> (CatalogReferenceMenus::*pin)(int, std::optional<int>) = nullptr;
    };
    void populate(QMenu *menu, const MenuSpec &spec);

    ScenarioDocument *m_document;
    std::function<int()> m_currentRow;
    db::CatalogDatabase *m_catalog = nullptr;
};

} // namespace acceldecide::ui
