#include "ui/options/OptionsPanel.h"

#include "core/editing/CriteriaEditing.h"
#include "core/editing/OptionNaming.h"
#include "ui/widgets/Qs.h"

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/options/CatalogReferenceMenus.h"
#include "ui/options/OptionInputsDelegate.h"
#include "ui/options/OptionInputsModel.h"
#include "ui/widgets/RefusedInput.h"

#include "database/catalog/CatalogQueries.h"
#include "database/connection/CatalogDatabase.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace acceldecide::ui {

OptionsPanel::OptionsPanel(ScenarioDocument *document, EvaluationController *controller,
                           QWidget *parent)
    : QWidget(parent), m_document(document),
      m_model(new OptionInputsModel(document, controller, this)),
      m_delegate(new OptionInputsDelegate(this)), m_view(new QTableView(this)),
      m_portingButton(new QToolButton(this))
{
    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setAccessibleName(tr("Options"));
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->verticalHeader()->hide();
    // Sized to the contents when a scenario is opened, not on every edit: measuring every
    // cell would cost more than the whole re-evaluation.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setMaximumSectionSize(420);
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTableView::resizeColumnsToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);

    auto *add = new QToolButton(this);
    add->setText(tr("&Add option"));
    add->setToolTip(tr("Add a candidate deployment (a copy of the selected one on the other "
                       "stack, to be edited)"));
    connect(add, &QToolButton::clicked, this, &OptionsPanel::addOption);
    auto *duplicate = new QToolButton(this);
    duplicate->setText(tr("D&uplicate"));
    connect(duplicate, &QToolButton::clicked, this, &OptionsPanel::duplicateOption);
    auto *remove = new QToolButton(this);
    remove->setText(tr("&Remove"));
    connect(remove, &QToolButton::clicked, this, &OptionsPanel::removeOption);
    auto *removeShortcut = new QAction(this);
    removeShortcut->setShortcut(QKeySequence::Delete);
    removeShortcut->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(removeShortcut, &QAction::triggered, this, &OptionsPanel::removeOption);
    m_view->addAction(removeShortcut);

    m_portingButton->setText(tr("&Porting profile"));
    m_portingButton->setPopupMode(QToolButton::InstantPopup);
    m_portingButton->setToolTip(tr("Fill the selected option's porting weeks from a seed's "
                                   "effort table"));
    m_portingButton->setMenu(new QMenu(m_portingButton));
    m_portingButton->setEnabled(false);

    m_references = new CatalogReferenceMenus(
        m_document, [this] { return currentRow(); }, this);
    connect(m_references, &CatalogReferenceMenus::message, this, &OptionsPanel::message);
    auto *priceButton = new QToolButton(this);
    priceButton->setText(tr("Price &source"));
    priceButton->setToolTip(tr("Pin the selected option to one of the catalog's price "
                               "observations, each with its source and date"));
    priceButton->setPopupMode(QToolButton::InstantPopup);
    priceButton->setMenu(new QMenu(priceButton));
    connect(priceButton->menu(), &QMenu::aboutToShow, this,
            [this, priceButton] { m_references->populatePrices(priceButton->menu()); });
    auto *benchmarkButton = new QToolButton(this);
    benchmarkButton->setText(tr("&Throughput source"));
    benchmarkButton->setToolTip(tr("Take the selected option's throughput from one of the "
                                   "catalog's benchmarks (vendor claims are marked)"));
    benchmarkButton->setPopupMode(QToolButton::InstantPopup);
    benchmarkButton->setMenu(new QMenu(benchmarkButton));
    connect(benchmarkButton->menu(), &QMenu::aboutToShow, this,
            [this, benchmarkButton] { m_references->populateBenchmarks(benchmarkButton->menu()); });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(duplicate);
    buttons->addWidget(remove);
    buttons->addWidget(m_portingButton);
    buttons->addWidget(priceButton);
    buttons->addWidget(benchmarkButton);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);
    // A refused cell keeps what was typed, in red; this says why, under the table.
    m_refusal = RefusedInput::messageLabel(this);
    m_refusal->setAccessibleName(tr("Refused value"));
    layout->addWidget(m_refusal);

    connect(m_model, &OptionInputsModel::editRejected, this, &OptionsPanel::message);
    // Under the table: why a cell was refused, else which instance types look misspelled.
    const auto updateNotice = [this] {
        const QString refusal = m_model->refusal();
        RefusedInput::showMessage(m_refusal,
                                  refusal.isEmpty() ? m_model->instanceTypeWarnings() : refusal);
    };
    connect(m_model, &OptionInputsModel::refusalChanged, m_refusal, updateNotice);
    connect(m_document, &ScenarioDocument::changed, m_refusal, updateNotice);
}

void OptionsPanel::setCatalog(db::CatalogDatabase *catalog)
{
    QStringList names;
    if (catalog) {
        const auto listing = db::CatalogQueries(catalog->connection()).instances();
        if (listing) {
            const auto column = listing.value().columns.indexOf(QStringLiteral("instance_type"));
            for (const QVariantList &row : listing.value().rows)
                names << row.value(column).toString();
        }
    }
    m_delegate->setInstanceTypes(names);
    m_model->setKnownInstanceTypes(names);
    RefusedInput::showMessage(m_refusal, m_model->refusal().isEmpty()
                                             ? m_model->instanceTypeWarnings()
                                             : m_model->refusal());
    m_references->setCatalog(catalog);
    rebuildPortingMenu(catalog);
}

