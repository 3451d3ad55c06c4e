#pragma once

#include "core/io/ScenarioPinning.h"
#include "core/model/Expected.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace acceldecide::db {
class CatalogDatabase;
class CatalogNotifier;
} // namespace acceldecide::db

namespace acceldecide::ui {

class RecommendationBanner;
class ScenarioDocument;

// Watches the pinned catalog numbers of the open scenario: when the catalog holds newer
// observations for them, the banner says so and offers to update, listing what would
// change and by how much. Updating is one undoable edit.
class PinnedPriceNotice : public QObject
{
    Q_OBJECT

public:
    PinnedPriceNotice(ScenarioDocument *document, RecommendationBanner *banner,
                      QObject *parent = nullptr);
    ~PinnedPriceNotice() override;

    void setCatalog(db::CatalogDatabase *catalog);

    const std::vector<PinnedValueUpdate> &updates() const { return m_updates; }
    // The list the confirmation shows: one line per number, old → new and the change.
    QStringList describeUpdates() const;
    // Re-pins to the newer values without asking (the banner's button asks first).
    Expected<void, QString> applyUpdates();

private:
    void check();
    void review();

    ScenarioDocument *m_document;
    RecommendationBanner *m_banner;
    db::CatalogDatabase *m_catalog = nullptr;
    std::vector<PinnedValueUpdate> m_updates;
    // The pins last checked, so that ordinary edits do not query the catalog again.
    std::string m_checkedPins;
    // On a team server: a colleague's new figures re-check the pins at once.
    std::unique_ptr<db::CatalogNotifier> m_notifier;
};

} // namespace acceldecide::ui
