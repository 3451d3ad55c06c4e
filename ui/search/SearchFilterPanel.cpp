#include "ui/search/SearchFilterPanel.h"

#include "ui/render/labels/EnumLabels.h"
#include "ui/widgets/Qs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace acceldecide::ui {

namespace {

// Rows shown by default: more than a terminal's 20, as a table scrolls.
constexpr int kDefaultLimit = 50;
constexpr int kMaxLimit = 100000;
// A list shows this many entries before it scrolls (every purchase model; a catalog's
// dozens of regions scroll), so that all four fit beside the table.
constexpr int kVisibleListRows = 7;

void addItem(QListWidget *list, const QString &text, const QVariant &value)
{
    auto *item = new QListWidgetItem(text, list);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    item->setCheckState(Qt::Checked);
    item->setData(Qt::UserRole, value);
}

// The values of the ticked entries; empty when every entry is ticked (no filter).
QVariantList ticked(const QListWidget *list)
{
    QVariantList values;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            values << list->item(i)->data(Qt::UserRole);
    return values.size() == list->count() ? QVariantList() : values;
}

bool noneTicked(const QListWidget *list)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            return false;
    return list->count() > 0;
}

} // namespace

SearchFilterPanel::SearchFilterPanel(const std::vector<search::MarketOffer> &offers,
                                     WorkloadKind kind, QWidget *parent)
    : QWidget(parent), m_objective(new QComboBox(this)), m_limit(new QSpinBox(this)),
      m_memory(new QDoubleSpinBox(this)),
      m_everyObservation(new QCheckBox(tr("Every price obser&vation"), this)),
      m_providers(checkList(tr("Providers"))), m_regions(checkList(tr("Regions"))),
      m_stacks(checkList(tr("Stacks"))), m_purchases(checkList(tr("Purchase models")))
{
    fillObjectives(kind);
    m_limit->setRange(1, kMaxLimit);
    m_limit->setValue(kDefaultLimit);
    m_limit->setAccessibleName(tr("Rows shown"));
    m_memory->setRange(0.0, 4096.0);
    m_memory->setDecimals(0);
    m_memory->setSuffix(tr(" GB"));
    m_memory->setSpecialValueText(tr("any"));
    m_memory->setAccessibleName(tr("Minimum memory per accelerator"));
    m_everyObservation->setToolTip(
        tr("Every price the catalog has observed is a candidate of its own, not only the "
           "newest of each instance type, region and purchase model"));
    fillLists(offers);

    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    const auto row = [form](const QString &label, QWidget *field) {
        auto *text = new QLabel(label);
        text->setBuddy(field);
        form->addRow(text, field);
    };
    row(tr("&Objective:"), m_objective);
    row(tr("Ro&ws:"), m_limit);
    row(tr("&Memory:"), m_memory);
    form->addRow(m_everyObservation);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    const auto list = [layout](const QString &label, QListWidget *field) {
        auto *text = new QLabel(label);
        text->setBuddy(field);
        layout->addWidget(text);
        layout->addWidget(field);
    };
    list(tr("&Providers:"), m_providers);
    list(tr("R&egions:"), m_regions);
    list(tr("S&tacks:"), m_stacks);
    list(tr("P&urchase models:"), m_purchases);
    layout->addStretch(1);

    connect(m_objective, &QComboBox::currentIndexChanged, this, &SearchFilterPanel::changed);
    connect(m_limit, &QSpinBox::valueChanged, this, &SearchFilterPanel::changed);
    connect(m_memory, &QDoubleSpinBox::valueChanged, this, &SearchFilterPanel::changed);
    connect(m_everyObservation, &QCheckBox::toggled, this, &SearchFilterPanel::changed);
    for (QListWidget *each : {m_providers, m_regions, m_stacks, m_purchases})
        connect(each, &QListWidget::itemChanged, this, &SearchFilterPanel::changed);
}

QListWidget *SearchFilterPanel::checkList(const QString &accessibleName)
{
    auto *list = new QListWidget(this);
    list->setAccessibleName(accessibleName);
    list->setUniformItemSizes(true);
    return list;
}

void SearchFilterPanel::fillObjectives(WorkloadKind kind)
{
    m_objective->addItem(tr("Total cost of ownership"), int(search::SearchObjective::Tco));
    // core refuses the objectives the workload has no figure for; they are not offered.
    if (kind != WorkloadKind::Capacity)
        m_objective->addItem(tr("Cost per million tokens"),
                             int(search::SearchObjective::CostPerMillionTokens));
    if (kind == WorkloadKind::Training)
        m_objective->addItem(tr("Time to result"), int(search::SearchObjective::TimeToResult));
}

void SearchFilterPanel::fillLists(const std::vector<search::MarketOffer> &offers)
{
    std::set<std::string> providers;
    std::set<std::string> regions;
    std::set<Stack> stacks;
    std::set<PurchaseModel> purchases;
    for (const search::MarketOffer &offer : offers) {
        providers.insert(offer.provider);
        regions.insert(offer.region);
        stacks.insert(offer.stack);
        purchases.insert(offer.purchaseModel);
    }
    for (const std::string &provider : providers)
        addItem(m_providers, qs(provider), qs(provider));
    for (const std::string &region : regions)
        addItem(m_regions, qs(region), qs(region));
    for (const Stack stack : stacks)
        addItem(m_stacks, stack == Stack::Neuron ? tr("Trainium (Neuron)") : tr("GPU (CUDA)"),
                int(stack));
    for (const PurchaseModel model : purchases)
        addItem(m_purchases, EnumLabels::purchaseModel(model), int(model));
    // Each list as tall as its entries, up to kVisibleListRows: no empty space under two
    // providers, no scrolling through seven purchase models.
    for (QListWidget *list : {m_providers, m_regions, m_stacks, m_purchases}) {
        const int rows = std::clamp(list->count(), 1, kVisibleListRows);
        list->setFixedHeight(list->sizeHintForRow(0) * rows + 2 * list->frameWidth() + 2);
    }
}

search::SearchRequest SearchFilterPanel::request() const
{
    search::SearchRequest request;
    request.objective = search::SearchObjective(m_objective->currentData().toInt());
    request.limit = m_limit->value();
    search::SearchFilter &filter = request.filter;
    for (const QVariant &value : ticked(m_providers))
        filter.providers.push_back(value.toString().toStdString());
    for (const QVariant &value : ticked(m_regions))
        filter.regions.push_back(value.toString().toStdString());
    for (const QVariant &value : ticked(m_stacks))
        filter.stacks.push_back(Stack(value.toInt()));
    for (const QVariant &value : ticked(m_purchases))
        filter.purchaseModels.push_back(PurchaseModel(value.toInt()));
    filter.latestPriceOnly = !m_everyObservation->isChecked();
    if (m_memory->value() > 0.0)
        filter.minMemoryGbPerAccelerator = m_memory->value();
    return request;
}

QString SearchFilterPanel::emptyChoice() const
{
    for (const QListWidget *list : {m_providers, m_regions, m_stacks, m_purchases})
        if (noneTicked(list))
            return list->accessibleName();
    return {};
}

} // namespace acceldecide::ui