void OptionsPanel::rebuildPortingMenu(db::CatalogDatabase *catalog)
{
    QMenu *menu = m_portingButton->menu();
    menu->clear();
    if (!catalog) {
        m_portingButton->setEnabled(false);
        return;
    }
    const auto listing = db::CatalogQueries(catalog->connection()).porting();
    if (!listing) {
        m_portingButton->setEnabled(false);
        return;
    }
    const QStringList &columns = listing.value().columns;
    const auto col = [&](const char *name) {
        return columns.indexOf(QLatin1String(name));
    };
    for (const QVariantList &row : listing.value().rows) {
        const QVariant low = row.value(col("weeks_low"));
        const QVariant high = row.value(col("weeks_high"));
        if (low.isNull() && high.isNull())
            continue; // the seed gives no number ("days", "months") to fill in
        const double weeksLow = low.isNull() ? high.toDouble() : low.toDouble();
        const double weeksHigh = high.isNull() ? weeksLow : high.toDouble();
        // The middle of the seed's range; the sensitivity chart shows what the range does.
        const double weeks = (weeksLow + weeksHigh) / 2.0;
        const QString profile = row.value(col("scenario")).toString();
        const QString source = row.value(col("source")).toString();
        QAction *action =
            menu->addAction(tr("%1 — %2 weeks").arg(profile, QString::number(weeks, 'g', 3)));
        action->setToolTip(tr("%1–%2 weeks, risk %3. Source: %4")
                               .arg(weeksLow)
                               .arg(weeksHigh)
                               .arg(row.value(col("risk")).toString(), source));
        connect(action, &QAction::triggered, this,
                [=, this] { applyPortingWeeks(weeks, profile, source); });
    }
    menu->setToolTipsVisible(true);
    m_portingButton->setEnabled(!menu->isEmpty());
}

void OptionsPanel::applyPortingWeeks(double weeks, const QString &profile, const QString &source)
{
    const int row = currentRow();
    if (row < 0) {
        Q_EMIT message(tr("Select an option first."));
        return;
    }
    const std::string id = m_document->scenario().options[std::size_t(row)].id;
    const auto problem = m_document->apply(QString(), tr("Porting weeks from \"%1\"").arg(profile),
                                           [&](Scenario &s) {
                                               Option &option = s.options[std::size_t(row)];
                                               if (!option.migration)
                                                   option.migration = Migration{};
                                               option.migration->weeks = weeks;
                                           });
    Q_EMIT message(!problem ? problem.error()
                            : tr("%1: %2 porting weeks from \"%3\" (%4).")
                                  .arg(qs(id), QString::number(weeks, 'g', 3), profile, source));
}

int OptionsPanel::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid())
        return current.row();
    return m_document->scenario().options.empty() ? -1 : 0;
}

void OptionsPanel::addOption()
{
    const Scenario &scenario = m_document->scenario();
    const int row = currentRow();
    if (row < 0)
        return;
    Option option = scenario.options[std::size_t(row)];
    option.stack = option.stack == Stack::Neuron ? Stack::Cuda : Stack::Neuron;
    option.id =
        OptionNaming::uniqueId(scenario, option.stack == Stack::Neuron ? "trainium" : "gpu");
    option.label = OptionNaming::uniqueAutomaticLabel(scenario, option);
    if (option.stack == Stack::Neuron && !option.migration)
        option.migration = Migration{};
    if (const auto problem = m_document->apply(QString(), tr("Add option"),
                                               [&](Scenario &s) {
                                                   s.options.push_back(option);
                                                   CriteriaEditing::addUnscoredOption(s, option.id);
                                               });
        !problem)
        Q_EMIT message(problem.error());
    else
        m_view->setCurrentIndex(m_model->index(int(scenario.options.size()) - 1, 0));
}

void OptionsPanel::duplicateOption()
{
    const Scenario &scenario = m_document->scenario();
    const int row = currentRow();
    if (row < 0)
        return;
    Option option = scenario.options[std::size_t(row)];
    option.id = OptionNaming::uniqueId(scenario, option.id);
    option.label = OptionNaming::uniqueAutomaticLabel(scenario, option);
    if (const auto problem = m_document->apply(QString(), tr("Duplicate option"),
                                               [&](Scenario &s) {
                                                   s.options.push_back(option);
                                                   CriteriaEditing::addUnscoredOption(s, option.id);
                                               });
        !problem)
        Q_EMIT message(problem.error());
}

void OptionsPanel::removeOption()
{
    const Scenario &scenario = m_document->scenario();
    const int row = currentRow();
    if (row < 0)
        return;
    if (scenario.options.size() < 2) {
        Q_EMIT message(tr("A scenario needs at least one option."));
        return;
    }
    const std::string id = scenario.options[std::size_t(row)].id;
    const auto problem = m_document->apply(QString(), tr("Remove option"), [&](Scenario &s) {
        s.options.erase(s.options.begin() + row);
        // Nothing may refer to the removed option: the baseline moves to the first option,
        // its matrix scores and uncertainty ranges go with it.
        if (s.baseline == id)
            s.baseline = s.options.front().id;
        if (s.criteria)
            for (Criterion &criterion : *s.criteria)
                criterion.scores.erase(id);
        const std::string prefix = "options." + id + ".";
        std::erase_if(s.uncertainty, [&](const UncertaintyRange &range) {
            return range.target.starts_with(prefix);
        });
    });
    if (!problem)
        Q_EMIT message(problem.error());
}

} // namespace acceldecide::ui
