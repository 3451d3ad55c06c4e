#pragma once

#include <QObject>

#include <functional>

class QMenu;

namespace acceldecide::db {
class CatalogDatabase;
}

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
    std::optional<QString> pinPrice(int row, std::optional<int> observationId);
    std::optional<QString> pinBenchmark(int row, std::optional<int> benchmarkId);

Q_SIGNALS:
    void message(const QString &text);

private:
    ScenarioDocument *m_document;
    std::function<int()> m_currentRow;
    db::CatalogDatabase *m_catalog = nullptr;
};

} // namespace acceldecide::ui
