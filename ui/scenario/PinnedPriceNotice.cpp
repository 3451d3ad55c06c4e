#include "ui/scenario/PinnedPriceNotice.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/RecommendationBanner.h"

#include "core/text/MoneyFormat.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/CatalogNotifier.h"
#include "database/pricing/PinnedValueCheck.h"

#include <QMessageBox>
#include <QWidget>

namespace acceldecide::ui {

namespace {

// Which catalog rows the scenario pins, as text: a change means "check again".
std::string pinSignature(const Scenario &scenario)
{
    std::string signature;
    for (const Option &option : scenario.options) {
        if (option.priceObservationId)
            signature += option.id + ":p" + std::to_string(*option.priceObservationId) + ";";
        if (option.benchmarkId)
            signature += option.id + ":b" + std::to_string(*option.benchmarkId) + ";";
    }
    return signature;
}

} // namespace

PinnedPriceNotice::PinnedPriceNotice(ScenarioDocument *document, RecommendationBanner *banner,
                                     QObject *parent)
    : QObject(parent), m_document(document), m_banner(banner)
{
    // Another scenario (or the same one reopened) is checked afresh: the catalog may have
    // learnt something since it was last looked at.
    connect(m_document, &ScenarioDocument::replaced, this, [this] { m_checkedPins = "\x01"; });
    connect(m_document, &ScenarioDocument::changed, this, &PinnedPriceNotice::check);
    connect(m_banner, &RecommendationBanner::updateRequested, this, &PinnedPriceNotice::review);
}

PinnedPriceNotice::~PinnedPriceNotice() = default;

void PinnedPriceNotice::setCatalog(db::CatalogDatabase *catalog)
{
    m_catalog = catalog;
    m_notifier.reset();
    if (catalog && catalog->isServer()) {
        m_notifier = std::make_unique<db::CatalogNotifier>(*catalog);
        connect(m_notifier.get(), &db::CatalogNotifier::catalogChanged, this, [this] {
            m_checkedPins = "\x01";
            check();
        });
    }
    m_checkedPins = "\x01"; // the catalog may have changed: check whatever is pinned
    check();
}

void PinnedPriceNotice::check()
{
    const std::string signature = pinSignature(m_document->scenario());
    if (signature == m_checkedPins)
        return;
    m_checkedPins = signature;
    m_updates.clear();
    if (m_catalog && !signature.empty()) {
        auto checked = db::PinnedValueCheck::check(*m_catalog, m_document->scenario());
        if (checked)
            m_updates = std::move(checked.value());
    }
    if (m_updates.empty()) {
        m_banner->setUpdateNotice(QString());
        return;
    }
    m_banner->setUpdateNotice(
        m_updates.size() == 1
            ? tr("The catalog has a newer figure for 1 number this scenario pinned.")
            : tr("The catalog has newer figures for %1 numbers this scenario pinned.")
                  .arg(m_updates.size()));
}

QStringList PinnedPriceNotice::describeUpdates() const
{
    QStringList lines;
    for (const PinnedValueUpdate &update : m_updates) {
        const bool price = update.field == PinnedValueUpdate::kPriceField;
        const auto format = [price](double value) {
            return price ? tr("%1/h").arg(QString::fromStdString(MoneyFormat::usd(value, 2)))
                         : tr("%1 tokens/s")
                               .arg(QString::fromStdString(MoneyFormat::number(value, 0)));
        };
        const std::optional<double> percent = update.deltaPercent();
        const QString change =
            percent ? tr("%1%2 %").arg(*percent >= 0 ? QStringLiteral("+") : QString(),
                                       QString::fromStdString(MoneyFormat::number(*percent, 1)))
                    : tr("new");
        lines << tr("%1 %2: %3 → %4 (%5), %6 %7")
                     .arg(QString::fromStdString(update.optionId),
                          price ? tr("price") : tr("throughput"), format(update.oldValue),
                          format(update.newValue), change,
                          QString::fromStdString(update.newSourceTitle),
                          QString::fromStdString(update.newDate));
    }
    return lines;
}

Expected<void, QString> PinnedPriceNotice::applyUpdates()
{
    Expected<void, QString> updated;
    const Expected<void, QString> applied =
        m_document->apply(QString(), tr("Update pinned catalog figures"), [&](Scenario &s) {
            if (auto status = db::PinnedValueCheck::applyUpdates(s, m_updates); !status)
                updated = Unexpected{status.error().toString()};
        });
    return updated ? applied : updated;
}

void PinnedPriceNotice::review()
{
    if (m_updates.empty())
        return;
    auto *window = qobject_cast<QWidget *>(parent());
    QMessageBox box(QMessageBox::Question, tr("Update pinned figures"),
                    tr("Update this scenario to the catalog's newer figures?"),
                    QMessageBox::Yes | QMessageBox::No, window);
    box.setInformativeText(describeUpdates().join(QLatin1Char('\n')));
    if (box.exec() != QMessageBox::Yes)
        return;
    if (const Expected<void, QString> applied = applyUpdates(); !applied)
        QMessageBox::warning(window, tr("Not updated"), applied.error());
}

} // namespace acceldecide::ui
