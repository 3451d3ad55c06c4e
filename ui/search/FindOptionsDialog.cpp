#include "ui/search/FindOptionsDialog.h"

#include "ui/search/FoundOptions.h"
#include "ui/search/SearchFilterPanel.h"
#include "ui/search/SearchResultsChart.h"
#include "ui/search/SearchResultsModel.h"
#include "ui/widgets/Qs.h"

#include "database/pricing/MarketOffers.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <stdexcept>

namespace acceldecide::ui {

namespace {

// Every candidate is billed and ranked, so the chart can draw them all; the table shows
// the first `limit` of them, which are core's rows for that limit.
constexpr int kEveryCandidate = 1'000'000;

QString reasonText(search::SkipReason reason)
{
    switch (reason) {
    case search::SkipReason::NoThroughput:
        return FindOptionsDialog::tr("no throughput");
    case search::SkipReason::DoesNotFit:
        return FindOptionsDialog::tr("model does not fit");
    case search::SkipReason::NoOnDemandPrice:
        return FindOptionsDialog::tr("no on-demand price");
    case search::SkipReason::NotBillable:
        return FindOptionsDialog::tr("not billable");
    case search::SkipReason::NoInterruptionRate:
        return FindOptionsDialog::tr("no spot interruption rate");
    case search::SkipReason::BeyondPeak:
        return FindOptionsDialog::tr("throughput beyond the chip's peak");
    case search::SkipReason::NotSold:
        return FindOptionsDialog::tr("not sold there or so");
    }
    return {};
}

} // namespace

FindOptionsDialog::FindOptionsDialog(db::CatalogDatabase &catalog, ScenarioDocument *document,
                                     Scenario resolved, QWidget *parent)
    : QDialog(parent), m_document(document), m_scenario(std::move(resolved)),
      m_model(new SearchResultsModel(this)), m_sorted(new QSortFilterProxyModel(this)),
      m_table(new QTableView(this)), m_chart(new SearchResultsChart(this)),
      m_status(new QLabel(this)), m_add(new QPushButton(tr("&Add to Scenario"), this))
{
    setWindowTitle(tr("Find Options"));
    QElapsedTimer timer;
    timer.start();
    auto offers = db::marketOffers(catalog, m_scenario.workload);
    m_loadMs = timer.elapsed();
    if (offers)
        m_offers = std::move(offers.value());
    else
        m_loadError = offers.error().toString();
    m_filters = new SearchFilterPanel(m_offers, m_scenario.workload.kind, this);
    buildLayout();
    connect(m_filters, &SearchFilterPanel::changed, this, &FindOptionsDialog::search);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &FindOptionsDialog::selectionChanged);
    connect(m_add, &QPushButton::clicked, this, &FindOptionsDialog::addSelected);
    search();
    m_table->setFocus();
}

FindOptionsDialog::~FindOptionsDialog() = default;

void FindOptionsDialog::buildLayout()
{
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(SearchResultsModel::SortRole);
    m_table->setModel(m_sorted);
    m_table->setAccessibleName(tr("Candidates found"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(SearchResultsModel::Rank, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false); // a long source title is cut with "…", rows stay one line
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setMaximumSectionSize(260);

    auto *filterScroll = new QScrollArea(this);
    filterScroll->setWidget(m_filters);
    filterScroll->setWidgetResizable(true);
    filterScroll->setFrameShape(QFrame::NoFrame);
    filterScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    filterScroll->setMinimumWidth(m_filters->sizeHint().width() + 16);
    filterScroll->setMaximumWidth(300);

    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(m_table);
    results->addWidget(m_chart);
    results->setStretchFactor(0, 1);
    results->setStretchFactor(1, 1);
    results->setSizes({320, 400}); // the chart's axis titles need the height

    auto *body = new QHBoxLayout;
    body->addWidget(filterScroll);
    body->addWidget(results, 1);

    m_status->setTextFormat(Qt::PlainText); // names from the catalog read as typed
    m_status->setWordWrap(true);
    m_add->setAutoDefault(false);
    m_add->setEnabled(false);
    m_add->setToolTip(tr("Add the selected rows to the scenario as options (Enter in the "
                         "table); one undo step"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_add, QDialogButtonBox::ActionRole);
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(1180, 800);
}

void FindOptionsDialog::search()
{
    m_result = {};
    const bool training = m_scenario.workload.kind == WorkloadKind::Training;
    const QString nothingTicked = m_filters->emptyChoice();
    QString problem = m_loadError;
    search::SearchRequest request = m_filters->request();
    const int limit = request.limit;
    if (problem.isEmpty() && !nothingTicked.isEmpty())
        problem = tr("No candidate: no entry of %1 is ticked.").arg(nothingTicked.toLower());
    if (problem.isEmpty()) {
        request.limit = kEveryCandidate;
        try {
            m_result = search::searchMarket(m_scenario, m_offers, request);
        } catch (const std::invalid_argument &refused) {
            problem = qs(refused.what());
        }
    }
    const std::size_t shown = std::min(m_result.rows.size(), std::size_t(limit));
    m_model->setRows({m_result.rows.begin(), m_result.rows.begin() + std::ptrdiff_t(shown)});
    // Only a training run has a wall-clock time.
    m_table->setColumnHidden(SearchResultsModel::RunHours, !training);
    // Sized once, on the first rows: measuring every cell again at each filter change
    // cost more than the search itself.
    if (!m_columnsSized && m_model->rowCount() > 0) {
        m_table->resizeColumnsToContents();
        m_columnsSized = true;
    }
    m_chart->showRows(m_result.rows, training,
                      problem.isEmpty() ? tr("No candidate matches the filters") : problem);
    selectionChanged();
    if (!problem.isEmpty())
        showStatus(problem);
    else
        showStatus(summary(), [this] {
            QStringList examples;
            for (const auto &[reason, example] : m_result.skipped.examples)
                examples << tr("%1, e.g. %2").arg(reasonText(reason), qs(example));
            return examples.join(QLatin1Char('\n'));
        }());
}

QString FindOptionsDialog::summary() const
{
    QString text = tr("%1 of %2 candidates billed from %3 offers")
                       .arg(m_model->rowCount())
                       .arg(m_result.candidatesBilled)
                       .arg(m_result.offersConsidered);
    const int skipped = m_result.skipped.total();
    if (skipped == 0)
        return text + QLatin1Char('.');
    QStringList reasons;
    for (const auto &[reason, count] : m_result.skipped.counts)
        reasons << tr("%1: %2").arg(reasonText(reason)).arg(count);
    return text + tr("; %1 passed over (%2).").arg(skipped).arg(reasons.join(QStringLiteral(", ")));
}

void FindOptionsDialog::showStatus(const QString &text, const QString &toolTip)
{
    m_status->setText(text);
    // A plain tooltip: the examples quote the catalog's names.
    m_status->setToolTip(
        toolTip.isEmpty()
            ? QString()
            : QStringLiteral("<p style='white-space:pre'>%1</p>").arg(toolTip.toHtmlEscaped()));
}

QString FindOptionsDialog::statusText() const
{
    return m_status->text();
}

std::vector<int> FindOptionsDialog::selectedRows() const
{
    std::vector<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows.push_back(index.data(SearchResultsModel::RowIndexRole).toInt());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void FindOptionsDialog::selectionChanged()
{
    const std::vector<int> rows = selectedRows();
    m_add->setEnabled(!rows.empty() && m_document);
    // The table's rows are the first of the chart's, at the same indices.
    m_chart->highlight(rows);
}

bool FindOptionsDialog::addSelected()
{
    const std::vector<int> indices = selectedRows();
    if (indices.empty() || !m_document) {
        showStatus(tr("Select the rows to add first."));
        return false;
    }
    std::vector<search::SearchRow> rows;
    for (const int index : indices)
        rows.push_back(m_model->rows()[std::size_t(index)]);
    const auto added = FoundOptions::add(*m_document, rows);
    if (!added) {
        showStatus(tr("Not added: %1").arg(added.error()));
        return false;
    }
    showStatus(tr("Added %n option(s) to the scenario: %1. Edit → Undo takes them all back.",
                  nullptr, int(added->size()))
                   .arg(added->join(QStringLiteral(", "))));
    return true;
}

void FindOptionsDialog::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (!enter || (event->modifiers() & ~Qt::KeypadModifier)) {
        QDialog::keyPressEvent(event);
        return;
    }
    // Enter adds the rows the table has selected; in the filters it searches again (the
    // value typed so far is already applied, so this only confirms it).
    if (auto *button = qobject_cast<QPushButton *>(focusWidget()))
        button->click();
    else if (m_table->hasFocus())
        addSelected();
    else
        search();
}

} // namespace acceldecide::ui
